/// A duration in whole milliseconds and nanoseconds (truncated toward zero, clamped to the
/// integer's range), for deadlines and metrics that count in those units.
extension Duration {
    /// The whole milliseconds in the duration.
    package var wholeMilliseconds: Int { Int(clamping: whole(perSecond: 1_000)) }

    /// The whole nanoseconds in the duration.
    package var wholeNanoseconds: Int64 { Int64(clamping: whole(perSecond: 1_000_000_000)) }

    private func whole(perSecond units: Int64) -> Int128 {
        let (seconds, attoseconds) = components
        return Int128(seconds) * Int128(units) + Int128(attoseconds / (1_000_000_000_000_000_000 / units))
    }
}
