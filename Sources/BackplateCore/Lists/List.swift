import Foundation

/// A container that presents rows of data arranged in a single column, drawn in the
/// environment's list style: on iPhone `.insetGrouped` by default (docs/controls.md §3): the
/// grouped background, each section on a card (iOS 26: 16 points in, 26-point corners, rows at
/// least 52 tall at `.large`, 51 at `.medium`, content inset 16; with `.iOS18`: inset by the system
/// margin, 20 points on windows at least 390 wide, 10-point corners, rows at least 44 tall with
/// their content inset 20; `ListCardMetrics`), hairline separators from the content's leading
/// edge, the first card 35 points below the top (or its header's text 17 points below it).
///
/// Greedy in both axes, like SwiftUI's scrolling list; with an unspecified height it is as
/// tall as its content. Content beyond the proposed height is clipped (a still render shows
/// the list scrolled to the top). A selected row (`List(selection:)`) is filled with the accent
/// colour and sees `backgroundProminence == .increased` and a white foreground (rows built
/// from data, and tagged rows of `content`). In edit mode
/// (`.environment(\.editMode, .constant(.active))`) a list with a selection binding draws a
/// selection circle at each row's leading edge instead (`_ListSelectionIndicator`) and indents
/// the row's content past it.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let rows: [ListDataRow]
    let content: Content?
    let selection: Set<AnyHashable>
    /// Whether the list was given a selection binding (`List(selection:)`), even an empty one:
    /// in edit mode its rows show selection circles.
    var selectable = false
    var forcedStyle: ListStyleKind?

    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let resolver = context.resolver
        let env = context.environment
        let kind = forcedStyle ?? env.listStyleKind
        var inner = context.insideContainer
        inner.environment.listContentKind = kind
        inner.environment.isListRow = true
        var nodes: [ViewNode] = []
        // In edit mode a selectable list marks its selection with circles, not the accent fill.
        let isEditing = env.editMode?.wrappedValue.isEditing == true
        let editing = selectable && isEditing
        if let content {
            var c = inner
            if !selection.isEmpty {
                // Tagged rows whose tag is selected draw as rows built from data do: on the
                // accent fill, with increased background prominence and white content (in
                // edit mode they keep their look: the selection circle marks them). The role
                // also tells sections to tag their `ForEach` rows.
                let selected = selection
                c.environment._selectionOptionRole = _SelectionOptionRole { tag, row in
                    guard !editing, selected.contains(tag) else { return row }
                    return AnyView(row.modifier(_EnvironmentTransformModifier { environment in
                        environment.backgroundProminence = .increased
                        environment.setForegroundStyles([AnyShapeStyle(Color.white)])
                    }))
                }
            }
            // A `ForEach` of rows is tagged with each element's identifier, as in SwiftUI,
            // so `List(selection:) { ForEach(items) { … } }` highlights the selected items.
            nodes = selection.isEmpty ? resolver.resolve(content, c) : resolver.resolve(_implicitlyTagged(content), c)
            if !selection.isEmpty {
                for n in nodes where n.containerTag.map(selection.contains) == true { n.layoutValues[ContainerTraits.selected] = true }
            }
        } else {
            let scrollTarget = env.scrollTargetRequest?.viewID
            for row in rows {
                // Each row is identified by its element's identifier, as a `ForEach` element is.
                var c = inner.appending(.element(row.id))
                if row.isSelected && !editing {
                    c.environment.backgroundProminence = .increased
                    c.environment.setForegroundStyles([AnyShapeStyle(Color.white)])
                }
                var rowNodes = resolver.resolve(row.view, c)
                if row.isSelected { for n in rowNodes { n.layoutValues[ContainerTraits.selected] = true } }
                if scrollTarget == row.id { rowNodes = rowNodes.map { ViewNode.marked($0, as: row.id) } }
                nodes += rowNodes
            }
        }
        let sections = Self.sections(from: nodes, margins: env.listSectionMargins)
        if !selection.isEmpty {
            // Tagged rows inside sections are selected too.
            for parts in sections {
                for n in parts.rows where n.containerTag.map(selection.contains) == true { n.layoutValues[ContainerTraits.selected] = true }
            }
        }
        let dark = env.colorScheme == .dark
        let background: Color = env.scrollContentBackground == .hidden ? .clear
            : kind.usesGroupedBackground ? SystemColors.groupedBackground(dark) : SystemColors.background(dark)
        var view = _ListBody(kind: kind, sections: sections, sectionSpacing: env.listSectionSpacing, background: background)
        view.editState = _ListEditState(isEditing: isEditing, selects: editing)
        // iOS 26's section index: the sections' labels in a column at the trailing edge.
        let indexLabels = env.listSectionIndexVisibility == .visible ? _SectionIndexColumn.labels(in: nodes) : []
        let listNodes = indexLabels.isEmpty ? resolver.resolve(view, context.insideContainer)
            : resolver.resolve(view.overlay(alignment: .trailing) { _SectionIndexColumn(labels: indexLabels) },
                               context.insideContainer)
        // The enclosing navigation bar shows the list's background at the scroll edge.
        NavigationPreferences.attach(NavigationContentBackgroundKey.self, background, to: listNodes, in: env)
        return listNodes
    }

    /// Groups the list's nodes into sections: each `Section` is one, consecutive loose rows
    /// form an implicit section without header, with the list's section margins.
    static func sections(from nodes: [ViewNode], margins: ListSectionMargins = ListSectionMargins()) -> [ListSectionParts] {
        var sections: [ListSectionParts] = []
        var loose: [ViewNode] = []
        func flush() {
            if !loose.isEmpty { sections.append(ListSectionParts(header: [], rows: loose, footer: [], collapsible: false, margins: margins)) }
            loose = []
        }
        for n in nodes {
            if let parts = n.layoutValues[ContainerTraits.sectionParts] as? ListSectionParts {
                flush()
                sections.append(parts)
            } else {
                loose.append(n)
            }
        }
        flush()
        return sections
    }
}

// The initializers over any collection are disfavoured: a binding to a collection is a
// collection of bindings too, and `List($items) { $item in ... }` means the binding forms.
extension List {
    /// Creates a list of rows computed from identifiable data, with an optional single selection
    /// of any type (`List(categories, selection: $category)`): a row is selected when its `id`
    /// equals the selection, as a `ForEach` row's tag does.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(rowsOf: data, selectable: selection != nil, selected: Self.selected(selection),
                  identify: { AnyHashable($0.id) }, row: rowContent)
    }

    /// Creates a list of rows computed from identifiable data, with a set of selected rows.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(rowsOf: data, selectable: selection != nil, selected: Self.selected(selection),
                  identify: { AnyHashable($0.id) }, row: rowContent)
    }

    /// Creates a list of rows from data identified by a key path, with an optional single selection.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(rowsOf: data, selectable: selection != nil, selected: Self.selected(selection),
                  identify: { AnyHashable($0[keyPath: id]) }, row: rowContent)
    }

    /// Creates a hierarchical list (an `OutlineGroup` of `data`) with an optional single
    /// selection: the top-level row whose element's `id` equals the selection is drawn selected.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data.Element: Identifiable {
        rows = []
        content = OutlineGroup(data, children: children, content: rowContent)
        self.selection = selection?.wrappedValue.map { [AnyHashable($0)] } ?? []
        selectable = selection != nil
    }

    /// Creates a hierarchical list (an `OutlineGroup` of `data`) with a set of selected rows.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data.Element: Identifiable {
        rows = []
        content = OutlineGroup(data, children: children, content: rowContent)
        self.selection = Set((selection?.wrappedValue ?? []).map { AnyHashable($0) })
        selectable = selection != nil
    }

    /// Creates a list whose rows are the views of `content`; rows whose `tag` equals the
    /// selection are drawn selected.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        rows = []
        self.content = content()
        self.selection = selection?.wrappedValue.map { [AnyHashable($0)] } ?? []
        selectable = selection != nil
    }

    /// Creates a list whose rows are the views of `content`, with a set of selected tags.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        rows = []
        self.content = content()
        self.selection = Set((selection?.wrappedValue ?? []).map { AnyHashable($0) })
        selectable = selection != nil
    }
}

extension List where SelectionValue == Never {
    /// Creates a list of rows computed from identifiable data.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(rowsOf: data, selectable: false, selected: [], identify: { AnyHashable($0.id) }, row: rowContent)
    }

    /// Creates a list of rows from data identified by a key path.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(rowsOf: data, selectable: false, selected: [], identify: { AnyHashable($0[keyPath: id]) }, row: rowContent)
    }

    /// Creates a list of rows over a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(rowsOf: data, selectable: false, selected: [], identify: { AnyHashable($0) }, row: rowContent)
    }

    /// Creates a list of rows from a binding to identifiable data; each row gets a binding to
    /// its element.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        rows = data.wrappedValue.indices.map { i in
            ListDataRow(view: AnyView(rowContent(Binding(get: { data.wrappedValue[i] }, set: { data.wrappedValue[i] = $0 }))),
                        id: AnyHashable(data.wrappedValue[i].id), isSelected: false)
        }
        content = nil
        selection = []
    }

    /// Creates a hierarchical list: an `OutlineGroup` of `data`, as in SwiftUI. A still render
    /// shows the top level collapsed: each row with children is a disclosure group, its
    /// chevron trailing in the tint colour.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data.Element: Identifiable {
        rows = []
        content = OutlineGroup(data, children: children, content: rowContent)
        selection = []
    }

    /// Creates a list whose rows are the views of `content`.
    public init(@ViewBuilder content: () -> Content) {
        rows = []
        self.content = content()
        selection = []
    }
}
