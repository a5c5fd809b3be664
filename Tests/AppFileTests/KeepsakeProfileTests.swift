import Testing
import BackplateTestSupport
import Foundation
import Backplate
import BackplateSnapshotTesting
import PhotosUI
import UniformTypeIdentifiers
@testable import AppFiles

/// `KeepsakeProfileFile.swift`: PhotosPicker, fileImporter, a Transferable card and
/// @FocusedObject in an inset-grouped form on the 393 × 852 iPhone canvas. UIKit's form
/// geometry (controls.md §2.1): cards 20 points from the screen edges, row content 20 points
/// further in; a button row's label in the tint.
@MainActor @Suite(.backplateLook(.iOS18), .tags(.appFiles, .pixels)) struct KeepsakeProfileTests {
    @Test func pickerDrawsAsATintedButtonRow() throws {
        let drawn = phoneTexts(KeepsakeProfileView())
        let names = drawn.map(\.0)
        for title in ["Edit Profile", "Choose Photo", "Import Résumé", "Share", "DETAILS", "DOCUMENTS"] {
            #expect(names.contains(title), "\(title) in \(names)")
        }
        // The picker's label starts at the row's content inset, like any button row.
        let picker = try #require(frame(drawn, "Choose Photo"))
        #expect(abs(picker.minX - 40) < 0.5, "\(picker)")
        // The picker row follows the 96-point avatar row in the same card: row insets 11 + 11
        // around the avatar, the separator, then the button row's 11-point inset.
        #expect(picker.minY > 96 + 22, "\(picker)")
        // Nothing was imported, so no résumé row; the importer is not presented.
        #expect(!names.contains { $0.hasSuffix(".pdf") })
        let images = try renderPhoneLightAndDark(KeepsakeProfileView(), name: "KeepsakeProfile")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let tint = dark ? [10, 132, 255] : [0, 122, 255]
            #expect(close(bluest(image, in: picker), tint, 12), "\(dark) \(bluest(image, in: picker))")
            // The avatar's grey disc (Color.gray) left of the person's head, in the row above.
            if !dark { #expect(close(at(image, 170, picker.minY - 67), [142, 142, 147], 6), "\(at(image, 170, picker.minY - 67))") }
            // The card behind the row: secondarySystemGroupedBackground.
            #expect(close(at(image, 330, picker.midY), dark ? [28, 28, 30] : [255, 255, 255], .composited), "\(dark)")
        }
    }

    @Test func focusedObjectIsNilInAStillRender() throws {
        // No view has focus, so the command reads nil and draws disabled (tertiary label grey,
        // not the tint).
        let drawn = phoneTexts(KeepsakeRenameCommand())
        let label = try #require(frame(drawn, "Rename…"))
        let image = try renderPhoneLightAndDark(KeepsakeRenameCommand(), name: "KeepsakeRename").light
        let ink = bluest(image, in: label)
        #expect(ink[2] - ink[0] < 60, "disabled, not tinted: \(ink)")
        // The same button with a focused object would be tinted: the enabled form draws blue.
        let enabled = try renderPhoneLightAndDark(Button("Rename…") {}, name: "KeepsakeRenameEnabled").light
        #expect(close(bluest(enabled, in: label), [0, 122, 255], 12), "\(bluest(enabled, in: label))")
    }

    @Test func cardTransfersAsJSONAndAsItsName() async throws {
        let card = KeepsakeCard(name: "Ada Lovelace", role: "Analyst")
        // The first representation: JSON under the app's exported type.
        let json = try await card.exported(as: .keepsakeCard)
        #expect(try JSONDecoder().decode(KeepsakeCard.self, from: json) == card)
        #expect(try await KeepsakeCard(importing: json, contentType: .keepsakeCard) == card)
        // Plain text goes through the proxy: the name as UTF-8.
        let text = try await card.exported(as: .plainText)
        #expect(String(decoding: text, as: UTF8.self) == "Ada Lovelace")
        // A PNG is not offered.
        await #expect(throws: TransferError.unsupportedContentType(.png)) { try await card.exported(as: .png) }
        // The exported type conforms to public.data, as an exported type without a parent does.
        #expect(UTType.keepsakeCard.conforms(to: .data) && !UTType.keepsakeCard.conforms(to: .image))
    }

    @Test func pickerItemsLoadNothingWithoutALibrary() async throws {
        let item = PhotosPickerItem(itemIdentifier: "A1B2")
        #expect(item.itemIdentifier == "A1B2" && item.supportedContentTypes.isEmpty)
        let data = try await item.loadTransferable(type: Data.self)
        #expect(data == nil)
        #expect(PHPickerFilter.any(of: [.images, .videos]) != PHPickerFilter.images)
    }
}
