import Foundation

nonisolated extension View {
    /// Disables autocorrection of text input. No visible effect.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { modifier(_InertModifier()) }

    /// Disables autocorrection (deprecated in SwiftUI). No visible effect.
    public func disableAutocorrection(_ disable: Bool?) -> some View { modifier(_InertModifier()) }
}
