import Foundation

/// iOS's Dynamic Type sizes: every text style's point size and leading at every content size,
/// from Apple's Human Interface Guidelines, Typography › Specifications › "iOS, iPadOS Dynamic
/// Type sizes" (developer.apple.com/design/human-interface-guidelines/typography). The sizes
/// agree with what `UIFont.preferredFont(forTextStyle:compatibleWith:)` returns on iOS (measured
/// on the iOS 13.3 simulator, published in github.com/temoki/UIKit_DynamicType), except
/// Caption 2 at AX5, published as 40 pt and measured as 41 pt; Backplate uses the published 40.
/// docs/text-fonts-images.md reproduces the table with its sources.
///
/// Text is laid out at the size (SwiftUI's text styles use it). A line is the font's natural
/// line height tall (SF Pro: 1.193359 em, rounded up to the pixel grid); a wrapped text's
/// baselines sit the leading apart (`.body` 22 points at `.large` on iOS 16, 21 at `.medium`
/// on iOS 26.1, as measured in real renders), 2 less or more with `Font.leading(_:)`.
enum DynamicTypeSizes {
    /// Size and leading in points.
    struct Entry: Equatable {
        let size: CGFloat
        let leading: CGFloat
    }

    /// Per text style, the entries for `DynamicTypeSize.allCases` in order
    /// (xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1…AX5).
    static func entries(_ style: Font.TextStyle) -> [Entry] {
        func e(_ pairs: [(CGFloat, CGFloat)]) -> [Entry] { pairs.map { Entry(size: $0.0, leading: $0.1) } }
        switch style {
        case .largeTitle:
            return e([(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48),
                      (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)])
        case .title:
            return e([(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41),
                      (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)])
        case .title2:
            return e([(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34),
                      (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)])
        case .title3:
            return e([(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32),
                      (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)])
        case .headline, .body:
            return e([(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
                      (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)])
        case .callout:
            return e([(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28),
                      (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)])
        case .subheadline:
            return e([(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28),
                      (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)])
        case .footnote:
            return e([(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24),
                      (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)])
        case .caption:
            return e([(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23),
                      (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)])
        case .caption2:
            return e([(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22),
                      (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)])
        }
    }

    /// The entry of `style` at `size`.
    static func entry(_ style: Font.TextStyle, at size: DynamicTypeSize) -> Entry {
        entries(style)[size.index]
    }
}

extension DynamicTypeSize {
    /// The position in `allCases` (0 for `.xSmall`, 3 for `.large`, 11 for `.accessibility5`).
    var index: Int {
        switch self {
        case .xSmall: return 0
        case .small: return 1
        case .medium: return 2
        case .large: return 3
        case .xLarge: return 4
        case .xxLarge: return 5
        case .xxxLarge: return 6
        case .accessibility1: return 7
        case .accessibility2: return 8
        case .accessibility3: return 9
        case .accessibility4: return 10
        case .accessibility5: return 11
        }
    }
}

extension Font.TextStyle {
    /// The style's point size at a Dynamic Type size (HIG table, `DynamicTypeSizes`).
    func size(at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        DynamicTypeSizes.entry(self, at: dynamicTypeSize).size
    }

    /// The style's HIG leading (line spacing design value) at a Dynamic Type size.
    func leading(at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        DynamicTypeSizes.entry(self, at: dynamicTypeSize).leading
    }

    /// How much the style grows at `dynamicTypeSize` relative to `.large`: the factor
    /// `Font.custom(_:size:relativeTo:)` and `@ScaledMetric` multiply by (as `UIFontMetrics`
    /// scales a value with the style's curve). 1 at `.large`.
    package func scale(at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        size(at: dynamicTypeSize) / size(at: .large)
    }
}

extension Font.Weight {
    /// SwiftUI's weights from lightest to heaviest.
    static let ladder: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]

    /// The next heavier weight (`.black` stays `.black`), for the Bold Text setting.
    static func heavier(than value: Double) -> Double {
        let values = ladder.map(\.value)
        guard let index = values.indices.min(by: { abs(values[$0] - value) < abs(values[$1] - value) }) else { return value }
        return values[min(index + 1, values.count - 1)]
    }
}

extension Font {
    /// Resolves the font in an environment: text styles at the environment's Dynamic Type size
    /// (`dynamicTypeSize`), custom fonts scaled relative to their style, and one weight heavier
    /// when `legibilityWeight` is `.bold` (the Bold Text accessibility setting).
    func resolved(in environment: EnvironmentValues) -> ResolvedFont {
        resolved(in: environment.fontResolutionContext)
    }

    /// Resolves the font with a context's Dynamic Type size and legibility weight.
    func resolved(in context: Font.Context) -> ResolvedFont {
        var r = resolved(dynamicTypeSize: context.dynamicTypeSize)
        if context.legibilityWeight == .bold { r.weight = Font.Weight.heavier(than: r.weight) }
        return r
    }
}
