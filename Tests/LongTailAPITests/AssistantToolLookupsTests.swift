import Testing
import Foundation
import EventKit
import Contacts
import MapKit
import CoreLocation

/// An assistant app's calendar, reminder and contact tools (unseen24's Clarissa): the lookups
/// answer as a fresh simulator does before any access prompt is answered.
@Suite struct AssistantToolLookupsTests {
    /// The pre-iOS 17 request, awaited as iOS 16 code writes it, is `false` like its completion form.
    @Test func theOlderAccessRequestAwaitsFalse() async throws {
        let store = EKEventStore()
        func legacyRequest(_ type: EKEntityType) async throws -> Bool { try await store.requestAccess(to: type) }
        #expect(try await legacyRequest(.event) == false)
        #expect(try await legacyRequest(.reminder) == false)
        #expect(EKEventStore.authorizationStatus(for: .reminder) == .notDetermined)
    }

    /// A reminder looked up by the identifier a list gave is not there without access.
    @Test func calendarItemsByIdentifierAreNotFound() {
        let store = EKEventStore()
        #expect(store.calendarItem(withIdentifier: "A1B2") == nil)
        #expect((store.calendarItem(withIdentifier: "A1B2") as? EKReminder) == nil)
        #expect(store.calendarItems(withExternalIdentifier: "ext-7").isEmpty)
    }

    /// The note key fetches with the other keys; a contact being made keeps the note it is given.
    @Test func theNoteKeyAndProperty() {
        let keys: [CNKeyDescriptor] = [CNContactGivenNameKey as CNKeyDescriptor, CNContactNoteKey as CNKeyDescriptor]
        #expect(keys.count == 2 && CNContactNoteKey == "note")
        let contact = CNMutableContact()
        #expect(contact.note.isEmpty)
        contact.note = "Met at the climbing gym"
        let saved: CNContact = contact
        #expect(saved.note == "Met at the climbing gym")
    }

    /// iOS 26's reverse geocoding reaches no map server in a render; a map item keeps the
    /// address it was made with.
    @Test func reverseGeocodingFailsAsOfflineAndItemsKeepTheirAddress() async throws {
        let park = CLLocation(latitude: 39.0426, longitude: -94.5875)
        let request = try #require(MKReverseGeocodingRequest(location: park))
        #expect(MKReverseGeocodingRequest(location: CLLocation(latitude: 120, longitude: 0)) == nil)
        #expect(!request.isLoading && !request.isCancelled)
        await #expect(throws: MKError.self) { _ = try await request.mapItems }
        request.cancel()
        #expect(request.isCancelled)

        let address = try #require(MKAddress(fullAddress: "4750 Mill Creek Pkwy, Kansas City, MO 64112", shortAddress: "Kansas City, MO"))
        let item = MKMapItem(location: park, address: address)
        #expect(item.address?.shortAddress == "Kansas City, MO" && item.address?.fullAddress.hasPrefix("4750") == true)
        #expect(abs(item.placemark.coordinate.latitude - 39.0426) < 1e-9)
        #expect(MKMapItem(placemark: MKPlacemark(coordinate: park.coordinate)).address == nil)
    }
}
