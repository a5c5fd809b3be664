import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit
import Contacts
import ContactsUI

/// `HolidayCardListFile.swift` and `CardImageTransformerFile.swift`: Contacts' postal addresses
/// and formatter, ContactsUI's picker behind a representable, `UIView.sizeToFit()` on a hosting
/// controller's view, and a value transformer in a file that imports only Foundation and UIKit.
@MainActor @Suite(.tags(.appFiles)) struct HolidayCardListTests {
    @Test func mailingAddressesAreWrittenAsAnEnvelopeTakesThem() {
        let home = CardRecipient.samples[0].address, abroad = CardRecipient.samples[1].address
        #expect(CNPostalAddressFormatter.string(from: home, style: .mailingAddress) == "12 Orchard Lane\nBurlington VT 05401")
        #expect(CNPostalAddressFormatter().string(from: abroad) == "Lindenstraße 4\n28195 Bremen\nGermany")
        let london = CNMutablePostalAddress()
        (london.street, london.city, london.postalCode, london.isoCountryCode) = ("221B Baker Street", "London", "NW1 6XE", "gb")
        #expect(CNPostalAddressFormatter.string(from: london, style: .mailingAddress) == "221B Baker Street\nLondon\nNW1 6XE")
        #expect(CNPostalAddressFormatter.attributedString(from: home, style: .mailingAddress).string.hasPrefix("12 Orchard Lane\n"))
        #expect(CNPostalAddress.localizedString(forKey: CNPostalAddressPostalCodeKey) == "ZIP")
    }

    @Test func theListDrawsEachAddressOnItsLines() throws {
        let texts = phoneTexts(HolidayCardListView())
        let name = try #require(frame(texts, "Ada Brooks"), "\(texts.map(\.0))")
        let home = try #require(frame(texts, "12 Orchard Lane\nBurlington VT 05401"), "\(texts.map(\.0))")
        let abroad = try #require(frame(texts, "Lindenstraße 4\n28195 Bremen\nGermany"))
        // `.subheadline` lines: two for the US address, three for the German one.
        #expect(home.minY > name.maxY && abroad.height > home.height * 1.4 && abroad.height < home.height * 1.6)
        let images = try renderPhoneLightAndDark(HolidayCardListView(), name: "HolidayCardList")
        // The card's fill is the secondary system background: (242, 242, 247) light, (28, 28, 30) dark.
        let inset = CGRect(x: home.maxX + 4, y: home.minY, width: 4, height: home.height)
        #expect(drawsColor(images.light, inset, (242, 242, 247)) && drawsColor(images.dark, inset, (28, 28, 30)))
    }

    @Test func thePickerIsKeptAndNamedWhereItIsNotDrawn() throws {
        let (_, warnings) = try RuntimeWarning.collecting {
            try renderImage(ContactImportPicker { _ in }.frame(width: 200, height: 200))
        }
        #expect(warnings.contains { $0.contains("CNContactPickerViewController") }, "\(warnings)")
        let chosen = LockedFlag()
        let coordinator = ContactImportPicker { chosen.set($0.givenName == "Ada") }.makeCoordinator()
        let contact = CNMutableContact()
        contact.givenName = "Ada"
        contact.postalAddresses = [CNLabeledValue(label: CNLabelHome, value: CardRecipient.samples[0].address)]
        let picker = CNContactPickerViewController()
        coordinator.contactPicker(picker, didSelect: contact)
        coordinator.contactPickerDidCancel(picker)
        #expect(chosen.get && contact.postalAddresses.first?.value.city == "Burlington")
        let card = CNContactViewController(forNewContact: contact)
        #expect(card.contact.givenName == "Ada" && card.allowsEditing)
    }

    @Test func aHostingViewSizesToFitItsContent() throws {
        let recipient = CardRecipient.samples[0]
        let controller = UIHostingController(rootView: RecipientAddressCard(recipient: recipient))
        controller.view.frame = CGRect(x: 10, y: 20, width: 320, height: 1000)
        controller.view.sizeToFit()
        // 16 + a `.headline` line + 4 + two `.subheadline` lines + 16 on iOS: about 98 pt.
        #expect(controller.view.frame.origin == CGPoint(x: 10, y: 20) && controller.view.bounds.width == 320)
        #expect(controller.view.bounds.height > 90 && controller.view.bounds.height < 106, "\(controller.view.bounds)")
        let image = RecipientAddressCard(recipient: recipient).snapshotThroughHostingController()
        #expect(image.size == controller.view.bounds.size)
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        plain.sizeToFit()
        #expect(plain.bounds.size == CGSize(width: 40, height: 30))
    }

    @Test func aTransformerRegisteredByNameRoundTripsAnImage() throws {
        CardImageTransformer.register()
        let transformer = try #require(ValueTransformer.valueTransformerNames().contains(CardImageTransformer.name) ? CardImageTransformer() : nil)
        let swatch = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 8)).image { context in
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 12, height: 8))
        }
        let data = try #require(transformer.transformedValue(swatch) as? Data)
        let back = try #require(transformer.reverseTransformedValue(data) as? UIImage)
        #expect(back.size.width * back.scale == swatch.size.width * swatch.scale && CardImageTransformer.allowsReverseTransformation())
        #expect(autoreleasepool { 6 * 7 } == 42)
    }
}
