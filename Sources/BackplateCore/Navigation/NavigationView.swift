import Foundation

/// A view for presenting a stack of views (deprecated in favour of `NavigationStack`).
/// On iPhone it shows its first child as a navigation stack's root, with the bar drawn as
/// `NavigationStack` draws it; further children (a detail placeholder) are not shown.
nonisolated public struct NavigationView<Content: View>: View, PrimitiveView {
    let content: Content

    /// Creates a navigation view.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        NavigationResolution.make(root: AnyView(content), path: [], context, firstNodeOnly: true)
    }
}

/// A specification for the appearance of a `NavigationView`.
public protocol NavigationViewStyle {}

/// The platform's default navigation view style (a stack on iPhone).
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// Creates the style.
    public init() {}
}

/// One view at a time, as a stack.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// Creates the style.
    public init() {}
}

/// Columns side by side on wide screens (a stack on iPhone).
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    /// Creates the style.
    public init() {}
}

/// The deprecated name of the column style.
public typealias DoubleColumnNavigationViewStyle = ColumnNavigationViewStyle

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The default style.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// The stack style.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// The column style.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

nonisolated extension View {
    /// Sets the style of navigation views. Every style shows a stack on iPhone, so nothing
    /// changes in a render.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        modifier(_InertModifier())
    }
}
