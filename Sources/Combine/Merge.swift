import Foundation

extension Publishers {
    /// A publisher created by applying the merge function to two upstream publishers: it
    /// publishes every value each of them sends, in the order sent.
    public struct Merge<A: Publisher, B: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output {
        /// The upstreams' output type.
        public typealias Output = A.Output
        /// The upstreams' failure type.
        public typealias Failure = A.Failure
        /// Upstream publisher 1.
        public let a: A
        /// Upstream publisher 2.
        public let b: B

        /// Creates a publisher created by applying the merge function to two upstream publishers.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Subscribes `subscriber` to every upstream's values; it finishes once every upstream has
        /// finished, and fails with the first upstream failure.
        public func receive<Sub: Subscriber>(subscriber: Sub) where Sub.Failure == Failure, Sub.Input == Output {
            FanInSubscription.start(subscriber, upstreams: [a.fanInUpstream, b.fanInUpstream], combine: nil)
        }

        /// A publisher that also merges another publisher.
        public func merge<P: Publisher>(with p: P) -> Publishers.Merge3<A, B, P>
        where P.Failure == Failure, P.Output == Output {
            Publishers.Merge3(a, b, p)
        }

        /// A publisher that also merges 2 more publishers.
        public func merge<P: Publisher, Q: Publisher>(with p: P, _ q: Q) -> Publishers.Merge4<A, B, P, Q>
        where P.Failure == Failure, P.Output == Output, Q.Failure == Failure, Q.Output == Output {
            Publishers.Merge4(a, b, p, q)
        }

        /// A publisher that also merges 3 more publishers.
        public func merge<P: Publisher, Q: Publisher, R: Publisher>(with p: P, _ q: Q, _ r: R) -> Publishers.Merge5<A, B, P, Q, R>
        where P.Failure == Failure, P.Output == Output, Q.Failure == Failure, Q.Output == Output, R.Failure == Failure, R.Output == Output {
            Publishers.Merge5(a, b, p, q, r)
        }

        /// A publisher that also merges 4 more publishers.
        public func merge<P: Publisher, Q: Publisher, R: Publisher, S: Publisher>(with p: P, _ q: Q, _ r: R, _ s: S) -> Publishers.Merge6<A, B, P, Q, R, S>
        where P.Failure == Failure, P.Output == Output, Q.Failure == Failure, Q.Output == Output, R.Failure == Failure, R.Output == Output, S.Failure == Failure, S.Output == Output {
            Publishers.Merge6(a, b, p, q, r, s)
        }

        /// A publisher that also merges 5 more publishers.
        public func merge<P: Publisher, Q: Publisher, R: Publisher, S: Publisher, T: Publisher>(with p: P, _ q: Q, _ r: R, _ s: S, _ t: T) -> Publishers.Merge7<A, B, P, Q, R, S, T>
        where P.Failure == Failure, P.Output == Output, Q.Failure == Failure, Q.Output == Output, R.Failure == Failure, R.Output == Output, S.Failure == Failure, S.Output == Output, T.Failure == Failure, T.Output == Output {
            Publishers.Merge7(a, b, p, q, r, s, t)
        }

        /// A publisher that also merges 6 more publishers.
        public func merge<P: Publisher, Q: Publisher, R: Publisher, S: Publisher, T: Publisher, U: Publisher>(with p: P, _ q: Q, _ r: R, _ s: S, _ t: T, _ u: U) -> Publishers.Merge8<A, B, P, Q, R, S, T, U>
        where P.Failure == Failure, P.Output == Output, Q.Failure == Failure, Q.Output == Output, R.Failure == Failure, R.Output == Output, S.Failure == Failure, S.Output == Output, T.Failure == Failure, T.Output == Output, U.Failure == Failure, U.Output == Output {
            Publishers.Merge8(a, b, p, q, r, s, t, u)
        }
    }

    /// A publisher created by applying the merge function to three upstream publishers: it
    /// publishes every value each of them sends, in the order sent.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
        /// The upstreams' output type.
        public typealias Output = A.Output
        /// The upstreams' failure type.
        public typealias Failure = A.Failure
        /// Upstream publisher 1.
        public let a: A
        /// Upstream publisher 2.
        public let b: B
        /// Upstream publisher 3.
        public let c: C

        /// Creates a publisher created by applying the merge function to three upstream publishers.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Subscribes `subscriber` to every upstream's values; it finishes once every upstream has
        /// finished, and fails with the first upstream failure.
        public func receive<Sub: Subscriber>(subscriber: Sub) where Sub.Failure == Failure, Sub.Input == Output {
            FanInSubscription.start(subscriber, upstreams: [a.fanInUpstream, b.fanInUpstream, c.fanInUpstream], combine: nil)
        }

        /// A publisher that also merges another publisher.
        public func merge<P: Publisher>(with p: P) -> Publishers.Merge4<A, B, C, P>
        where P.Failure == Failure, P.Output == Output {
            Publishers.Merge4(a, b, c, p)
        }

        /// A publisher that also merges 2 more publishers.
        public func merge<P: Publisher, Q: Publisher>(with p: P, _ q: Q) -> Publishers.Merge5<A, B, C, P, Q>
        where P.Failure == Failure, P.Output == Output, Q.Failure == Failure, Q.Output == Output {
            Publishers.Merge5(a, b, c, p, q)
        }

        /// A publisher that also merges 3 more publishers.
        public func merge<P: Publisher, Q: Publisher, R: Publisher>(with p: P, _ q: Q, _ r: R) -> Publishers.Merge6<A, B, C, P, Q, R>
        where P.Failure == Failure, P.Output == Output, Q.Failure == Failure, Q.Output == Output, R.Failure == Failure, R.Output == Output {
            Publishers.Merge6(a, b, c, p, q, r)
        }

        /// A publisher that also merges 4 more publishers.
        public func merge<P: Publisher, Q: Publisher, R: Publisher, S: Publisher>(with p: P, _ q: Q, _ r: R, _ s: S) -> Publishers.Merge7<A, B, C, P, Q, R, S>
        where P.Failure == Failure, P.Output == Output, Q.Failure == Failure, Q.Output == Output, R.Failure == Failure, R.Output == Output, S.Failure == Failure, S.Output == Output {
            Publishers.Merge7(a, b, c, p, q, r, s)
        }

        /// A publisher that also merges 5 more publishers.
        public func merge<P: Publisher, Q: Publisher, R: Publisher, S: Publisher, T: Publisher>(with p: P, _ q: Q, _ r: R, _ s: S, _ t: T) -> Publishers.Merge8<A, B, C, P, Q, R, S, T>
        where P.Failure == Failure, P.Output == Output, Q.Failure == Failure, Q.Output == Output, R.Failure == Failure, R.Output == Output, S.Failure == Failure, S.Output == Output, T.Failure == Failure, T.Output == Output {
            Publishers.Merge8(a, b, c, p, q, r, s, t)
        }
    }

    /// A publisher created by applying the merge function to four upstream publishers: it
    /// publishes every value each of them sends, in the order sent.
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output {
        /// The upstreams' output type.
        public typealias Output = A.Output
        /// The upstreams' failure type.
        public typealias Failure = A.Failure
        /// Upstream publisher 1.
        public let a: A
        /// Upstream publisher 2.
        public let b: B
        /// Upstream publisher 3.
        public let c: C
        /// Upstream publisher 4.
        public let d: D

        /// Creates a publisher created by applying the merge function to four upstream publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// Subscribes `subscriber` to every upstream's values; it finishes once every upstream has
        /// finished, and fails with the first upstream failure.
        public func receive<Sub: Subscriber>(subscriber: Sub) where Sub.Failure == Failure, Sub.Input == Output {
            FanInSubscription.start(subscriber, upstreams: [a.fanInUpstream, b.fanInUpstream, c.fanInUpstream, d.fanInUpstream], combine: nil)
        }

        /// A publisher that also merges another publisher.
        public func merge<P: Publisher>(with p: P) -> Publishers.Merge5<A, B, C, D, P>
        where P.Failure == Failure, P.Output == Output {
            Publishers.Merge5(a, b, c, d, p)
        }

        /// A publisher that also merges 2 more publishers.
        public func merge<P: Publisher, Q: Publisher>(with p: P, _ q: Q) -> Publishers.Merge6<A, B, C, D, P, Q>
        where P.Failure == Failure, P.Output == Output, Q.Failure == Failure, Q.Output == Output {
            Publishers.Merge6(a, b, c, d, p, q)
        }

        /// A publisher that also merges 3 more publishers.
        public func merge<P: Publisher, Q: Publisher, R: Publisher>(with p: P, _ q: Q, _ r: R) -> Publishers.Merge7<A, B, C, D, P, Q, R>
        where P.Failure == Failure, P.Output == Output, Q.Failure == Failure, Q.Output == Output, R.Failure == Failure, R.Output == Output {
            Publishers.Merge7(a, b, c, d, p, q, r)
        }

        /// A publisher that also merges 4 more publishers.
        public func merge<P: Publisher, Q: Publisher, R: Publisher, S: Publisher>(with p: P, _ q: Q, _ r: R, _ s: S) -> Publishers.Merge8<A, B, C, D, P, Q, R, S>
        where P.Failure == Failure, P.Output == Output, Q.Failure == Failure, Q.Output == Output, R.Failure == Failure, R.Output == Output, S.Failure == Failure, S.Output == Output {
            Publishers.Merge8(a, b, c, d, p, q, r, s)
        }
    }

    /// A publisher created by applying the merge function to five upstream publishers: it
    /// publishes every value each of them sends, in the order sent.
    public struct Merge5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output {
        /// The upstreams' output type.
        public typealias Output = A.Output
        /// The upstreams' failure type.
        public typealias Failure = A.Failure
        /// Upstream publisher 1.
        public let a: A
        /// Upstream publisher 2.
        public let b: B
        /// Upstream publisher 3.
        public let c: C
        /// Upstream publisher 4.
        public let d: D
        /// Upstream publisher 5.
        public let e: E

        /// Creates a publisher created by applying the merge function to five upstream publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
        }

        /// Subscribes `subscriber` to every upstream's values; it finishes once every upstream has
        /// finished, and fails with the first upstream failure.
        public func receive<Sub: Subscriber>(subscriber: Sub) where Sub.Failure == Failure, Sub.Input == Output {
            FanInSubscription.start(subscriber, upstreams: [a.fanInUpstream, b.fanInUpstream, c.fanInUpstream, d.fanInUpstream, e.fanInUpstream], combine: nil)
        }

        /// A publisher that also merges another publisher.
        public func merge<P: Publisher>(with p: P) -> Publishers.Merge6<A, B, C, D, E, P>
        where P.Failure == Failure, P.Output == Output {
            Publishers.Merge6(a, b, c, d, e, p)
        }

        /// A publisher that also merges 2 more publishers.
        public func merge<P: Publisher, Q: Publisher>(with p: P, _ q: Q) -> Publishers.Merge7<A, B, C, D, E, P, Q>
        where P.Failure == Failure, P.Output == Output, Q.Failure == Failure, Q.Output == Output {
            Publishers.Merge7(a, b, c, d, e, p, q)
        }

        /// A publisher that also merges 3 more publishers.
        public func merge<P: Publisher, Q: Publisher, R: Publisher>(with p: P, _ q: Q, _ r: R) -> Publishers.Merge8<A, B, C, D, E, P, Q, R>
        where P.Failure == Failure, P.Output == Output, Q.Failure == Failure, Q.Output == Output, R.Failure == Failure, R.Output == Output {
            Publishers.Merge8(a, b, c, d, e, p, q, r)
        }
    }

    /// A publisher created by applying the merge function to six upstream publishers: it
    /// publishes every value each of them sends, in the order sent.
    public struct Merge6<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output, E.Failure == F.Failure, E.Output == F.Output {
        /// The upstreams' output type.
        public typealias Output = A.Output
        /// The upstreams' failure type.
        public typealias Failure = A.Failure
        /// Upstream publisher 1.
        public let a: A
        /// Upstream publisher 2.
        public let b: B
        /// Upstream publisher 3.
        public let c: C
        /// Upstream publisher 4.
        public let d: D
        /// Upstream publisher 5.
        public let e: E
        /// Upstream publisher 6.
        public let f: F

        /// Creates a publisher created by applying the merge function to six upstream publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
        }

        /// Subscribes `subscriber` to every upstream's values; it finishes once every upstream has
        /// finished, and fails with the first upstream failure.
        public func receive<Sub: Subscriber>(subscriber: Sub) where Sub.Failure == Failure, Sub.Input == Output {
            FanInSubscription.start(subscriber, upstreams: [a.fanInUpstream, b.fanInUpstream, c.fanInUpstream, d.fanInUpstream, e.fanInUpstream, f.fanInUpstream], combine: nil)
        }

        /// A publisher that also merges another publisher.
        public func merge<P: Publisher>(with p: P) -> Publishers.Merge7<A, B, C, D, E, F, P>
        where P.Failure == Failure, P.Output == Output {
            Publishers.Merge7(a, b, c, d, e, f, p)
        }

        /// A publisher that also merges 2 more publishers.
        public func merge<P: Publisher, Q: Publisher>(with p: P, _ q: Q) -> Publishers.Merge8<A, B, C, D, E, F, P, Q>
        where P.Failure == Failure, P.Output == Output, Q.Failure == Failure, Q.Output == Output {
            Publishers.Merge8(a, b, c, d, e, f, p, q)
        }
    }

    /// A publisher created by applying the merge function to seven upstream publishers: it
    /// publishes every value each of them sends, in the order sent.
    public struct Merge7<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output, E.Failure == F.Failure, E.Output == F.Output, F.Failure == G.Failure, F.Output == G.Output {
        /// The upstreams' output type.
        public typealias Output = A.Output
        /// The upstreams' failure type.
        public typealias Failure = A.Failure
        /// Upstream publisher 1.
        public let a: A
        /// Upstream publisher 2.
        public let b: B
        /// Upstream publisher 3.
        public let c: C
        /// Upstream publisher 4.
        public let d: D
        /// Upstream publisher 5.
        public let e: E
        /// Upstream publisher 6.
        public let f: F
        /// Upstream publisher 7.
        public let g: G

        /// Creates a publisher created by applying the merge function to seven upstream publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
            self.g = g
        }

        /// Subscribes `subscriber` to every upstream's values; it finishes once every upstream has
        /// finished, and fails with the first upstream failure.
        public func receive<Sub: Subscriber>(subscriber: Sub) where Sub.Failure == Failure, Sub.Input == Output {
            FanInSubscription.start(subscriber, upstreams: [a.fanInUpstream, b.fanInUpstream, c.fanInUpstream, d.fanInUpstream, e.fanInUpstream, f.fanInUpstream, g.fanInUpstream], combine: nil)
        }

        /// A publisher that also merges another publisher.
        public func merge<P: Publisher>(with p: P) -> Publishers.Merge8<A, B, C, D, E, F, G, P>
        where P.Failure == Failure, P.Output == Output {
            Publishers.Merge8(a, b, c, d, e, f, g, p)
        }
    }

    /// A publisher created by applying the merge function to eight upstream publishers: it
    /// publishes every value each of them sends, in the order sent.
    public struct Merge8<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output, E.Failure == F.Failure, E.Output == F.Output, F.Failure == G.Failure, F.Output == G.Output, G.Failure == H.Failure, G.Output == H.Output {
        /// The upstreams' output type.
        public typealias Output = A.Output
        /// The upstreams' failure type.
        public typealias Failure = A.Failure
        /// Upstream publisher 1.
        public let a: A
        /// Upstream publisher 2.
        public let b: B
        /// Upstream publisher 3.
        public let c: C
        /// Upstream publisher 4.
        public let d: D
        /// Upstream publisher 5.
        public let e: E
        /// Upstream publisher 6.
        public let f: F
        /// Upstream publisher 7.
        public let g: G
        /// Upstream publisher 8.
        public let h: H

        /// Creates a publisher created by applying the merge function to eight upstream publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
            self.g = g
            self.h = h
        }

        /// Subscribes `subscriber` to every upstream's values; it finishes once every upstream has
        /// finished, and fails with the first upstream failure.
        public func receive<Sub: Subscriber>(subscriber: Sub) where Sub.Failure == Failure, Sub.Input == Output {
            FanInSubscription.start(subscriber, upstreams: [a.fanInUpstream, b.fanInUpstream, c.fanInUpstream, d.fanInUpstream, e.fanInUpstream, f.fanInUpstream, g.fanInUpstream, h.fanInUpstream], combine: nil)
        }
    }

    /// A publisher created by applying the merge function to an arbitrary number of upstream
    /// publishers of one type: it publishes every value each of them sends, in the order sent.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        /// The upstreams' output type.
        public typealias Output = Upstream.Output
        /// The upstreams' failure type.
        public typealias Failure = Upstream.Failure
        /// The publishers this publisher merges.
        public let publishers: [Upstream]

        /// Creates a publisher that merges the given publishers.
        public init(_ upstream: Upstream...) { publishers = upstream }
        /// Creates a publisher that merges the publishers of a sequence.
        public init<S: Swift.Sequence>(_ upstream: S) where Upstream == S.Element { publishers = Array(upstream) }

        /// Subscribes `subscriber` to every upstream's values; with no upstream it finishes at once.
        public func receive<Sub: Subscriber>(subscriber: Sub) where Sub.Failure == Failure, Sub.Input == Output {
            FanInSubscription.start(subscriber, upstreams: publishers.map(\.fanInUpstream), combine: nil)
        }

        /// A publisher that also merges `other`.
        public func merge(with other: Upstream) -> Publishers.MergeMany<Upstream> { MergeMany(publishers + [other]) }
    }
}

// The Equatable conformances below synthesize `==`: a written-out `==` is one more overload the
// solver tries for every `==` in the code of anyone importing SwiftUI.
/// Equal when their upstreams are equal.
extension Publishers.Merge: Equatable where A: Equatable, B: Equatable {}

/// Equal when their upstreams are equal.
extension Publishers.Merge3: Equatable where A: Equatable, B: Equatable, C: Equatable {}

/// Equal when their upstreams are equal.
extension Publishers.Merge4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}

/// Equal when their upstreams are equal.
extension Publishers.Merge5: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable {}

/// Equal when their upstreams are equal.
extension Publishers.Merge6: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable {}

/// Equal when their upstreams are equal.
extension Publishers.Merge7: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable, G: Equatable {}

/// Equal when their upstreams are equal.
extension Publishers.Merge8: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable, G: Equatable, H: Equatable {}

/// Equal when their upstreams are equal.
extension Publishers.MergeMany: Equatable where Upstream: Equatable {}

extension Publisher {
    /// Combines elements from this publisher with those from another publisher of the same types,
    /// delivering an interleaved sequence of elements.
    public func merge<B: Publisher>(with other: B) -> Publishers.Merge<Self, B>
    where Failure == B.Failure, Output == B.Output {
        Publishers.Merge(self, other)
    }

    /// Combines elements from this publisher with those from 2 other publishers of the same types,
    /// delivering an interleaved sequence of elements.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output {
        Publishers.Merge3(self, b, c)
    }

    /// Combines elements from this publisher with those from 3 other publishers of the same types,
    /// delivering an interleaved sequence of elements.
    public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D) -> Publishers.Merge4<Self, B, C, D>
    where Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output, Failure == D.Failure, Output == D.Output {
        Publishers.Merge4(self, b, c, d)
    }

    /// Combines elements from this publisher with those from 4 other publishers of the same types,
    /// delivering an interleaved sequence of elements.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher>(with b: B, _ c: C, _ d: D, _ e: E) -> Publishers.Merge5<Self, B, C, D, E>
    where Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output, Failure == D.Failure, Output == D.Output, Failure == E.Failure, Output == E.Output {
        Publishers.Merge5(self, b, c, d, e)
    }

    /// Combines elements from this publisher with those from 5 other publishers of the same types,
    /// delivering an interleaved sequence of elements.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F) -> Publishers.Merge6<Self, B, C, D, E, F>
    where Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output, Failure == D.Failure, Output == D.Output, Failure == E.Failure, Output == E.Output, Failure == F.Failure, Output == F.Output {
        Publishers.Merge6(self, b, c, d, e, f)
    }

    /// Combines elements from this publisher with those from 6 other publishers of the same types,
    /// delivering an interleaved sequence of elements.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) -> Publishers.Merge7<Self, B, C, D, E, F, G>
    where Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output, Failure == D.Failure, Output == D.Output, Failure == E.Failure, Output == E.Output, Failure == F.Failure, Output == F.Output, Failure == G.Failure, Output == G.Output {
        Publishers.Merge7(self, b, c, d, e, f, g)
    }

    /// Combines elements from this publisher with those from 7 other publishers of the same types,
    /// delivering an interleaved sequence of elements.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) -> Publishers.Merge8<Self, B, C, D, E, F, G, H>
    where Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output, Failure == D.Failure, Output == D.Output, Failure == E.Failure, Output == E.Output, Failure == F.Failure, Output == F.Output, Failure == G.Failure, Output == G.Output, Failure == H.Failure, Output == H.Output {
        Publishers.Merge8(self, b, c, d, e, f, g, h)
    }

    /// Combines elements from this publisher with those from another publisher of the same
    /// type, delivering an interleaved sequence of elements.
    public func merge(with other: Self) -> Publishers.MergeMany<Self> { Publishers.MergeMany(self, other) }
}
