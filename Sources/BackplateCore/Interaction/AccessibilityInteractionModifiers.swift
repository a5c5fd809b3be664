import Foundation

// Accessibility modifiers whose effect is on assistive interaction (direct touch, zoom,
// scrolling, activation point, linked groups, the large content viewer...). Each draws nothing
// and changes no layout; direct touch, zoom, scroll and the text content type are listed on
// the element's tree line, the others (no VoiceOver reading) are not.

/// Options of a direct-touch area (iOS 17): how VoiceOver passes touches through.
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    /// The raw bits' type.
    public typealias RawValue = UInt
    /// The raw bits.
    public let rawValue: AccessibilityDirectTouchOptions.RawValue
    /// Options from raw bits.
    public init(rawValue: AccessibilityDirectTouchOptions.RawValue) { self.rawValue = rawValue }
    /// VoiceOver says nothing when the area is touched.
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1 << 0)
    /// The area passes touches through only after the person activates it.
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 1 << 1)
}

/// A zoom that an assistive technology asks of a view (iOS 16).
public struct AccessibilityZoomGestureAction: Sendable {
    /// Which way to zoom.
    public enum Direction: Sendable {
        /// Magnify.
        case zoomIn
        /// Reduce.
        case zoomOut
    }
    /// Which way to zoom.
    public let direction: Direction
    /// Where to zoom, in unit coordinates of the view.
    public let location: UnitPoint
    /// Where to zoom, in the view's coordinates.
    public let point: CGPoint
}

/// The role of a view in a labeled pair: the label, or the content it labels.
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
    /// The view is the label.
    case label
    /// The view is the content.
    case content
}

/// The kind of text a view shows (iOS 15), which VoiceOver uses to choose how to read it.
public struct AccessibilityTextContentType: Sendable {
    let name: String
    /// Ordinary text.
    public static let plain = AccessibilityTextContentType(name: "plain")
    /// Console output.
    public static let console = AccessibilityTextContentType(name: "console")
    /// File names and paths.
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    /// Messages.
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    /// Prose, as in a book.
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    /// Source code.
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    /// Spreadsheet cells.
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    /// A word processor's document.
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

extension Text {
    /// Sets the kind of text for VoiceOver (iOS 15), listed on the tree line (`textType=`). The
    /// text draws unchanged.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text {
        withAccessibilityText { $0.textContentType = value.name }
    }
}

nonisolated extension View {
    /// Sets the kind of text the view shows, for VoiceOver (iOS 15): every element inside lists
    /// it on its tree line (`textType=sourceCode`). No visible effect.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        var attributes = AccessibilityAttributes()
        attributes.textContentType = value.name
        return accessibilityAttached(attributes)
    }

    /// Lets touches pass through to the view while VoiceOver runs (iOS 17): its element gets the
    /// `allowsDirectInteraction` trait (UIKit's mark of a direct touch area) and lists the
    /// options (`directTouch=[silentOnTouch]`); `false` removes them. No visible effect.
    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = [])
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let trait = AccessibilityTraits.allowsDirectInteraction.rawValue
        var attributes = AccessibilityAttributes(addedTraits: isDirectTouchArea ? trait : 0, removedTraits: isDirectTouchArea ? 0 : trait)
        attributes.directTouchOptions = isDirectTouchArea ? options.rawValue : 0
        return accessibilityAttached(attributes)
    }

    /// Adds the action an assistive technology runs to zoom the view (iOS 16), listed on the
    /// element's tree line (`zoom`). No visible effect; a still render never runs it.
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        var attributes = AccessibilityAttributes()
        attributes.standardActions = AccessibilityStandardActions.zoom
        return accessibilityAttached(attributes)
    }

    /// Sets where an assistive technology activates the view, in its coordinates. No visible effect.
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttached(.init())
    }

    /// Sets where an assistive technology activates the view, in unit coordinates. No visible effect.
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttached(.init())
    }

    /// Adds the action an assistive technology runs to scroll the view (VoiceOver's three-finger
    /// swipe), listed on the element's tree line (`scroll`). No visible effect; a still render
    /// never runs it.
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        var attributes = AccessibilityAttributes()
        attributes.standardActions = AccessibilityStandardActions.scroll
        return accessibilityAttached(attributes)
    }

    /// Sets whether the view responds to interaction while an assistive technology runs
    /// (iOS 17). No visible effect.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttached(.init())
    }

    /// Links the view with the others that share `id` in `namespace`, for navigation. No visible effect.
    public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        modifier(_InertModifier())
    }

    /// Pairs a label view with the content it labels, by `id` in `namespace`. No visible effect.
    public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID) -> some View {
        modifier(_InertModifier())
    }

    /// Shows the view itself in the large content viewer (iOS 15), which a long press on a bar
    /// item opens at the largest text sizes; not part of what VoiceOver reads. No visible effect.
    public func accessibilityShowsLargeContentViewer() -> some View {
        modifier(_InertModifier())
    }

    /// Shows `largeContentView` in the large content viewer (iOS 15); it is not drawn.
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View {
        modifier(_InertModifier())
    }

    /// Keeps the view from being inverted by Smart Invert. Backplate renders with Smart Invert
    /// off, so the view draws unchanged.
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View {
        modifier(_InertModifier())
    }
}
