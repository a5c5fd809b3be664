import Foundation

/// What the views inside one navigation screen tell the enclosing `NavigationStack`: its
/// title, toolbar items, bar appearance and destinations. SwiftUI carries these upwards as
/// preferences; Backplate's stack resolves its content first with a fresh collector in the
/// environment, then draws its bar from what the content recorded.
final class NavigationCollector: @unchecked Sendable {
    // Unchecked Sendable: one render's collector, written and read by the thread that renders.
    /// The first `navigationTitle` recorded (the innermost modifier resolves first).
    var title: Text?
    /// The first `navigationSubtitle` recorded (iOS 26; drawn under the title).
    var subtitle: Text?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    /// Whether `toolbarTitleDisplayMode(.inlineLarge)` set the display mode.
    var inlineLargeTitle = false
    /// Whether `toolbarTitleMenu` gave the title a menu (its chevron follows an inline title).
    var hasTitleMenu = false
    var backButtonHidden = false
    var toolbarItems: [ToolbarEntry] = []
    var barVisibility: [ToolbarPlacement.Kind: Visibility] = [:]
    var barBackground: [ToolbarPlacement.Kind: AnyShapeStyle] = [:]
    var barBackgroundVisibility: [ToolbarPlacement.Kind: Visibility] = [:]
    var barColorScheme: [ToolbarPlacement.Kind: ColorScheme] = [:]
    /// `navigationDestination(for:)` registrations, by the presented data type.
    var destinations: [ObjectIdentifier: (Any) -> AnyView?] = [:]
    /// Destinations presented by `navigationDestination(isPresented:)`, `(item:)` or an active
    /// `NavigationLink(isActive:)`, in resolution order.
    var presented: [AnyView] = []
    /// The background of the screen's scrolling content (a grouped list's grey), which the
    /// transparent bar shows at the scroll edge.
    var contentBackground: Color?
    /// The screen's background set with `containerBackground(_:for: .navigation)` (innermost wins).
    var containerBackground: AnyShapeStyle?
    /// The view form of `containerBackground(for:alignment:content:)`, with its alignment.
    var containerBackgroundView: (AnyView, Alignment)?
    /// The search field added with `searchable`.
    var search: SearchFieldConfiguration?

    func record(title newTitle: Text) { if title == nil { title = newTitle } }
    func record(subtitle newSubtitle: Text) { if subtitle == nil { subtitle = newSubtitle } }
}

private struct NavigationCollectorKey: EnvironmentKey {
    static let defaultValue: NavigationCollector? = nil
}

extension EnvironmentValues {
    /// The collector of the nearest enclosing navigation screen, if any.
    var navigationCollector: NavigationCollector? {
        get { self[NavigationCollectorKey.self] }
        set { self[NavigationCollectorKey.self] = newValue }
    }
}

/// A modifier that resolves its content, then lets the enclosing navigation screen's collector
/// record something.
nonisolated struct _NavigationRecordingModifier: ViewModifier, PrimitiveModifier {
    let record: (NavigationCollector, ResolveContext) -> Void
    func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let nodes = content(context)
        if let collector = context.environment.navigationCollector { record(collector, context) }
        return nodes
    }
}
