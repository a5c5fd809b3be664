import Foundation

extension PKStrokePath {
    /// Points sampled along a stroke path at a regular stride, from the start to the end of a
    /// parametric range (iOS 14+).
    public struct InterpolatedSlice: Sequence, IteratorProtocol, Sendable {
        /// How far apart the samples are.
        public enum Stride: Sendable {
            /// A distance along the path, in points.
            case distance(CGFloat)
            /// A time between samples, in seconds.
            case time(TimeInterval)
            /// A step in parametric value (1 is one control point to the next).
            case parametricStep(CGFloat)
        }

        private let path: PKStrokePath
        private let upperBound: CGFloat
        private let stride: Stride
        private var upcoming: CGFloat?

        init(path: PKStrokePath, range: ClosedRange<CGFloat>, stride: Stride) {
            self.path = path
            self.stride = stride
            upperBound = path.clamp(range.upperBound)
            upcoming = path.isEmpty ? nil : path.clamp(range.lowerBound)
        }

        /// The next sample, or `nil` past the range's end.
        public mutating func next() -> PKStrokePoint? {
            guard let t = upcoming, t <= upperBound + 1e-9 else { return nil }
            let following = path.parametricValue(t, offsetBy: stride)
            upcoming = following > t ? following : nil
            return path.interpolatedPoint(at: t)
        }
    }

    /// The points sampled every `stride` along `range` of parametric values (the whole path when
    /// `nil`).
    public func interpolatedPoints(in range: ClosedRange<CGFloat>? = nil,
                                   by stride: PKStrokePath.InterpolatedSlice.Stride) -> PKStrokePath.InterpolatedSlice {
        InterpolatedSlice(path: self, range: range ?? 0...lastParameter, stride: stride)
    }

    /// The location at `parametricValue`, on the segment between its two control points.
    public func interpolatedLocation(at parametricValue: CGFloat) -> CGPoint {
        interpolatedPoint(at: parametricValue).location
    }

    /// The point at `parametricValue`: its two control points' properties blended.
    public func interpolatedPoint(at parametricValue: CGFloat) -> PKStrokePoint {
        guard !isEmpty else {
            return PKStrokePoint(location: .zero, timeOffset: 0, size: .zero, opacity: 1, force: 1, azimuth: 0, altitude: .pi / 2)
        }
        let t = clamp(parametricValue)
        let lower = Int(t.rounded(.down))
        guard lower < count - 1 else { return self[count - 1] }
        return self[lower].blended(with: self[lower + 1], at: t - CGFloat(lower))
    }

    /// The parametric value `step` further along the path than `parametricValue`, clamped to
    /// the path's end.
    public func parametricValue(_ parametricValue: CGFloat, offsetBy step: PKStrokePath.InterpolatedSlice.Stride) -> CGFloat {
        let start = clamp(parametricValue)
        switch step {
        case .parametricStep(let delta): return clamp(start + delta)
        case .distance(let distance): return advance(from: start, by: distance) { a, b in hypot(b.location.x - a.location.x, b.location.y - a.location.y) }
        case .time(let interval): return advance(from: start, by: CGFloat(interval)) { a, b in CGFloat(b.timeOffset - a.timeOffset) }
        }
    }

    /// The largest parametric value: that of the last control point.
    var lastParameter: CGFloat { CGFloat(Swift.max(count - 1, 0)) }

    /// `value` inside `0...lastParameter` (0 when it is not a number).
    func clamp(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : Swift.min(Swift.max(value, 0), lastParameter)
    }

    /// The parametric value reached by going `amount` along the path from `start`, each segment
    /// measuring `length(from, to)`.
    private func advance(from start: CGFloat, by amount: CGFloat,
                         length: (PKStrokePoint, PKStrokePoint) -> CGFloat) -> CGFloat {
        guard amount > 0, amount.isFinite else { return start }
        var t = start, remaining = amount
        while t < lastParameter {
            let segment = Int(t.rounded(.down))
            let end = CGFloat(segment + 1)
            let left = Swift.max(length(self[segment], self[segment + 1]), 0) * (end - t)
            if left >= remaining, left > 0 { return t + (end - t) * remaining / left }
            remaining -= left
            t = end
        }
        return lastParameter
    }
}
