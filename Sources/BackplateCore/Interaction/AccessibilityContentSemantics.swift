import Foundation

// What text and images read by themselves, before any accessibility modifier.

/// What VoiceOver reads for an image: a named image's name, a given label, a symbol's name
/// in words, or nothing for a decorative image (hidden from VoiceOver).
enum AccessibilityImageLabel: Hashable, Sendable {
    /// No label given (pixels): an element with the image trait and no label.
    case unlabelled
    /// A label (`Image(_:label:)`, a named image's name).
    case label(String)
    /// `Image(decorative:)`: not an element.
    case decorative
}

extension Image {
    /// This image with `label` read by VoiceOver (`nil`: decorative). For backends that make
    /// named images.
    @_spi(BackplateBackend)
    public func _accessibilityLabel(_ label: String?) -> Image {
        var copy = self
        copy.accessibilityLabelValue = label.map { .label($0) } ?? .decorative
        return copy
    }

    /// This image with `label` read by VoiceOver. For backends that make named images.
    @_spi(BackplateBackend)
    public func _accessibilityLabel(_ label: Text) -> Image { _accessibilityLabel(label.plainString) }

    /// The label VoiceOver reads for an SF Symbol: its name in words without the `fill`
    /// variant (`star.fill` reads "Star"), as iOS does for symbols without a curated label.
    static func spokenSymbolName(_ name: String) -> String {
        let words = name.split(separator: ".").filter { $0 != "fill" }.joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}

extension ImageContent: AccessibleContent {
    /// An image element (`.isImage`) labelled as `AccessibilityImageLabel` says; decorative
    /// and empty images are hidden.
    var accessibilityAttributes: AccessibilityAttributes {
        let traits = AccessibilityTraits.isImage.rawValue
        if case .empty = image.content { return AccessibilityAttributes(isHidden: true) }
        switch (image.accessibilityLabelValue, image.content) {
        case (.decorative, _):
            return AccessibilityAttributes(isHidden: true)
        case (.label(let label), _):
            return AccessibilityAttributes(label: label, addedTraits: traits)
        case (.unlabelled, .symbol(let name)):
            return AccessibilityAttributes(label: Image.spokenSymbolName(name), addedTraits: traits)
        case (.unlabelled, _):
            return AccessibilityAttributes(label: "", addedTraits: traits)
        }
    }
}

extension TextContent: AccessibleContent {
    /// Static text reading its characters (icon-font symbols and inline images left out);
    /// empty text is no element.
    var accessibilityAttributes: AccessibilityAttributes {
        var label = ""
        for run in runs where run.inlineObject == nil { label += run.string }
        return label.isEmpty ? AccessibilityAttributes(isHidden: true)
                             : AccessibilityAttributes(label: label, addedTraits: AccessibilityTraits.isStaticText.rawValue)
    }
}
