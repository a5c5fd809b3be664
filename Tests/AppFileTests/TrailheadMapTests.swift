import Testing
import BackplateTestSupport
import Foundation
import Backplate
import BackplateSnapshotTesting
import MapKit
@testable import AppFiles

/// `TrailheadMapFile.swift`: MapKit for SwiftUI on the 393 × 852 iPhone canvas. Positions are
/// checked against Web Mercator computed here by hand from the region: the map shows the
/// whole region, centred, at the scale of its tighter side.
@MainActor @Suite(.backplateLook(.iOS18), .tags(.appFiles, .pixels)) struct TrailheadMapTests {
    @Test func detailMapDrawsItsContentAtTheProjectedPlaces() throws {
        let drawn = phoneTexts(TrailDetailView())
        let names = drawn.map(\.0)
        #expect(names.contains("Mist Trail") && names.contains("Trailhead"), "\(names)")
        // No location in a render: the model's delegate is never called.
        #expect(names.contains("Location unavailable"))
        // The map card: 16-point padding, 240 high, below the inline bar (59 + 44).
        let title = try #require(frame(drawn, "Mist Trail"))
        let mapTop = 59.0 + 44 + 16, mapBottom = mapTop + 240
        #expect(abs(title.minY - (mapBottom + 16)) < 1, "\(title)")
        // The region is centred on the trailhead, so the marker's tail tip is the card's centre
        // (393 / 2, top + 120) and its title hangs 2 points below.
        let centre = CGPoint(x: 196.5, y: mapTop + 120)
        let markerTitle = try #require(frame(drawn, "Trailhead"))
        #expect(abs(markerTitle.midX - centre.x) < 0.5 && abs(markerTitle.minY - (centre.y + 2)) < 0.5, "\(markerTitle)")
        let images = try renderPhoneLightAndDark(TrailDetailView(), name: "TrailDetail")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // The balloon (30 points across, centre 21 above the tip) is the green tint.
            let green = dark ? [48, 209, 88] : [52, 199, 89]
            #expect(close(at(image, centre.x, centre.y - 21 + 11), green, 6), "\(dark) \(at(image, centre.x, centre.y - 10))")
            // Land colour away from the content (estimated standard-style colours).
            #expect(close(at(image, 40, mapTop + 20), dark ? [44, 45, 48] : [246, 244, 239], 3), "\(dark)")
            // The route's last point, east-south-east of the trailhead, is drawn orange.
            let end = TrailheadMapTests.project(latitude: 37.7270, longitude: -119.5440, centre: (37.7325, -119.5575),
                                                latitudeDelta: 0.02, longitudeDelta: 0.02, size: CGSize(width: 361, height: 240))
            let onRoute = at(image, 16 + end.x - 2, mapTop + end.y - 1)
            #expect(onRoute[0] > 200 && onRoute[2] < 120, "\(dark) orange route at \(end): \(onRoute)")
        }
    }

    @Test func iOS14MapPlacesItsPins() throws {
        let images = try renderPhoneLightAndDark(TrailheadsMapView(), name: "Trailheads")
        // 8 km by 8 km around (37.74, −119.57), fitted to the full 393 × 852 screen (the map
        // ignores the safe area): the width is the tighter side.
        let latitudeDelta = 8000 / (2 * Double.pi * 6_378_137 / 360)
        let longitudeDelta = latitudeDelta / cos(37.74 * .pi / 180)
        let pin = Self.project(latitude: 37.7369, longitude: -119.6028, centre: (37.74, -119.57), latitudeDelta: latitudeDelta,
                               longitudeDelta: longitudeDelta, size: CGSize(width: 393, height: 852))
        let purple = [175, 82, 222]
        #expect(close(at(images.light, pin.x, pin.y - 10), purple, 6), "\(pin) \(at(images.light, pin.x, pin.y - 10))")
        let westOfCentre: CGFloat = 196.5 - 100
        #expect(pin.x < westOfCentre, "the Four Mile trailhead is west of the centre: \(pin)")
    }

    @Test func customLabelsAreDrawnAsTitles() throws {
        let camp = CLLocationCoordinate2D(latitude: 37.74, longitude: -119.57)
        let map = Map(initialPosition: .region(MKCoordinateRegion(center: camp, latitudinalMeters: 1000, longitudinalMeters: 1000))) {
            Marker(coordinate: camp) { Text("Camp") }
            Annotation(coordinate: camp, anchor: .bottom) { Circle().frame(width: 10, height: 10) } label: { Text("Tent") }
        }
        .frame(width: 300, height: 300)
        let drawn = phoneTexts(map)
        let marker = try #require(frame(drawn, "Camp"), "\(drawn)")
        let tent = try #require(frame(drawn, "Tent"), "\(drawn)")
        // Both sit on the coordinate, the map's centre (the phone canvas centres the 300-point map).
        #expect(abs(marker.midX - 196.5) < 1 && abs(tent.midX - 196.5) < 1, "\(marker) \(tent)")
        // The marker title hangs 2 points below the tip; the annotation title 16 below its anchor.
        #expect(tent.minY > marker.minY, "\(marker) \(tent)")
    }

    @Test func coordinatesAndDistances() {
        // Two points 0.0604° of longitude apart at 37.75° N: 0.0604 × 111,195 m × cos 37.75° ≈ 5,312 m.
        let valley = CLLocation(latitude: 37.7456, longitude: -119.5936)
        let halfDome = CLLocation(latitude: 37.7459, longitude: -119.5332)
        let metres = valley.distance(from: halfDome)
        #expect(abs(metres - 5_312) < 30, "\(metres)")
        #expect(CLLocationCoordinate2DIsValid(.mistTrailhead))
        #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 91, longitude: 0)))
        let region = MKCoordinateRegion(center: .mistTrailhead, latitudinalMeters: 1000, longitudinalMeters: 1000)
        #expect(abs(region.span.latitudeDelta - 1000 / 111_319.49) < 1e-6)
        #expect(abs(region.span.longitudeDelta - region.span.latitudeDelta / cos(37.7325 * .pi / 180)) < 1e-6)
        #expect(TrailLocationModel().status == .notDetermined && CLLocationManager().location == nil)
    }

    /// Web Mercator by hand: the view point of a coordinate in a map of `size` showing the region.
    static func project(latitude: Double, longitude: Double, centre: (Double, Double), latitudeDelta: Double,
                        longitudeDelta: Double, size: CGSize) -> CGPoint {
        func y(_ lat: Double) -> Double { let r = lat * .pi / 180; return (1 - log(tan(r) + 1 / cos(r)) / .pi) / 2 }
        let worldWidth = longitudeDelta / 360
        let worldHeight = y(centre.0 - latitudeDelta / 2) - y(centre.0 + latitudeDelta / 2)
        let scale = min(size.width / worldWidth, size.height / worldHeight)
        return CGPoint(x: size.width / 2 + (longitude - centre.1) / 360 * scale,
                       y: size.height / 2 + (y(latitude) - y(centre.0)) * scale)
    }
}
