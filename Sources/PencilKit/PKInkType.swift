import Foundation

extension PKInkingTool {
    /// The kinds of ink a stroke is drawn with. Raw values are PencilKit's ink identifiers.
    /// Backplate draws every kind the same way: round-capped lines in the ink's colour.
    public enum InkType: String, Hashable, Sendable, CaseIterable {
        /// A pen.
        case pen = "com.apple.ink.pen"
        /// A pencil.
        case pencil = "com.apple.ink.pencil"
        /// A felt-tip marker (a highlighter).
        case marker = "com.apple.ink.marker"
        /// A pen of constant width (iOS 17+).
        case monoline = "com.apple.ink.monoline"
        /// A calligraphy pen (iOS 17+).
        case fountainPen = "com.apple.ink.fountainpen"
        /// A watercolour brush (iOS 17+).
        case watercolor = "com.apple.ink.watercolor"
        /// A crayon (iOS 17+).
        case crayon = "com.apple.ink.crayon"
        /// A reed calligraphy pen (iOS 26+).
        case reed = "com.apple.ink.reedcalligraphy"

        /// The width a tool of this ink gets when none is given: Backplate's values, inside
        /// `validWidthRange` (iOS does not document its own).
        public var defaultWidth: CGFloat {
            switch self {
            case .pen: return 2.68
            case .pencil: return 4
            case .marker: return 15
            case .monoline: return 1.5
            case .fountainPen: return 4
            case .watercolor: return 20
            case .crayon: return 20
            case .reed: return 4
            }
        }

        /// The widths a tool of this ink accepts; others are clamped into it, as on iOS
        /// (ranges measured on iOS 17.5).
        public var validWidthRange: ClosedRange<CGFloat> {
            switch self {
            case .pen: return 0.88...25.66
            case .pencil: return 2.4...16
            case .marker: return 7.5...60
            case .monoline: return 0.5...4
            case .fountainPen: return 1.5...14
            case .watercolor: return 10...80
            case .crayon: return 10...50
            case .reed: return 1.5...14
            }
        }

        /// The PencilKit version that introduced this ink.
        public var requiredContentVersion: PKContentVersion {
            switch self {
            case .pen, .pencil, .marker: return .version1
            case .monoline, .fountainPen, .watercolor, .crayon: return .version2
            case .reed: return .version4
            }
        }

        /// `width` (or the default width when `nil`) clamped into `validWidthRange`.
        func clampedWidth(_ width: CGFloat?) -> CGFloat {
            guard let width, width.isFinite else { return defaultWidth }
            return min(max(width, validWidthRange.lowerBound), validWidthRange.upperBound)
        }
    }
}
