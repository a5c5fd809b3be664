import Foundation

/// A protocol that describes the behaviour and appearance of a list. Backplate draws the
/// built-in iPhone styles; a custom conformer draws as `.automatic`.
public protocol ListStyle {}

/// The drawing a list style selects.
enum ListStyleKind: Hashable, Sendable {
    case insetGrouped, grouped, plain, inset, sidebar

    /// Rows sit on a rounded card inset from the list's edges.
    var usesInsetCard: Bool { self == .insetGrouped || self == .inset || self == .sidebar }
    /// The list's background is the grouped grey.
    var usesGroupedBackground: Bool { self == .insetGrouped || self == .grouped || self == .sidebar }
}

protocol BuiltInListStyle { var kind: ListStyleKind { get } }

/// The platform default: `.insetGrouped` on iPhone.
public struct DefaultListStyle: ListStyle, BuiltInListStyle {
    /// Creates the style.
    public init() {}
    var kind: ListStyleKind { .insetGrouped }
}

/// Sections on rounded cards inset from the edges, on the grouped background (iPhone default).
public struct InsetGroupedListStyle: ListStyle, BuiltInListStyle {
    /// Creates the style.
    public init() {}
    var kind: ListStyleKind { .insetGrouped }
}

/// Full-width sections on the grouped background.
public struct GroupedListStyle: ListStyle, BuiltInListStyle {
    /// Creates the style.
    public init() {}
    var kind: ListStyleKind { .grouped }
}

/// Full-width rows on the system background.
public struct PlainListStyle: ListStyle, BuiltInListStyle {
    /// Creates the style.
    public init() {}
    var kind: ListStyleKind { .plain }
}

/// Rows on a rounded card inset from the edges, on the system background.
public struct InsetListStyle: ListStyle, BuiltInListStyle {
    /// Creates the style.
    public init() {}
    var kind: ListStyleKind { .inset }
}

/// A sidebar: inset cards with prominent section headers.
public struct SidebarListStyle: ListStyle, BuiltInListStyle {
    /// Creates the style.
    public init() {}
    var kind: ListStyleKind { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform default (`.insetGrouped` on iPhone).
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
    /// The inset grouped style.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
    /// The grouped style.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == PlainListStyle {
    /// The plain style.
    public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == InsetListStyle {
    /// The inset style.
    public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
    /// The sidebar style.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

private struct ListStyleKindKey: EnvironmentKey { static let defaultValue = ListStyleKind.insetGrouped }
private struct ListContentKindKey: EnvironmentKey { static let defaultValue: ListStyleKind? = nil }

extension EnvironmentValues {
    /// The list style set with `listStyle(_:)`.
    var listStyleKind: ListStyleKind {
        get { self[ListStyleKindKey.self] }
        set { self[ListStyleKindKey.self] = newValue }
    }
    /// Set while resolving the direct content of a list: a `Section` then becomes a card.
    var listContentKind: ListStyleKind? {
        get { self[ListContentKindKey.self] }
        set { self[ListContentKindKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of lists in this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let kind = (style as? any BuiltInListStyle)?.kind ?? .insetGrouped
        return environment(\.listStyleKind, kind)
    }
}
