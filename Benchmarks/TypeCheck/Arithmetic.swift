import Foundation
#if WITH_BACKPLATE
import Backplate
#endif

// Arithmetic with literals and conversions, no view types: type-checked once with Foundation
// alone and once with Backplate imported too, so the difference is what Backplate's operator
// declarations add to every `+`, `-`, `*` and `/` (scripts/bench-typecheck.sh).

func blend(_ a: [Int], _ b: [Int]) -> [Int] {
    zip(a, b).map { Int((Double($0) * 0.2 + Double($1) * 0.8).rounded()) }
}

func layoutWidth(total: CGFloat, columns: Int, spacing: CGFloat, inset: Double) -> CGFloat {
    (total - CGFloat(columns - 1) * spacing - CGFloat(inset) * 2) / CGFloat(columns) * 0.5 + 4
}

func ringPoint(cx: Double, cy: Double, radius: Double, fraction: Double) -> (Double, Double) {
    (cx + radius * cos(fraction * 2 * .pi - .pi / 2) * 0.7071 - 1, cy + radius * sin(fraction * 2 * .pi - .pi / 2) * 0.7071 + 1)
}

func score(_ values: [Double]) -> Double {
    values.reduce(0) { $0 + $1 * 0.5 - 2 } / Double(values.count) * 100 + 0.5 * 3 - 1
}
