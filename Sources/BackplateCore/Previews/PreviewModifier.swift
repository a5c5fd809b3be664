import Foundation

/// A type that wraps every preview it is given to in shared setup, as SwiftUI's
/// `PreviewModifier` (iOS 18): `#Preview(traits: .modifier(SampleData())) { ... }`.
///
/// In Backplate, `makeSharedContext()` runs each time a preview using the modifier is built
/// (a render is a snapshot, so previews never share mutable context between renders), inline on
/// the building thread: it must finish without really suspending (creating a model container
/// and inserting sample models does). A context that throws, or that waits on something that
/// finishes later, is reported as a runtime warning and the preview is drawn unmodified.
@MainActor @preconcurrency
public protocol PreviewModifier {
    /// The value `makeSharedContext()` makes and `body(content:context:)` receives.
    associatedtype Context = Void
    /// The type of view `body(content:context:)` returns.
    associatedtype Body: View
    /// The view the modifier wraps: the preview's content.
    typealias Content = PreviewModifierContent

    /// Makes the context the modifier's body receives (sample data, a model container).
    static func makeSharedContext() async throws -> Context

    /// The preview's content, modified with the context.
    @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    /// A modifier without a context makes none.
    public static func makeSharedContext() async throws {}
}

/// The content a `PreviewModifier` wraps: the preview's own view.
nonisolated public struct PreviewModifierContent: View {
    let content: AnyView
    /// The preview's view.
    public var body: some View { content }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// Wraps the preview in `modifier` (see `PreviewModifier`).
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> {
        PreviewTrait(value: .modifier(PreviewModifierBox(modifier)))
    }
}

/// A preview modifier with its type erased, compared by its type (traits are values).
struct PreviewModifierBox: Hashable, Sendable {
    let type: ObjectIdentifier
    let apply: @MainActor (AnyView) -> AnyView

    init<M: PreviewModifier>(_ modifier: M) {
        type = ObjectIdentifier(M.self)
        // nonisolated(unsafe): captured by the main-actor `apply`, which runs on the main actor's executor.
        nonisolated(unsafe) let modifier = modifier
        apply = { view in
            // nonisolated(unsafe): written and read on the one thread `apply` runs on.
            nonisolated(unsafe) var context: Result<M.Context, any Error>?
            let executor = HostedTaskExecutor()
            _ = ViewIsolation.startTask(on: executor, priority: nil) { @MainActor in
                do { context = .success(try await M.makeSharedContext()) } catch { context = .failure(error) }
            }
            executor.finish()
            switch context {
            case .success(let value)?:
                return AnyView(modifier.body(content: PreviewModifierContent(content: view), context: value))
            case .failure(let error)?:
                RuntimeWarning.emit("\(M.self).makeSharedContext() threw \(error): the preview is drawn without the modifier.")
            case nil:
                RuntimeWarning.emit("\(M.self).makeSharedContext() did not finish without waiting: the preview is drawn without the modifier.")
            }
            return view
        }
    }

    static func == (lhs: PreviewModifierBox, rhs: PreviewModifierBox) -> Bool { lhs.type == rhs.type }
    func hash(into hasher: inout Hasher) { hasher.combine(type) }
}
