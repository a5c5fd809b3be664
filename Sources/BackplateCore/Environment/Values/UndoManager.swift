import Foundation

/// Foundation's undo manager, which Linux's Foundation lacks: a stack of undo groups, each a list
/// of registered actions run last-first by `undo()`; actions registered while undoing go on the
/// redo stack. Groups close at each registration unless opened with `beginUndoGrouping()`.
open class UndoManager: NSObject {
    private struct Group {
        var actions: [() -> Void] = []
        var name = ""
    }
    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var openGroups: [Group] = []

    /// Whether registrations outside an explicit group make a group each (`true`).
    open var groupsByEvent = true
    /// The most groups kept (0, the default: no limit); the oldest are dropped beyond it.
    open var levelsOfUndo = 0
    /// Whether registrations are recorded (`false` between `disableUndoRegistration()` and
    /// `enableUndoRegistration()`).
    open private(set) var isUndoRegistrationEnabled = true
    /// Whether `undo()` is running its actions.
    open private(set) var isUndoing = false
    /// Whether `redo()` is running its actions.
    open private(set) var isRedoing = false

    /// An empty undo manager.
    public override init() { super.init() }

    /// Whether there is a group to undo.
    open var canUndo: Bool { !undoStack.isEmpty || openGroups.contains { !$0.actions.isEmpty } }
    /// Whether there is a group to redo.
    open var canRedo: Bool { !redoStack.isEmpty }
    /// How deep explicit groups are nested.
    open var groupingLevel: Int { openGroups.count }
    /// The name of the group `undo()` would undo.
    open var undoActionName: String { undoStack.last?.name ?? "" }
    /// The name of the group `redo()` would redo.
    open var redoActionName: String { redoStack.last?.name ?? "" }

    /// Records `handler`, run with `target` when its group is undone (or redone).
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        let action: () -> Void = { handler(target) }
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].actions.append(action)
        } else if isUndoing {
            push(Group(actions: [action], name: undoingName), onto: &redoStack, merge: true)
        } else {
            if !isRedoing { redoStack.removeAll() }
            push(Group(actions: [action]), onto: &undoStack, merge: isRedoing)
        }
    }

    private var undoingName = ""

    private func push(_ group: Group, onto stack: inout [Group], merge: Bool) {
        if merge, let last = stack.indices.last, runningGroupOpen {
            stack[last].actions.append(contentsOf: group.actions)
            return
        }
        stack.append(group)
        runningGroupOpen = isUndoing || isRedoing
        if levelsOfUndo > 0, stack.count > levelsOfUndo { stack.removeFirst(stack.count - levelsOfUndo) }
    }
    private var runningGroupOpen = false

    /// Opens a group: registrations until the matching `endUndoGrouping()` undo together.
    open func beginUndoGrouping() { openGroups.append(Group()) }

    /// Closes the innermost group (nothing happens when none is open).
    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else { return }
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].actions.append(contentsOf: group.actions)
        } else if !group.actions.isEmpty {
            if !isRedoing && !isUndoing { redoStack.removeAll() }
            runningGroupOpen = false
            push(group, onto: &undoStack, merge: false)
        }
    }

    /// Names the group being registered (or the last one), for `undoActionName`.
    open func setActionName(_ actionName: String) {
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].name = actionName
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = actionName
        }
    }

    /// Undoes the last group: runs its actions last-first; what they register becomes redo.
    open func undo() {
        while !openGroups.isEmpty { endUndoGrouping() }
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        undoingName = group.name
        runningGroupOpen = false
        for action in group.actions.reversed() { action() }
        isUndoing = false
        runningGroupOpen = false
    }

    /// Redoes the last undone group: runs its actions; what they register becomes undo.
    open func redo() {
        guard let group = redoStack.popLast() else { return }
        isRedoing = true
        runningGroupOpen = false
        for action in group.actions.reversed() { action() }
        if let last = undoStack.indices.last, runningGroupOpen { undoStack[last].name = group.name }
        isRedoing = false
        runningGroupOpen = false
    }

    /// Forgets every undo and redo group.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
    }

    /// Stops recording registrations until `enableUndoRegistration()`.
    open func disableUndoRegistration() { isUndoRegistrationEnabled = false }
    /// Records registrations again.
    open func enableUndoRegistration() { isUndoRegistrationEnabled = true }
}

extension EnvironmentValues {
    /// The undo manager of the window the view is in: `nil` in a render, where no window or
    /// scene hosts the view (code written `undoManager?.registerUndo` does nothing).
    public var undoManager: UndoManager? { nil }
}
