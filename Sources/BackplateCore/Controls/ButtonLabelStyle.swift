import Foundation

/// The label colour and padding the system button styles share (`.bordered`,
/// `.borderedProminent`, `.glass`, `.glassProminent` and the borderless ones).
enum ButtonLabelStyle {
    /// Tertiary grey when disabled. On a prominent fill, white unless the app set a foreground
    /// style (a bar's default item colour is not the app's choice). Otherwise the foreground
    /// style the app or bar set, else the tint; a destructive role's red wins over both.
    static func resolve(prominent: Bool, role: ButtonRole?, isEnabled: Bool,
                        foreground: ForegroundStyleValue?) -> AnyShapeStyle {
        guard isEnabled else { return AnyShapeStyle(_SystemColor.tertiaryLabel) }
        if prominent {
            let explicit = foreground != nil && foreground?.isBarDefault != true
            return explicit ? AnyShapeStyle(ForegroundStyle()) : AnyShapeStyle(Color.white)
        }
        return foreground != nil && role != .destructive ? AnyShapeStyle(ForegroundStyle()) : controlTint(role: role)
    }
}

nonisolated extension View {
    /// Pads a bordered button's label for `size` (regular: 12 × 7 points, about 34 tall with body
    /// text); with `.flexible` sizing the label is centred in all the width offered first.
    func borderedButtonPadding(_ size: ControlSize, sizing: ButtonSizing) -> some View {
        let insets = size.borderedButtonInsets
        return frame(maxWidth: sizing == .flexible ? .infinity : nil)
            .padding(.horizontal, insets.horizontal).padding(.vertical, insets.vertical)
    }
}
