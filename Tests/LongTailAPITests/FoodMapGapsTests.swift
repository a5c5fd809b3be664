import Testing
import Foundation
import SwiftUI
import UIKit
@testable import MapKit

/// A restaurant guide (2025) clusters its map pins in an `MKMapView` and shows a UIKit Look
/// Around view; an iOS 26 sampler hides the tab bar from a pushed page (unseen46's OnlyFoods
/// and swift-os26).
@MainActor @Suite struct FoodMapGapsTests {
    final class Pin: NSObject, MKAnnotation {
        let coordinate: CLLocationCoordinate2D
        init(_ latitude: Double, _ longitude: Double) { coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude) }
    }

    @Test func aClusterStandsAmongItsMembers() {
        let cluster = MKClusterAnnotation(memberAnnotations: [Pin(22.30, 114.16), Pin(22.32, 114.18)])
        #expect(cluster.memberAnnotations.count == 2 && cluster.title == nil)
        #expect(abs(cluster.coordinate.latitude - 22.31) < 1e-9 && abs(cluster.coordinate.longitude - 114.17) < 1e-9)
        cluster.title = "2 restaurants"
        let annotation: any MKAnnotation = cluster
        #expect(annotation.title == "2 restaurants" && (annotation as? MKClusterAnnotation) === cluster)
        #expect(MKClusterAnnotation(memberAnnotations: []).coordinate.latitude == 0)
    }

    @Test func aLookAroundControllerDrawsTheEmptyGreyAndWarns() {
        let (controller, warnings) = RuntimeWarning.collecting { () -> MKLookAroundViewController in
            let controller = MKLookAroundViewController(scene: MKLookAroundScene())
            _ = controller.view
            return controller
        }
        #expect(controller.scene != nil && controller.isNavigationEnabled && controller.badgePosition == .topLeading)
        #expect(controller.view.backgroundColor == .tertiarySystemFill)
        #expect(warnings.contains { $0.contains("MKLookAroundViewController") }, "\(warnings)")
    }

    @Test func hidingTheBottomBarIsKept() {
        let page = UIViewController()
        #expect(!page.hidesBottomBarWhenPushed)
        page.hidesBottomBarWhenPushed = true
        #expect(page.hidesBottomBarWhenPushed)
    }
}
