import Foundation
import Testing
import CoreLocation
import AVFoundation
import EventKit
import UIKit
import StoreKit
import Security

/// `PrayerTimesClientFile.swift` (issue 29): CLGeocoder and CLPlacemark, iOS 26's Bluetooth
/// audio options, `EKEvent.hasAttendees`, `CACurrentMediaTime()`.
@MainActor
@Suite struct PrayerTimesClientTests {
    @Test func aReverseGeocodeFailsAsOfflineAndTheAppShowsIt() async {
        let lookup = PrayerCityLookup()
        await lookup.lookUp(CLLocation(latitude: 21.4225, longitude: 39.8262))
        #expect(lookup.failure == "Offline" && lookup.cityName == "Locating…")
    }

    @Test func theCompletionFormReportsTheNetworkErrorLater() async {
        let geocoder = CLGeocoder()
        let error: CLError? = await withCheckedContinuation { done in
            geocoder.geocodeAddressString("1 Infinite Loop") { placemarks, error in
                done.resume(returning: placemarks == nil ? error as? CLError : nil)
            }
            #expect(geocoder.isGeocoding)
        }
        #expect(error?.code == .network && !geocoder.isGeocoding)
        let canceled: CLError? = await withCheckedContinuation { done in
            geocoder.reverseGeocodeLocation(CLLocation(latitude: 0, longitude: 0)) { _, error in done.resume(returning: error as? CLError) }
            geocoder.cancelGeocode()
        }
        #expect(canceled?.code == .geocodeCanceled)
        let placemark = CLPlacemark(name: "Apple Park", locality: "Cupertino", isoCountryCode: "US")
        #expect(CLPlacemark(placemark: placemark).locality == "Cupertino")
    }

    @Test func audioOptionsCalendarAndTimingCompile() throws {
        // iOS 26 renamed allowBluetooth to allowBluetoothHFP (the same bit); A2DP is 0x20.
        #expect(AVAudioSession.CategoryOptions.allowBluetoothHFP == .allowBluetooth)
        #expect(AdhanAudio.options.rawValue == 2 | 4 | 32)
        try AdhanAudio.prepare()
        let event = EKEvent(eventStore: EKEventStore())
        #expect(PrayerTiming.isPrivate(event))
        event.notes = "Bring a mat"
        #expect(!PrayerTiming.isPrivate(event))
        let elapsed = PrayerTiming.measure { Thread.sleep(forTimeInterval: 0.01) }
        #expect(elapsed >= 0.009 && elapsed < 5)
    }
}

/// Planzo's UIKit and StoreKit leftovers (unseen27): view tags, the navigation controller's pop
/// recognizer, `noErr`, the subscriptions sheet.
@MainActor
@Suite struct PlanzoUIKitLeftoversTests {
    @Test func tagsFindViewsAndTheRestCompiles() async throws {
        let root = UIView(), child = UIView(), grandchild = UIView()
        root.addSubview(child)
        child.addSubview(grandchild)
        grandchild.tag = 42
        #expect(root.viewWithTag(42) === grandchild && root.viewWithTag(7) == nil && root.viewWithTag(0) === root)
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.interactivePopGestureRecognizer?.isEnabled = false
        #expect(navigation.interactivePopGestureRecognizer?.isEnabled == false)
        #expect(noErr == errSecSuccess && noErr == 0)
        if let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene {
            try await AppStore.showManageSubscriptions(in: scene)
        }
    }
}

/// Planzo's share sheet (unseen27): a hosting controller presented as a sheet with detents.
@MainActor
@Suite struct SheetPresentationTests {
    @Test func aPageSheetKeepsItsDetentsAndGrabber() {
        let hosting = UIViewController()
        let sheet = hosting.sheetPresentationController
        sheet?.detents = [.medium(), .large()]
        sheet?.prefersGrabberVisible = true
        #expect(hosting.sheetPresentationController === sheet)
        #expect(sheet?.detents.map(\.identifier) == [.medium, .large] && sheet?.prefersGrabberVisible == true)
        #expect(sheet?.presentedViewController === hosting)
        hosting.modalPresentationStyle = .fullScreen
        #expect(hosting.sheetPresentationController == nil)
    }
}
