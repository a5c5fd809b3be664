import BackplateCore
import Foundation

/// A `translationTask` action carried into the view's task (run where the task runs).
private struct TranslationAction: @unchecked Sendable {
    // Unchecked Sendable: the action is only called by the task it was made for.
    let run: (TranslationSession) async -> Void
}

/// The languages a `translationTask(source:target:action:)` restarts on.
private struct TranslationLanguagePair: Equatable, Sendable {
    let source: Locale.Language?
    let target: Locale.Language?
}

nonisolated extension View {
    /// Presents the system translation popover for `text` while `isPresented` is true. It is a
    /// system popover that a render does not draw (a runtime warning says so);
    /// `replacementAction` is never called.
    public func translationPresentation(isPresented: Binding<Bool>, text: String,
                                        attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
                                        replacementAction: ((String) -> Void)? = nil) -> some View {
        if isPresented.wrappedValue {
            RuntimeWarning.emit("translationPresentation(isPresented:text:): the system translation popover is not drawn by Backplate")
        }
        return self
    }

    /// Runs `action` with a translation session when the view appears and whenever a non-`nil`
    /// `configuration` changes, as `task(id:)` runs (a hosted render starts it; `ImageRenderer`
    /// does not). The session's translations throw in a render, with a warning.
    public func translationTask(_ configuration: TranslationSession.Configuration?,
                                action: @escaping (TranslationSession) async -> Void) -> some View {
        let action = TranslationAction(run: action)
        return task(id: configuration) {
            guard let configuration else { return }
            await action.run(TranslationSession(source: configuration.source, target: configuration.target, canRequestDownloads: true))
        }
    }

    /// Runs `action` with a session translating `source` into `target` when the view appears
    /// and whenever either language changes, as `task(id:)` runs. The session's translations
    /// throw in a render, with a warning.
    public func translationTask(source: Locale.Language? = nil, target: Locale.Language? = nil,
                                action: @escaping (TranslationSession) async -> Void) -> some View {
        let action = TranslationAction(run: action)
        return task(id: TranslationLanguagePair(source: source, target: target)) {
            await action.run(TranslationSession(source: source, target: target, canRequestDownloads: true))
        }
    }
}
