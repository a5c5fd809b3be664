import Foundation

/// Something that runs actions (SceneKit's `SCNActionable`: nodes).
public protocol SCNActionable: NSObjectProtocol {
    /// Adds `action`.
    func runAction(_ action: SCNAction)
    /// Adds `action`, calling `block` when it finishes.
    func runAction(_ action: SCNAction, completionHandler block: (() -> Void)?)
    /// Adds `action` under `key`, replacing the action with that key.
    func runAction(_ action: SCNAction, forKey key: String?)
    /// Adds `action` under `key`, calling `block` when it finishes.
    func runAction(_ action: SCNAction, forKey key: String?, completionHandler block: (() -> Void)?)
    /// Whether any action is held.
    var hasActions: Bool { get }
    /// The action held under `key`.
    func action(forKey key: String) -> SCNAction?
    /// Removes the action held under `key`.
    func removeAction(forKey key: String)
    /// Removes every action.
    func removeAllActions()
    /// The keys of the actions held.
    var actionKeys: [String] { get }
}

/// An action a node holds, its key and completion.
struct SCNHeldAction {
    let action: SCNAction
    let key: String?
    let completion: (() -> Void)?
}

extension SCNNode: SCNActionable {
    /// Adds `action` to the node's actions. Actions run as the scene renders frames; a still
    /// render renders none, so the action is kept (`hasActions`, `action(forKey:)`) but never
    /// runs: the node stays as the code set it.
    public func runAction(_ action: SCNAction) { hold(action, key: nil, completion: nil) }

    /// Adds `action`; `block` would be called when it finishes, which never happens in a still
    /// render (no frame runs), so it is not called.
    public func runAction(_ action: SCNAction, completionHandler block: (() -> Void)? = nil) {
        hold(action, key: nil, completion: block)
    }

    /// Adds `action` under `key`, replacing the action already held under it (kept, not run).
    public func runAction(_ action: SCNAction, forKey key: String?) { hold(action, key: key, completion: nil) }

    /// Adds `action` under `key`; `block` is never called in a still render.
    public func runAction(_ action: SCNAction, forKey key: String?, completionHandler block: (() -> Void)? = nil) {
        hold(action, key: key, completion: block)
    }

    /// Keeps `action`, replacing any action under the same key.
    private func hold(_ action: SCNAction, key: String?, completion: (() -> Void)?) {
        if let key { heldActions.removeAll { $0.key == key } }
        heldActions.append(SCNHeldAction(action: action, key: key, completion: completion))
    }

    /// Whether the node holds actions.
    public var hasActions: Bool { !heldActions.isEmpty }

    /// The action held under `key`, if any.
    public func action(forKey key: String) -> SCNAction? { heldActions.last { $0.key == key }?.action }

    /// Removes the action held under `key` (its completion is not called).
    public func removeAction(forKey key: String) { heldActions.removeAll { $0.key == key } }

    /// Removes every action (their completions are not called).
    public func removeAllActions() { heldActions.removeAll() }

    /// The keys of the actions held, in the order they were added.
    public var actionKeys: [String] { heldActions.compactMap(\.key) }
}
