import Foundation

/// One update of `CLLocationUpdate.liveUpdates(_:)`: a location, or none, and whether the device
/// stopped moving. A render has no location hardware, so no update is ever made.
@available(iOS 17.0, macOS 14.0, *)
public struct CLLocationUpdate: Sendable {
    /// Whether the device has stopped moving (updates pause while it is).
    public var isStationary: Bool
    /// The location of this update, if one was determined.
    public var location: CLLocation?

    init(location: CLLocation?, isStationary: Bool) {
        self.location = location
        self.isStationary = isStationary
    }

    /// The kind of activity the updates serve, which tunes their accuracy and power use.
    public enum LiveConfiguration: Sendable {
        /// General use.
        case `default`
        /// Driving directions.
        case automotiveNavigation
        /// Navigation other than by car.
        case otherNavigation
        /// Walking, running or cycling.
        case fitness
        /// Flight.
        case airborne
    }

    /// The device's location as it changes. In a render there is no fix: the sequence yields
    /// nothing and finishes only when its task is cancelled, as iOS's waits for a first fix.
    public static func liveUpdates(_ configuration: CLLocationUpdate.LiveConfiguration = .default) -> CLLocationUpdate.Updates {
        Updates(configuration: configuration)
    }

    /// The asynchronous sequence of location updates; it never yields in a render.
    public struct Updates: AsyncSequence, Sendable {
        /// The updates' element.
        public typealias Element = CLLocationUpdate
        /// The updates' iterator.
        public typealias AsyncIterator = CLLocationUpdate.Updates.Iterator
        /// The activity the updates were asked for.
        let configuration: LiveConfiguration

        /// Reads the updates: waits for a fix that never comes, and returns nil when cancelled.
        public struct Iterator: AsyncIteratorProtocol {
            /// Suspends until the task is cancelled, then ends the sequence (no update arrives).
            public mutating func next() async throws -> CLLocationUpdate.Updates.Element? {
                await waitUntilCancelled()
                return nil
            }
        }

        /// An iterator over the updates.
        public func makeAsyncIterator() -> CLLocationUpdate.Updates.Iterator { Iterator() }
    }
}

/// Suspends the calling task until it is cancelled: the wait of a sequence whose events never
/// come in a render (no location fix, no region or beacon change).
func waitUntilCancelled() async {
    while !Task.isCancelled {
        try? await Task.sleep(nanoseconds: 3_600_000_000_000)
    }
}
