import Testing
import Foundation
import EventKit
import Contacts

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
}
