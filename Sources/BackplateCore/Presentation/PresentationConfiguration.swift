import Foundation

// The sheet container's configuration. A still render does not draw the sheet container
// (only, when asked, the sheet's content rendered on its own), so these change nothing drawn.

nonisolated extension View {
    /// Sets the visibility of the sheet's drag indicator. No visible effect: the indicator
    /// belongs to the sheet's chrome, which a still render of the content does not draw.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { modifier(_InertModifier()) }

    /// Sets the corner radius of the sheet (`nil`: the system's). No visible effect on the
    /// content rendered on its own.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { modifier(_InertModifier()) }

    /// Sets the sheet's background style. No visible effect: the sheet's container is not drawn.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { modifier(_InertModifier()) }

    /// Sets the sheet's background view. No visible effect: the sheet's container is not drawn.
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_InertModifier())
    }

    /// Prevents interactive dismissal of the sheet. No visible effect.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { modifier(_InertModifier()) }

    /// Lets people interact with the view behind the sheet (up to a detent). No visible
    /// effect: a still render draws neither the sheet's container nor its dimming.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        modifier(_InertModifier())
    }

    /// Chooses how a popover or sheet adapts in compact sizes (an iPhone). No visible effect:
    /// the presentation's container is not drawn.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { modifier(_InertModifier()) }

    /// Chooses how a presentation adapts in compact widths and heights. No visible effect.
    public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> some View {
        modifier(_InertModifier())
    }

    /// Chooses whether swiping in a resizable sheet resizes it or scrolls its content. No
    /// visible effect.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
        modifier(_InertModifier())
    }
}

nonisolated extension View {
    /// Sets how a sheet sizes itself in a regular width (iOS 18: `.form`, `.page`, `.fitted`).
    /// No visible effect: the sheet's container is not drawn, and on an iPhone a sheet fills
    /// the width whatever its sizing.
    public func presentationSizing(_ sizing: some PresentationSizing) -> some View { modifier(_InertModifier()) }

    /// Sets the icon of a confirmation dialog or alert (macOS, watchOS and visionOS show it).
    /// No visible effect: dialogs are not drawn.
    public func dialogIcon(_ icon: Image?) -> some View { modifier(_InertModifier()) }
}

/// Whether people can interact with the view behind a presented sheet.
public struct PresentationBackgroundInteraction: Sendable {
    let name: String
    let detent: PresentationDetent?
    /// The system's default: disabled, with the background dimmed.
    public static let automatic = PresentationBackgroundInteraction(name: "automatic", detent: nil)
    /// The background does not respond and is dimmed.
    public static let disabled = PresentationBackgroundInteraction(name: "disabled", detent: nil)
    /// The background responds at every detent.
    public static let enabled = PresentationBackgroundInteraction(name: "enabled", detent: nil)
    /// The background responds at detents up to and including `detent`.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(name: "enabled", detent: detent)
    }
}

/// How a presentation adapts to a compact size class.
public struct PresentationAdaptation: Sendable, Hashable {
    let name: String
    /// The system's default for the presentation.
    public static let automatic = PresentationAdaptation(name: "automatic")
    /// No adaptation: the presentation keeps its own style.
    public static let none = PresentationAdaptation(name: "none")
    /// A popover.
    public static let popover = PresentationAdaptation(name: "popover")
    /// A sheet.
    public static let sheet = PresentationAdaptation(name: "sheet")
    /// A full-screen cover.
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// What a swipe in a resizable sheet does.
public struct PresentationContentInteraction: Sendable, Hashable {
    let name: String
    /// The system's default (resizing first).
    public static let automatic = PresentationContentInteraction(name: "automatic")
    /// Resizes the sheet before scrolling its content.
    public static let resizes = PresentationContentInteraction(name: "resizes")
    /// Scrolls the content.
    public static let scrolls = PresentationContentInteraction(name: "scrolls")
}
