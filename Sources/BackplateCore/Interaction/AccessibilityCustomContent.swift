import Foundation

/// The Accessibility framework's custom content (`AXCustomContent`), named here for its
/// `Importance`, which SwiftUI's `accessibilityCustomContent` modifiers take.
public final class AXCustomContent: Sendable {
    /// How important a piece of custom content is: VoiceOver reads `.high` content at once and
    /// `.default` content on request.
    public enum Importance: UInt, Sendable {
        /// Read on request (VoiceOver's "more content" rotor).
        case `default` = 0
        /// Read at once, after the element's label.
        case high = 1
    }

    private init() {}
}

/// The key of a piece of accessibility custom content: its label and an identifier that
/// makes two modifiers with the same key replace each other (iOS 15).
public struct AccessibilityCustomContentKey: Equatable, Sendable {
    let label: String
    let id: String

    /// A key labelled with a text view and identified by `id`.
    public init(_ label: Text, id: String) {
        self.label = label.plainString
        self.id = id
    }

    /// A key labelled with a localized key and identified by `id`.
    public init(_ labelKey: LocalizedStringKey, id: String) {
        self.init(Text(labelKey), id: id)
    }

    /// A key labelled with a localized key, identified by the key itself.
    public init(_ labelKey: LocalizedStringKey) {
        let text = Text(labelKey)
        self.init(text, id: text.plainString)
    }
}

// Custom content is extra information VoiceOver reads on request (an age, a rating; `.high`
// content at once): it is not drawn and changes no layout. The tree lists it on the element
// ("More Content Available" in the `.accessibilityImage` legend), in the order written; a
// later modifier with the same key replaces the earlier one's content, a `nil` value removes it.
nonisolated extension View {
    private func customContent(_ label: String, _ value: String?, id: String,
                               _ importance: AXCustomContent.Importance) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        var attributes = AccessibilityAttributes()
        attributes.customContent = [AccessibilityCustomContentRecord(label: label, value: value, isImportant: importance == .high, id: id)]
        return accessibilityAttached(attributes)
    }

    /// Adds custom content for the key, from a text view (`nil` removes the key's content).
    /// No visible effect.
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?,
                                           importance: AXCustomContent.Importance = .default)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        customContent(key.label, value?.plainString, id: key.id, importance)
    }

    /// Adds custom content for the key, from a localized key. No visible effect.
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
                                           importance: AXCustomContent.Importance = .default)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        customContent(key.label, Text(valueKey).plainString, id: key.id, importance)
    }

    /// Adds custom content for the key, from a string. No visible effect.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ key: AccessibilityCustomContentKey, _ value: V,
                                                              importance: AXCustomContent.Importance = .default)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        customContent(key.label, String(value), id: key.id, importance)
    }

    /// Adds custom content labelled and valued by text views (the label is the key). No visible effect.
    public func accessibilityCustomContent(_ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        customContent(label.plainString, value.plainString, id: label.plainString, importance)
    }

    /// Adds custom content labelled by a localized key and valued by a text view. No visible effect.
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text,
                                           importance: AXCustomContent.Importance = .default)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityCustomContent(Text(labelKey), value, importance: importance)
    }

    /// Adds custom content labelled and valued by localized keys. No visible effect.
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
                                           importance: AXCustomContent.Importance = .default)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityCustomContent(Text(labelKey), Text(valueKey), importance: importance)
    }

    /// Adds custom content labelled by a localized key and valued by a string. No visible effect.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V,
                                                              importance: AXCustomContent.Importance = .default)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityCustomContent(Text(labelKey), Text(verbatim: String(value)), importance: importance)
    }
}
