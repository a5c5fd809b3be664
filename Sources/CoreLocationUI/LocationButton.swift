import BackplateCore
import Foundation

/// CoreLocationUI's location button (SwiftUI, iOS 15): tapped, it grants the app one-time
/// access to the person's location, then runs `action`.
///
/// Drawn as a prominent button in the tint (white title and location arrow unless a foreground
/// style is set) on a rounded rectangle; the 8-point corner radius is an estimate.
/// `labelStyle(.iconOnly)`, `symbolVariant(.fill)`, `font`, `tint`, `foregroundColor` and
/// `cornerRadius` restyle it as on iOS. No location can be granted without a device, so
/// `action` never runs, in a still render or when the button is tapped.
nonisolated public struct LocationButton: View {
    let title: Title?
    let action: () -> Void

    /// A button titled `title` (no text when `nil`, the arrow alone) that runs `action` once
    /// location access is granted.
    public init(_ title: LocationButton.Title? = .currentLocation, action: @escaping () -> Void) {
        self.title = title
        self.action = action
    }

    /// The arrow and title on the tinted rounded rectangle.
    public var body: some View {
        Button(action: {}) {
            if let title {
                Label(title.text, systemImage: "location")
            } else {
                Image(systemName: "location")
            }
        }
        .buttonStyle(.borderedProminent)
        .buttonBorderShape(.roundedRectangle(radius: Self.cornerRadius))
        .accessibilityLabel(Text(verbatim: title?.text ?? "Current Location"))
    }

    /// The corner radius (an estimate).
    static let cornerRadius: CGFloat = 8

    /// The text a location button shows.
    public struct Title: Hashable, Sendable {
        let text: String
        /// "Current Location".
        public static let currentLocation = Title(text: "Current Location")
        /// "Send Current Location".
        public static let sendCurrentLocation = Title(text: "Send Current Location")
        /// "Send My Current Location".
        public static let sendMyCurrentLocation = Title(text: "Send My Current Location")
        /// "Share Current Location".
        public static let shareCurrentLocation = Title(text: "Share Current Location")
        /// "Share My Current Location".
        public static let shareMyCurrentLocation = Title(text: "Share My Current Location")
    }
}
