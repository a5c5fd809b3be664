import Foundation

nonisolated extension View {
    /// Reserves at least `limit.lowerBound` lines of height for text and lets it grow without a
    /// line limit (iOS 16): a one-line text in `.lineLimit(3...)` is three lines tall.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        modifier(_EnvironmentTransformModifier {
            $0.lineLimit = nil
            $0.reservedLines = max(limit.lowerBound, 0)
        })
    }

    /// Limits text to `limit.upperBound` lines and reserves no height (iOS 16).
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        modifier(_EnvironmentTransformModifier {
            $0.lineLimit = max(limit.upperBound, 1)
            $0.reservedLines = 0
        })
    }
}
