import Foundation

/// A point of interest an app places on a map (MapKit's protocol): its coordinate and optional
/// title and subtitle. `title` and `subtitle` are optional requirements on iOS; here they are
/// requirements answering `nil` unless the conforming type declares them. A render draws
/// annotations only where SwiftUI's `Map` content places them (`Marker`, `Annotation`).
public protocol MKAnnotation: NSObjectProtocol {
    /// Where the annotation is.
    var coordinate: CLLocationCoordinate2D { get }
    /// The annotation's title (`nil` unless the type declares one).
    var title: String? { get }
    /// The annotation's subtitle (`nil` unless the type declares one).
    var subtitle: String? { get }
}

extension MKAnnotation {
    /// No title: the optional requirement left out.
    public var title: String? { nil }
    /// No subtitle: the optional requirement left out.
    public var subtitle: String? { nil }
}

/// An annotation at one coordinate (MapKit's `MKPointAnnotation`; a GeoJSON `Point` decodes
/// to one).
open class MKPointAnnotation: MKShape {
    private var location: CLLocationCoordinate2D

    /// The annotation's coordinate, which can be changed.
    open override var coordinate: CLLocationCoordinate2D {
        get { location }
        set { location = newValue }
    }

    /// An annotation at (0, 0) with no title.
    public override init() {
        location = CLLocationCoordinate2D(latitude: 0, longitude: 0)
        super.init()
    }

    /// An annotation at `coordinate` with no title.
    public init(coordinate: CLLocationCoordinate2D) {
        location = coordinate
        super.init()
    }

    /// An annotation at `coordinate` with a title and subtitle.
    public convenience init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
        self.init(coordinate: coordinate)
        self.title = title
        self.subtitle = subtitle
    }
}
