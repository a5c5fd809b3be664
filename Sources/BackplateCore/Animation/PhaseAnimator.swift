import Foundation

/// A container that cycles its content through phases, animating each change. A still render
/// shows the content in the **first** phase: the continuous form starts there, and the
/// trigger form rests there between triggers (each trigger runs every phase and returns to
/// the first). An empty sequence of phases draws nothing and emits a runtime warning.
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    private let firstPhase: Phase?
    private let content: (Phase) -> Content

    /// Cycles through `phases` continuously (a still render shows the first phase).
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        firstPhase = phases.first(where: { _ in true })
        self.content = content
    }

    /// Cycles through `phases` when `trigger` changes (a still render shows the first phase).
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        firstPhase = phases.first(where: { _ in true })
        self.content = content
    }

    /// The content in the first phase.
    public var body: some View {
        if let firstPhase {
            content(firstPhase)
        } else {
            _EmptyPhasesWarning()
        }
    }
}

/// Draws nothing and reports the empty phase sequence.
nonisolated struct _EmptyPhasesWarning: View {
    var body: some View {
        RuntimeWarning.emit("phaseAnimator was given no phases; it draws nothing.")
        return EmptyView()
    }
}

nonisolated extension View {
    /// Animates effects applied to this view over phases that change continuously. A still
    /// render shows `content` applied with the first phase.
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let view = PlaceholderContentView<Self>(self)
        return PhaseAnimator(phases, content: { content(view, $0) }, animation: animation)
    }

    /// Animates effects applied to this view over phases when `trigger` changes. A still render
    /// shows `content` applied with the first phase (the resting phase).
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, trigger: some Equatable,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let view = PlaceholderContentView<Self>(self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(view, $0) }, animation: animation)
    }
}
