import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UniformTypeIdentifiers

/// `PinboardTransferFile.swift`: CoreTransferable's block of three representations exports
/// through the first that fits, an asynchronous proxy importer reads back, and
/// DeveloperToolsSupport's library lists keep their items.
@Suite(.tags(.appFiles)) struct PinboardTransferTests {
    @Test func threeRepresentationsExportInTheirOrder() async throws {
        let pin = Pin(caption: "Groceries", colorName: "yellow")
        let json = try await pin.exported(as: .json)
        #expect(try JSONDecoder().decode(Pin.self, from: json) == pin)
        // The data representation comes before the proxy: plain text is the pinned caption.
        let text = try await pin.exported(as: .utf8PlainText)
        #expect(String(decoding: text, as: UTF8.self) == "📌 Groceries")
        #expect(try await Pin(importing: json, contentType: .json) == pin)
    }

    @Test func theAsynchronousProxyImporterReadsACaption() async throws {
        let back = try await Pin(importing: Data("Milk".utf8), contentType: .utf8PlainText)
        #expect(back == Pin(caption: "Milk", colorName: "yellow"))
    }

    @Test func libraryItemsKeepTheirTitlesCategoriesAndVisibility() {
        let library = PinboardLibrary()
        let views = library.views
        #expect(views.count == 2)
        #expect(views[0].title == "Pin Badge" && views[0].category == .control && views[0].visible)
        #expect(views[1].title == nil && views[1].category == .other && !views[1].visible)
        #expect(views[0].snippetType == PinBadge.self)
        let modifiers = library.modifiers(base: PinBadge(pin: Pin(caption: "a", colorName: "b")))
        #expect(modifiers.count == 1 && modifiers[0].category == .layout && modifiers[0].matchingSignature == nil)
        struct Empty: LibraryContentProvider {}
        #expect(Empty().views.isEmpty && Empty().modifiers(base: 0).isEmpty)
    }

    @Test func aPreviewSaysWhenItIsUnavailable() {
        #expect(throws: PreviewUnavailable.self) { try PinboardPreviewError.check(online: false) }
        #expect(throws: Never.self) { try PinboardPreviewError.check(online: true) }
    }
}
