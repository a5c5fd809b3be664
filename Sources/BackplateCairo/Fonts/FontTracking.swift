import Foundation
import BackplateCore

/// SF's size-specific tracking, which CoreText applies to the system font automatically.
///
/// Values are in 1/1000 em (tracking in points = size × value / 1000), linear between the
/// listed sizes and constant beyond the ends. Sources: Apple's Human Interface Guidelines,
/// "Typography: tracking values" (SF Pro, SF Pro Rounded; identical for iOS and macOS), and New
/// York's four published values (6, 15, 17 and 28 points). Like CoreText, the tracking goes between
/// characters: a run of n characters grows by (n − 1) × tracking.
package enum SystemFontTracking {
    /// SF Pro (the default design), optical sizes Text and Display together.
    package static let sfPro: [(size: CGFloat, value: CGFloat)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
        (35, 11), (36, 10), (40, 10), (41, 9), (43, 9), (44, 8), (48, 8), (49, 7), (51, 7), (52, 6),
        (56, 6), (58, 5), (60, 4), (64, 4), (66, 3), (68, 2), (72, 2), (76, 1), (80, 0), (96, 0),
    ]

    /// SF Pro Rounded (`design: .rounded`).
    package static let sfProRounded: [(size: CGFloat, value: CGFloat)] = [
        (6, 87), (7, 80), (8, 72), (9, 65), (10, 58), (11, 52), (12, 46), (13, 40), (14, 35), (15, 30),
        (16, 26), (17, 22), (18, 21), (19, 20), (20, 18), (21, 17), (22, 16), (23, 16), (24, 15), (25, 14),
        (27, 14), (28, 13), (29, 13), (30, 12), (34, 12), (35, 11), (36, 11), (37, 10), (42, 10), (43, 9),
        (44, 8), (49, 8), (50, 7), (51, 6), (56, 6), (58, 4), (62, 4), (64, 3), (66, 2), (72, 2), (76, 1),
        (80, 0), (96, 0),
    ]

    /// New York (`design: .serif`): the published points only.
    package static let newYork: [(size: CGFloat, value: CGFloat)] = [(6, 40), (15, 0), (17, -4), (28, -12)]

    /// The static "SF Pro Display" files' older table (20 pt and up), used only to document
    /// what their own `trak` table applies.
    package static let sfProDisplayStatic: [(size: CGFloat, value: CGFloat)] = [
        (20, 19), (21, 17), (22, 16), (24, 15), (25, 14), (27, 13), (30, 12), (33, 11), (36, 10), (41, 9),
        (44, 8), (49, 7), (52, 6), (56, 5), (60, 4), (66, 3), (68, 2), (76, 1),
    ]

    /// The table for a design; `nil` for SF Mono, whose tracking is not published (0 is used).
    package static func table(for design: ResolvedFont.Design) -> [(size: CGFloat, value: CGFloat)]? {
        switch design {
        case .default: return sfPro
        case .rounded: return sfProRounded
        case .serif: return newYork
        case .monospaced: return nil
        }
    }

    /// The tracking value in 1/1000 em at a point size, interpolated linearly.
    package static func value(in table: [(size: CGFloat, value: CGFloat)], at size: CGFloat) -> CGFloat {
        guard let first = table.first, let last = table.last, size.isFinite else { return 0 }
        if size <= first.size { return first.value }
        if size >= last.size { return last.value }
        for i in 1..<table.count where size <= table[i].size {
            let (a, b) = (table[i - 1], table[i])
            return a.value + (size - a.size) / (b.size - a.size) * (b.value - a.value)
        }
        return last.value
    }

    /// The tracking in points of the system font of `design` at `size`.
    package static func points(design: ResolvedFont.Design, size: CGFloat) -> CGFloat {
        guard let table = table(for: design), size > 0 else { return 0 }
        return size * value(in: table, at: size) / 1000
    }
}
