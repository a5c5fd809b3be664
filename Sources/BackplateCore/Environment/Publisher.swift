import Foundation

/// Declares that a type can transmit a sequence of values over time.
///
/// Backplate has no Combine: this is the minimal surface SwiftUI code needs to compile on Linux
/// (`ObservableObject.objectWillChange`, `@Published`'s `$property`, `onReceive(_:perform:)`,
/// `Just`). A still render is one frame, so nothing subscribes to a publisher and no value is
/// ever delivered: publishers here carry their types, not a stream.
public protocol Publisher<Output, Failure> {
    /// The kind of values published.
    associatedtype Output
    /// The kind of errors the publisher might publish.
    associatedtype Failure: Error
}

/// A publisher that emits one output to each subscriber, then finishes (in a still render,
/// no subscriber exists, so the value is never delivered).
public struct Just<Output>: Publisher {
    /// `Just` never fails.
    public typealias Failure = Never
    /// The one value the publisher emits.
    public let output: Output
    /// Creates a publisher that emits `output` once.
    public init(_ output: Output) { self.output = output }
}

extension Timer {
    /// Returns a publisher that repeatedly emits the current date on the given interval; in a
    /// still render it never fires.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil,
                               on runLoop: RunLoop, in mode: RunLoop.Mode) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance)
    }

    /// A publisher of dates at an interval (it never fires during a still render).
    public struct TimerPublisher: Publisher {
        /// The current date.
        public typealias Output = Date
        /// A timer never fails.
        public typealias Failure = Never
        /// The interval between dates.
        public let interval: TimeInterval
        /// The tolerance of the interval.
        public let tolerance: TimeInterval?

        /// The publisher, connected as soon as something subscribes (nothing does in a render).
        public func autoconnect() -> TimerPublisher { self }
    }
}
