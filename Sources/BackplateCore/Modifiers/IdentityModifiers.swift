import Foundation

/// Gives each content node an identity, a z-index or a layout value.
public struct _TraitWritingModifier: ViewModifier, PrimitiveModifier {
    let label: String
    let write: (ViewNode) -> Void
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        content(context).map { child in
            let node = ViewNode.passthrough(label, child)
            node.zIndex = child.zIndex
            node.layoutValues = child.layoutValues
            write(node)
            return node
        }
    }
}

/// Gives content an explicit identity (`.id(_:)`): resolves it one structural step below,
/// keyed by the id, and marks each resulting node with the id.
public struct _IdentityModifier: ViewModifier, PrimitiveModifier {
    let id: AnyHashable
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        content(context.appending(.explicit(id))).map { child in
            let node = ViewNode.passthrough("id(\(id.base))", child)
            node.zIndex = child.zIndex
            node.layoutValues = child.layoutValues
            node.id = id
            return node
        }
    }
}

extension View {
    /// Binds the view's identity to `id`: the view and its descendants get a new identity, so
    /// their `@State` is keyed under `id` (a different id means fresh state, as SwiftUI resets
    /// it). `ImageRenderer.layout().frame(of:)` finds the view by `id`.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(_IdentityModifier(id: AnyHashable(id)))
    }

    /// Controls the display order of overlapping views in a `ZStack` (higher draws in front).
    public func zIndex(_ value: Double) -> some View {
        modifier(_TraitWritingModifier(label: "zIndex") { $0.zIndex = value })
    }

    /// Associates a value with the view that a custom `Layout` reads through its subview proxy.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_TraitWritingModifier(label: "layoutValue") { $0.layoutValues[ObjectIdentifier(key)] = value })
    }
}

/// A modifier with no effect on a rendered image (gestures, tasks, accessibility, sheets,
/// which need a running app); kept so SwiftUI code compiles unchanged.
public struct _InertModifier: ViewModifier, PrimitiveModifier {
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] { content(context) }
}

/// Accessibility traits (recorded nowhere in a rendered image).
public struct AccessibilityTraits: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates traits from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// A header.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// Selected.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// A link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// Static text.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 4)
    /// An image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
}

/// A presentation detent of a sheet.
public struct PresentationDetent: Hashable, Sendable {
    let height: CGFloat?
    let fraction: CGFloat?
    /// The medium detent.
    public static let medium = PresentationDetent(height: nil, fraction: 0.5)
    /// The large detent.
    public static let large = PresentationDetent(height: nil, fraction: 1)
    /// A fixed height.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(height: height, fraction: nil) }
    /// A fraction of the available height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(height: nil, fraction: fraction) }
}

extension View {
    /// Adds accessibility traits (no visual effect).
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { modifier(_InertModifier()) }
    /// Adds accessibility traits (no visual effect).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { modifier(_InertModifier()) }
    /// Sets an accessibility label (no visual effect).
    public func accessibilityLabel(_ label: String) -> some View { modifier(_InertModifier()) }
    /// Hides the view from accessibility (no visual effect).
    public func accessibilityHidden(_ hidden: Bool) -> some View { modifier(_InertModifier()) }
    /// Runs a task when the view appears; a static render never runs it.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_InertModifier())
    }
    /// Runs a task when `id` changes; a static render never runs it.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_InertModifier())
    }
    /// An action on appearance; a static render never runs it.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { modifier(_InertModifier()) }
    /// An action on disappearance; a static render never runs it.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { modifier(_InertModifier()) }
    /// A tap action; a static render never runs it.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { modifier(_InertModifier()) }
    /// A sheet; a static render shows the presenting view only.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(_InertModifier())
    }
    /// Sheet detents; no effect outside a presented sheet.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { modifier(_InertModifier()) }
    /// Ignores the safe area; a rendered image has none, so layout is unchanged.
    public func ignoresSafeArea(edges: Edge.Set = .all) -> some View { modifier(_InertModifier()) }
    /// Ignores the safe area; a rendered image has none, so layout is unchanged.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { modifier(_InertModifier()) }
}
