import Foundation

private struct LabelIconToTitleSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct LabelReservedIconWidthKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
    /// The spacing between the icon and the title of a label (iOS 26), set with
    /// `labelIconToTitleSpacing(_:)`; `nil` (the default) leaves the label style's own spacing.
    public internal(set) var labelIconToTitleSpacing: CGFloat? {
        get { self[LabelIconToTitleSpacingKey.self] }
        set { self[LabelIconToTitleSpacingKey.self] = newValue }
    }

    /// The width reserved for the icons of labels (iOS 26), set with `labelReservedIconWidth(_:)`;
    /// `nil` (the default) lets each icon take its own width.
    public internal(set) var labelReservedIconWidth: CGFloat? {
        get { self[LabelReservedIconWidthKey.self] }
        set { self[LabelReservedIconWidthKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the spacing between the icon and the title of the labels in this view (iOS 26):
    /// the automatic and title-and-icon label styles put `value` points between them instead
    /// of the stack's adaptive spacing (8 points between a symbol and a text).
    public func labelIconToTitleSpacing(_ value: CGFloat) -> some View {
        environment(\.labelIconToTitleSpacing, value)
    }

    /// Sets the width reserved for the icons of the labels in this view (iOS 26): the automatic
    /// and title-and-icon label styles centre each icon in a column `value` points wide, so
    /// the titles of labels with icons of different widths line up.
    public func labelReservedIconWidth(_ value: CGFloat) -> some View {
        environment(\.labelReservedIconWidth, value)
    }
}

/// The title-and-icon arrangement, reading the label spacing values of the environment.
nonisolated struct _TitleAndIconLabel: View {
    let configuration: LabelStyleConfiguration
    @Environment(\.labelIconToTitleSpacing) private var spacing
    @Environment(\.labelReservedIconWidth) private var iconWidth

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: spacing) {
            if let iconWidth {
                configuration.icon.frame(width: iconWidth)
            } else {
                configuration.icon
            }
            configuration.title.alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
        }
    }
}
