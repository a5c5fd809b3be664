import SwiftUI
import UniformTypeIdentifiers

// An app file of the shape real drag-and-drop and design-system code takes: a pin that
// transfers as JSON, as its caption, and back from a caption asynchronously; a library of the
// app's own views for Xcode; a preview that says when it cannot be shown.

struct Pin: Codable, Transferable, Equatable {
    var caption: String
    var colorName: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        DataRepresentation(exportedContentType: .utf8PlainText) { pin in Data("📌 \(pin.caption)".utf8) }
        ProxyRepresentation(exporting: \.caption, importing: { (caption: String) async throws -> Pin in
            Pin(caption: caption, colorName: "yellow")
        })
    }
}

struct PinBadge: View {
    var pin: Pin
    var body: some View {
        Label(pin.caption, systemImage: "pin.fill")
            .padding(8)
            .background(.yellow.opacity(0.3), in: Capsule())
    }
}

struct PinboardLibrary: LibraryContentProvider {
    @LibraryContentBuilder var views: [LibraryItem] {
        LibraryItem(PinBadge(pin: Pin(caption: "Groceries", colorName: "yellow")), title: "Pin Badge", category: .control)
        LibraryItem(PinBadge(pin: Pin(caption: "Hidden", colorName: "red")), visible: false)
    }

    @LibraryContentBuilder func modifiers(base: PinBadge) -> [LibraryItem] {
        LibraryItem(base.padding(), category: .layout)
    }
}

enum PinboardPreviewError {
    static func check(online: Bool) throws {
        if !online { throw PreviewUnavailable() }
    }
}
