import Foundation

private struct IsPrivacySensitiveKey: EnvironmentKey { static let defaultValue = false }
private struct IsInvalidatableKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the content is marked privacy sensitive (`privacySensitive(_:)`).
    var isPrivacySensitive: Bool {
        get { self[IsPrivacySensitiveKey.self] }
        set { self[IsPrivacySensitiveKey.self] = newValue }
    }
    /// Whether the content is marked invalidatable (`invalidatableContent(_:)`).
    var isInvalidatableContent: Bool {
        get { self[IsInvalidatableKey.self] }
        set { self[IsInvalidatableKey.self] = newValue }
    }
    /// Whether text and images here draw as redaction placeholders: a `.placeholder` reason,
    /// a `.privacy` reason over privacy-sensitive content, or an `.invalidated` reason over
    /// invalidatable content.
    var drawsRedactionPlaceholder: Bool {
        let reasons = redactionReasons
        if reasons.isEmpty { return false }
        return reasons.contains(.placeholder)
            || (reasons.contains(.privacy) && isPrivacySensitive)
            || (reasons.contains(.invalidated) && isInvalidatableContent)
    }
}

nonisolated extension View {
    /// Marks the view as containing sensitive, private user data. In a still render it
    /// draws normally unless an ancestor applies `redacted(reason: .privacy)`; then its text
    /// and images draw as redaction placeholders.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        modifier(_EnvironmentTransformModifier { $0.isPrivacySensitive = sensitive })
    }

    /// Marks the view as containing content that can be invalidated. In a still render it
    /// draws normally unless an ancestor applies `redacted(reason: .invalidated)`; then
    /// Backplate draws its text and images as redaction placeholders (SwiftUI's own styling
    /// for invalidated content is an animated treatment that a single frame cannot show).
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View {
        modifier(_EnvironmentTransformModifier { $0.isInvalidatableContent = invalidatable })
    }
}
