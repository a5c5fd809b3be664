import BackplateUIKit
import Foundation

/// The arrow a `CLLocationButton` shows.
public enum CLLocationButtonIcon: Int, Sendable {
    /// No arrow.
    case none = 0
    /// A filled arrow.
    case arrowFilled = 1
    /// An outlined arrow.
    case arrowOutline = 2
}

/// The text a `CLLocationButton` shows.
public enum CLLocationButtonLabel: Int, Sendable {
    /// No text.
    case none = 0
    /// "Current Location".
    case currentLocation = 1
    /// "Send Current Location".
    case sendCurrentLocation = 2
    /// "Send My Current Location".
    case sendMyCurrentLocation = 3
    /// "Share Current Location".
    case shareCurrentLocation = 4
    /// "Share My Current Location".
    case shareMyCurrentLocation = 5
}

/// UIKit's location button (iOS 15). It keeps its icon, label, font size and corner radius and,
/// like other UIKit views, is not drawn; a still render is never tapped, so it never sends
/// `.touchUpInside`.
open class CLLocationButton: UIControl {
    /// The arrow (`.none` until set).
    open var icon: CLLocationButtonIcon = .none
    /// The text (`.none` until set).
    open var label: CLLocationButtonLabel = .none
    /// The title's point size (15 unless set: an estimate).
    open var fontSize: CGFloat = 15
    /// The corner radius (8 unless set: an estimate).
    open var cornerRadius: CGFloat = 8
}
