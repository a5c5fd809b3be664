import Foundation

extension DataScannerViewController {
    /// Why the data scanner cannot scan (iOS 16+). A render has no camera or Neural Engine, so
    /// `startScanning()` and `capturePhoto()` throw `.unsupported`.
    public enum ScanningUnavailable: Error, LocalizedError, Hashable, Sendable {
        /// The device does not support data scanning (it needs a camera and the Neural Engine).
        case unsupported
        /// The person restricted use of the camera.
        case cameraRestricted

        /// A sentence saying why scanning is unavailable.
        public var errorDescription: String? {
            switch self {
            case .unsupported: return "The data scanner isn't supported on this device."
            case .cameraRestricted: return "The data scanner isn't available because use of the camera is restricted."
            }
        }
    }
}
