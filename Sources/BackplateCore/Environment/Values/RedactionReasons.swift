import Foundation

/// The reasons to apply a redaction to data displayed on screen.
///
/// In a still render, redaction changes how text and images draw (see `redacted(reason:)`);
/// it never changes layout.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates a set of reasons from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Displayed data should appear as generic placeholders: every text and image in the
    /// redacted hierarchy is drawn as a placeholder shape of its own size.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Displayed data should be obscured to protect private information: views marked with
    /// `privacySensitive(_:)` are drawn as placeholders.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Displayed data should appear as invalidated and pending a new update: views marked with
    /// `invalidatableContent(_:)` are drawn as placeholders.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue: RedactionReasons = []
}

extension EnvironmentValues {
    /// The current redaction reasons applied to the view hierarchy (empty by default).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Adds a reason to apply a redaction to this view hierarchy. Adding a redaction is
    /// additive: the reasons join those of the ancestors.
    ///
    /// In a still render, with `.placeholder` every `Text` draws one rounded bar per line and
    /// every `Image` a rounded rectangle, each in its own frame (layout is unchanged); see
    /// ``RedactionPlaceholderStyle`` for the colours and shapes. Shapes and colours draw as
    /// usual, as in SwiftUI.
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(_EnvironmentTransformModifier { $0.redactionReasons.formUnion(reason) })
    }

    /// Removes any reason to apply a redaction to this view hierarchy: its text and images
    /// draw normally in a still render even inside a redacted ancestor.
    public func unredacted() -> some View {
        modifier(_EnvironmentTransformModifier { $0.redactionReasons = [] })
    }
}
