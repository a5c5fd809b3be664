import Testing
import BackplateTestSupport
import Foundation
@testable import BackplateCore

/// UTType's system declarations and CoreTransferable's conversions, against Apple's
/// documentation: conformance follows the declared parents (`public.png` → `public.image` →
/// `public.data` → `public.item`), tags map both ways, unknown tags make dynamic types, and a
/// value exports through the first representation that handles the requested type.
@Suite struct UniformTypeAndTransferTests {
    @Test func systemTypesConformThroughTheirParents() {
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && UTType.png.conforms(to: .item))
        #expect(UTType.png.conforms(to: .content))
        #expect(!UTType.pdf.conforms(to: .image) && UTType.pdf.conforms(to: .compositeContent))
        #expect(UTType.json.conforms(to: .text) && !UTType.json.conforms(to: .plainText))
        #expect(UTType.commaSeparatedText.conforms(to: .text))
        #expect(UTType.quickTimeMovie.conforms(to: .movie) && UTType.quickTimeMovie.conforms(to: .audiovisualContent))
        #expect(!UTType.audio.conforms(to: .movie))
        #expect(UTType.folder.conforms(to: .directory) && !UTType.folder.conforms(to: .data))
        #expect(UTType.image.isSupertype(of: .jpeg) && UTType.jpeg.isSubtype(of: .image) && !UTType.jpeg.isSubtype(of: .jpeg))
        #expect(UTType.png.supertypes == [.image, .data, .item, .content])
    }

    @Test func tagsMapToTypesBothWays() throws {
        #expect(UTType(filenameExtension: "jpg") == .jpeg && UTType(filenameExtension: "JPEG") == .jpeg)
        #expect(UTType(filenameExtension: "pdf") == .pdf && UTType(mimeType: "application/pdf") == .pdf)
        #expect(UTType(mimeType: "image/png") == .png && UTType(filenameExtension: "swift") == .swiftSource)
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg" && UTType.jpeg.preferredMIMEType == "image/jpeg")
        #expect(UTType.png.identifier == "public.png" && UTType.gif.identifier == "com.compuserve.gif")
        #expect(UTType("public.plain-text") == .plainText && UTType("com.example.unknown") == nil)
        // A known extension that does not conform to the requested supertype gives nil.
        #expect(UTType(filenameExtension: "png", conformingTo: .text) == nil)
        // An unknown extension makes a dynamic type conforming to the supertype.
        let dynamic = try #require(UTType(filenameExtension: "zzq"))
        #expect(dynamic.isDynamic && !dynamic.isDeclared && dynamic.identifier.hasPrefix("dyn."))
        #expect(dynamic.conforms(to: .data) && dynamic.preferredFilenameExtension == "zzq")
    }

    @Test func theRestOfTheSystemTypesAndTagClasses() throws {
        // Scripts conform through the shell script and script types to source code and text.
        #expect(UTType(filenameExtension: "py") == .pythonScript && UTType.pythonScript.identifier == "public.python-script")
        #expect(UTType.pythonScript.conforms(to: .shellScript) && UTType.pythonScript.conforms(to: .sourceCode))
        #expect(UTType.pythonScript.conforms(to: .plainText) && !UTType.pythonScript.conforms(to: .image))
        #expect(UTType(filenameExtension: "h") == .cHeader && UTType(filenameExtension: "mm") == .objectiveCPlusPlusSource)
        #expect(UTType(mimeType: "text/javascript") == .javaScript && UTType.javaScript.identifier == "com.netscape.javascript-source")
        #expect(UTType.xmlPropertyList.conforms(to: .xml) && UTType.xmlPropertyList.conforms(to: .propertyList))
        #expect(UTType.applicationBundle.conforms(to: .application) && UTType.applicationBundle.conforms(to: .package))
        #expect(UTType(filenameExtension: "prefPane", conformingTo: .bundle) == .systemPreferencesPane && UTType.bz2.conforms(to: .archive))
        // A bundle is a directory, not data: with the default `.data` supertype, no type.
        #expect(UTType(filenameExtension: "app") == nil && UTType(filenameExtension: "APP", conformingTo: .package) == .applicationBundle)
        #expect(UTType.mpeg2TransportStream.conforms(to: .movie) && UTType.midi.preferredMIMEType == "audio/midi")
        // Tag classes are the type system's own identifiers.
        #expect(UTTagClass.filenameExtension.rawValue == "public.filename-extension" && UTTagClass.mimeType.description == "public.mime-type")
        #expect(UTType.png.tags == [.filenameExtension: ["png"], .mimeType: ["image/png"]] && UTType.item.tags.isEmpty)
        #expect(UTType(tag: "image/png", tagClass: .mimeType, conformingTo: nil) == .png)
        #expect(UTType(tag: "png", tagClass: .filenameExtension, conformingTo: .text) == nil)
        #expect(UTType(tag: "png", tagClass: UTTagClass(rawValue: "com.example.tag"), conformingTo: nil) == nil)
        #expect(UTType.types(tag: "rtfd", tagClass: .filenameExtension, conformingTo: nil) == [.rtfd])
        let unknown = UTType.types(tag: "zzq", tagClass: .filenameExtension, conformingTo: .data)
        #expect(unknown.count == 1 && unknown[0].isDynamic)
    }

    @Test func declaredTypesKeepTheirParents() {
        let document = UTType(exportedAs: "com.example.doc", conformingTo: .json)
        let layer = UTType(exportedAs: "com.example.layer", conformingTo: document)
        #expect(layer.conforms(to: document) && layer.conforms(to: .json) && layer.conforms(to: .text))
        #expect(!layer.isSystemDeclared && layer.isDeclared && !layer.isPublic)
        // An imported identifier the system declares is the system's type.
        #expect(UTType(importedAs: "public.png") == .png && UTType(importedAs: "public.png").preferredMIMEType == "image/png")
        let encoded = try? JSONEncoder().encode(UTType.png)
        #expect(encoded.flatMap { try? JSONDecoder().decode(UTType.self, from: $0) } == .png)
    }

    struct Note: Codable, Transferable, Equatable {
        var title: String
        static var transferRepresentation: some TransferRepresentation {
            CodableRepresentation(contentType: .json)
            ProxyRepresentation(exporting: \.title)
        }
    }

    @Test func valuesExportThroughTheFirstMatchingRepresentation() async throws {
        #expect(try await "héllo".exported(as: .plainText) == Data("héllo".utf8))
        #expect(try await "a".exported(as: nil) == Data("a".utf8))
        #expect(try await String(importing: Data("b".utf8), contentType: .utf8PlainText) == "b")
        #expect(try await URL(string: "https://example.com/a")!.exported(as: .url) == Data("https://example.com/a".utf8))
        #expect(try await Data([1, 2, 3]).exported(as: .data) == Data([1, 2, 3]))
        let note = Note(title: "Groceries")
        let json = try await note.exported(as: .json)
        #expect(String(decoding: json, as: UTF8.self) == #"{"title":"Groceries"}"#)
        #expect(try await note.exported(as: .plainText) == Data("Groceries".utf8))
        #expect(try await Note(importing: json, contentType: .json) == note)
        await #expect(throws: TransferError.unsupportedContentType(.pdf)) { try await note.exported(as: .pdf) }
        // An Image has no pixels before a renderer draws it: a clear error, not a crash.
        await #expect(throws: TransferError.unavailableInRender("an Image")) { try await Image(systemName: "star").exported(as: .png) }
        #expect(try await AttributedString("Bold").exported(as: .plainText) == Data("Bold".utf8))
    }

    @Test func fileRepresentationsReadAndWriteFiles() async throws {
        struct Sketch: Transferable, Equatable {
            var bytes: Data
            static var transferRepresentation: some TransferRepresentation {
                FileRepresentation(contentType: .png) { sketch in
                    let url = FileManager.default.temporaryDirectory.appendingPathComponent("sketch-\(UUID().uuidString).png")
                    try sketch.bytes.write(to: url)
                    return SentTransferredFile(url)
                } importing: { received in
                    Sketch(bytes: try Data(contentsOf: received.file))
                }
            }
        }
        let sketch = Sketch(bytes: Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(try await sketch.exported(as: .image) == sketch.bytes)
        #expect(try await Sketch(importing: sketch.bytes, contentType: .png) == sketch)
    }

    @Test func urlsGainTheTypesPreferredExtension() {
        let folder = URL(fileURLWithPath: "/tmp/exports", isDirectory: true)
        #expect(folder.appendingPathComponent("readme", conformingTo: .plainText).path == "/tmp/exports/readme.txt")
        // An extension of the type already is kept; one of another type gets the type's added.
        #expect(folder.appendingPathComponent("photo.jpg", conformingTo: .image).path == "/tmp/exports/photo.jpg")
        #expect(folder.appendingPathComponent("photo.jpg", conformingTo: .plainText).path == "/tmp/exports/photo.jpg.txt")
        // A type with no preferred extension adds none.
        #expect(folder.appendingPathComponent("Stuff", conformingTo: .folder).lastPathComponent == "Stuff")
        var report = URL(fileURLWithPath: "/tmp/report")
        report.appendPathExtension(for: .pdf)
        #expect(report.path == "/tmp/report.pdf")
        #expect(report.appendingPathExtension(for: .pdf).path == "/tmp/report.pdf")
        #expect(report.appendingPathExtension(for: .json).path == "/tmp/report.pdf.json")
        var notes = folder
        notes.appendPathComponent("notes", conformingTo: .json)
        #expect(notes.path == "/tmp/exports/notes.json")
    }

    @Test func publicTypesAreThePublicDomainOnes() {
        #expect(UTType.png.isPublic && UTType.plainText.isPublic)
        // `com.apple.` system types, app-declared types and dynamic types are not public.
        #expect(!UTType.package.isPublic && !UTType.quickTimeMovie.isPublic)
        #expect(!UTType(exportedAs: "com.example.doc").isPublic)
        #expect(UTType(filenameExtension: "zzq").map { !$0.isPublic && $0.isDynamic } == true)
    }

    struct Setting: Codable, Transferable, Equatable {
        var name: String
        static var transferRepresentation: some TransferRepresentation {
            CodableRepresentation(contentType: .propertyList, encoder: PropertyListEncoder(), decoder: PropertyListDecoder())
        }
    }

    @Test func codableRepresentationsUseTheGivenCoders() async throws {
        let setting = Setting(name: "Dark")
        let data = try await setting.exported(as: .propertyList)
        // PropertyListEncoder writes the binary format by default ("bplist00" header).
        #expect(String(decoding: data.prefix(8), as: UTF8.self) == "bplist00")
        #expect(try PropertyListDecoder().decode(Setting.self, from: data) == setting)
        #expect(try await Setting(importing: data, contentType: .propertyList) == setting)
        let json: CodableRepresentation<Note, JSONEncoder, JSONDecoder> = CodableRepresentation(contentType: .json)
        _ = json
    }
}
