import Foundation

/// The edit actions a `ForEach` in a `List` offers its rows (`onDelete`, `onMove`), which
/// show in edit mode: a delete control leads each deletable row of a list without a selection
/// binding, a reorder control trails each movable row (see `_ListEditControls`).
struct _RowEditActions: OptionSet, Sendable {
    let rawValue: Int
    static let delete = _RowEditActions(rawValue: 1)
    static let move = _RowEditActions(rawValue: 2)
}

private enum RowEditActionsTrait {}
private enum RowEditDisabledTrait {}

extension ContainerTraits {
    /// The actions a row's `ForEach` offers (a `_RowEditActions`).
    static let rowEditActions = ObjectIdentifier(RowEditActionsTrait.self)
    /// The actions a row turned off with `deleteDisabled`/`moveDisabled` (a `_RowEditActions`).
    static let rowEditDisabled = ObjectIdentifier(RowEditDisabledTrait.self)
}

extension ViewNode {
    /// The edit actions this list row offers: its `ForEach`'s, minus those it disabled.
    var rowEditActions: _RowEditActions {
        let offered = trait(ContainerTraits.rowEditActions, as: _RowEditActions.self) ?? []
        let disabled = trait(ContainerTraits.rowEditDisabled, as: _RowEditActions.self) ?? []
        return offered.subtracting(disabled)
    }
}

/// Marks each node of `content` as offering `actions`, added to those an inner `onDelete` or
/// `onMove` recorded.
nonisolated struct _EditActionRows<Content: View>: View, PrimitiveView {
    let content: Content
    let actions: _RowEditActions
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolver.resolve(content, context)
        for n in nodes {
            let old = n.layoutValues[ContainerTraits.rowEditActions] as? _RowEditActions ?? []
            n.layoutValues[ContainerTraits.rowEditActions] = old.union(actions)
        }
        return nodes
    }
}

/// A `ForEach` (or other dynamic content) with an edit action: its data and rows are the
/// base's, each row marked with the action.
nonisolated struct _EditableDynamicContent<Base: DynamicViewContent>: DynamicViewContent, PrimitiveView, _ImplicitlyTaggable {
    let base: Base
    let actions: _RowEditActions
    var data: Base.Data { base.data }
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        context.resolver.resolve(_EditActionRows(content: base, actions: actions), context)
    }

    var _taggedByIdentifier: AnyView {
        AnyView(_EditActionRows(content: _implicitlyTagged(base), actions: actions))
    }
}

/// Turns an edit action off for the rows it modifies.
nonisolated struct _RowEditDisabledModifier: ViewModifier, PrimitiveModifier {
    let actions: _RowEditActions
    let isDisabled: Bool
    func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let nodes = content(context)
        for n in nodes {
            var disabled = n.layoutValues[ContainerTraits.rowEditDisabled] as? _RowEditActions ?? []
            // Applied after the modifiers inside it, so the outermost one decides.
            if isDisabled { disabled.formUnion(actions) } else { disabled.subtract(actions) }
            n.layoutValues[ContainerTraits.rowEditDisabled] = disabled
        }
        return nodes
    }
}

nonisolated extension DynamicViewContent {
    /// Sets the deletion action for the dynamic view. Swipe-to-delete needs interaction; in
    /// edit mode a list without a selection binding shows each deletable row's delete control.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        _EditableDynamicContent(base: self, actions: action == nil ? [] : .delete)
    }

    /// Sets the move action for the dynamic view; in edit mode each movable row of a list shows
    /// its reorder control.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        _EditableDynamicContent(base: self, actions: action == nil ? [] : .move)
    }
}

nonisolated extension View {
    /// Disables the deletion of this row: in edit mode it shows no delete control.
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        modifier(_RowEditDisabledModifier(actions: .delete, isDisabled: isDisabled))
    }

    /// Disables moving this row: in edit mode it shows no reorder control.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        modifier(_RowEditDisabledModifier(actions: .move, isDisabled: isDisabled))
    }
}

/// How a list is being edited: not at all, or in edit mode, with selection circles when the
/// list has a selection binding.
struct _ListEditState: Equatable, Sendable {
    var isEditing = false
    var selects = false
    static let idle = _ListEditState()
}
