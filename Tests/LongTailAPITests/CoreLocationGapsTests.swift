import Testing
import Foundation
import CoreLocation

/// Core Location names the unseen30 batch's apps use: the invalid coordinate an indoor map's
/// model starts from, a location's floor, and a placemark's points of interest.
@Suite struct CoreLocationGapsTests {
    @Test func theInvalidCoordinateIsMinus180BothWaysAndInvalid() {
        let invalid = kCLLocationCoordinate2DInvalid
        #expect(invalid.latitude == -180 && invalid.longitude == -180)
        #expect(!CLLocationCoordinate2DIsValid(invalid))
        #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.009)))
    }

    @Test func aLocationWithoutIndoorPositioningHasNoFloor() {
        let location = CLLocation(latitude: 37.3349, longitude: -122.009)
        #expect(location.floor?.level == nil)
        let ground = CLFloor()
        #expect(ground.level == 0 && (ground.copy() as? CLFloor)?.level == 0)
    }

    @Test func aPlacemarkKeepsItsAreasOfInterest() {
        let park = CLPlacemark(location: CLLocation(latitude: 37.3349, longitude: -122.009), name: "Apple Park",
                               locality: "Cupertino", areasOfInterest: ["Apple Park"])
        let expected: [String] = ["Apple Park"]
        #expect(park.areasOfInterest == expected && CLPlacemark(placemark: park).areasOfInterest == expected)
        #expect(CLPlacemark().areasOfInterest == nil)
    }
}
