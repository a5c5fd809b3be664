import Foundation
import UniformTypeIdentifiers

/// A scene that opens, creates and saves documents, as SwiftUI's `DocumentGroup`.
///
/// Backplate never shows a document browser. `SceneRoots` gives a `newDocument:` group's
/// editor for a freshly created document (the closure or value given, `fileURL` nil,
/// editable), inside a navigation stack titled "Untitled" inline, as iOS shows a new document
/// after it is created; a reference document is also in the environment as an environment
/// object. A `viewing:` group has no document until one is opened, so it gives no root view.
nonisolated public struct DocumentGroup<Document, Content: View>: Scene {
    let makeRoot: @MainActor () -> AnyView?

    /// A group whose root view (for a new document) `makeRoot` builds, or none: for the
    /// document kinds other modules declare (SwiftData's `ModelDocument`).
    package init(_makeRoot makeRoot: @escaping @MainActor () -> AnyView?) { self.makeRoot = makeRoot }

    /// A primitive scene has no body.
    public var body: Never { fatalError("DocumentGroup has no body") }
}

extension DocumentGroup where Document: FileDocument {
    /// A group that creates documents from `newDocument` and edits them (on the main actor,
    /// as a scene is declared; SceneRoots builds the editor there, once).
    @MainActor @preconcurrency
    public init(newDocument: @autoclosure @escaping @Sendable () -> Document,
                @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        makeRoot = {
            let box = DocumentBox(newDocument())
            let binding = Binding(get: { box.document }, set: { box.document = $0 })
            return AnyView(NewDocumentChrome(content: editor(FileDocumentConfiguration(document: binding, fileURL: nil, isEditable: true))))
        }
    }

    /// A group that opens documents of a type for viewing only.
    public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        makeRoot = { nil }
    }
}

extension DocumentGroup where Document: ReferenceFileDocument {
    /// A group that creates reference documents with `newDocument` and edits them (on the
    /// main actor, as a scene is declared; SceneRoots builds the editor there, once).
    @MainActor @preconcurrency
    public init(newDocument: @escaping @Sendable () -> Document,
                @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        makeRoot = {
            let document = newDocument()
            let configuration = ReferenceFileDocumentConfiguration(document: document, fileURL: nil, isEditable: true)
            return AnyView(NewDocumentChrome(content: editor(configuration).environmentObject(document)))
        }
    }

    /// A group that opens reference documents of a type for viewing only.
    public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        makeRoot = { nil }
    }
}

/// The value document a new-document editor's binding reads and writes.
final class DocumentBox<Document> {
    var document: Document
    init(_ document: Document) { self.document = document }
}

/// What iOS puts around a new document's editor: a navigation bar with the document's name,
/// "Untitled", inline.
nonisolated package struct NewDocumentChrome<Content: View>: View {
    let content: Content
    package init(content: Content) { self.content = content }
    package var body: some View {
        NavigationStack {
            content
                .navigationTitle("Untitled")
                .navigationBarTitleDisplayMode(.inline)
        }
    }
}

extension DocumentGroup: SceneRootSource {
    @MainActor func rootViews(depth: Int) -> [AnyView] { makeRoot().map { [$0] } ?? [] }
}
