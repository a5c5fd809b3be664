import Testing
import BackplateTestSupport
import Foundation
import Backplate
import MapKit

/// A hand-written RFC 7946 feature collection, as an IMDF archive's files are: a room with a
/// hole, a unit made of two squares, a path with an altitude, and a kiosk point.
private let featureCollection = #"""
{"type": "FeatureCollection", "features": [
  {"type": "Feature", "id": "room-1",
   "properties": {"category": "room", "name": {"en": "Hall"}, "level": 2, "open": true},
   "geometry": {"type": "Polygon", "coordinates": [
     [[2.000, 48.000], [2.004, 48.000], [2.004, 48.003], [2.000, 48.003], [2.000, 48.000]],
     [[2.001, 48.001], [2.002, 48.001], [2.002, 48.002], [2.001, 48.002], [2.001, 48.001]]]}},
  {"type": "Feature", "id": 7, "properties": null,
   "geometry": {"type": "MultiPolygon", "coordinates": [
     [[[2.010, 48.010], [2.012, 48.010], [2.012, 48.012], [2.010, 48.012], [2.010, 48.010]]],
     [[[2.020, 48.005], [2.023, 48.005], [2.023, 48.009], [2.020, 48.009], [2.020, 48.005]]]]}},
  {"type": "Feature", "id": "walk", "properties": {},
   "geometry": {"type": "LineString", "coordinates": [[2.000, 48.000], [2.010, 48.010, 35.0], [2.020, 48.000]]}},
  {"type": "Feature", "id": "kiosk", "properties": {"name": "Kiosk", "rank": 3},
   "geometry": {"type": "Point", "coordinates": [2.0025, 48.0015]}}
]}
"""#

/// A room's properties, decoded back from `MKGeoJSONFeature.properties` as apps do.
private struct RoomProperties: Decodable {
    let category: String
    let name: [String: String]
    let level: Int
    let open: Bool
}

/// A kiosk's properties.
private struct KioskProperties: Decodable {
    let name: String
    let rank: Int
}

/// A map showing one multipolygon through the delegate's `MKMultiPolygonRenderer`.
private struct VenueMap: UIViewRepresentable {
    let region: MKCoordinateRegion
    let overlay: MKMultiPolygon

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> MKMapView {
        let mapView = MKMapView(frame: .zero)
        mapView.delegate = context.coordinator
        mapView.setRegion(region, animated: false)
        mapView.addOverlay(overlay)
        return mapView
    }

    func updateUIView(_ mapView: MKMapView, context: Context) {}

    final class Coordinator: NSObject, MKMapViewDelegate {
        func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer {
            guard let multiPolygon = overlay as? MKMultiPolygon else { return MKOverlayRenderer(overlay: overlay) }
            let renderer = MKMultiPolygonRenderer(multiPolygon: multiPolygon)
            renderer.fillColor = UIColor(red: 0, green: 0.5, blue: 1, alpha: 1)
            return renderer
        }
    }
}

/// `MKGeoJSONDecoder` (iOS 13): RFC 7946 geometries become MapKit's shapes (Point →
/// `MKPointAnnotation`, LineString → `MKPolyline`, Polygon → `MKPolygon` with its later rings
/// as `interiorPolygons`, MultiPolygon → `MKMultiPolygon`), features `MKGeoJSONFeature`s whose
/// properties are their JSON. Expected map points are Web Mercator written out here:
/// x = (λ + 180) / 360 and y = (1 − asinh(tan φ) / π) / 2 of the 2²⁸-point world.
@MainActor @Suite(.tags(.layout, .pixels)) struct MKGeoJSONTests {
    private let world = 268_435_456.0

    private func mapPoint(latitude: Double, longitude: Double) -> (x: Double, y: Double) {
        ((longitude + 180) / 360 * world, (1 - asinh(tan(latitude * .pi / 180)) / .pi) / 2 * world)
    }

    private func near(_ a: CLLocationCoordinate2D, _ latitude: Double, _ longitude: Double) -> Bool {
        abs(a.latitude - latitude) < 1e-9 && abs(a.longitude - longitude) < 1e-9
    }

    @Test func aFeatureCollectionDecodesToFeaturesWithShapesAndProperties() throws {
        let objects = try MKGeoJSONDecoder().decode(Data(featureCollection.utf8))
        let features = objects.compactMap { $0 as? MKGeoJSONFeature }
        #expect(objects.count == 4 && features.count == 4)
        let identifiers: [String?] = features.map(\.identifier)
        #expect(identifiers == ["room-1", "7", "walk", "kiosk"])

        // The room: a polygon of the ring's 5 positions, the second ring its one hole.
        let room = try #require(features[0].geometry.first as? MKPolygon)
        #expect(features[0].geometry.count == 1 && room.pointCount == 5)
        var corners = [CLLocationCoordinate2D](repeating: CLLocationCoordinate2D(), count: 2)
        room.getCoordinates(&corners, range: NSRange(location: 1, length: 2))
        #expect(near(corners[0], 48.000, 2.004) && near(corners[1], 48.003, 2.004))
        let hole = try #require(room.interiorPolygons?.first)
        #expect(room.interiorPolygons?.count == 1 && hole.pointCount == 5)
        let holeCorner = mapPoint(latitude: 48.002, longitude: 2.002), stored = hole.points()[2]
        #expect(abs(stored.x - holeCorner.x) < 1e-3 && abs(stored.y - holeCorner.y) < 1e-3)
        let roomProperties = try JSONDecoder().decode(RoomProperties.self, from: try #require(features[0].properties))
        #expect(roomProperties.category == "room" && roomProperties.name == ["en": "Hall"])
        #expect(roomProperties.level == 2 && roomProperties.open)

        // The unit: a multipolygon of two squares, no properties.
        let unit = try #require(features[1].geometry.first as? MKMultiPolygon)
        let pointCounts: [Int] = unit.polygons.map(\.pointCount)
        #expect(pointCounts == [5, 5])
        #expect(features[1].properties == nil)

        // The path: three positions, the altitude ignored; an empty properties object.
        let walk = try #require(features[2].geometry.first as? MKPolyline)
        var path = [CLLocationCoordinate2D](repeating: CLLocationCoordinate2D(), count: 3)
        walk.getCoordinates(&path, range: NSRange(location: 0, length: 3))
        #expect(walk.pointCount == 3 && near(path[1], 48.010, 2.010) && near(path[2], 48.000, 2.020))
        let walkProperties = try JSONSerialization.jsonObject(with: try #require(features[2].properties)) as? [String: Any]
        #expect(walkProperties?.isEmpty == true)

        // The kiosk: a point annotation at the position, its properties decoded back.
        let kiosk = try #require(features[3].geometry.first as? MKPointAnnotation)
        #expect(near(kiosk.coordinate, 48.0015, 2.0025))
        let kioskProperties = try JSONDecoder().decode(KioskProperties.self, from: try #require(features[3].properties))
        #expect(kioskProperties.name == "Kiosk" && kioskProperties.rank == 3)
    }

    @Test func aMultiPolygonIsBoundedByAllItsPolygons() throws {
        let objects = try MKGeoJSONDecoder().decode(Data(featureCollection.utf8))
        let unit = try #require((objects[1] as? MKGeoJSONFeature)?.geometry.first as? MKMultiPolygon)
        // From the first square's north-west corner (48.012°, 2.010°) to the second's
        // south-east corner (48.005°, 2.023°).
        let northWest = mapPoint(latitude: 48.012, longitude: 2.010), southEast = mapPoint(latitude: 48.005, longitude: 2.023)
        let box = unit.boundingMapRect
        #expect(abs(box.minX - northWest.x) < 1e-3 && abs(box.minY - northWest.y) < 1e-3)
        #expect(abs(box.maxX - southEast.x) < 1e-3 && abs(box.maxY - southEast.y) < 1e-3)
        #expect(unit.intersects(box) && !unit.intersects(MKMapRect(x: 0, y: 0, width: 10, height: 10)))
    }

    @Test func malformedGeoJSONThrowsDecodingFailed() {
        let documents: [String] = [
            "not json",
            #"[1, 2]"#,
            #"{"coordinates": [2.0, 48.0]}"#,
            #"{"type": "Circle", "coordinates": [2.0, 48.0]}"#,
            #"{"type": "Point", "coordinates": [2.0]}"#,
            #"{"type": "LineString", "coordinates": [[2.0, 48.0], ["east", 48.1]]}"#,
            #"{"type": "FeatureCollection", "features": [{"type": "Feature", "geometry": {"type": "Polygon"}}]}"#,
        ]
        for document in documents {
            #expect(throws: MKError(.decodingFailed), "\(document)") { try MKGeoJSONDecoder().decode(Data(document.utf8)) }
        }
    }

    @Test func anMKMapViewFillsAMultiPolygonThroughItsRenderer() throws {
        let centre = CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522)
        func ring(_ south: Double, _ west: Double, _ north: Double, _ east: Double) -> [CLLocationCoordinate2D] {
            [(south, west), (south, east), (north, east), (north, west)].map {
                CLLocationCoordinate2D(latitude: centre.latitude + $0.0, longitude: centre.longitude + $0.1)
            }
        }
        // A square south-west of the centre with a hole in its middle, and one north-east.
        var outer = ring(-0.004, -0.004, -0.001, -0.001), inner = ring(-0.003, -0.003, -0.002, -0.002)
        var second = ring(0.001, 0.001, 0.004, 0.004)
        let hole = MKPolygon(coordinates: &inner, count: inner.count)
        let shapes = MKMultiPolygon([MKPolygon(coordinates: &outer, count: outer.count, interiorPolygons: [hole]),
                                     MKPolygon(coordinates: &second, count: second.count)])
        let region = MKCoordinateRegion(center: centre, span: MKCoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.01))
        let side = 200.0
        let image = try renderImage(VenueMap(region: region, overlay: shapes).frame(width: side, height: side))

        // The view point of an offset from the centre: the region's 0.01° of latitude fill the
        // square view's height (longitude degrees are the shorter at 48.9°).
        let middle = mapPoint(latitude: centre.latitude, longitude: centre.longitude)
        let north = mapPoint(latitude: centre.latitude + 0.005, longitude: centre.longitude)
        let south = mapPoint(latitude: centre.latitude - 0.005, longitude: centre.longitude)
        let scale = min(side / (0.01 / 360 * world), side / (south.y - north.y))
        func pixel(_ dLat: Double, _ dLon: Double) -> (x: Int, y: Int) {
            let p = mapPoint(latitude: centre.latitude + dLat, longitude: centre.longitude + dLon)
            return (Int(side / 2 + (p.x - middle.x) * scale), Int(side / 2 + (p.y - middle.y) * scale))
        }
        let fill: [Int] = [0, 128, 255], land: [Int] = [246, 244, 239]
        let inFirst = pixel(-0.0035, -0.0035), inSecond = pixel(0.0025, 0.0025)
        let inHole = pixel(-0.0025, -0.0025), between = pixel(0, 0), beyond = pixel(0.0045, -0.0045)
        #expect(close(image.pixel(x: inFirst.x, y: inFirst.y), fill, 6), "\(rgba(image, inFirst.x, inFirst.y))")
        #expect(close(image.pixel(x: inSecond.x, y: inSecond.y), fill, 6), "\(rgba(image, inSecond.x, inSecond.y))")
        // The interior polygon is cut out (even-odd, as MapKit fills): land shows through.
        #expect(close(image.pixel(x: inHole.x, y: inHole.y), land, 3), "\(rgba(image, inHole.x, inHole.y))")
        #expect(close(image.pixel(x: between.x, y: between.y), land, 3), "\(rgba(image, between.x, between.y))")
        #expect(close(image.pixel(x: beyond.x, y: beyond.y), land, 3), "\(rgba(image, beyond.x, beyond.y))")
    }
}
