import Foundation
import UniformTypeIdentifiers

/// A button that creates a new document (iOS 18), drawn as a `Button` with its title
/// ("Create Document" when none is given). A render never creates the document.
nonisolated public struct NewDocumentButton<Label: View>: View {
    let label: Label

    /// The button, labelled with its title.
    public var body: some View {
        Button(action: {}) { label }
    }
}

extension NewDocumentButton where Label == Text {
    init(title: Text?) { label = title ?? Text(verbatim: "Create Document") }

    /// A button that creates a document of `contentType` (`nil`: the app's first type).
    public init(_ titleKey: LocalizedStringKey, contentType: UTType? = nil) {
        self.init(title: Text(titleKey))
    }
    /// A button that creates a document from the one `prepareDocument` returns (never run
    /// in a render).
    public init<D: FileDocument>(_ titleKey: LocalizedStringKey, for documentType: D.Type, contentType: UTType? = nil,
                    prepareDocument: @escaping () async throws -> D?) {
        self.init(title: Text(titleKey))
    }
    /// A button that creates a document from the one `prepareDocument` returns (never run
    /// in a render).
    public init<D: ReferenceFileDocument>(_ titleKey: LocalizedStringKey, for documentType: D.Type, contentType: UTType? = nil,
                    prepareDocument: @escaping () async throws -> D?) {
        self.init(title: Text(titleKey))
    }
    /// A button that creates a document from the file `prepareDocumentURL` returns (never
    /// run in a render).
    public init(_ titleKey: LocalizedStringKey, contentType: UTType, prepareDocumentURL: @escaping () async throws -> URL?) {
        self.init(title: Text(titleKey))
    }
    /// A button that creates a document of `contentType` (`nil`: the app's first type).
    public init<S: StringProtocol>(_ title: S, contentType: UTType? = nil) {
        self.init(title: Text(title))
    }
    /// A button that creates a document from the one `prepareDocument` returns (never run
    /// in a render).
    public init<S: StringProtocol, D: FileDocument>(_ title: S, for documentType: D.Type, contentType: UTType? = nil,
                    prepareDocument: @escaping () async throws -> D?) {
        self.init(title: Text(title))
    }
    /// A button that creates a document from the one `prepareDocument` returns (never run
    /// in a render).
    public init<S: StringProtocol, D: ReferenceFileDocument>(_ title: S, for documentType: D.Type, contentType: UTType? = nil,
                    prepareDocument: @escaping () async throws -> D?) {
        self.init(title: Text(title))
    }
    /// A button that creates a document from the file `prepareDocumentURL` returns (never
    /// run in a render).
    public init<S: StringProtocol>(_ title: S, contentType: UTType, prepareDocumentURL: @escaping () async throws -> URL?) {
        self.init(title: Text(title))
    }
    /// A button that creates a document of `contentType` (`nil`: the app's first type).
    public init(_ title: Text? = nil, contentType: UTType? = nil) {
        self.init(title: title)
    }
    /// A button that creates a document from the one `prepareDocument` returns (never run
    /// in a render).
    public init<D: FileDocument>(_ title: Text? = nil, for documentType: D.Type, contentType: UTType? = nil,
                    prepareDocument: @escaping () async throws -> D?) {
        self.init(title: title)
    }
    /// A button that creates a document from the one `prepareDocument` returns (never run
    /// in a render).
    public init<D: ReferenceFileDocument>(_ title: Text? = nil, for documentType: D.Type, contentType: UTType? = nil,
                    prepareDocument: @escaping () async throws -> D?) {
        self.init(title: title)
    }
    /// A button that creates a document from the file `prepareDocumentURL` returns (never
    /// run in a render).
    public init(_ title: Text? = nil, contentType: UTType, prepareDocumentURL: @escaping () async throws -> URL?) {
        self.init(title: title)
    }
}
