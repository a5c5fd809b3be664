import Foundation

/// Keys of the traits rows and tabs carry up to their container.
enum ContainerTraits {
    private enum RowBackground {}
    private enum RowInsets {}
    private enum RowSeparator {}
    private enum RowSeparatorTint {}
    private enum Badge {}
    private enum Tag {}
    private enum TabItem {}
    private enum SectionParts {}
    private enum Selected {}
    private enum Disclosure {}
    private enum TabBarVisibility {}
    private enum TabBarBackground {}
    private enum TabBarBackgroundVisibility {}

    static let rowBackground = ObjectIdentifier(RowBackground.self)
    static let rowInsets = ObjectIdentifier(RowInsets.self)
    static let rowSeparator = ObjectIdentifier(RowSeparator.self)
    static let rowSeparatorTint = ObjectIdentifier(RowSeparatorTint.self)
    static let badge = ObjectIdentifier(Badge.self)
    static let tag = ObjectIdentifier(Tag.self)
    static let tabItem = ObjectIdentifier(TabItem.self)
    static let sectionParts = ObjectIdentifier(SectionParts.self)
    static let fullWidthCell = ObjectIdentifier(_FullWidthCellKey.self)
    static let selected = ObjectIdentifier(Selected.self)
    static let disclosure = ObjectIdentifier(Disclosure.self)
    static let tabBarVisibility = ObjectIdentifier(TabBarVisibility.self)
    /// `toolbarBackground(_:for: .tabBar)`: the style (an `AnyShapeStyle`).
    static let tabBarBackground = ObjectIdentifier(TabBarBackground.self)
    /// `toolbarBackground(_:for: .tabBar)`: the visibility (a `Visibility`).
    static let tabBarBackgroundVisibility = ObjectIdentifier(TabBarBackgroundVisibility.self)
}

/// Writes a trait on each content node when it has a value, leaving traits that inner
/// modifiers wrote otherwise untouched.
nonisolated struct _OptionalTraitModifier: ViewModifier, PrimitiveModifier {
    let key: ObjectIdentifier
    let value: Any?
    func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let nodes = content(context)
        if let value { for n in nodes where n.layoutValues[key] == nil { n.layoutValues[key] = value } }
        return nodes
    }
}

/// Writes a list-row trait on each content node; on a list's `Section` it reaches each of the
/// section's rows that has none of its own, as SwiftUI styles every row of the section.
nonisolated struct _ListRowTraitModifier: ViewModifier, PrimitiveModifier {
    let key: ObjectIdentifier
    let value: Any
    func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let nodes = content(context)
        for n in nodes {
            if let section = n.layoutValues[ContainerTraits.sectionParts] as? ListSectionParts {
                for row in section.rows where !row.hasTrait(key) { row.layoutValues[key] = value }
            } else {
                n.layoutValues[key] = value
            }
        }
        return nodes
    }
}

extension VerticalEdge {
    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int8
        /// Creates a set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
        /// A set holding one edge.
        public init(_ edge: VerticalEdge) { self = edge == .top ? .top : .bottom }
    }
}

/// The spacing between the sections of a list.
public struct ListSectionSpacing: Sendable, Hashable {
    let value: CGFloat?
    /// The default spacing (about 35 points between cards on iPhone).
    public static let `default` = ListSectionSpacing(value: nil)
    /// A compact spacing (20 points between cards).
    public static let compact = ListSectionSpacing(value: 20)
    /// A custom spacing.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(value: max(0, spacing)) }
}

private struct ListSectionSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct ListRowSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    /// The spacing between list sections set with `listSectionSpacing`, `nil` for the default.
    var listSectionSpacing: CGFloat? {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
    /// The spacing between list rows set with `listRowSpacing`, `nil` for touching rows.
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }
    /// Whether scrollable containers draw their background (`.hidden` makes a list clear).
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Places a view behind this row of a list, in place of the card's fill.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(_ListRowTraitModifier(key: ContainerTraits.rowBackground, value: view.map { AnyView($0) } as Any))
    }

    /// Sets the insets of this row's content inside its list row (default: 11 points
    /// vertically, 20 horizontally on iPhone; 15 and 16 in the iOS 26 look).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        environment(\.listRowHasCustomInsets, insets != nil)
            .modifier(_ListRowTraitModifier(key: ContainerTraits.rowInsets, value: insets as Any))
    }

    /// Shows or hides this row's separators (`.hidden` removes the hairline below it).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListRowTraitModifier(key: ContainerTraits.rowSeparator, value: visibility))
    }

    /// Sets the colour of this row's separators.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListRowTraitModifier(key: ContainerTraits.rowSeparatorTint, value: color as Any))
    }

    /// Shows or hides a section's separators; inset-grouped sections draw none, so a still
    /// render does not change.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_InertModifier())
    }

    /// Sets the colour of a section's separators (not drawn by the inset-grouped style).
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_InertModifier())
    }

    /// Sets the spacing between sections of lists in this view.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environment(\.listSectionSpacing, spacing.value)
    }

    /// Sets the spacing between sections of lists in this view.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        environment(\.listSectionSpacing, max(0, spacing))
    }

    /// Sets the vertical spacing between adjacent rows of lists in this view (iOS 15+): rows
    /// move apart by `spacing` points; in the inset styles each row then draws as its own
    /// rounded card, without separators. `nil` restores touching rows.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacing, spacing.map { max(0, $0) })
    }

    /// Shows or hides the background of scrollable views (`.hidden` clears a list's grey).
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }

    /// Adds a badge: a trailing count or text in a list row, a red badge on a tab item.
    /// A zero count shows no badge.
    public func badge(_ count: Int) -> some View {
        let label: Text? = count == 0 ? nil : Text("\(count)")
        return modifier(_ContainerTraitModifier(key: ContainerTraits.badge, value: label as Any))
    }

    /// Adds a text badge (none when `nil`).
    public func badge(_ label: Text?) -> some View {
        modifier(_ContainerTraitModifier(key: ContainerTraits.badge, value: label as Any))
    }

    /// Adds a localized text badge (none when `nil`).
    public func badge(_ key: LocalizedStringKey?) -> some View {
        badge(key.map { Text($0) })
    }

    /// Adds a string badge (none when `nil`).
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        badge(label.map { Text($0) })
    }

    /// Sets the prominence of section headers in this view (`.increased`: larger, not uppercased).
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}

/// A prominence level (for section headers).
public enum Prominence: Hashable, Sendable {
    /// The standard prominence.
    case standard
    /// An increased prominence.
    case increased
}

private struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }

extension EnvironmentValues {
    /// The prominence of section headers.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

/// Marks a view (a section header or footer) that spans a lazy grid's full width.
struct _FullWidthCellKey: LayoutValueKey { static let defaultValue = false }

private enum ListRowSeparatorLeadingID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

private enum ListRowSeparatorTrailingID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.trailing] }
}

extension HorizontalAlignment {
    /// Where a list row's separator starts: a row sets it with `alignmentGuide` (a `Label`
    /// sets it at its title); without one the separator starts at the row's content inset.
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeadingID.self)
    /// Where a list row's separator ends (the card's trailing edge in the iPhone styles).
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailingID.self)
}
