import Foundation

/// A type of object with a publisher that emits before the object has changed.
///
/// On Apple platforms this comes from Combine; Backplate has no Combine on Linux and defines
/// it here, so `class Shelf: ObservableObject { @Published var books = [...] }` compiles
/// unchanged next to `import Foundation`. A still render reads the object's current values;
/// `objectWillChange` exists for code that calls `send()`, but nothing subscribes to it.
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never
    /// A publisher that emits before the object has changed.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed. Backplate keeps no per-object
    /// subscription table (a render subscribes to nothing), so each access returns a fresh
    /// publisher whose `send()` reaches no one.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// A publisher that publishes changes from observable objects.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    /// The publisher emits no value, only the event.
    public typealias Output = Void
    /// The publisher never fails.
    public typealias Failure = Never
    /// Creates an observable object publisher.
    public init() {}
    /// Sends the changed value to the downstream subscriber (none exists in a still render).
    public func send() {}
}
