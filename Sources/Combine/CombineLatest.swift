import Foundation

extension Publishers {
    /// A publisher that receives and combines the latest elements from two publishers: once
    /// each has sent a value, every new value from any of them publishes a tuple of the latest ones.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// The tuple of the upstreams' latest values.
        public typealias Output = (A.Output, B.Output)
        /// The upstreams' failure type.
        public typealias Failure = A.Failure
        /// The publisher that sends element 1 of the tuple.
        public let a: A
        /// The publisher that sends element 2 of the tuple.
        public let b: B

        /// Creates a publisher that combines the latest values of a and b.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Subscribes `subscriber` to the combined values; it finishes once every upstream has
        /// finished, and fails with the first upstream failure.
        public func receive<S: Subscriber>(subscriber: S) where S.Failure == Failure, S.Input == Output {
            FanInSubscription.start(subscriber, upstreams: [a.fanInUpstream, b.fanInUpstream],
                                    combine: { values in (values[0] as! A.Output, values[1] as! B.Output) })
        }
    }

    /// A publisher that receives and combines the latest elements from three publishers: once
    /// each has sent a value, every new value from any of them publishes a tuple of the latest ones.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure {
        /// The tuple of the upstreams' latest values.
        public typealias Output = (A.Output, B.Output, C.Output)
        /// The upstreams' failure type.
        public typealias Failure = A.Failure
        /// The publisher that sends element 1 of the tuple.
        public let a: A
        /// The publisher that sends element 2 of the tuple.
        public let b: B
        /// The publisher that sends element 3 of the tuple.
        public let c: C

        /// Creates a publisher that combines the latest values of a, b and c.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Subscribes `subscriber` to the combined values; it finishes once every upstream has
        /// finished, and fails with the first upstream failure.
        public func receive<S: Subscriber>(subscriber: S) where S.Failure == Failure, S.Input == Output {
            FanInSubscription.start(subscriber, upstreams: [a.fanInUpstream, b.fanInUpstream, c.fanInUpstream],
                                    combine: { values in (values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output) })
        }
    }

    /// A publisher that receives and combines the latest elements from four publishers: once
    /// each has sent a value, every new value from any of them publishes a tuple of the latest ones.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        /// The tuple of the upstreams' latest values.
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        /// The upstreams' failure type.
        public typealias Failure = A.Failure
        /// The publisher that sends element 1 of the tuple.
        public let a: A
        /// The publisher that sends element 2 of the tuple.
        public let b: B
        /// The publisher that sends element 3 of the tuple.
        public let c: C
        /// The publisher that sends element 4 of the tuple.
        public let d: D

        /// Creates a publisher that combines the latest values of a, b, c and d.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// Subscribes `subscriber` to the combined values; it finishes once every upstream has
        /// finished, and fails with the first upstream failure.
        public func receive<S: Subscriber>(subscriber: S) where S.Failure == Failure, S.Input == Output {
            FanInSubscription.start(subscriber, upstreams: [a.fanInUpstream, b.fanInUpstream, c.fanInUpstream, d.fanInUpstream],
                                    combine: { values in (values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output, values[3] as! D.Output) })
        }
    }
}

// The Equatable conformances below synthesize `==`: a written-out `==` is one more overload the
// solver tries for every `==` in the code of anyone importing SwiftUI.
/// Equal when their upstreams are equal.
extension Publishers.CombineLatest: Equatable where A: Equatable, B: Equatable {}

/// Equal when their upstreams are equal.
extension Publishers.CombineLatest3: Equatable where A: Equatable, B: Equatable, C: Equatable {}

/// Equal when their upstreams are equal.
extension Publishers.CombineLatest4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}

extension Publisher {
    /// Subscribes to an additional publisher and publishes a tuple upon receiving output from any of them,
    /// once every one has sent a value.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }

    /// Subscribes to an additional publisher and invokes `transform` upon receiving output from any of
    /// them, once every one has sent a value.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// Subscribes to 2 additional publishers and publishes a tuple upon receiving output from any of them,
    /// once every one has sent a value.
    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q) -> Publishers.CombineLatest3<Self, P, Q>
    where Failure == P.Failure, Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// Subscribes to 2 additional publishers and invokes `transform` upon receiving output from any of
    /// them, once every one has sent a value.
    public func combineLatest<P: Publisher, Q: Publisher, T>(_ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where Failure == P.Failure, Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
    }

    /// Subscribes to 3 additional publishers and publishes a tuple upon receiving output from any of them,
    /// once every one has sent a value.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(_ publisher1: P, _ publisher2: Q, _ publisher3: R) -> Publishers.CombineLatest4<Self, P, Q, R>
    where Failure == P.Failure, Failure == Q.Failure, Failure == R.Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
    }

    /// Subscribes to 3 additional publishers and invokes `transform` upon receiving output from any of
    /// them, once every one has sent a value.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(_ publisher1: P, _ publisher2: Q, _ publisher3: R, _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T> where Failure == P.Failure, Failure == Q.Failure, Failure == R.Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3).map(transform)
    }
}
