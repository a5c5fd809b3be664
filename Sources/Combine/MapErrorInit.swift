extension Publishers.MapError {
    /// Creates a publisher that converts any failure from `upstream` with `transform`; values pass
    /// through unchanged (Combine's spelling of the initializer, beside OpenCombine's `init(upstream:_:)`).
    public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
        self.init(upstream: upstream, transform)
    }
}
