import Foundation

// Dispatch's, NotificationCenter's and Timer's closure-taking calls as Apple's SDK declares
// them: `@preconcurrency` (Dispatch) or imported from Objective-C (implicitly so), so a Swift 5
// file that touches main-actor state in the closure gets a warning, not an error. Linux's are
// plain Swift; the preview scanner renames calls to these twins, which forward unchanged.

extension DispatchQueue {
    /// `async(group:qos:flags:execute:)`, `@preconcurrency`.
    @preconcurrency
    public func backplatePreconcurrencyAsync(group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                                             execute work: @escaping @Sendable () -> Void) {
        async(group: group, qos: qos, flags: flags, execute: work)
    }
    /// `async(execute:)` with a work item.
    public func backplatePreconcurrencyAsync(execute workItem: DispatchWorkItem) { async(execute: workItem) }
    /// `async(group:execute:)` with a work item.
    public func backplatePreconcurrencyAsync(group: DispatchGroup, execute workItem: DispatchWorkItem) {
        async(group: group, execute: workItem)
    }
    /// `asyncAfter(deadline:qos:flags:execute:)`, `@preconcurrency`.
    @preconcurrency
    public func backplatePreconcurrencyAsyncAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                                                  execute work: @escaping @Sendable () -> Void) {
        asyncAfter(deadline: deadline, qos: qos, flags: flags, execute: work)
    }
    /// `asyncAfter(deadline:execute:)` with a work item.
    public func backplatePreconcurrencyAsyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
        asyncAfter(deadline: deadline, execute: workItem)
    }
}

extension NotificationCenter {
    /// `addObserver(forName:object:queue:using:)`, `@preconcurrency` as Objective-C's is.
    @preconcurrency @discardableResult
    public func backplatePreconcurrencyAddObserver(forName name: NSNotification.Name?, object: Any?, queue: OperationQueue?,
                                                   using block: @escaping @Sendable (Notification) -> Void) -> any NSObjectProtocol {
        addObserver(forName: name, object: object, queue: queue, using: block)
    }
}

extension Timer {
    /// `scheduledTimer(withTimeInterval:repeats:block:)`, `@preconcurrency` as Objective-C's is.
    @preconcurrency @discardableResult
    public class func backplatePreconcurrencyScheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                                            block: @escaping @Sendable (Timer) -> Void) -> Timer {
        scheduledTimer(withTimeInterval: interval, repeats: repeats, block: block)
    }
}
