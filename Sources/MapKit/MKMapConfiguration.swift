import Foundation

/// The shared settings of a map view's configuration (iOS 16): its elevation style. A still
/// render draws every configuration as the standard map's land colour; imagery is not drawn.
open class MKMapConfiguration: NSObject, NSCopying {
    /// Whether the ground is drawn flat or with its contours.
    public enum ElevationStyle: Int, Sendable {
        /// A flat map.
        case flat = 0
        /// Realistic ground contours.
        case realistic = 1
    }

    /// The elevation style (`.flat`).
    open var elevationStyle = ElevationStyle.flat

    /// A configuration with a flat elevation style.
    public override init() { super.init() }

    /// A copy of the configuration.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = MKMapConfiguration()
        copy.elevationStyle = elevationStyle
        return copy
    }
}

/// The configuration of a standard (street) map: its emphasis, points of interest and traffic.
open class MKStandardMapConfiguration: MKMapConfiguration {
    /// How strongly the map's features are drawn.
    public enum EmphasisStyle: Int, Sendable {
        /// The standard emphasis.
        case `default` = 0
        /// Muted colours, for content drawn over the map.
        case muted = 1
    }

    /// The emphasis (`.default`).
    open var emphasisStyle = EmphasisStyle.default
    /// Which points of interest show (`nil`: all; none are drawn in a render).
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    /// Whether traffic shows (kept: none is drawn).
    open var showsTraffic = false

    /// A standard map, flat, at the default emphasis.
    public override init() { super.init() }

    /// A standard map of `elevationStyle`.
    public convenience init(elevationStyle: ElevationStyle) {
        self.init()
        self.elevationStyle = elevationStyle
    }

    /// A standard map of `elevationStyle` and `emphasisStyle`.
    public convenience init(elevationStyle: ElevationStyle, emphasisStyle: EmphasisStyle) {
        self.init(elevationStyle: elevationStyle)
        self.emphasisStyle = emphasisStyle
    }

    /// A copy of the configuration.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = MKStandardMapConfiguration(elevationStyle: elevationStyle, emphasisStyle: emphasisStyle)
        (copy.pointOfInterestFilter, copy.showsTraffic) = (pointOfInterestFilter, showsTraffic)
        return copy
    }
}

/// The configuration of a satellite map with roads and labels (its imagery is not drawn).
open class MKHybridMapConfiguration: MKMapConfiguration {
    /// Which points of interest show (kept).
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    /// Whether traffic shows (kept).
    open var showsTraffic = false

    /// A hybrid map, flat.
    public override init() { super.init() }

    /// A hybrid map of `elevationStyle`.
    public convenience init(elevationStyle: ElevationStyle) {
        self.init()
        self.elevationStyle = elevationStyle
    }

    /// A copy of the configuration.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = MKHybridMapConfiguration(elevationStyle: elevationStyle)
        (copy.pointOfInterestFilter, copy.showsTraffic) = (pointOfInterestFilter, showsTraffic)
        return copy
    }
}

/// The configuration of a satellite map (its imagery is not drawn).
open class MKImageryMapConfiguration: MKMapConfiguration {
    /// A satellite map, flat.
    public override init() { super.init() }

    /// A satellite map of `elevationStyle`.
    public convenience init(elevationStyle: ElevationStyle) {
        self.init()
        self.elevationStyle = elevationStyle
    }

    /// A copy of the configuration.
    open override func copy(with zone: NSZone? = nil) -> Any { MKImageryMapConfiguration(elevationStyle: elevationStyle) }
}
