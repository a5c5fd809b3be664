import Foundation

/// A compass reading: degrees from magnetic and true north. A render has no compass, so
/// `CLLocationManager` delivers none; code makes its own for previews.
open class CLHeading: NSObject {
    /// Degrees from magnetic north, 0 to 359.9.
    public let magneticHeading: CLLocationDirection
    /// Degrees from true north (negative: unknown).
    public let trueHeading: CLLocationDirection
    /// The largest error of `magneticHeading`, in degrees (negative: invalid).
    public let headingAccuracy: CLLocationDirection
    /// When the reading was taken.
    public let timestamp: Date

    /// A reading (for previews and tests; a render's manager delivers none).
    public init(magneticHeading: CLLocationDirection, trueHeading: CLLocationDirection = -1,
                headingAccuracy: CLLocationDirection = -1, timestamp: Date = Date()) {
        self.magneticHeading = magneticHeading
        self.trueHeading = trueHeading
        self.headingAccuracy = headingAccuracy
        self.timestamp = timestamp
        super.init()
    }
}

/// The movement in degrees before a new heading (none: every change).
public let kCLHeadingFilterNone: CLLocationDegrees = -1

extension CLLocationManager {
    /// Whether the device has a compass: false in a render.
    public class func headingAvailable() -> Bool { false }
    /// Starts heading updates (none arrive in a render).
    public func startUpdatingHeading() {}
    /// Stops heading updates.
    public func stopUpdatingHeading() {}
    /// Hides the calibration panel (none shows in a render).
    public func dismissHeadingCalibrationDisplay() {}
    /// The most recent heading: nil in a render.
    public var heading: CLHeading? { nil }
}
