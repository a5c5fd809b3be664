import Foundation

extension AttributedString {
    /// The distance between the baselines of a paragraph's wrapped lines (iOS 26), set for
    /// a view's text with `lineHeight(_:)`. A one-line text keeps its natural height.
    public struct LineHeight: Hashable, Sendable, Codable {
        enum Rule: Hashable, Sendable, Codable {
            case variable
            case multiple(CGFloat)
            case leading(CGFloat)
            case exact(CGFloat)
        }
        let rule: Rule

        /// Lines their fonts' natural height apart (ascent, descent and line gap of each line).
        public static var variable: LineHeight { LineHeight(rule: .variable) }
        /// The largest point size times 1.2, a spacing read as normal (the factor is an estimate).
        public static var normal: LineHeight { LineHeight(rule: .multiple(1.2)) }
        /// The largest point size times 1.1, a spacing read as tight (the factor is an estimate).
        public static var tight: LineHeight { LineHeight(rule: .multiple(1.1)) }
        /// The largest point size times 1.4, a spacing read as loose (the factor is an estimate).
        public static var loose: LineHeight { LineHeight(rule: .multiple(1.4)) }
        /// The largest point size times `factor`, whatever the fonts' ascent and descent.
        public static func multiple(factor: CGFloat) -> LineHeight { LineHeight(rule: .multiple(factor)) }
        /// The largest point size plus `increase` points.
        public static func leading(increase: CGFloat) -> LineHeight { LineHeight(rule: .leading(increase)) }
        /// Exactly `points` from baseline to baseline.
        public static func exact(points: CGFloat) -> LineHeight { LineHeight(rule: .exact(points)) }

        /// The baseline-to-baseline distance for text whose largest font is `size` points and
        /// whose lines are naturally `natural` points apart; never below 0 and always finite.
        func pitch(largestSize size: CGFloat, natural: CGFloat) -> CGFloat {
            let value: CGFloat
            switch rule {
            case .variable: value = natural
            case .multiple(let factor): value = size * factor
            case .leading(let increase): value = size + increase
            case .exact(let points): value = points
            }
            return value.isFinite ? max(0, value) : natural
        }
    }
}

private struct LineHeightKey: EnvironmentKey { static let defaultValue: AttributedString.LineHeight? = nil }

extension EnvironmentValues {
    /// The line height of wrapped text in this environment (iOS 26); `nil`, the default, keeps
    /// each text style's own line spacing.
    public var lineHeight: AttributedString.LineHeight? {
        get { self[LineHeightKey.self] }
        set { self[LineHeightKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the distance between the baselines of wrapped lines for the text in this view
    /// (iOS 26); `lineSpacing(_:)` adds to it. `nil` restores each text style's spacing.
    public func lineHeight(_ lineHeight: AttributedString.LineHeight?) -> some View {
        environment(\.lineHeight, lineHeight)
    }
}
