import Foundation
import Dispatch

/// A protocol that defines when and how to execute a closure.
///
/// Backplate's schedulers exist so `receive(on: DispatchQueue.main)`,
/// `debounce(for: .milliseconds(300), scheduler: RunLoop.main)` and the like compile; a still
/// render does not wait for them (see `Publisher`).
public protocol Scheduler {
    /// Describes an instant in time for this scheduler.
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// A type that defines options accepted by the scheduler.
    associatedtype SchedulerOptions
}

/// A protocol that provides a scheduler with an expression for relative time.
public protocol SchedulerTimeIntervalConvertible {
    /// Converts the specified number of seconds into an instance of this scheduler time type.
    static func seconds(_ s: Int) -> Self
    /// Converts the specified number of seconds, as a floating-point value, into an instance of this scheduler time type.
    static func seconds(_ s: Double) -> Self
    /// Converts the specified number of milliseconds into an instance of this scheduler time type.
    static func milliseconds(_ ms: Int) -> Self
    /// Converts the specified number of microseconds into an instance of this scheduler time type.
    static func microseconds(_ us: Int) -> Self
    /// Converts the specified number of nanoseconds into an instance of this scheduler time type.
    static func nanoseconds(_ ns: Int) -> Self
}

/// An instant of a scheduler's clock, in seconds (shared by `DispatchQueue`, `RunLoop`,
/// `OperationQueue` and `ImmediateScheduler`, whose instants Combine gives separate types).
public struct SchedulerInstant: Strideable, Hashable, Sendable {
    /// The instant, in seconds.
    public var seconds: Double
    /// Creates an instant.
    public init(seconds: Double) { self.seconds = seconds }

    /// Returns the distance to another instant.
    public func distance(to other: SchedulerInstant) -> Stride { Stride(other.seconds - seconds) }
    /// Returns an instant advanced by the given interval.
    public func advanced(by n: Stride) -> SchedulerInstant { SchedulerInstant(seconds: seconds + n.timeInterval) }

    /// A scheduler's interval of time, in seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Sendable {
        /// The interval, in seconds.
        public var timeInterval: Double
        /// Creates an interval of `timeInterval` seconds.
        public init(_ timeInterval: Double) { self.timeInterval = timeInterval }
        /// Creates an interval from a floating-point literal, in seconds.
        public init(floatLiteral value: Double) { timeInterval = value }
        /// Creates an interval from an integer literal, in seconds.
        public init(integerLiteral value: Int) { timeInterval = Double(value) }
        /// Creates an interval from an integer, in seconds, when it is exact.
        public init?<T: BinaryInteger>(exactly source: T) { timeInterval = Double(source) }
        /// The interval's magnitude.
        public var magnitude: Double { timeInterval.magnitude }

        /// `s` seconds.
        public static func seconds(_ s: Int) -> Stride { Stride(Double(s)) }
        /// `s` seconds.
        public static func seconds(_ s: Double) -> Stride { Stride(s) }
        /// `ms` milliseconds.
        public static func milliseconds(_ ms: Int) -> Stride { Stride(Double(ms) / 1e3) }
        /// `us` microseconds.
        public static func microseconds(_ us: Int) -> Stride { Stride(Double(us) / 1e6) }
        /// `ns` nanoseconds.
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(Double(ns) / 1e9) }

        /// Orders intervals by length.
        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.timeInterval < rhs.timeInterval }
        /// Adds two intervals.
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.timeInterval + rhs.timeInterval) }
        /// Subtracts an interval.
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.timeInterval - rhs.timeInterval) }
        /// Multiplies two intervals.
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.timeInterval * rhs.timeInterval) }
        /// Adds an interval in place.
        public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
        /// Subtracts an interval in place.
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
        /// Multiplies an interval in place.
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }
}

extension DispatchQueue: Scheduler {
    /// The scheduler's instants.
    public typealias SchedulerTimeType = SchedulerInstant
    /// Options for the dispatch queue scheduler (none change a still render).
    public struct SchedulerOptions: Sendable {
        /// Creates options.
        public init() {}
    }
}

extension RunLoop: Scheduler {
    /// The scheduler's instants.
    public typealias SchedulerTimeType = SchedulerInstant
    /// Options for the run loop scheduler (none change a still render).
    public struct SchedulerOptions: Sendable {}
}

extension OperationQueue: Scheduler {
    /// The scheduler's instants.
    public typealias SchedulerTimeType = SchedulerInstant
    /// Options for the operation queue scheduler (none change a still render).
    public struct SchedulerOptions: Sendable {}
}

/// A scheduler for performing synchronous actions.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// The scheduler's instants.
    public typealias SchedulerTimeType = SchedulerInstant
    /// The immediate scheduler takes no options.
    public typealias SchedulerOptions = Never
    /// The shared instance of the immediate scheduler.
    public static let shared = ImmediateScheduler()
}

extension Timer {
    /// Returns a publisher that repeatedly emits the current date on the given interval. Its
    /// first date comes one interval after it connects, so in a still render it never fires.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil,
                               on runLoop: RunLoop, in mode: RunLoop.Mode,
                               options: RunLoop.SchedulerOptions? = nil) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance)
    }

    /// A publisher that repeatedly emits the current date on a given interval (never during a
    /// still render).
    public final class TimerPublisher: ConnectablePublisher, DeliveringPublisher, Sendable {
        /// The current date.
        public typealias Output = Date
        /// A timer never fails.
        public typealias Failure = Never
        /// The interval between dates.
        public let interval: TimeInterval
        /// The tolerance of the interval.
        public let tolerance: TimeInterval?

        init(interval: TimeInterval, tolerance: TimeInterval?) {
            self.interval = interval
            self.tolerance = tolerance
        }

        /// Connects the timer; it would first fire one interval from now.
        public func connect() -> Cancellable { AnyCancellable {} }

        package func subscribeErased(value: @escaping (Any) -> Void, completion: @escaping (Any) -> Void) -> AnyCancellable {
            AnyCancellable {}
        }
    }
}

/// A publisher that provides an explicit means of connecting and canceling publication.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Connects to the publisher, allowing it to produce elements, and returns an instance
    /// with which to cancel publishing.
    func connect() -> Cancellable
}

extension ConnectablePublisher {
    /// Automates the process of connecting to or disconnecting from this connectable publisher.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Publishers {
    /// A publisher that automatically connects to an upstream connectable publisher.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, DeliveringPublisher, @unchecked Sendable {
        // Unchecked Sendable: Combine's is Sendable; it wraps its upstream publisher.
        /// The upstream publisher's output.
        public typealias Output = Upstream.Output
        /// The upstream publisher's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public final let upstream: Upstream
        /// Creates a publisher that automatically connects to an upstream connectable publisher.
        public init(upstream: Upstream) { self.upstream = upstream }

        package func subscribeErased(value: @escaping (Any) -> Void, completion: @escaping (Any) -> Void) -> AnyCancellable {
            upstream.subscribe(value: { value($0) }, completion: { completion($0) })
        }
    }
}
