import Foundation

/// The selection circle a `List(selection:)` row shows in edit mode, at the row's leading
/// content inset, vertically centred: an empty ring in systemGray3 (199, 199, 204 light;
/// 72, 72, 74 dark) for an unselected row, a disc in the tint colour with a white checkmark
/// for a selected one, as UIKit's multiple-selection edit control draws them. The row's
/// content starts `gap` points after the circle, so it moves 38 points right (the circle's
/// 22 plus 16), as a cell's content view indents while editing. Sizes are estimated from
/// iOS 17 screenshots (Apple publishes no metrics).
nonisolated struct _ListSelectionIndicator: View {
    let isSelected: Bool
    @Environment(\.colorScheme) private var colorScheme

    /// The circle's diameter.
    static let diameter: CGFloat = 22
    /// From the circle's trailing edge to the row content.
    static let gap: CGFloat = 16
    /// The unselected ring's line width.
    static let ringWidth: CGFloat = 1.5

    var body: some View {
        Group {
            if isSelected {
                Circle().fill(.tint)
                    .overlay {
                        Image(systemName: "checkmark")
                            .font(.system(size: 12, weight: .bold))
                            .foregroundStyle(Color.white)
                    }
            } else {
                Circle().strokeBorder(SystemColors.gray3(colorScheme == .dark), lineWidth: Self.ringWidth)
            }
        }
        .frame(width: Self.diameter, height: Self.diameter)
    }
}

/// The controls UIKit adds to a cell in edit mode when the list has no selection binding:
/// the delete control leading a deletable row (a 22-point systemRed disc, 255,59,48 light /
/// 255,69,58 dark, with a white 10 × 2-point bar, in the selection circle's place, so the
/// content moves the same 38 points), and the reorder control trailing a movable row
/// (`line.3.horizontal` at 17 points in systemGray3, in the disclosure chevron's place).
/// Sizes estimated from iOS 17 screenshots.
nonisolated enum _ListEditControl {
    static var delete: some View { _ListDeleteControl() }
    static var reorder: some View { _ListReorderControl() }
}

nonisolated struct _ListDeleteControl: View {
    @Environment(\.colorScheme) private var colorScheme
    var body: some View {
        Circle()
            .fill(colorScheme == .dark ? Color(red: 1, green: 69 / 255, blue: 58 / 255) : Color(red: 1, green: 59 / 255, blue: 48 / 255))
            .overlay { Rectangle().fill(Color.white).frame(width: 10, height: 2) }
            .frame(width: _ListSelectionIndicator.diameter, height: _ListSelectionIndicator.diameter)
    }
}

nonisolated struct _ListReorderControl: View {
    @Environment(\.colorScheme) private var colorScheme
    var body: some View {
        Image(systemName: "line.3.horizontal")
            .font(.system(size: 17))
            .foregroundStyle(SystemColors.gray3(colorScheme == .dark))
    }
}
