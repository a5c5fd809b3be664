import Foundation

nonisolated extension View {
    /// Disables autocorrection of text input (sets `autocorrectionDisabled`). No visible effect.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        environment(\.autocorrectionDisabled, disable)
    }

    /// Disables autocorrection (deprecated in SwiftUI; sets `disableAutocorrection`). No visible effect.
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        environment(\.disableAutocorrection, disable)
    }
}
