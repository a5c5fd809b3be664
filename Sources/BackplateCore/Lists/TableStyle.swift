import Foundation

/// A type that applies an appearance to every table in a view (iOS 16): `.automatic` or
/// `.inset`, set with `tableStyle(_:)`. A `Table` asks the style in its environment to make its
/// body from a configuration holding the table as Backplate draws it.
public protocol TableStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The properties of a table.
    typealias Configuration = TableStyleConfiguration
    /// The table drawn in this style.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// The properties of a table a `TableStyle` is given: the table's rows and columns, drawn.
nonisolated public struct TableStyleConfiguration {
    let table: AnyView
}

/// The platform's default table style: on iPhone (a compact width) the table's first column
/// as a plain list; in a regular width, the header row over rows of cells.
public struct AutomaticTableStyle: TableStyle {
    init() {}
    /// The table as Backplate draws it (see `Table`).
    public func makeBody(configuration: Configuration) -> some View { configuration.table }
}

/// The table style that insets a table's content and selection from its edges. In a compact
/// width (every iPhone in portrait) the table draws as the automatic style's list; in a regular
/// width Backplate draws the automatic style's rows, without the inset, and says so with a
/// runtime warning.
public struct InsetTableStyle: TableStyle {
    /// Creates the inset style.
    public init() {}
    /// The table as the automatic style draws it.
    public func makeBody(configuration: Configuration) -> some View { _InsetTableBody(table: configuration.table) }
}

/// The inset style's body: the automatic table, with a warning where the inset would show.
nonisolated struct _InsetTableBody: View {
    let table: AnyView
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        if sizeClass == .regular {
            RuntimeWarning.emit("tableStyle(.inset): a regular-width table is drawn without its content inset (the automatic style's rows)")
        }
        return table
    }
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The platform's default table style.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    /// The style that insets a table's content (see ``InsetTableStyle``).
    public static var inset: InsetTableStyle { InsetTableStyle() }
}

private struct TableStyleKey: EnvironmentKey { static var defaultValue: _StyleBox<TableStyleConfiguration>? { nil } }

private struct TableColumnHeadersKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    /// The style of the tables in this environment (`nil`: automatic).
    var tableStyleBox: _StyleBox<TableStyleConfiguration>? {
        get { self[TableStyleKey.self] }
        set { self[TableStyleKey.self] = newValue }
    }

    /// Whether tables show their header row (`.hidden` removes it).
    var tableColumnHeaders: Visibility {
        get { self[TableColumnHeadersKey.self] }
        set { self[TableColumnHeadersKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the tables in this view.
    public func tableStyle<S: TableStyle>(_ style: S) -> some View {
        modifier(styleModifier(style, at: \.tableStyleBox) { s, c in s.makeBody(configuration: c) })
    }

    /// Shows or hides the header row of the tables in this view (iOS 17): `.hidden` removes the
    /// column titles from a regular-width table; a compact-width table has no header row.
    public func tableColumnHeaders(_ visibility: Visibility) -> some View {
        environment(\.tableColumnHeaders, visibility)
    }
}
