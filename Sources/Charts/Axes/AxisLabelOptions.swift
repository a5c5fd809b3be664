import Foundation
import BackplateCore

/// What an axis does with value labels that would overlap (iOS 16). On either axis
/// `.automatic` and `.greedy` leave out a label that would come within 2 points (or
/// `minimumSpacing`) of the last one kept, in value order; `.disabled` and `.truncate` draw
/// every label (no label is truncated; `priority` is accepted and not used).
public struct AxisValueLabelCollisionResolution: Sendable, CustomStringConvertible {
    package var name: String
    /// `greedy(priority:minimumSpacing:)`'s spacing between kept labels.
    package var minimumSpacing: CGFloat?
    /// The chart chooses.
    public static var automatic: AxisValueLabelCollisionResolution { .init(name: "automatic") }
    /// Drops labels that would overlap a label drawn before them.
    public static var greedy: AxisValueLabelCollisionResolution { .init(name: "greedy") }
    /// Drops overlapping labels by `priority`, keeping `minimumSpacing` points between labels.
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat? = nil) -> AxisValueLabelCollisionResolution {
        .init(name: "greedy", minimumSpacing: minimumSpacing.flatMap { $0.isFinite ? max(0, $0) : nil })
    }
    /// Whether labels that would overlap one kept before them are left out (automatic, greedy).
    package var dropsOverlaps: Bool { name == "automatic" || name == "greedy" }
    /// Truncates labels to fit.
    public static var truncate: AxisValueLabelCollisionResolution { .init(name: "truncate") }
    /// Draws every label, overlapping or not.
    public static var disabled: AxisValueLabelCollisionResolution { .init(name: "disabled") }
    /// The resolution's name (`"greedy"`).
    public var description: String { name }
}

/// Which way an axis value label reads (iOS 16). Backplate draws labels horizontal: a
/// vertical orientation is reported with a runtime warning.
public struct AxisValueLabelOrientation: Sendable, CustomStringConvertible {
    package var name: String
    /// Horizontal unless the labels do not fit.
    public static var automatic: AxisValueLabelOrientation { .init(name: "automatic") }
    /// Left to right.
    public static var horizontal: AxisValueLabelOrientation { .init(name: "horizontal") }
    /// Rotated a quarter turn counter-clockwise, reading bottom to top.
    public static var vertical: AxisValueLabelOrientation { .init(name: "vertical") }
    /// Rotated a quarter turn clockwise, reading top to bottom.
    public static var verticalReversed: AxisValueLabelOrientation { .init(name: "verticalReversed") }
    /// The orientation's name (`"vertical"`).
    public var description: String { name }
}

extension AxisTick {
    /// How long a tick is: automatic (4 points, estimated) or reaching the labels.
    public struct Length: Sendable, CustomStringConvertible {
        package var name: String
        package var points: CGFloat?
        /// The automatic length (4 points, estimated).
        public static var automatic: AxisTick.Length { .init(name: "automatic", points: nil) }
        /// Up to the tick's label: across the 4-point gap between plot and labels (estimated).
        public static var label: AxisTick.Length { .label(extendPastBy: 0) }
        /// Up to the longest label; the labels share one edge, so this is `label`'s length.
        public static var longestLabel: AxisTick.Length { .longestLabel(extendPastBy: 0) }
        /// Up to the tick's label and `extendPastBy` points more.
        public static func label(extendPastBy: CGFloat = 0) -> AxisTick.Length {
            .init(name: "label", points: ChartAxisMetrics.labelGap + extendPastBy)
        }
        /// Up to the longest label and `extendPastBy` points more.
        public static func longestLabel(extendPastBy: CGFloat = 0) -> AxisTick.Length {
            .init(name: "longestLabel", points: ChartAxisMetrics.labelGap + extendPastBy)
        }
        /// The length's name (`"label"`).
        public var description: String { name }
    }
}

extension MarkDimension: CustomStringConvertible {
    /// The dimension as written (`"automatic"`, `"fixed(12.0)"`, `"ratio(0.5)"`, `"inset(4.0)"`).
    public var description: String {
        switch kind {
        case .automatic: return "automatic"
        case .fixed(let v): return "fixed(\(v))"
        case .ratio(let v): return "ratio(\(v))"
        case .inset(let v): return "inset(\(v))"
        }
    }
}

extension MarkStackingMethod: CustomStringConvertible {
    /// The method's name (`"normalized"`).
    public var description: String { "\(kind)" }
}

extension AxisMarkPosition: CustomStringConvertible {
    /// The position's name (`"trailing"`).
    public var description: String { "\(kind)" }
}

extension AxisMarkPreset: CustomStringConvertible {
    /// The preset's name (`"inset"`).
    public var description: String { name }
}

extension AxisMarkValues: CustomStringConvertible {
    /// What the values are (`"stride(10.0)"`, `"automatic"`).
    public var description: String {
        switch kind {
        case .automatic(let count): return count.map { "automatic(desiredCount: \($0))" } ?? "automatic"
        case .stride(let step): return "stride(\(step))"
        case .dateStride(let component, let count): return "stride(\(component), \(count))"
        case .explicit(let values): return "\(values.map(\.labelText))"
        }
    }
}
