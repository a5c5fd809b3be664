import Foundation

/// Decodes GeoJSON (RFC 7946) into MapKit's shapes and features (MapKit's
/// `MKGeoJSONDecoder`, iOS 13). Each geometry becomes the shape MapKit makes of it:
///
/// - `Point`: `MKPointAnnotation`; `MultiPoint`: `MKMultiPoint`
/// - `LineString`: `MKPolyline`; `MultiLineString`: `MKMultiPolyline`
/// - `Polygon`: `MKPolygon`, its later rings its `interiorPolygons`; `MultiPolygon`: `MKMultiPolygon`
/// - `GeometryCollection`: the shapes of its geometries, in order
///
/// A `Feature` becomes an `MKGeoJSONFeature`, a `FeatureCollection` its features. Positions
/// are longitude then latitude; an altitude is ignored. Decoding reads the data only: it
/// is the same in a still render.
open class MKGeoJSONDecoder: NSObject {
    /// A decoder.
    public override init() { super.init() }

    /// The objects `data` holds: a feature collection's features, a feature, or a geometry's
    /// shapes. Throws `MKError(.decodingFailed)` when the data is not JSON or not GeoJSON
    /// (a missing or unknown `type`, coordinates that are not positions, and so on).
    open func decode(_ data: Data) throws -> [any MKGeoJSONObject] {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw MKError(.decodingFailed)
        }
        return try GeoJSONReader.objects(in: GeoJSONReader.dictionary(root))
    }
}

/// The reading of parsed GeoJSON into MapKit's objects; every malformed part throws
/// `MKError(.decodingFailed)`.
enum GeoJSONReader {
    private static var failure: MKError { MKError(.decodingFailed) }

    /// The top-level object's contents.
    static func objects(in object: [String: Any]) throws -> [any MKGeoJSONObject] {
        switch try kind(of: object) {
        case "FeatureCollection":
            guard let features = object["features"] as? [Any] else { throw failure }
            return try features.map { try feature(dictionary($0)) }
        case "Feature":
            return [try feature(object)]
        default:
            return try shapes(object)
        }
    }

    /// A `Feature`: its geometry's shapes, its `id` as a string, its properties as JSON data.
    static func feature(_ object: [String: Any]) throws -> MKGeoJSONFeature {
        guard try kind(of: object) == "Feature" else { throw failure }
        let geometry: [any MKShape & MKGeoJSONObject]
        switch object["geometry"] {
        case nil, is NSNull: geometry = []
        case let value?: geometry = try shapes(dictionary(value))
        }
        let properties: Data?
        switch object["properties"] {
        case nil, is NSNull: properties = nil
        case let value?:
            guard value is [String: Any] else { throw failure }
            properties = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
        }
        return MKGeoJSONFeature(identifier: identifier(object["id"]), properties: properties, geometry: geometry)
    }

    /// A geometry's shapes (one, or a collection's).
    static func shapes(_ geometry: [String: Any]) throws -> [any MKShape & MKGeoJSONObject] {
        let geometryType = try kind(of: geometry)
        if geometryType == "GeometryCollection" {
            guard let members = geometry["geometries"] as? [Any] else { throw failure }
            return try members.flatMap { try shapes(dictionary($0)) }
        }
        guard let coordinates = geometry["coordinates"] else { throw failure }
        switch geometryType {
        case "Point":
            let point = try position(coordinates)
            return [MKPointAnnotation(coordinate: point)]
        case "MultiPoint":
            return [MKMultiPoint(mapPoints: try positions(coordinates))]
        case "LineString":
            return [MKPolyline(mapPoints: try positions(coordinates))]
        case "MultiLineString":
            return [MKMultiPolyline(try array(coordinates).map { try MKPolyline(mapPoints: positions($0)) })]
        case "Polygon":
            return [try polygon(coordinates)]
        case "MultiPolygon":
            return [MKMultiPolygon(try array(coordinates).map { try polygon($0) })]
        default:
            throw failure
        }
    }

    /// A polygon from its rings: the first its outline, the others its interior polygons.
    private static func polygon(_ value: Any) throws -> MKPolygon {
        let rings = try array(value).map { try positions($0) }
        guard let outline = rings.first else { throw failure }
        let holes = rings.dropFirst().map { MKPolygon(mapPoints: $0) }
        return MKPolygon(mapPoints: outline, interiorPolygons: holes.isEmpty ? nil : holes)
    }

    /// The map points of an array of positions.
    private static func positions(_ value: Any) throws -> [MKMapPoint] { try array(value).map { try MKMapPoint(position($0)) } }

    /// The coordinate of a position: longitude, latitude, then an altitude that is ignored.
    private static func position(_ value: Any) throws -> CLLocationCoordinate2D {
        let numbers = try array(value).map(number)
        guard numbers.count >= 2, numbers[0].isFinite, numbers[1].isFinite else { throw failure }
        return CLLocationCoordinate2D(latitude: numbers[1], longitude: numbers[0])
    }

    /// A feature's `id` written as a string (`nil` when absent or neither a string nor a number).
    private static func identifier(_ value: Any?) -> String? {
        if let string = value as? String { return string }
        guard let value, !(value is NSNull), let number = try? number(value) else { return nil }
        return number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }

    private static func kind(of object: [String: Any]) throws -> String {
        guard let type = object["type"] as? String else { throw failure }
        return type
    }

    static func dictionary(_ value: Any) throws -> [String: Any] {
        guard let object = value as? [String: Any] else { throw failure }
        return object
    }

    private static func array(_ value: Any) throws -> [Any] {
        guard let array = value as? [Any] else { throw failure }
        return array
    }

    private static func number(_ value: Any) throws -> Double {
        switch value {
        case let double as Double: return double
        case let integer as Int: return Double(integer)
        case let number as NSNumber: return number.doubleValue
        default: throw failure
        }
    }
}
