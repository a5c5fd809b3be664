import Foundation

/// An object `MKGeoJSONDecoder` returns (MapKit's protocol, iOS 13): a feature, or a shape a
/// GeoJSON geometry decodes to. Only MapKit's own classes conform.
public protocol MKGeoJSONObject: NSObjectProtocol {}

/// A GeoJSON `Feature` (RFC 7946, section 3.2), decoded: its shapes, its identifier and its
/// properties, which MapKit keeps opaque, as the JSON data an app decodes itself.
open class MKGeoJSONFeature: NSObject, MKGeoJSONObject {
    /// The feature's `id` as a string (a numeric `id` is written out, `42` as "42"); `nil`
    /// without one.
    open private(set) var identifier: String?
    /// The feature's `properties` object re-encoded as JSON (`nil` when it is `null`), for
    /// the app to decode with `JSONDecoder` or `JSONSerialization`.
    open private(set) var properties: Data?
    /// The shapes of the feature's geometry: one, or those of a `GeometryCollection`
    /// (none when the geometry is `null`).
    open private(set) var geometry: [any MKShape & MKGeoJSONObject]

    /// A feature with no identifier, properties or shapes.
    public override init() {
        geometry = []
        super.init()
    }

    /// A decoded feature.
    init(identifier: String?, properties: Data?, geometry: [any MKShape & MKGeoJSONObject]) {
        self.identifier = identifier
        self.properties = properties
        self.geometry = geometry
        super.init()
    }
}

/// A GeoJSON `Point`.
extension MKPointAnnotation: MKGeoJSONObject {}
/// A GeoJSON `MultiPoint` (and, through its subclasses, `LineString` and `Polygon`).
extension MKMultiPoint: MKGeoJSONObject {}
/// A GeoJSON `MultiLineString`.
extension MKMultiPolyline: MKGeoJSONObject {}
/// A GeoJSON `MultiPolygon`.
extension MKMultiPolygon: MKGeoJSONObject {}
