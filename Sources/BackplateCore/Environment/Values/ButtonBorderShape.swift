import Foundation

/// A shape used to draw a button's border, as set by `buttonBorderShape(_:)`.
///
/// The bordered styles draw their fill in this shape. `.automatic` is a capsule with
/// `BackplateLook.iOS26` (measured: a 44-point `.borderedProminent` button has semicircular
/// ends) and, with `BackplateLook.iOS18`, a rounded rectangle whose radius grows with the control
/// size (about 7 points at `.regular`, 12 at `.large`; approximate, docs/controls.md
/// §7.1–7.2). As a `Shape`, `.automatic` and `.roundedRectangle` use the regular radius.
nonisolated public struct ButtonBorderShape: InsettableShape, Equatable {
    enum Kind: Equatable, Sendable {
        case automatic, capsule, circle, roundedRectangle, roundedRectangleRadius(CGFloat)
    }
    let kind: Kind
    var insetAmount: CGFloat = 0

    /// A shape that defers to the system (a rounded rectangle for bordered buttons on iOS).
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule shape (corner radius = half the height).
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A rounded rectangle with the system corner radius for the control size.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle)
    /// A circle (iOS 17).
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with a given corner radius.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangleRadius(radius.isFinite ? max(radius, 0) : 0))
    }

    /// The outline inside `rect`, using the `.regular` system radius for rounded rectangles.
    public func path(in rect: CGRect) -> Path {
        resolvedShape(for: .regular).path(in: rect.insetBy(dx: insetAmount, dy: insetAmount))
    }

    /// The shape inset by `amount`.
    public func inset(by amount: CGFloat) -> ButtonBorderShape {
        var copy = self
        copy.insetAmount += amount
        return copy
    }

    /// The concrete shape at a control size in a look (`.automatic`: a capsule on iOS 26).
    func resolvedShape(for size: ControlSize, look: BackplateLook = .iOS18) -> AnyShape {
        switch kind {
        case .automatic where look == .iOS26: return AnyShape(Capsule())
        case .capsule: return AnyShape(Capsule())
        case .circle: return AnyShape(Circle())
        case .roundedRectangleRadius(let r): return AnyShape(RoundedRectangle(cornerRadius: r))
        case .automatic, .roundedRectangle: return AnyShape(RoundedRectangle(cornerRadius: ButtonBorderShape.systemRadius(size)))
        }
    }

    /// The system corner radius of bordered buttons at a control size (approximate).
    static func systemRadius(_ size: ControlSize) -> CGFloat {
        switch size {
        case .mini: return 5
        case .small: return 6
        case .regular: return 7
        case .large, .extraLarge: return 12
        }
    }
}

private struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
    /// The border shape bordered buttons draw (`.automatic` by default).
    public var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the border shape for buttons in this view (used by `.bordered` and
    /// `.borderedProminent`).
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}
