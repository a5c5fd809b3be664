import Foundation

/// Annotations a map draws as one (MapKit's `MKClusterAnnotation`): a render does not cluster,
/// so a map makes none itself, but an app's own code can make and read one.
open class MKClusterAnnotation: NSObject, MKAnnotation {
    /// The annotations the cluster stands for.
    public let memberAnnotations: [any MKAnnotation]
    /// The cluster's title (nil unless set).
    open var title: String?
    /// The cluster's subtitle (nil unless set).
    open var subtitle: String?
    /// The mean of the members' latitudes and longitudes, (0, 0) for none (MapKit places a
    /// cluster among its members).
    open var coordinate: CLLocationCoordinate2D {
        guard !memberAnnotations.isEmpty else { return CLLocationCoordinate2D(latitude: 0, longitude: 0) }
        let count = Double(memberAnnotations.count)
        return CLLocationCoordinate2D(latitude: memberAnnotations.map(\.coordinate.latitude).reduce(0, +) / count,
                                      longitude: memberAnnotations.map(\.coordinate.longitude).reduce(0, +) / count)
    }

    /// A cluster of `memberAnnotations`.
    public init(memberAnnotations: [any MKAnnotation]) {
        self.memberAnnotations = memberAnnotations
        super.init()
    }
}
