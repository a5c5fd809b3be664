import Foundation

/// What the views inside one navigation screen tell the enclosing `NavigationStack`: its
/// title, toolbar items, bar appearance and destinations. SwiftUI carries these upwards as
/// preferences; Backplate's stack resolves its content first with a fresh collector in the
/// environment, then draws its bar from what the content recorded.
final class NavigationCollector: @unchecked Sendable {
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

private struct IsListRowKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The collector of the nearest enclosing navigation screen, if any.
    var navigationCollector: NavigationCollector? {
        get { self[NavigationCollectorKey.self] }
        set { self[NavigationCollectorKey.self] = newValue }
    }

    /// Whether the views are the content of a `List` or `Form` row (a `NavigationLink` then
    /// draws the disclosure chevron).
    var isListRow: Bool {
        get { self[IsListRowKey.self] }
        set { self[IsListRowKey.self] = newValue }
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

/// A layout that insets its content by the system layout margin: 20 points in windows at
/// least 390 points wide, 16 in narrower ones (UIKit's readable margins on iPhone).
struct _SystemMarginLayout: Layout {
    static func margin(for width: CGFloat?) -> CGFloat {
        guard let width, width.isFinite else { return 20 }
        return width >= 390 ? 20 : 16
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let m = Self.margin(for: proposal.width)
        let inner = ProposedViewSize(width: proposal.width.map { max($0 - 2 * m, 0) }, height: proposal.height)
        var size = CGSize.zero
        for s in subviews {
            let c = s.sizeThatFits(inner)
            size.width = max(size.width, c.width + 2 * m)
            size.height = max(size.height, c.height)
        }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let m = Self.margin(for: proposal.width ?? bounds.width)
        let inner = ProposedViewSize(width: max(bounds.width - 2 * m, 0), height: bounds.height)
        for s in subviews { s.place(at: CGPoint(x: bounds.minX + m, y: bounds.minY), proposal: inner) }
    }
}

/// Standard system colours the containers draw with (reference: controls.md §1–3, §10).
enum SystemColors {
    static func background(_ dark: Bool) -> Color { dark ? .black : .white }
    static func groupedBackground(_ dark: Bool) -> Color {
        dark ? .black : Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
    }
    static func secondaryGroupedBackground(_ dark: Bool) -> Color {
        dark ? Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255) : .white
    }
    static func separator(_ dark: Bool) -> Color {
        dark ? Color(red: 84 / 255, green: 84 / 255, blue: 88 / 255, opacity: 0.6)
             : Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
    }
    static func secondaryLabel(_ dark: Bool) -> Color {
        dark ? Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.6)
             : Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)
    }
    static func tertiaryLabel(_ dark: Bool) -> Color {
        dark ? Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.3)
             : Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
    }
    static func barHairline(_ dark: Bool) -> Color {
        dark ? Color(white: 1, opacity: 0.15) : Color(white: 0, opacity: 0.3)
    }
    /// The bar material approximated as an opaque fill over the system background.
    static func barMaterial(_ dark: Bool) -> Color {
        dark ? Color(red: 24 / 255, green: 24 / 255, blue: 24 / 255) : Color(red: 249 / 255, green: 249 / 255, blue: 249 / 255)
    }
    /// systemGray3: 199, 199, 204 light; 72, 72, 74 dark.
    static func gray3(_ dark: Bool) -> Color {
        dark ? Color(red: 72 / 255, green: 72 / 255, blue: 74 / 255) : Color(red: 199 / 255, green: 199 / 255, blue: 204 / 255)
    }
    static func tabUnselected(_ dark: Bool) -> Color {
        dark ? Color(red: 117 / 255, green: 117 / 255, blue: 117 / 255) : Color(red: 153 / 255, green: 153 / 255, blue: 153 / 255)
    }
}

extension ViewNode {
    /// A trait a row or tab modifier wrote on this node or on the single-child chain below it
    /// (a `padding` or `frame` applied after the trait does not hide it).
    func trait<T>(_ key: ObjectIdentifier, as type: T.Type = T.self) -> T? {
        var node: ViewNode? = self
        var depth = 0
        while let n = node, depth < 64 {
            if let v = n.layoutValues[key] as? T { return v }
            node = n.children.count == 1 ? n.children[0] : nil
            depth += 1
        }
        return nil
    }
}

/// A modifier that writes a trait on each content node for the enclosing container to read
/// (list row traits, tab items, badges, tags).
nonisolated struct _ContainerTraitModifier: ViewModifier, PrimitiveModifier {
    let key: ObjectIdentifier
    let value: Any
    func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let nodes = content(context)
        for n in nodes { n.layoutValues[key] = value }
        return nodes
    }
}

/// A view standing for nodes already resolved (a container's content, resolved first so the
/// container can read what it recorded).
nonisolated struct _ResolvedNodes: View, PrimitiveView {
    let nodes: [ViewNode]
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] { nodes }
}
