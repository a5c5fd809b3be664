import Foundation

/// Where the origin of image coordinates lies when Vision's Swift geometry types convert to them
/// (iOS 18+). Vision's normalized coordinates always start at the lower left.
public enum CoordinateOrigin: Hashable, Sendable {
    /// The image's lower-left corner, y growing upward (Vision's and CoreGraphics' convention).
    case lowerLeft
    /// The image's upper-left corner, y growing downward (UIKit's and SwiftUI's convention).
    case upperLeft
}
