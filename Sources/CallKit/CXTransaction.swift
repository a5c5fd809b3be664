import Foundation

/// A group of actions requested together through `CXCallController`.
open class CXTransaction: NSObject {
    /// The transaction's unique identifier.
    open private(set) var uuid = UUID()
    /// The actions, in the order they were added.
    open private(set) var actions: [CXAction]

    /// A transaction of `actions`.
    public init(actions: [CXAction]) {
        self.actions = actions
        super.init()
    }

    /// A transaction with no actions yet (`addAction(_:)` adds them).
    public override convenience init() {
        self.init(actions: [])
    }

    /// A transaction of one action.
    public convenience init(action: CXAction) {
        self.init(actions: [action])
    }

    /// Whether every action is complete (fulfilled or failed): true for an empty transaction.
    open var isComplete: Bool { actions.allSatisfy(\.isComplete) }

    /// Adds `action` after the others.
    open func addAction(_ action: CXAction) { actions.append(action) }
}
