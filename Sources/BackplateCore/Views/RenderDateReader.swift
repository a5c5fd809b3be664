import Foundation

/// Builds its content from the moment the render shows: the environment's `renderDate` at
/// the reader's position, or the real clock when none is set. `TimelineView` and
/// `ProgressView(timerInterval:)` read "now" through it, at resolve time rather than when
/// the view value is built, so `.environment(\.renderDate, date)` on an ancestor pins them.
/// The content resolves at the reader's own position (the reader adds no node).
nonisolated struct _RenderDateReader<Content: View>: View, PrimitiveView {
    let content: (Date) -> Content

    init(@ViewBuilder content: @escaping (Date) -> Content) { self.content = content }

    /// A primitive view has no body.
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        context.resolver.resolve(content(context.environment.renderDate ?? Date()), context)
    }
}
