import OpenCombine

// Combine's `Zip` publishers are equatable when their upstreams are; OpenCombine's are not.

extension Publishers.Zip: @retroactive Equatable where UpstreamA: Equatable, UpstreamB: Equatable {
    /// Two zips are equal when their upstream publishers are.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.a == rhs.a && lhs.b == rhs.b }
}

extension Publishers.Zip3: @retroactive Equatable where UpstreamA: Equatable, UpstreamB: Equatable, UpstreamC: Equatable {
    /// Two zips are equal when their upstream publishers are.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c }
}

extension Publishers.Zip4: @retroactive Equatable
where UpstreamA: Equatable, UpstreamB: Equatable, UpstreamC: Equatable, UpstreamD: Equatable {
    /// Two zips are equal when their upstream publishers are.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c && lhs.d == rhs.d }
}
