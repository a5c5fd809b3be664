import Testing
import BackplateTestSupport
import Foundation
import Backplate
import MapKit

/// MapKit's map points, shapes, camera positions, builder and proxy, in Swift 6 mode. Expected
/// values: Web Mercator on MapKit's 2²⁸-point world (a map point's x is (longitude + 180) / 360
/// of it), `MKMetersPerMapPointAtLatitude(0)` = 2π × 6,378,137 / 2²⁸ ≈ 0.149291 m, and a map
/// drawing a marker's balloon in its tint (iOS 26's system colours) with the tail tip on the
/// coordinate.
@MainActor @Suite(.tags(.layout, .pixels)) struct MapKitModuleTests {
    struct Pin: MapContent {
        let at: CLLocationCoordinate2D
        var body: some MapContent { Marker("Pin", coordinate: at).tint(.purple) }
    }

    private let centre = CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522)
    private var region: MKCoordinateRegion {
        MKCoordinateRegion(center: centre, span: MKCoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.001))
    }

    @Test func mapPointsAreWebMercatorOnTheTwoToTheTwentyEighthWorld() {
        let origin = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
        #expect(origin.x == 134_217_728 && abs(origin.y - 134_217_728) < 1e-6)
        #expect(MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 90)).x == 201_326_592)
        let back = MKMapPoint(centre).coordinate
        #expect(abs(back.latitude - centre.latitude) < 1e-9 && abs(back.longitude - centre.longitude) < 1e-9)
        #expect(abs(MKMetersPerMapPointAtLatitude(0) - 0.149291) < 1e-6)
        #expect(abs(MKMetersPerMapPointAtLatitude(60) - 0.149291 / 2) < 1e-6)
        #expect(MKMapRect.world.width == 268_435_456 && MKMapRect.null.isNull)
        // A circle fitting a 1000-point square at the equator: 500 points of 0.149291 m.
        let circle = MKCircle(mapRect: MKMapRect(x: origin.x - 500, y: origin.y - 500, width: 1000, height: 1000))
        #expect(abs(circle.radius - 74.6455) < 1e-3 && abs(circle.coordinate.latitude) < 1e-9)
        let region = MKCoordinateRegion(MKMapRect(x: origin.x - 1000, y: origin.y - 1000, width: 2000, height: 2000))
        #expect(abs(region.span.longitudeDelta - 2000.0 / 268_435_456 * 360) < 1e-12 && abs(region.center.longitude) < 1e-9)
    }

    @Test func polylineLocationsAreFractionsOfItsLength() {
        var coordinates = [CLLocationCoordinate2D(latitude: 0, longitude: 0), CLLocationCoordinate2D(latitude: 0, longitude: 1),
                           CLLocationCoordinate2D(latitude: 0, longitude: 3)]
        let line = MKPolyline(coordinates: &coordinates, count: 3)
        #expect(line.pointCount == 3)
        let locations = line.locations(at: IndexSet([0, 1, 2, 7]))
        #expect(locations.count == 3 && locations[0] == 0 && abs(locations[1] - 1.0 / 3) < 1e-9 && locations[2] == 1)
    }

    @Test func cameraPositionsKeepWhatTheyWereMadeWith() {
        let fallback = MapCameraPosition.region(region)
        let following = MapCameraPosition.userLocation(followsHeading: true, fallback: fallback)
        #expect(following.followsUserHeading && following.fallbackPosition?.region?.center.latitude == centre.latitude)
        let item = MKMapItem(placemark: MKPlacemark(coordinate: centre))
        item.name = "Louvre"
        let itemPosition = MapCameraPosition.item(item, allowsAutomaticPitch: true)
        #expect(itemPosition.item === item && itemPosition.allowsAutomaticPitch && itemPosition.item?.name == "Louvre")
        let rect = MKMapRect(x: 1, y: 2, width: 3, height: 4)
        #expect(MapCameraPosition.rect(rect).rect == rect && MapCameraPosition.rect(rect).region == nil)
        let camera = MapCamera(MKMapCamera(lookingAtCenter: centre, fromDistance: 900, pitch: 30, heading: 90))
        #expect(camera.distance == 900 && camera.pitch == 30 && camera.heading == 90)
    }

    private func image<V: View>(_ view: V) throws -> RenderedImage {
        try renderImage(view.frame(width: 200, height: 200))
    }

    @Test func builderBranchesAndCustomContentInsideAnIfAreDrawn() throws {
        // The marker's tail tip is the centre (100, 100); its 30-point balloon's centre is 21
        // points above. iOS 26's purple is (203, 48, 224) in the light scheme.
        func map(_ show: Bool) -> some View {
            Map(initialPosition: .region(region)) {
                if show {
                    Pin(at: centre)
                }
            }
        }
        let shown = try image(map(true))
        #expect(close(shown.pixel(x: 89, y: 79), [203, 48, 224], 6), "\(rgba(shown, 89, 79))")
        let hidden = try image(map(false))
        #expect(close(hidden.pixel(x: 89, y: 79), [246, 244, 239], 3), "\(rgba(hidden, 89, 79))")
        func either(_ circle: Bool) -> some View {
            Map(initialPosition: .region(region)) {
                if circle { MapCircle(center: centre, radius: 10) } else { Pin(at: centre) }
            }
        }
        #expect(close(try image(either(false)).pixel(x: 89, y: 79), [203, 48, 224], 6))
        #expect(!close(try image(either(true)).pixel(x: 89, y: 79), [203, 48, 224], 6))
    }

    @Test func aProxyCameraFramesTheRegionTheMapWouldShow() throws {
        let north = CLLocationCoordinate2D(latitude: centre.latitude + 0.003, longitude: centre.longitude)
        let byRegion = try image(Map(initialPosition: .region(region)) { Marker("N", coordinate: north) })
        let byCamera = try image(MapReader { proxy in
            Map(initialPosition: .camera(proxy.camera(framing: region))) { Marker("N", coordinate: north) }
        })
        // The same projection: the red balloon is at the same place (0.3 of the 200-point height
        // above the centre: y = 100 − 60 − 21).
        #expect(close(byRegion.pixel(x: 89, y: 19), [255, 56, 60], 6), "\(rgba(byRegion, 89, 19))")
        #expect(close(byCamera.pixel(x: 89, y: 19), [255, 56, 60], 6), "\(rgba(byCamera, 89, 19))")
    }

    @Test func shapeAndRouteInitializersDrawTheSameOverlays() throws {
        var coordinates = [CLLocationCoordinate2D(latitude: 48.853, longitude: 2.3522), CLLocationCoordinate2D(latitude: 48.86, longitude: 2.3522)]
        let polyline = MKPolyline(coordinates: &coordinates, count: 2)
        let a = try image(Map(initialPosition: .region(region)) { MapPolyline(coordinates: coordinates).stroke(.orange, lineWidth: 4) })
        let b = try image(Map(initialPosition: .region(region)) { MapPolyline(polyline).stroke(.orange, lineWidth: 4) })
        let c = try image(Map(initialPosition: .region(region)) { MapPolyline(points: coordinates.map(MKMapPoint.init)).stroke(.orange, lineWidth: 4) })
        #expect(samePixels(a.rgba, b.rgba) && samePixels(a.rgba, c.rgba))
        // The line runs north through the centre: orange on it, land beside it.
        #expect(close(a.pixel(x: 100, y: 120), [255, 141, 40], 6), "\(rgba(a, 100, 120))")
        #expect(close(a.pixel(x: 120, y: 120), [246, 244, 239], 3))
    }

    @Test func contentThatARenderCannotShowIsNotDrawn() throws {
        let empty = try image(Map(initialPosition: .region(region)))
        let user = try image(Map(initialPosition: .region(region)) { UserAnnotation() })
        #expect(samePixels(empty.rgba, user.rgba))
        let preview = ImageRenderer(content: LookAroundPreview(initialScene: nil).frame(width: 300, height: 200))
        #expect(preview.layout().size == CGSize(width: 300, height: 200))
        #expect(RuntimeWarning.emitted.contains { $0.contains("LookAroundPreview") })
    }

    @Test func searchesReachNoServer() async throws {
        let search = MKLocalSearch(request: MKLocalSearch.Request(naturalLanguageQuery: "coffee"))
        #expect(search.request.naturalLanguageQuery == "coffee" && search.request.resultTypes == [.address, .pointOfInterest])
        await #expect(throws: MKError(.serverFailure)) { try await search.start() }
        #expect(try await MKLookAroundSceneRequest(coordinate: centre).scene == nil)
        let categories: PointOfInterestCategories = [.cafe, .bakery]
        _ = MapStyle.standard(emphasis: .muted, pointsOfInterest: categories)
    }

    @Test func directionsReachNoServerAndARouteMadeInCodeDraws() async throws {
        // PaCha (unseen28) asks for driving directions to a parking lot and draws the route.
        let request = MKDirections.Request()
        #expect(request.transportType == .any && request.source == nil && !request.requestsAlternateRoutes)
        request.source = MKMapItem(placemark: MKPlacemark(coordinate: centre))
        request.destination = MKMapItem()
        request.transportType = .automobile
        let directions = MKDirections(request: request)
        #expect(directions.request.transportType == .automobile && directions.request.destination?.placemark.coordinate.latitude == 0)
        await #expect(throws: MKError(.serverFailure)) { try await directions.calculate() }
        await #expect(throws: MKError(.serverFailure)) { try await directions.calculateETA() }
        #expect(!directions.isCalculating && !CLLocationManager.headingAvailable() && CLLocationManager().heading == nil)
        var coordinates = [CLLocationCoordinate2D(latitude: 48.853, longitude: 2.3522), CLLocationCoordinate2D(latitude: 48.86, longitude: 2.3522)]
        let route = MKRoute()
        route.polyline = MKPolyline(coordinates: &coordinates, count: 2)
        let step = MKRoute.Step()
        step.instructions = "Head north"
        route.steps = [step]
        let a = try image(Map(initialPosition: .region(region)) { MapPolyline(route).stroke(.orange, lineWidth: 4) })
        let b = try image(Map(initialPosition: .region(region)) { MapPolyline(coordinates: coordinates).stroke(.orange, lineWidth: 4) })
        #expect(samePixels(a.rgba, b.rgba) && route.steps.first?.instructions == "Head north")
        #expect(close(a.pixel(x: 100, y: 120), [255, 141, 40], 6))
        // An overlay's coordinate is its bounding rectangle's middle (in map points: Mercator).
        let middle = route.polyline.coordinate
        #expect(abs(middle.longitude - 2.3522) < 1e-9 && middle.latitude > 48.8565 && middle.latitude < 48.8566)
        #expect(MKPlacemark(coordinate: centre, addressDictionary: ["Name": "Lot A"]).title == "Lot A")
    }

    /// `MapCameraPosition` and `MapCamera` are `Equatable` on iOS, so `onChange(of:)` accepts
    /// them, optional or not (unseen30's indoor map watched `viewModel?.mapCameraPosition`, and
    /// without the conformance its body timed out in the type checker).
    @Test func cameraPositionsAreEquatableAndWatchable() {
        let camera = MapCamera(centerCoordinate: centre, distance: 250, heading: -23)
        #expect(MapCameraPosition.camera(camera) == .camera(camera))
        #expect(MapCameraPosition.camera(camera) != .camera(MapCamera(centerCoordinate: centre, distance: 300)))
        #expect(MapCameraPosition.region(region) == .region(region))
        #expect(MapCameraPosition.automatic != .region(region))
        #expect(MapCameraPosition.userLocation(fallback: .automatic) == .userLocation(fallback: .automatic))
        #expect(MapCameraPosition.userLocation(followsHeading: true, fallback: .automatic) != .userLocation(fallback: .automatic))
        struct Watcher: View {
            @State var position: MapCameraPosition? = .automatic
            @State var moves = 0
            let target: MapCameraPosition
            var body: some View {
                Color.clear.frame(width: CGFloat(10 + moves), height: 10)
                    .onAppear { position = target }
                    .onChange(of: position) { _, _ in moves += 1 }
            }
        }
        func width(moving to: MapCameraPosition) -> CGFloat {
            let renderer = ImageRenderer(content: Watcher(target: to))
            renderer.hostedPasses = 4
            return renderer.layout().size.width
        }
        #expect(width(moving: .region(region)) == 11)
        #expect(width(moving: .automatic) == 10)
    }
}
