import Testing
import BackplateTestSupport
import Foundation
import Backplate
import MapKit

/// Records what an `MKMapView` asked its delegate for, across the maps a render makes.
@MainActor private final class MapDelegateLog {
    var viewsAskedFor: [String] = []
    var renderersAskedFor: [String] = []
    var viewsAdded = 0
    var lastMap: MKMapView?
}

/// A SwiftUI view wrapping a UIKit map, as apps write it: the map made in `makeUIView`, its
/// delegate the coordinator, annotations and overlays added in `updateUIView`.
private struct TransitMap: UIViewRepresentable {
    let region: MKCoordinateRegion
    let annotations: [MKPointAnnotation]
    let overlays: [any MKOverlay]
    let log: MapDelegateLog

    func makeCoordinator() -> Coordinator { Coordinator(log: log) }

    func makeUIView(context: Context) -> MKMapView {
        let mapView = MKMapView(frame: .zero)
        mapView.delegate = context.coordinator
        mapView.showsCompass = false
        mapView.pointOfInterestFilter = .excludingAll
        mapView.setRegion(region, animated: false)
        log.lastMap = mapView
        return mapView
    }

    func updateUIView(_ mapView: MKMapView, context: Context) {
        mapView.removeAnnotations(mapView.annotations)
        mapView.addAnnotations(annotations)
        mapView.removeOverlays(mapView.overlays)
        mapView.addOverlays(overlays)
    }

    final class Coordinator: NSObject, MKMapViewDelegate {
        let log: MapDelegateLog
        init(log: MapDelegateLog) { self.log = log }

        func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
            log.viewsAskedFor.append((annotation.title ?? nil) ?? "")
            guard annotation.title == "Stop" else { return nil }
            let view = (mapView.dequeueReusableAnnotationView(withIdentifier: "stop") as? MKMarkerAnnotationView)
                ?? MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: "stop")
            view.markerTintColor = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)
            view.glyphImage = UIImage(systemName: "bus.fill")
            view.displayPriority = .required
            return view
        }

        func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) { log.viewsAdded += views.count }

        func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer {
            if let polyline = overlay as? MKPolyline {
                log.renderersAskedFor.append("polyline")
                let renderer = MKPolylineRenderer(polyline: polyline)
                renderer.strokeColor = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
                renderer.lineWidth = 6
                return renderer
            }
            if let circle = overlay as? MKCircle {
                log.renderersAskedFor.append("circle")
                let renderer = MKCircleRenderer(circle: circle)
                renderer.fillColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
                return renderer
            }
            return MKOverlayRenderer(overlay: overlay)
        }
    }
}

/// `MKMapView` in a `UIViewRepresentable`, drawn as `Map` draws: the land colour (246, 244, 239),
/// overlays through the delegate's renderers, then annotation views at their coordinates. The
/// expected points come from Web Mercator written out here: x = (λ + 180) / 360 and
/// y = (1 − asinh(tan φ) / π) / 2 of the world, the region's span fitted whole and centred.
@MainActor @Suite(.tags(.layout, .pixels)) struct MKMapViewTests {
    private let centre = CLLocationCoordinate2D(latitude: -23.5505, longitude: -46.6333)
    private var region: MKCoordinateRegion {
        MKCoordinateRegion(center: centre, span: MKCoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.01))
    }
    private let side = 200.0

    private func mercator(_ c: CLLocationCoordinate2D) -> (x: Double, y: Double) {
        ((c.longitude + 180) / 360, (1 - asinh(tan(c.latitude * .pi / 180)) / .pi) / 2)
    }

    /// The view point of `c` in a `side`-point square showing `region` whole.
    private func expectedPoint(_ c: CLLocationCoordinate2D) -> (x: Double, y: Double) {
        let middle = mercator(centre), point = mercator(c)
        let north = mercator(CLLocationCoordinate2D(latitude: centre.latitude + 0.005, longitude: centre.longitude))
        let south = mercator(CLLocationCoordinate2D(latitude: centre.latitude - 0.005, longitude: centre.longitude))
        let scale = min(side / (0.01 / 360), side / (south.y - north.y))
        return (side / 2 + (point.x - middle.x) * scale, side / 2 + (point.y - middle.y) * scale)
    }

    private func offset(_ dLat: Double, _ dLon: Double) -> CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: centre.latitude + dLat, longitude: centre.longitude + dLon)
    }

    @Test func overlaysAndAnnotationViewsAreDrawnAtTheirProjectedCoordinates() throws {
        let stop = MKPointAnnotation(coordinate: offset(0.002, -0.003), title: "Stop", subtitle: nil)
        let station = MKPointAnnotation(coordinate: offset(-0.002, 0.003), title: "Station", subtitle: nil)
        var line = [offset(-0.004, -0.006), offset(-0.004, 0.006)]
        let polyline = MKPolyline(coordinates: &line, count: line.count)
        let circle = MKCircle(center: offset(0.003, 0.004), radius: 100)
        let log = MapDelegateLog()
        let map = TransitMap(region: region, annotations: [stop, station], overlays: [polyline, circle], log: log)
        let image = try renderImage(map.frame(width: side, height: side))

        // The delegate gave a view for each annotation and a renderer for each overlay.
        let viewsAsked: Set<String> = Set(log.viewsAskedFor), renderersAsked: Set<String> = Set(log.renderersAskedFor)
        #expect(viewsAsked == ["Stop", "Station"])
        #expect(renderersAsked == ["polyline", "circle"])
        #expect(log.viewsAdded >= 2)
        let lastMap = try #require(log.lastMap)
        #expect(lastMap.view(for: stop)?.reuseIdentifier == "stop")
        #expect(lastMap.view(for: station) is MKMarkerAnnotationView)
        #expect(lastMap.renderer(for: polyline) is MKPolylineRenderer)

        // Land where nothing is drawn.
        #expect(close(image.pixel(x: 5, y: 5), [246, 244, 239], 3), "\(rgba(image, 5, 5))")
        // The line: 6 points of (128, 0, 128) along its latitude, land 10 points above it.
        let lineY = expectedPoint(line[0]).y
        #expect(close(image.pixel(x: 100, y: Int(lineY)), [128, 0, 128], 6), "\(rgba(image, 100, Int(lineY)))")
        #expect(close(image.pixel(x: 100, y: Int(lineY - 10)), [246, 244, 239], 3), "\(rgba(image, 100, Int(lineY - 10)))")
        // The circle (100 m, about 18 points) filled blue at its centre.
        let circleCentre = expectedPoint(circle.coordinate)
        #expect(close(image.pixel(x: Int(circleCentre.x), y: Int(circleCentre.y)), [0, 0, 255], 6))
        // Each marker's balloon has its tail tip on the coordinate: 11 points left of and 21
        // above the tip is inside the balloon, left of the glyph (as `Marker` in `Map`).
        let stopTip = expectedPoint(stop.coordinate), stationTip = expectedPoint(station.coordinate)
        let stopX = Int(stopTip.x - 11), stopY = Int(stopTip.y - 21)
        #expect(close(image.pixel(x: stopX, y: stopY), [0, 128, 0], 6), "\(rgba(image, stopX, stopY))")
        // The delegate returned nil for the station: the default marker, iOS 26's red.
        let stationX = Int(stationTip.x - 11), stationY = Int(stationTip.y - 21)
        #expect(close(image.pixel(x: stationX, y: stationY), [255, 56, 60], 6), "\(rgba(image, stationX, stationY))")
        // Below a tip, past the title, is land again: the balloon is above the coordinate.
        #expect(close(image.pixel(x: Int(stopTip.x - 11), y: Int(stopTip.y + 24)), [246, 244, 239], 3))
        #expect(RuntimeWarning.emitted.contains { $0.hasPrefix("MKMapView: Backplate has no map data") })
    }

    @Test func theRegionIsFittedWholeAndConvertsBothWays() {
        let mapView = MKMapView(frame: CGRect(x: 0, y: 0, width: side, height: side))
        mapView.setRegion(region, animated: false)
        let target = offset(0.002, -0.003)
        let point = mapView.convert(target, toPointTo: mapView), expected = expectedPoint(target)
        #expect(abs(point.x - expected.x) < 1e-6 && abs(point.y - expected.y) < 1e-6)
        let back = mapView.convert(point, toCoordinateFrom: mapView)
        #expect(abs(back.latitude - target.latitude) < 1e-9 && abs(back.longitude - target.longitude) < 1e-9)
        // A square view shows the region's 0.01° of latitude whole and more longitude beside it
        // (a degree of longitude is shorter than one of latitude's Mercator height here).
        let shown = mapView.region
        #expect(abs(shown.span.latitudeDelta - 0.01) < 1e-7 && shown.span.longitudeDelta > 0.0105)
        #expect(abs(shown.center.latitude - centre.latitude) < 1e-9 && abs(shown.center.longitude - centre.longitude) < 1e-9)
    }

    @Test func dequeuingARegisteredIdentifierMakesItsClassAndReusesRemovedViews() {
        let mapView = MKMapView(frame: CGRect(x: 0, y: 0, width: side, height: side))
        mapView.register(MKMarkerAnnotationView.self, forAnnotationViewWithReuseIdentifier: "pin")
        let annotation = MKPointAnnotation(coordinate: centre)
        let made = mapView.dequeueReusableAnnotationView(withIdentifier: "pin", for: annotation)
        #expect(made is MKMarkerAnnotationView && made.annotation === annotation && made.reuseIdentifier == "pin")
        #expect(mapView.dequeueReusableAnnotationView(withIdentifier: "pin") == nil)
        let overlay = MKCircle(center: centre, radius: 10)
        mapView.addOverlay(overlay, level: .aboveRoads)
        mapView.addOverlay(MKCircle(center: centre, radius: 20))
        #expect(mapView.overlays(in: .aboveRoads).count == 1 && mapView.overlays.count == 2 && mapView.overlays.first === overlay)
    }
}
