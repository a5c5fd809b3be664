import Foundation

/// The geometry of inset-grouped (and inset) list cards and their rows in a `BackplateLook`.
///
/// iOS 26, measured from iOS 26.1, 26.2 and 26.4 renders (docs/pixel-differences.md §6): cards
/// 16 points from the window edges with 26-point corners (a 51-point card is a capsule), row
/// content 16 points inside the card, one-line rows `.body`'s leading + 30 tall (52 at `.large`,
/// iOS 26.2; 51 at `.medium`, iOS 26.1 and 26.4; other sizes an estimate), content 15 points below
/// a row's top and above its bottom (an 80-point image over two lines at content size `.medium`
/// on iOS 26.4, a two-line AX3 row on iOS 26.1). iOS 18: cards at the system margin (20 points
/// on windows at least 390 wide) with 10-point corners, content 20 points inside, rows 44 tall,
/// content 11 points from the row's top and bottom (a two-line AX3 row on iOS 17.2; a one-line
/// body row, 20.33 + 2 × 11, stays at the minimum). Both insets hold at every content size.
package struct ListCardMetrics {
    /// The card's distance from the list's edges; nil: the system margin of the list's width.
    let cardMargin: CGFloat?
    /// The card's corner radius (clamped to half its height when drawn).
    let cornerRadius: CGFloat
    /// The row content's inset from the card's leading and trailing edges.
    let rowHorizontalInset: CGFloat
    /// The row content's inset from the row's top and bottom.
    package let rowVerticalInset: CGFloat
    /// The inset a UIKit control (switch, stepper, segmented control, slider, colour well,
    /// compact date picker) keeps: such a row stays at the minimum height (a 31-point switch
    /// in a 44-point iOS 18 row, a 28-point one in a 51-point iOS 26 row), so the control
    /// reaches the difference into the row's inset (`_ListRowControlOverhang`).
    let controlVerticalInset: CGFloat
    /// Whether a row's minimum follows the content size: iOS 26's one-line rows are `.body`'s
    /// leading plus twice the 15-point inset (52 at `.large`, 51 at `.medium`); iOS 18's stay 44.
    let rowHeightFollowsBodyLeading: Bool
    /// Whether section headers are uppercased (iOS 18; iOS 26 draws them as written).
    let uppercasesHeaders: Bool
    /// A footer's text block below its card and above the next section: 6 and 12 on iOS 18;
    /// 8.33 and 6 on iOS 26.4 (Home Assistant's two footers: ink 10.33 below the card, the next
    /// card 26.67 below the ink, where iOS 18's spacing put them 8 and 32.33).
    let footerTop: CGFloat
    let footerBottom: CGFloat
    /// Under a navigation bar, the space above a first section without header, added to a
    /// `contentMargins(.top, _)` (nil: the 35 points used elsewhere). iOS 26.4 (Home Assistant):
    /// 10 below a large title and 14 below an inline bar with a 4-point margin.
    let firstCardTopUnderBar: CGFloat?
    /// A section header's text style (`.footnote` on iOS 18; iOS 26.4 draws Home Assistant's
    /// headers in 17-point semibold, `.headline`, as written, in the secondary label colour).
    let headerFont: Font
    /// Space above a header's text and between it and its card: 17 and 6 on iOS 18; on iOS 26
    /// 10 and 10, fitted to both `.medium` (Home Assistant, iOS 26.4: cards 56.85 apart, baselines
    /// 13.8 above theirs) and `.large` (AccessibilitySnapshot, iOS 26.2: cards 58 apart).
    let headerTop: CGFloat
    let headerToCard: CGFloat

    package init(_ look: BackplateLook) {
        switch look {
        case .iOS18:
            cardMargin = nil; cornerRadius = 10; rowHorizontalInset = 20; rowVerticalInset = 11
            controlVerticalInset = 6; rowHeightFollowsBodyLeading = false; uppercasesHeaders = true
            footerTop = 6; footerBottom = 12; firstCardTopUnderBar = nil
            headerFont = .footnote; headerTop = 17; headerToCard = 6
        case .iOS26:
            cardMargin = 16; cornerRadius = 26; rowHorizontalInset = 16; rowVerticalInset = 15
            controlVerticalInset = 10; rowHeightFollowsBodyLeading = true; uppercasesHeaders = false
            footerTop = 25.0 / 3; footerBottom = 6; firstCardTopUnderBar = 10
            headerFont = .headline; headerTop = 10; headerToCard = 10
        }
    }

    /// A row's minimum height from `defaultMinListRowHeight` (44 unless set): on iOS 26 that
    /// much more than 44 as `.body`'s leading is more than 14, so 52 at `.large` and 51 at
    /// `.medium` (both measured); iOS 18 keeps it as is.
    func minimumRowHeight(_ defaultMinimum: CGFloat, at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        guard rowHeightFollowsBodyLeading else { return max(0, defaultMinimum) }
        return max(0, defaultMinimum + Font.TextStyle.body.leading(at: dynamicTypeSize) - 14)
    }
}
