import Foundation

/// A container that presents rows of data in a single column, drawn in iOS's default
/// inset-grouped style (reference §13.4): a grouped background, rows on a rounded card inset
/// by the system margin, rows at least 44 points tall with hairline separators from the
/// content's leading edge. A selected row is filled with the accent colour and its content
/// sees `backgroundProminence == .increased` and a white foreground.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let rows: [AnyView]
    let selectedRows: Set<Int>
    let content: Content?

    /// The rows on their card.
    public var body: some View {
        _ListContainer(rows: rows, selectedRows: selectedRows, content: content.map { AnyView($0) })
    }
}

extension List {
    /// Creates a list of rows computed from identifiable data, with an optional single selection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, SelectionValue == Data.Element.ID {
        let selected = selection?.wrappedValue
        var rows: [AnyView] = []
        var selectedRows = Set<Int>()
        for (i, element) in data.enumerated() {
            rows.append(AnyView(rowContent(element)))
            if let selected, element.id == selected { selectedRows.insert(i) }
        }
        self.rows = rows
        self.selectedRows = selectedRows
        self.content = nil
    }

    /// Creates a list of rows computed from identifiable data, with a set of selected rows.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, SelectionValue == Data.Element.ID {
        let selected = selection?.wrappedValue ?? []
        var rows: [AnyView] = []
        var selectedRows = Set<Int>()
        for (i, element) in data.enumerated() {
            rows.append(AnyView(rowContent(element)))
            if selected.contains(element.id) { selectedRows.insert(i) }
        }
        self.rows = rows
        self.selectedRows = selectedRows
        self.content = nil
    }
}

extension List where SelectionValue == Never {
    /// Creates a list of rows computed from identifiable data.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        rows = data.map { AnyView(rowContent($0)) }
        selectedRows = []
        content = nil
    }

    /// Creates a list whose rows are the views of `content`.
    public init(@ViewBuilder content: () -> Content) {
        rows = []
        selectedRows = []
        self.content = content()
    }
}

/// The list's card, built once the rows are known.
struct _ListContainer: View, PrimitiveView {
    let rows: [AnyView]
    let selectedRows: Set<Int>
    let content: AnyView?

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let resolver = context.resolver
        var rowViews: [(AnyView, Bool)] = rows.enumerated().map { ($1, selectedRows.contains($0)) }
        if let content {
            rowViews = resolver.resolve(content, context.insideContainer).map { (AnyView(_NodeView(node: $0)), false) }
        }
        let view = _ListCard(rows: rowViews)
        return resolver.resolve(view, context)
    }
}

/// A view standing for an already-resolved node.
struct _NodeView: View, PrimitiveView {
    let node: ViewNode
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] { [node] }
}

struct _ListCard: View {
    let rows: [(AnyView, Bool)]
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        let dark = colorScheme == .dark
        let groupedBackground = dark ? Color.black : Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
        let rowBackground = dark ? Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255) : Color.white
        VStack(spacing: 0) {
            ForEach(0..<rows.count, id: \.self) { i in
                _ListRow(content: rows[i].0, isSelected: rows[i].1, showsSeparator: i < rows.count - 1, background: rowBackground)
            }
        }
        .background(rowBackground)
        .clipShape(RoundedRectangle(cornerRadius: 10, style: .continuous))
        .padding(.horizontal, 16)
        .padding(.vertical, 20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(groupedBackground)
    }
}

struct _ListRow: View {
    let content: AnyView
    let isSelected: Bool
    let showsSeparator: Bool
    let background: Color
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        let separator = colorScheme == .dark ? Color(red: 84 / 255, green: 84 / 255, blue: 88 / 255, opacity: 0.6)
                                             : Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
        let row = content
            .frame(maxWidth: .infinity, minHeight: 44 - 22, alignment: .leading)
            .padding(.vertical, 11)
            .padding(.horizontal, 16)
        if isSelected {
            row
                .environment(\.backgroundProminence, .increased)
                .foregroundStyle(Color.white)
                .background(Color.accentColor)
                .overlay(alignment: .bottom) { _ListSeparator(color: separator, show: showsSeparator) }
        } else {
            row
                .overlay(alignment: .bottom) { _ListSeparator(color: separator, show: showsSeparator) }
        }
    }
}

struct _ListSeparator: View {
    let color: Color
    let show: Bool
    @Environment(\.pixelLength) var pixel
    var body: some View {
        if show { color.frame(height: pixel).padding(.leading, 16) }
    }
}

/// A scrollable view. A static render shows the content from its top-leading edge: the content
/// is proposed `nil` along the scroll axes (its ideal length) and clipped to the scroll view,
/// which takes the space offered.
public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// Creates a scroll view.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// The content at its ideal length on the scroll axes, clipped.
    public var body: some View {
        VStack(spacing: 0) { content }
            .fixedSize(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .clipped()
    }
}
