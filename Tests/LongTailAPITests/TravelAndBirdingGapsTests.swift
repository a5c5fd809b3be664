import Testing
import Foundation
import UIKit
import MapKit

/// A travel planner searches cities only (`MKAddressFilter`, iOS 18); a birding app listens
/// for VoiceOver turning on (unseen42's Travel-Planner and Ravens).
@MainActor @Suite struct TravelAndBirdingGapsTests {
    @Test func anAddressFilterIncludesOrExcludesItsKinds() {
        let cities = MKAddressFilter(including: [.locality, .subLocality])
        #expect(cities.includes(.locality) && cities.includes([.locality, .subLocality]))
        #expect(!cities.includes(.country) && !cities.includes([.locality, .postalCode]))
        #expect(cities.excludes(.postalCode) && !cities.excludes(.locality))
        let noPostcodes = MKAddressFilter(excluding: .postalCode)
        #expect(noPostcodes.includes([.country, .locality]) && noPostcodes.excludes(.postalCode) && !noPostcodes.includes(.postalCode))
        #expect(MKAddressFilter.includingAll.includes([.country, .postalCode]) && MKAddressFilter.excludingAll.excludes(.country))
        // MapKit's bits, country first.
        #expect(MKAddressFilter.Options.country.rawValue == 1 && MKAddressFilter.Options.locality.rawValue == 8
                && MKAddressFilter.Options.postalCode.rawValue == 32)
    }

    @Test func aSearchRequestAndACompleterKeepTheirFilters() {
        let request = MKLocalSearch.Request()
        #expect(request.addressFilter == nil && request.pointOfInterestFilter == nil && request.regionPriority == .default)
        request.naturalLanguageQuery = "Kraków"
        request.resultTypes = .address
        request.addressFilter = MKAddressFilter(including: .locality)
        request.pointOfInterestFilter = .excludingAll
        request.regionPriority = .required
        #expect(request.addressFilter?.includes(.locality) == true && request.pointOfInterestFilter?.includes(.cafe) == false)
        #expect(request.regionPriority == .required && request.resultTypes == .address)

        let completer = MKLocalSearchCompleter()
        completer.addressFilter = MKAddressFilter(excluding: .country)
        completer.pointOfInterestFilter = MKPointOfInterestFilter(including: [.park])
        #expect(completer.addressFilter?.excludes(.country) == true && completer.pointOfInterestFilter?.includes(.park) == true)
        #expect(completer.regionPriority == .default)
    }

    @Test func accessibilityStatusNotificationsAreObservableAndSettingsAnswerTheSimulatorsDefaults() {
        #expect(UIAccessibility.voiceOverStatusDidChangeNotification.rawValue == "UIAccessibilityVoiceOverStatusDidChangeNotification")
        #expect(UIAccessibility.reduceMotionStatusDidChangeNotification != UIAccessibility.voiceOverStatusDidChangeNotification)
        // An observer is registered and removed; no setting changes during a render, so it never runs.
        let token = NotificationCenter.default.addObserver(forName: UIAccessibility.voiceOverStatusDidChangeNotification,
                                                           object: nil, queue: nil) { _ in }
        NotificationCenter.default.removeObserver(token)
        #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.shouldDifferentiateWithoutColor && !UIAccessibility.buttonShapesEnabled)
        #expect(UIAccessibility.isShakeToUndoEnabled && UIAccessibility.isVideoAutoplayEnabled)
    }
}
