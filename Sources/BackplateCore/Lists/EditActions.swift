import Foundation

/// The edits a `ForEach` over a binding offers its rows (iOS 16): deleting and moving, which
/// a list shows in edit mode as each row's delete and reorder controls, as `onDelete` and
/// `onMove` do. Swiping and dragging need a person.
public struct EditActions<Data>: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates actions from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    var rowActions: _RowEditActions {
        var actions: _RowEditActions = []
        if rawValue & 1 != 0 { actions.insert(.move) }
        if rawValue & 2 != 0 { actions.insert(.delete) }
        return actions
    }
}

extension EditActions where Data: RangeReplaceableCollection {
    /// Rows can be deleted (swipe, or edit mode's delete control).
    public static var delete: EditActions<Data> { EditActions(rawValue: 2) }
}

extension EditActions where Data: MutableCollection {
    /// Rows can be moved (drag, or edit mode's reorder control).
    public static var move: EditActions<Data> { EditActions(rawValue: 1) }
}

extension EditActions where Data: MutableCollection & RangeReplaceableCollection {
    /// Rows can be deleted and moved.
    public static var all: EditActions<Data> { EditActions(rawValue: 3) }
}

/// The indices of a collection paired with its elements' identifiers: the data of a `ForEach`
/// with edit actions.
public struct IndexedIdentifierCollection<Base: Collection, ID: Hashable>: Collection {
    /// An index of the base collection and the identifier of the element there.
    public struct Element {
        let index: Base.Index
        let id: ID
    }
    /// The base collection's index.
    public typealias Index = Base.Index

    let base: Base
    let identify: (Base.Element) -> ID

    init(base: Base, identify: @escaping (Base.Element) -> ID) {
        self.base = base
        self.identify = identify
    }

    /// The base collection's start.
    public var startIndex: Index { base.startIndex }
    /// The base collection's end.
    public var endIndex: Index { base.endIndex }
    /// The index and identifier at `position`.
    public subscript(position: Index) -> Element { Element(index: position, id: identify(base[position])) }
    /// The base collection's next index.
    public func index(after i: Index) -> Index { base.index(after: i) }
}

extension IndexedIdentifierCollection: BidirectionalCollection where Base: BidirectionalCollection {
    /// The base collection's previous index.
    public func index(before i: Index) -> Index { base.index(before: i) }
}

extension IndexedIdentifierCollection: RandomAccessCollection where Base: RandomAccessCollection {}

/// The rows of a `ForEach` with edit actions: each element's view, marked with the actions a
/// list in edit mode shows controls for.
public struct EditableCollectionContent<Content: View, Data> {
    let content: Content
    let actions: _RowEditActions
}

nonisolated extension EditableCollectionContent: View {
    /// The element's view, marked with the edit actions.
    public var body: some View { _EditActionRows(content: content, actions: actions) }
}

extension ForEach {
    /// Creates views for each element of a binding to a collection of identifiable data, with
    /// `editActions` (deleting, moving) on its rows: in a list in edit mode each row shows the
    /// controls for them, as with `onDelete`/`onMove`.
    public init<C, R>(_ data: Binding<C>, editActions: EditActions<C>,
                      @ViewBuilder content: @escaping (Binding<C.Element>) -> R)
    where Data == IndexedIdentifierCollection<C, ID>, ID == C.Element.ID, Content == EditableCollectionContent<R, C>,
          C: MutableCollection, C: RandomAccessCollection, R: View, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \C.Element.id, editActions: editActions, content: content)
    }

    /// Creates views for each element of a binding to a collection, identified by the key path
    /// `id`, with `editActions` on its rows.
    public init<C, R>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
                      @ViewBuilder content: @escaping (Binding<C.Element>) -> R)
    where Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C>,
          C: MutableCollection, C: RandomAccessCollection, R: View, C.Index: Hashable {
        let actions = editActions.rowActions
        self.init(data: IndexedIdentifierCollection(base: data.wrappedValue) { $0[keyPath: id] },
                  identify: { $0.id },
                  content: { element in EditableCollectionContent(content: content(data[element.index]), actions: actions) })
    }
}
