import BackplateCore
import Foundation

/// MapKit's camera class: where the camera looks, from how far, turned and tilted how much.
/// `MapCamera(_:)` makes SwiftUI's camera from it.
public final class MKMapCamera: NSObject, Sendable {
    private struct Fields {
        var centerCoordinate = CLLocationCoordinate2D()
        var centerCoordinateDistance: CLLocationDistance = 0
        var heading: CLLocationDirection = 0
        var pitch: CGFloat = 0
    }
    private let fields = LockedState(Fields())

    /// A camera over 0°, 0° at distance 0.
    override public init() { super.init() }
    /// A camera looking at a coordinate from a distance in metres, tilted and turned.
    public convenience init(lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromDistance distance: CLLocationDistance,
                            pitch: CGFloat, heading: CLLocationDirection) {
        self.init()
        fields.withLock { $0 = Fields(centerCoordinate: centerCoordinate, centerCoordinateDistance: distance, heading: heading, pitch: pitch) }
    }

    /// The coordinate at the centre of the view.
    public var centerCoordinate: CLLocationCoordinate2D {
        get { fields.withLock { $0.centerCoordinate } }
        set { fields.withLock { $0.centerCoordinate = newValue } }
    }
    /// The distance from the camera to the centre, in metres.
    public var centerCoordinateDistance: CLLocationDistance {
        get { fields.withLock { $0.centerCoordinateDistance } }
        set { fields.withLock { $0.centerCoordinateDistance = newValue } }
    }
    /// The heading in degrees from north.
    public var heading: CLLocationDirection {
        get { fields.withLock { $0.heading } }
        set { fields.withLock { $0.heading = newValue } }
    }
    /// The tilt from straight down, in degrees.
    public var pitch: CGFloat {
        get { fields.withLock { $0.pitch } }
        set { fields.withLock { $0.pitch = newValue } }
    }
}

extension MapCamera {
    /// SwiftUI's camera from MapKit's: the same centre, distance, heading and pitch.
    public init(_ mapCamera: MKMapCamera) {
        self.init(centerCoordinate: mapCamera.centerCoordinate, distance: mapCamera.centerCoordinateDistance,
                  heading: mapCamera.heading, pitch: Double(mapCamera.pitch))
    }
}

extension MapCameraUpdateContext {
    /// The visible map rectangle.
    public var rect: MKMapRect { region.mapRect }
}
