import Foundation

extension Text {
    /// A logical text scale relative to the font in use (iOS 17): `.default`, or
    /// `.secondary` for text that plays a secondary role next to text at the default scale.
    public struct Scale: Hashable, Sendable {
        let isSecondary: Bool
        /// The default text scale.
        public static let `default` = Scale(isSecondary: false)
        /// The secondary text scale.
        public static let secondary = Scale(isSecondary: true)
    }
}

private struct TextScaleKey: EnvironmentKey { static let defaultValue = Text.Scale.default }

extension EnvironmentValues {
    /// The text scale `textScale(_:isEnabled:)` set (`.default` unless set).
    var textScale: Text.Scale {
        get { self[TextScaleKey.self] }
        set { self[TextScaleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Applies a text scale to text in the view; with `isEnabled` false the scale is left
    /// unchanged. Apple publishes no ratio for `.secondary` (and none is measured here), so a
    /// still render keeps every font at its size: the scale is recorded in the environment.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        transformEnvironment(\.textScale) { if isEnabled { $0 = scale } }
    }
}

extension Text {
    /// Applies a text scale to this text (iOS 17), keeping it a `Text` that concatenates with
    /// `+`. As with the view modifier, a still render keeps the font's size.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text { self }
}
