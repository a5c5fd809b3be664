import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import Contacts

/// `InviteFriendsFile.swift`: Contacts answers as a fresh simulator does before the access
/// prompt is answered: `.notDetermined`, requesting returns `false`, fetching throws
/// `CNError.authorizationDenied`.
@MainActor @Suite(.tags(.appFiles)) struct InviteFriendsTests {
    @Test func thePromptRowStaysAndExplainsWhy() async throws {
        let model = InviteModel()
        #expect(model.status == .notDetermined)
        await model.requestAccess()
        #expect(model.status == .notDetermined && model.message == "Allow access in Settings to invite friends.")
        model.loadFriends()
        #expect(model.friends.isEmpty && model.message == "Contacts access is off.")

        let texts = phoneTexts(InviteFriendsView(model: model))
        let title = try #require(frame(texts, "Find friends from your contacts"), "\(texts.map(\.0))")
        let note = try #require(frame(texts, "Contacts access is off."))
        let button = try #require(frame(texts, "Continue"))
        #expect(note.minY > title.maxY && button.minY > note.maxY)
        let images = try renderPhoneLightAndDark(InviteFriendsView(model: model), name: "InviteFriends")
        // The prominent button's capsule is the accent blue (0, 136, 255) beside its white title.
        let beside = CGRect(x: button.minX - 8, y: button.minY, width: 6, height: button.height)
        #expect(drawsColor(images.light, beside, (0, 136, 255)) && drawsColor(images.light, button, (255, 255, 255)))
    }

    @Test func theStoreAndItsValues() throws {
        #expect(throws: CNError(.authorizationDenied)) {
            try CNContactStore().unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "Ann"), keysToFetch: [])
        }
        let contact = CNMutableContact()
        contact.givenName = "Johnny"
        contact.familyName = "Appleseed"
        contact.phoneNumbers = [CNLabeledValue(label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: "(555) 010-0199"))]
        contact.emailAddresses = [CNLabeledValue(label: CNLabelHome, value: "johnny@example.com" as NSString)]
        #expect(CNContactFormatter.string(from: contact, style: .fullName) == "Johnny Appleseed")
        #expect(contact.phoneNumbers[0].value.stringValue == "(555) 010-0199" && contact.emailAddresses[0].value as String == "johnny@example.com")
        #expect(CNLabeledValue<CNPhoneNumber>.localizedString(forLabel: CNLabelPhoneNumberMobile) == "mobile")
        let denied = LockedFlag()
        CNContactStore().requestAccess(for: .contacts) { granted, error in denied.set(!granted && error == nil) }
        #expect(denied.get && CNError.Code.authorizationDenied.rawValue == 100)
    }
}
