import Foundation

/// Groups scene graph changes into an animated transaction (SceneKit's `SCNTransaction`).
///
/// Changes apply at once (a still render animates nothing), so a transaction only scopes its
/// settings: `animationDuration`, `disableActions` and `completionBlock` belong to the innermost
/// open transaction on the calling thread (transactions are per thread, as on iOS; outside any,
/// the thread's implicit one), and `commit()` calls the completion block set in that
/// transaction, synchronously, as its changes are already applied.
open class SCNTransaction: NSObject {
    /// One open transaction's settings.
    private struct Frame {
        var duration: Double = 0
        var disableActions = false
        var completion: (() -> Void)?
        var values: [String: Any] = [:]
    }

    /// A thread's transactions: the implicit one first, then the explicit ones opened.
    private final class Stack {
        var frames = [Frame()]
    }

    /// The calling thread's transactions.
    private static var stack: Stack {
        let key = "SCNTransaction.stack"
        if let stack = Thread.current.threadDictionary[key] as? Stack { return stack }
        let stack = Stack()
        Thread.current.threadDictionary[key] = stack
        return stack
    }

    /// The innermost transaction's settings, read or changed.
    private static func top<T>(_ body: (inout Frame) -> T) -> T {
        let stack = stack
        return body(&stack.frames[stack.frames.count - 1])
    }

    /// Opens a transaction.
    open class func begin() { stack.frames.append(Frame()) }

    /// Closes the innermost transaction and calls its completion block (a commit without a
    /// `begin()` closes nothing and calls the implicit transaction's block).
    open class func commit() {
        let stack = stack
        let completion: (() -> Void)?
        if stack.frames.count > 1 {
            completion = stack.frames.removeLast().completion
        } else {
            completion = stack.frames[0].completion
            stack.frames[0].completion = nil
        }
        completion?()
    }

    /// Applies pending changes (there are none: changes apply at once).
    open class func flush() {}

    /// Locks the scene graph against the render thread (none runs in a still render).
    open class func lock() {}

    /// Unlocks the scene graph.
    open class func unlock() {}

    /// The duration of the transaction's animations, in seconds (0: not animated).
    open class var animationDuration: CFTimeInterval {
        get { top { $0.duration } }
        set { top { $0.duration = newValue } }
    }

    /// Whether implicit animations are off in the transaction (`false`).
    open class var disableActions: Bool {
        get { top { $0.disableActions } }
        set { top { $0.disableActions = newValue } }
    }

    /// The block called when the transaction commits.
    open class var completionBlock: (() -> Void)? {
        get { top { $0.completion } }
        set { top { $0.completion = newValue } }
    }

    /// Sets an arbitrary value of the transaction.
    open class func setValue(_ value: Any?, forKey key: String) { top { $0.values[key] = value } }

    /// An arbitrary value of the transaction.
    open class func value(forKey key: String) -> Any? { top { $0.values[key] } }
}
