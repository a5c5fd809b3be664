import Testing
import BackplateTestSupport
import Foundation
import Backplate
import UniformTypeIdentifiers

/// Xcode's iOS "Document App" template (`JotterApp`, `JotterDocument`, `ContentView`), compiled
/// unchanged but for `import Backplate`, on the 393 × 852 iPhone canvas (safe areas 59 / 34).
/// A render shows the editor for a new document: iOS opens a created document full screen
/// under a navigation bar (44 points, below the 59-point status area) titled with its name,
/// "Untitled", inline and centred.
@MainActor @Suite(.tags(.appFiles, .pixels)) struct DocumentTemplateTests {
    private func drawnTexts<V: View>(_ view: V) -> [(String, CGRect)] {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 393, height: 852)
        renderer.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        var out: [(String, CGRect)] = []
        for case .text(let t) in renderer.displayList().flattenedLeaves {
            out.append((t.runs.isEmpty ? t.string : t.runs.map(\.string).joined(), t.frame))
        }
        return out
    }

    private func render<V: View>(_ view: V, _ scheme: ColorScheme, name: String) throws -> RenderedImage {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 393, height: 852)
        renderer.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        renderer.scale = 2
        renderer.isOpaque = true
        renderer.environment.colorScheme = scheme
        let image = try renderer.render()
        if let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
            let folder = URL(fileURLWithPath: dir).appendingPathComponent("Documents")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? image.pngData().write(to: folder.appendingPathComponent("\(name)-\(scheme == .dark ? "dark" : "light").png"))
        }
        return image
    }

    @Test func theDocumentGroupShowsTheEditorForANewDocument() throws {
        let roots = SceneRoots.views(of: JotterApp.self)
        #expect(roots.count == 1)
        let root = try #require(roots.first)
        let drawn = drawnTexts(root)
        let title = try #require(drawn.first { $0.0 == "Untitled" }?.1, "\(drawn.map(\.0))")
        let text = try #require(drawn.first { $0.0 == "Hello, world!" }?.1, "\(drawn.map(\.0))")
        // The title centred in the bar (59...103); the new document's text (the template's
        // default) in the editor below the bar.
        #expect(abs(title.midX - 196.5) < 1 && abs(title.midY - 81) < 1, "\(title)")
        #expect(text.minY >= 103 && text.minY < 125 && text.minX < 30, "\(text)")
        for scheme in [ColorScheme.light, .dark] {
            let image = try render(root, scheme, name: "JotterNewDocument")
            let p = image.pixel(x: 2 * 200, y: 2 * 400)
            let plain = scheme == .dark ? 0 : 255
            #expect(Int(p.red) == plain && Int(p.green) == plain && Int(p.blue) == plain, "\(scheme): \(p)")
        }
    }

    @Test func thePreviewEditsAConstantDocument() throws {
        let previews = PreviewCatalog.previews(inFile: "DocumentAppTests/ContentView.swift")
        #expect(previews.count == 1)
        let preview = try #require(previews.first)
        let drawn = drawnTexts(preview.makeView())
        #expect(drawn.map(\.0) == ["Hello, world!"], "\(drawn.map(\.0))")
    }

    @Test func theDocumentWritesAndReadsItsTextThroughAFileOnDisk() throws {
        #expect(UTType.exampleText.identifier == "com.example.plain-text")
        #expect(JotterDocument.readableContentTypes == [.exampleText])
        #expect(JotterDocument.writableContentTypes == [.exampleText])
        let document = JotterDocument(text: "Shopping: eggs, flour")
        let wrapper = try document.fileWrapper(configuration: .init(contentType: .exampleText, existingFile: nil))
        #expect(wrapper.isRegularFile && !wrapper.isDirectory)
        #expect(wrapper.regularFileContents == Data("Shopping: eggs, flour".utf8))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("jotter-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("List.txt")
        try wrapper.write(to: url, options: .atomic, originalContentsURL: nil)
        let read = try FileWrapper(url: url)
        #expect(read.filename == "List.txt" && read.matchesContents(of: url))
        let reopened = try JotterDocument(configuration: .init(contentType: .exampleText, file: read))
        #expect(reopened.text == "Shopping: eggs, flour")

        // Bytes that are not UTF-8 make the template throw CocoaError(.fileReadCorruptFile).
        let corrupt = FileWrapper(regularFileWithContents: Data([0xFF, 0xFE, 0xFD]))
        #expect(throws: CocoaError.self) { try JotterDocument(configuration: .init(contentType: .exampleText, file: corrupt)) }
        let directory = FileWrapper(directoryWithFileWrappers: [:])
        #expect(throws: CocoaError.self) { try JotterDocument(configuration: .init(contentType: .exampleText, file: directory)) }
    }

    @Test func directoryWrappersKeepChildrenByUniqueNamesAndRoundTrip() throws {
        let package = FileWrapper(directoryWithFileWrappers: ["index.json": FileWrapper(regularFileWithContents: Data("{}".utf8))])
        #expect(package.fileWrappers?["index.json"]?.filename == "index.json")
        // A taken name gets a number prefix, as Foundation's FileWrapper does.
        #expect(package.addRegularFile(withContents: Data("a".utf8), preferredFilename: "note.txt") == "note.txt")
        #expect(package.addRegularFile(withContents: Data("b".utf8), preferredFilename: "note.txt") == "2 note.txt")
        #expect(package.fileWrappers?.keys.sorted() == ["2 note.txt", "index.json", "note.txt"])
        let second = try #require(package.fileWrappers?["2 note.txt"])
        #expect(package.keyForChildFileWrapper(second) == "2 note.txt")

        let url = FileManager.default.temporaryDirectory.appendingPathComponent("package-\(UUID().uuidString).jotpkg")
        defer { try? FileManager.default.removeItem(at: url) }
        try package.write(to: url, options: [], originalContentsURL: nil)
        let read = try FileWrapper(url: url)
        #expect(read.isDirectory && read.fileWrappers?.count == 3)
        #expect(read.fileWrappers?["2 note.txt"]?.regularFileContents == Data("b".utf8))
        #expect(package.matchesContents(of: url))

        package.removeFileWrapper(second)
        #expect(package.fileWrappers?.count == 2 && !package.matchesContents(of: url))
    }

    @Test func referenceDocumentsAreEditedAndViewingGroupsHaveNoNewDocument() throws {
        let editing = DocumentGroup(newDocument: { JotterBoard() }) { file in
            JotterBoardEditor(board: file.document)
        }
        let roots = SceneRoots.views(in: editing)
        #expect(roots.count == 1)
        let drawn = drawnTexts(try #require(roots.first))
        // The editor reads the document from its configuration and from the environment.
        #expect(drawn.contains { $0.0 == "3 cards" } && drawn.contains { $0.0 == "From the environment: 3" }, "\(drawn.map(\.0))")
        let viewing = DocumentGroup(viewing: JotterDocument.self) { file in
            Text(file.document.text)
        }
        #expect(SceneRoots.views(in: viewing).isEmpty)
        let snapshot = try JotterBoard().snapshot(contentType: .json)
        let wrapper = try JotterBoard().fileWrapper(snapshot: snapshot, configuration: .init(contentType: .json, existingFile: nil))
        let reread = try JotterBoard(configuration: .init(contentType: .json, file: wrapper))
        #expect(reread.cards == ["Milk", "Bread", "Tea"])
    }
}

/// A reference document (a class) with a JSON snapshot, as apps write them.
final class JotterBoard: ReferenceFileDocument {
    @Published var cards: [String]

    init(cards: [String] = ["Milk", "Bread", "Tea"]) {
        self.cards = cards
    }

    static var readableContentTypes: [UTType] { [.json] }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents else {
            throw CocoaError(.fileReadCorruptFile)
        }
        cards = try JSONDecoder().decode([String].self, from: data)
    }

    func snapshot(contentType: UTType) throws -> [String] {
        cards
    }

    func fileWrapper(snapshot: [String], configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: try JSONEncoder().encode(snapshot))
    }
}

struct JotterBoardEditor: View {
    @ObservedObject var board: JotterBoard
    @EnvironmentObject var environmentBoard: JotterBoard

    var body: some View {
        VStack {
            Text("\(board.cards.count) cards")
            Text("From the environment: \(environmentBoard.cards.count)")
        }
    }
}
