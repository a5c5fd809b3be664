import Testing
import Foundation
import SwiftUI
import UIKit
import MapKit

/// The classic `MKPinAnnotationView` (deprecated in iOS 16, still in many map screens): a
/// delegate hands one back for each annotation, tinted, and the map draws its head above the
/// point with the needle's tip on it.
@MainActor @Suite struct MapPinGapsTests {
    private struct PinMap: UIViewRepresentable {
        let tint: UIColor?
        let registered: Bool
        func makeCoordinator() -> Coordinator { Coordinator(tint: tint, registered: registered) }
        func makeUIView(context: Context) -> MKMapView {
            let map = MKMapView()
            map.delegate = context.coordinator
            if registered { map.register(MKPinAnnotationView.self, forAnnotationViewWithReuseIdentifier: "pin") }
            let drop = MKPointAnnotation()
            drop.coordinate = CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35)
            map.setRegion(MKCoordinateRegion(center: drop.coordinate, span: MKCoordinateSpan(latitudeDelta: 0.02, longitudeDelta: 0.02)), animated: false)
            map.addAnnotation(drop)
            return map
        }
        func updateUIView(_ map: MKMapView, context: Context) {}
        final class Coordinator: NSObject, MKMapViewDelegate {
            let tint: UIColor?, registered: Bool
            init(tint: UIColor?, registered: Bool) { self.tint = tint; self.registered = registered }
            func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
                let pin = registered ? mapView.dequeueReusableAnnotationView(withIdentifier: "pin", for: annotation)
                    : MKPinAnnotationView(annotation: annotation, reuseIdentifier: "pin")
                if let tint { (pin as? MKPinAnnotationView)?.pinTintColor = tint }
                (pin as? MKPinAnnotationView)?.animatesDrop = true
                return pin
            }
        }
    }

    private func render(_ map: PinMap) throws -> RenderedImage {
        let (image, warnings) = try RuntimeWarning.collecting { () throws -> RenderedImage in
            let renderer = ImageRenderer(content: map.frame(width: 120, height: 120))
            renderer.scale = 1
            return try renderer.render()
        }
        #expect(!warnings.contains { $0.contains("init(coder:)") || $0.contains("MKPinAnnotationView") }, "\(warnings)")
        return image
    }

    @Test func thePinsHeadStandsAboveThePointOnItsNeedle() throws {
        // The needle's tip is on the point (60, 60): the 14-point head centred 23 points above it.
        let magenta = try render(PinMap(tint: UIColor(red: 1, green: 0, blue: 1, alpha: 1), registered: false))
        #expect(magenta.pixel(x: 60, y: 37) == .init(red: 255, green: 0, blue: 255, alpha: 255))
        let needle = magenta.pixel(x: 60, y: 52)
        #expect(needle.red == needle.green && needle.green == needle.blue && needle.red < 200, "\(needle)")
        #expect(magenta.pixel(x: 60, y: 37) != magenta.pixel(x: 60, y: 70))
        // A registered pin class is made as the map makes its marker; red by default.
        let red = try render(PinMap(tint: nil, registered: true)).pixel(x: 60, y: 37)
        #expect(red.red > 200 && red.green < 80 && red.blue < 80, "\(red)")
    }

    @Test func theOldPinColoursSetTheTint() {
        let pin = MKPinAnnotationView(annotation: nil, reuseIdentifier: nil)
        #expect(pin.pinTintColor == MKPinAnnotationView.redPinColor() && !pin.animatesDrop)
        pin.pinColor = .purple
        #expect(pin.pinTintColor == MKPinAnnotationView.purplePinColor() && MKPinAnnotationColor.green.rawValue == 1)
        pin.pinTintColor = nil
        #expect(pin.pinTintColor == MKPinAnnotationView.redPinColor())
    }
}
