import Testing
import Foundation
import CoreLocation
import MapKit
import UIKit

// A workout's route drawn as coloured segments, written as unseen40's Nutrivance draws it: an
// `MKPolyline` subclass carrying its colour, coloured by each location's speed.

private final class ColoredPolyline: MKPolyline {
    var color: UIColor = .systemBlue
}

@MainActor @Suite struct WorkoutRouteMapTests {
    @Test func locationsKeepSpeedAndCourseAndUnknownIsNegative() {
        let here = CLLocationCoordinate2D(latitude: 47.37, longitude: 8.54)
        let moving = CLLocation(coordinate: here, altitude: 408, horizontalAccuracy: 5, verticalAccuracy: 3,
                                course: 90, speed: 3.2, timestamp: Date(timeIntervalSince1970: 0))
        #expect(moving.speed == 3.2 && moving.course == 90 && moving.speedAccuracy == -1 && moving.courseAccuracy == -1)
        #expect(CLLocation(latitude: 47.37, longitude: 8.54).speed < 0)
        let manager = CLLocationManager()
        manager.activityType = .fitness
        manager.pausesLocationUpdatesAutomatically = false
        #expect(manager.activityType.rawValue == 3 && !manager.pausesLocationUpdatesAutomatically)
    }

    @Test func aPolylineSubclassInheritsItsInitializers() {
        let coords = [CLLocationCoordinate2D(latitude: 47.37, longitude: 8.54), CLLocationCoordinate2D(latitude: 47.38, longitude: 8.55)]
        let segment = ColoredPolyline(coordinates: coords, count: coords.count)
        segment.color = .systemRed
        #expect(segment.pointCount == 2 && segment.color == .systemRed)
        #expect(abs(segment.coordinate.latitude - 47.375) < 0.001)
    }

    @Test func anIPhoneSceneHasNoSizeRestrictionsAndNoMarkedText() {
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        #expect(scene != nil && scene?.sizeRestrictions == nil)
        #expect(UITextView().markedTextRange == nil)
    }
}
