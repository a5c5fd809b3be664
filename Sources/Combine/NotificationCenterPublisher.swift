import Foundation

extension NotificationCenter {
    /// A publisher that emits each notification named `name` (from `object`, or from any
    /// object when `nil`) posted to this center.
    ///
    /// A subscription observes the center until it is cancelled and receives each matching
    /// notification synchronously on the posting thread, as an observer added with a `nil`
    /// queue does; it never finishes. Nothing is posted during a still render unless the
    /// code rendering it posts, so `onReceive(NotificationCenter.default.publisher(for: ...))`
    /// leaves the view as it was.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        NotificationCenter.Publisher(center: self, name: name, object: object)
    }

    /// A publisher that emits notifications posted to a notification center.
    public struct Publisher: Combine.Publisher, DeliveringPublisher {
        /// The published notification.
        public typealias Output = Notification
        /// Notification publishers never fail.
        public typealias Failure = Never
        /// The center observed.
        public let center: NotificationCenter
        /// The name observed.
        public let name: Notification.Name
        /// The object whose notifications are observed (`nil`: any).
        public let object: AnyObject?

        /// Creates a publisher of `center`'s notifications named `name` from `object`.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        package func subscribeErased(value: @escaping (Any) -> Void, completion: @escaping (Any) -> Void) -> AnyCancellable {
            // The observer block is @Sendable; the subscriber's closure runs on the posting
            // thread, as Combine's does.
            let deliver = UncheckedDelivery(value)
            let token = center.addObserver(forName: name, object: object, queue: nil) { deliver.value($0) }
            let center = center
            let observer = UncheckedDelivery(token)
            return AnyCancellable { center.removeObserver(observer.value) }
        }
    }
}

/// A value carried into a `@Sendable` closure that runs on the thread that posts.
private struct UncheckedDelivery<Value>: @unchecked Sendable {
    // Unchecked Sendable: carries a notification to the subscriber on the posting thread, as Combine does.
    let value: Value
    init(_ value: Value) { self.value = value }
}
