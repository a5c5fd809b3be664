import Foundation

/// The geometry of inset-grouped (and inset) list cards and their rows in a `BackplateLook`.
///
/// iOS 26, measured from iOS 26.1 and 26.4 renders at 390 points wide (docs/pixel-differences.md):
/// cards 16 points from the window edges with 26-point corners (a 51-point card is a capsule),
/// row content 16 points inside the card, one-line rows 51 points tall; the 10-point vertical
/// row inset is an estimate from one two-line accessibility-size row (±0.33). iOS 18: cards at
/// the system margin (20 points on windows at least 390 wide) with 10-point corners, content 20
/// points inside, rows 44 tall with a 6-point vertical inset (docs/controls.md §3).
struct ListCardMetrics {
    /// The card's distance from the list's edges; nil: the system margin of the list's width.
    let cardMargin: CGFloat?
    /// The card's corner radius (clamped to half its height when drawn).
    let cornerRadius: CGFloat
    /// The row content's inset from the card's leading and trailing edges.
    let rowHorizontalInset: CGFloat
    /// The row content's inset from the row's top and bottom.
    let rowVerticalInset: CGFloat
    /// How much taller than `defaultMinListRowHeight` (44) a row is at least.
    let extraRowHeight: CGFloat
    /// Whether section headers are uppercased (iOS 18; iOS 26 draws them as written).
    let uppercasesHeaders: Bool

    init(_ look: BackplateLook) {
        switch look {
        case .iOS18:
            cardMargin = nil; cornerRadius = 10; rowHorizontalInset = 20; rowVerticalInset = 6
            extraRowHeight = 0; uppercasesHeaders = true
        case .iOS26:
            cardMargin = 16; cornerRadius = 26; rowHorizontalInset = 16; rowVerticalInset = 10
            extraRowHeight = 7; uppercasesHeaders = false
        }
    }
}
