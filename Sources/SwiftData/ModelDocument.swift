import BackplateCore
import Foundation

/// A document whose storage is a SwiftData store, as SwiftData's `ModelDocument`: made only by
/// `DocumentGroup(editing:...)` and `DocumentGroup(viewing:...)`, never by an app.
@available(iOS 17, macOS 14, *)
public struct ModelDocument {
    init() {}
}

@available(iOS 17, macOS 14, *)
extension DocumentGroup where Document == ModelDocument {
    /// A group that creates and edits documents storing `modelType`. A render shows the
    /// editor of a new document, "Untitled": an empty in-memory store that `prepareDocument`
    /// fills first, in the editor's environment as with `modelContainer(_:)`. (Main actor, as
    /// a scene is declared: the editor is built there.)
    @MainActor @preconcurrency
    public init(editing modelType: any PersistentModel.Type, contentType: UTType, editor: @escaping () -> Content,
                prepareDocument: @escaping (ModelContext) -> Void = { _ in }) {
        self.init(editing: [modelType], contentType: contentType, editor: editor, prepareDocument: prepareDocument)
    }

    /// A group that creates and edits documents storing `modelTypes` (see
    /// `init(editing:contentType:editor:prepareDocument:)` for one type).
    @MainActor @preconcurrency
    public init(editing modelTypes: [any PersistentModel.Type], contentType: UTType, editor: @escaping () -> Content,
                prepareDocument: @escaping (ModelContext) -> Void = { _ in }) {
        self.init(_makeRoot: { ModelDocument.newDocument(Schema(modelTypes), editor: editor, prepare: prepareDocument) })
    }

    /// A group that creates and edits documents of the last schema in `migrationPlan` (no
    /// migration stage runs: a new document is empty).
    @MainActor @preconcurrency
    public init(editing contentType: UTType, migrationPlan: any SchemaMigrationPlan.Type, editor: @escaping () -> Content,
                prepareDocument: @escaping (ModelContext) -> Void = { _ in }) {
        let models = migrationPlan.schemas.last?.models ?? []
        self.init(_makeRoot: { ModelDocument.newDocument(Schema(models), editor: editor, prepare: prepareDocument) })
    }

    /// A group that opens documents storing `modelType` for viewing: no document is open in
    /// a render, so it has no root view.
    public init(viewing modelType: any PersistentModel.Type, contentType: UTType, viewer: @escaping () -> Content) {
        self.init(_makeRoot: { nil })
    }

    /// A group that opens documents storing `modelTypes` for viewing (no root view in a render).
    public init(viewing modelTypes: [any PersistentModel.Type], contentType: UTType, viewer: @escaping () -> Content) {
        self.init(_makeRoot: { nil })
    }

    /// A group that opens documents of `migrationPlan`'s last schema for viewing (no root
    /// view in a render).
    public init(viewing contentType: UTType, migrationPlan: any SchemaMigrationPlan.Type, viewer: @escaping () -> Content) {
        self.init(_makeRoot: { nil })
    }
}

extension ModelDocument {
    /// A new document's editor: a fresh in-memory container of `schema`, prepared, in the
    /// environment of `editor`, inside the "Untitled" chrome iOS shows.
    @MainActor
    static func newDocument<Content: View>(_ schema: Schema, editor: () -> Content, prepare: (ModelContext) -> Void) -> AnyView {
        let container = ModelContainer(schema: schema, store: ModelStore())
        prepare(container.mainContext)
        return AnyView(NewDocumentChrome(content: editor().modelContainer(container)))
    }
}
