import Foundation

private struct ListRowHasCustomInsetsKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the row this view is in sets its own `listRowInsets` (controls then stay inside
    /// them).
    var listRowHasCustomInsets: Bool {
        get { self[ListRowHasCustomInsetsKey.self] }
        set { self[ListRowHasCustomInsetsKey.self] = newValue }
    }
}

/// Lets a UIKit control (switch, stepper, segmented control, slider, colour well, date picker)
/// in a list row reach into the row's vertical inset: iOS keeps 11 points (iOS 26: 15) above and
/// below a row's text and images, but a row of a label and a 31-point switch stays 44 tall (a
/// 28-point switch 51 on iOS 26), so the control lays out that much shorter and draws at its
/// size, centred (`ListCardMetrics.controlVerticalInset`). Outside rows, or in a row with its
/// own `listRowInsets`, nothing changes.
nonisolated struct _ListRowControlOverhang: ViewModifier {
    @Environment(\.isListRow) private var isListRow
    @Environment(\.listRowHasCustomInsets) private var hasCustomInsets
    @Environment(\.backplateLook) private var look

    /// How far a control reaches into the row's inset above and below (0 outside rows).
    static func overhang(isListRow: Bool, hasCustomInsets: Bool, look: BackplateLook) -> CGFloat {
        let metrics = ListCardMetrics(look)
        return isListRow && !hasCustomInsets ? metrics.rowVerticalInset - metrics.controlVerticalInset : 0
    }

    func body(content: Content) -> some View {
        content.padding(.vertical, -Self.overhang(isListRow: isListRow, hasCustomInsets: hasCustomInsets, look: look))
    }

    /// A control row's minimum height: the control's own outside list rows, less the overhang
    /// above and below inside them.
    nonisolated struct MinHeight: ViewModifier {
        let height: CGFloat
        @Environment(\.isListRow) private var isListRow
        @Environment(\.listRowHasCustomInsets) private var hasCustomInsets
        @Environment(\.backplateLook) private var look

        func body(content: Content) -> some View {
            let overhang = _ListRowControlOverhang.overhang(isListRow: isListRow, hasCustomInsets: hasCustomInsets, look: look)
            content.frame(minHeight: height - 2 * overhang)
        }
    }
}
