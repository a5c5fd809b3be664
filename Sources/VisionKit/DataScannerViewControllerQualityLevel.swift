import Foundation

extension DataScannerViewController {
    /// How the scanner trades recognition speed for accuracy (iOS 16+), mostly through the camera
    /// resolution. Kept by the scanner; a render has no camera to set.
    public enum QualityLevel: Hashable, Sendable {
        /// Between fast and accurate: the default.
        case balanced
        /// Speed over accuracy; may miss small text and codes.
        case fast
        /// Accuracy over speed, for small text and codes.
        case accurate
    }
}
