import Foundation
import OpenCombine
import OpenCombineFoundation

extension NotificationCenter {
    /// The notifications named `name` (from `object` alone when given) as an async sequence,
    /// as Foundation's `notifications(named:object:)` on Apple platforms (Linux's lacks it).
    /// A still render posts none: a `task` awaiting it waits until the view goes away.
    public func notifications(named name: Notification.Name, object: AnyObject? = nil) -> Notifications {
        Notifications(values: publisher(for: name, object: object).values)
    }

    /// An async sequence of the notifications a center posts under one name.
    public final class Notifications: AsyncSequence {
        /// Each element is a posted notification.
        public typealias Element = Notification
        /// The sequence never fails.
        public typealias Failure = Never
        let values: AsyncPublisher<NotificationCenter.Publisher>

        init(values: AsyncPublisher<NotificationCenter.Publisher>) { self.values = values }

        /// Waits for the next notification.
        public struct Iterator: AsyncIteratorProtocol {
            var base: AsyncPublisher<NotificationCenter.Publisher>.Iterator
            /// The next posted notification, or `nil` when the waiting task is cancelled.
            public mutating func next() async -> Notification? { await base.next() }
        }

        /// An iterator that observes the center from now on.
        public func makeAsyncIterator() -> Iterator { Iterator(base: values.makeAsyncIterator()) }
    }
}
