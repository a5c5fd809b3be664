import Foundation

extension SKNode {
    /// Adds `action` to the node's actions. It starts at the next frame of the scene the node
    /// is in: a still render's one frame (at time 0) evaluates the actions added before it.
    public func run(_ action: SKAction) {
        runningActions.append(SKRunningAction(action, key: nil, completion: nil))
    }

    /// Adds `action`, calling `block` when it finishes (a timed action never finishes in a
    /// still render; one that finishes at time 0 calls `block` during the frame).
    public func run(_ action: SKAction, completion block: @escaping () -> Void) {
        runningActions.append(SKRunningAction(action, key: nil, completion: block))
    }

    /// Adds `action` under `key`, replacing the action already running under it.
    public func run(_ action: SKAction, withKey key: String) {
        runningActions.removeAll { $0.key == key }
        runningActions.append(SKRunningAction(action, key: key, completion: nil))
    }

    /// Runs `action` and returns when it finishes, or when it is removed from the node (a timed
    /// action in a still render: when the node's actions are removed or the node goes away).
    public func run(_ action: SKAction) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let entry = SKRunningAction(action, key: nil, completion: nil)
            entry.resume = continuation
            runningActions.append(entry)
        }
    }

    /// Whether the node has actions running or waiting to start.
    public func hasActions() -> Bool { !runningActions.isEmpty }

    /// The action running under `key`, if any.
    public func action(forKey key: String) -> SKAction? {
        runningActions.first { $0.key == key }?.action
    }

    /// Removes the action running under `key` (its completion is not called).
    public func removeAction(forKey key: String) {
        runningActions.removeAll { $0.key == key }
    }

    /// Removes every action of the node (their completions are not called).
    public func removeAllActions() {
        runningActions.removeAll()
    }
}

/// One action a node runs: the action, its key, what to call when it finishes, and how far
/// its evaluation got. A node holds these; dropping one (removed, or its node gone) resumes an
/// `async` run that is still waiting, so no task waits on a node that no longer exists.
final class SKRunningAction {
    let action: SKAction
    let key: String?
    let completion: (() -> Void)?
    /// The continuation of an `await node.run(_:)`, resumed once.
    var resume: CheckedContinuation<Void, Never>?
    /// Whether the action's start (its time-0 evaluation) has run.
    var started = false

    init(_ action: SKAction, key: String?, completion: (() -> Void)?) {
        self.action = action
        self.key = key
        self.completion = completion
    }

    /// Calls the completion and resumes a waiting `async` run.
    func finish() {
        completion?()
        resume?.resume()
        resume = nil
    }

    deinit { resume?.resume() }
}
