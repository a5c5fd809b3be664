import Foundation
import UniformTypeIdentifiers

/// A document stored as a value, read from and written to a `FileWrapper`, as SwiftUI's
/// `FileDocument`. `DocumentGroup(newDocument:editor:)` edits one; a render shows the editor
/// for a new document. Nothing is read or written by Backplate itself: a test can call
/// `fileWrapper(configuration:)` and `init(configuration:)` to check what would be saved.
@preconcurrency
public protocol FileDocument: Sendable {
    /// The content types the document reads.
    static var readableContentTypes: [UTType] { get }
    /// The content types the document writes; by default, the readable ones.
    static var writableContentTypes: [UTType] { get }
    /// Reads a document from a file.
    init(configuration: ReadConfiguration) throws
    /// Writes the document to a file wrapper.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
    /// What `init(configuration:)` reads.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What `fileWrapper(configuration:)` writes for.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    /// The readable content types.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document stored as an observable object, saved through snapshots, as SwiftUI's
/// `ReferenceFileDocument`.
@preconcurrency
public protocol ReferenceFileDocument: ObservableObject, Sendable {
    /// The document's stored content, captured for saving.
    associatedtype Snapshot
    /// The content types the document reads.
    static var readableContentTypes: [UTType] { get }
    /// The content types the document writes; by default, the readable ones.
    static var writableContentTypes: [UTType] { get }
    /// Reads a document from a file.
    init(configuration: ReadConfiguration) throws
    /// Captures the document's content for saving as `contentType`.
    func snapshot(contentType: UTType) throws -> Snapshot
    /// Writes a snapshot to a file wrapper.
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
    /// What `init(configuration:)` reads.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What `fileWrapper(snapshot:configuration:)` writes for.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    /// The readable content types.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document reads: the file and its content type.
public struct FileDocumentReadConfiguration {
    /// The file's content type.
    public let contentType: UTType
    /// The file wrapper holding the document's content.
    public let file: FileWrapper

    /// A read configuration (SwiftUI makes these; Backplate lets tests make them too).
    public init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// What a document writes for: the content type and the file it replaces.
public struct FileDocumentWriteConfiguration {
    /// The content type to write.
    public let contentType: UTType
    /// The file the document was read from; nil for a document never saved.
    public let existingFile: FileWrapper?

    /// A write configuration (SwiftUI makes these; Backplate lets tests make them too).
    public init(contentType: UTType, existingFile: FileWrapper?) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}

/// An open value document as its editor sees it: a binding to the document, its URL and
/// whether it can be edited. In a render the document is new: `fileURL` is nil and it is
/// editable (for `DocumentGroup(viewing:)`, not editable).
public struct FileDocumentConfiguration<Document: FileDocument> {
    /// The document.
    @Binding public var document: Document
    /// The document's file; nil for a new document.
    public let fileURL: URL?
    /// Whether the document can be edited.
    public let isEditable: Bool

    init(document: Binding<Document>, fileURL: URL?, isEditable: Bool) {
        _document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}

/// An open reference document as its editor sees it.
@MainActor @preconcurrency
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    /// The document.
    @ObservedObject public var document: Document
    /// The document's file; nil for a new document.
    public let fileURL: URL?
    /// Whether the document can be edited.
    public let isEditable: Bool

    init(document: Document, fileURL: URL?, isEditable: Bool) {
        _document = ObservedObject(wrappedValue: document)
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}

nonisolated extension View {
    /// Presents a sheet for saving a document as a file. Not presented in a still render;
    /// `onCompletion` is never called.
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        modifier(_InertModifier())
    }

    /// Presents a sheet for saving a reference document as a file. Not presented in a still
    /// render; `onCompletion` is never called.
    public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                                       defaultFilename: String? = nil,
                                                       onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        modifier(_InertModifier())
    }

    /// Presents a sheet for saving documents as files. Not presented in a still render;
    /// `onCompletion` is never called.
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                            onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View
    where C.Element: FileDocument {
        modifier(_InertModifier())
    }
}
