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
