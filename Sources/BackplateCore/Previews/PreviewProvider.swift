import Foundation

/// A type that produces view previews, as in SwiftUI: `static var previews` builds one or
/// more views. Backplate finds every conforming type at run time (`PreviewCatalog`), so a
/// program can render each of a module's previews by name; each top-level view of
/// `previews` (the children of a `Group`, a `ForEach` or several statements) is one preview.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of view `previews` returns.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
    /// The platform to preview on (`nil`: the target's; Backplate always renders one image).
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No explicit platform.
    public static var platform: PreviewPlatform? { nil }
}

/// The platforms a preview can target; informational in Backplate, which renders the same
/// pixels for every platform.
public enum PreviewPlatform: Hashable, Sendable {
    /// iOS.
    case iOS
    /// macOS.
    case macOS
    /// tvOS.
    case tvOS
    /// watchOS.
    case watchOS
}

/// How a preview's canvas is sized.
public enum PreviewLayout: Hashable, Sendable {
    /// The canvas is the preview device's screen; the view is centred in it (the default).
    case device
    /// The view is offered the device's screen size and the canvas shrinks to the size the
    /// view chooses.
    case sizeThatFits
    /// The canvas has the given size; the view is offered it and centred in it.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A simulator device to preview on, named as Xcode names them (`"iPhone 15 Pro"`).
/// Backplate knows the screen sizes in points of common iPhones and iPads; an unknown name
/// previews on the default device (iPhone 15 Pro, 393 × 852 pt).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    /// The device name.
    public let rawValue: String
    /// Creates a device from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a device from a string literal naming it.
    public init(stringLiteral: String) { rawValue = stringLiteral }

    /// The portrait screen size in points for known device names, `nil` for others.
    public var screenSize: CGSize? {
        Self.knownSizes[rawValue.lowercased()].map { CGSize(width: $0.0, height: $0.1) }
    }

    /// The screen size of the default preview device (iPhone 15 Pro), in points.
    public static let defaultScreenSize = CGSize(width: 393, height: 852)

    static let knownSizes: [String: (Double, Double)] = [
        "iphone se (2nd generation)": (375, 667), "iphone se (3rd generation)": (375, 667),
        "iphone 8": (375, 667), "iphone 8 plus": (414, 736),
        "iphone 11": (414, 896), "iphone 11 pro": (375, 812), "iphone 11 pro max": (414, 896),
        "iphone 12": (390, 844), "iphone 12 mini": (375, 812), "iphone 12 pro": (390, 844), "iphone 12 pro max": (428, 926),
        "iphone 13": (390, 844), "iphone 13 mini": (375, 812), "iphone 13 pro": (390, 844), "iphone 13 pro max": (428, 926),
        "iphone 14": (390, 844), "iphone 14 plus": (428, 926), "iphone 14 pro": (393, 852), "iphone 14 pro max": (430, 932),
        "iphone 15": (393, 852), "iphone 15 plus": (430, 932), "iphone 15 pro": (393, 852), "iphone 15 pro max": (430, 932),
        "iphone 16": (393, 852), "iphone 16 plus": (430, 932), "iphone 16 pro": (402, 874), "iphone 16 pro max": (440, 956),
        "ipad (10th generation)": (820, 1180), "ipad air (5th generation)": (820, 1180),
        "ipad pro (11-inch) (4th generation)": (834, 1194), "ipad pro (11-inch)": (834, 1194),
        "ipad pro (12.9-inch) (6th generation)": (1024, 1366), "ipad pro (12.9-inch)": (1024, 1366),
        "ipad mini (6th generation)": (744, 1133),
    ]
}

/// The orientation of the interface; a landscape orientation swaps the preview device's
/// width and height.
public struct InterfaceOrientation: CaseIterable, Identifiable, Hashable, Sendable {
    /// A stable name.
    public let id: String
    /// Portrait, home button (or indicator) at the bottom.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// Portrait, upside down.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// Landscape, device rotated so the top is on the left.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// Landscape, device rotated so the top is on the right.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
    /// All four orientations.
    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    /// Whether the orientation is landscape (width and height swapped).
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// One preview setting attached to a view by a preview modifier.
enum PreviewTraitValue: Hashable, Sendable {
    case layout(PreviewLayout)
    case displayName(String?)
    case device(PreviewDevice?)
    case orientation(InterfaceOrientation)
    case modifier(PreviewModifierBox)
}

/// Records a preview setting (`previewLayout`, `previewDisplayName`...); draws its content
/// unchanged.
nonisolated public struct _PreviewTraitModifier: ViewModifier, PrimitiveModifier {
    let trait: PreviewTraitValue
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] { content(context) }
}

nonisolated extension View {
    /// Sizes this preview's canvas: the device's screen, the view's fitting size, or a fixed
    /// size. Only read when the view is a preview; drawing is unchanged.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        modifier(_PreviewTraitModifier(trait: .layout(value)))
    }
    /// Names this preview (`PreviewEntry.displayName`).
    public func previewDisplayName(_ value: String?) -> some View {
        modifier(_PreviewTraitModifier(trait: .displayName(value)))
    }
    /// Chooses the device whose screen size a device-layout preview uses.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        modifier(_PreviewTraitModifier(trait: .device(value)))
    }
    /// Chooses the orientation of this preview; landscape swaps the device's width and height.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        modifier(_PreviewTraitModifier(trait: .orientation(value)))
    }
}
