import Foundation

nonisolated extension View {
    /// Adds help text (a tooltip on macOS, an accessibility hint on iOS). No visible effect.
    public func help(_ textKey: LocalizedStringKey) -> some View { modifier(_InertModifier()) }
    /// Adds help text. No visible effect.
    public func help(_ text: Text) -> some View { modifier(_InertModifier()) }
    /// Adds help text. No visible effect.
    public func help<S: StringProtocol>(_ text: S) -> some View { modifier(_InertModifier()) }
}
