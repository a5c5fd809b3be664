import Foundation

/// A value that draws a text's laid-out lines itself, replacing how `Text` draws (iOS 17;
/// `sizeThatFits` and `displayPadding` iOS 18). Set with `View.textRenderer(_:)`. A still
/// render calls `draw(layout:in:)` once, with the text laid out as it would draw.
public protocol TextRenderer: Animatable {
    /// Draws `layout` into `ctx`, whose origin is the text's top-left corner.
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext)
    /// The size of the text under `proposal`; by default the text's own (`text.sizeThatFits`).
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
    /// How far drawing may reach outside the text's frame (Backplate never clips it).
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    /// The text's own size under the proposal.
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.sizeThatFits(proposal) }
    /// No padding.
    public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// The text a `TextRenderer` sizes, measured as it would lay itself out (iOS 18).
public struct TextProxy {
    let measure: (ProposedViewSize) -> CGSize

    /// The text's size under `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}

/// A text renderer without its type, as the environment carries it.
struct AnyTextRenderer {
    let draw: (Text.Layout, inout GraphicsContext) -> Void
    let sizeThatFits: (ProposedViewSize, TextProxy) -> CGSize

    init<R: TextRenderer>(_ renderer: R) {
        draw = { renderer.draw(layout: $0, in: &$1) }
        sizeThatFits = { renderer.sizeThatFits(proposal: $0, text: $1) }
    }
}

private struct TextRendererKey: EnvironmentKey {
    static var defaultValue: AnyTextRenderer? { nil }
}

extension EnvironmentValues {
    /// The renderer of the texts inside `textRenderer(_:)`.
    var textRenderer: AnyTextRenderer? {
        get { self[TextRendererKey.self] }
        set { self[TextRendererKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the texts inside this view with `renderer` (iOS 18): each text is laid out as
    /// usual, then `renderer` draws its lines, runs and glyph slices, moved, faded or
    /// filtered through its `GraphicsContext`, and sizes it with `sizeThatFits`.
    public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View {
        let box = AnyTextRenderer(renderer)
        return modifier(_EnvironmentTransformModifier { $0.textRenderer = box })
    }
}

/// The layout of a text with a renderer: sized by the renderer (by default as the text), its
/// drawing the renderer's, recorded once the text's frame is known and built as children the
/// way a `Canvas` builds its drawing.
final class TextRendererLayout: NodeLayout {
    let text: TextNodeLayout
    let renderer: AnyTextRenderer
    let context: ResolveContext

    init(text: TextNodeLayout, renderer: AnyTextRenderer, context: ResolveContext) {
        self.text = text
        self.renderer = renderer
        var inner = context
        inner.environment.textRenderer = nil   // a text the renderer draws is drawn plainly
        self.context = inner
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        let text = self.text
        let size = renderer.sizeThatFits(proposal, TextProxy { text.sizeThatFits($0, node: node, pass: pass) })
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            RuntimeWarning.emit("TextRenderer.sizeThatFits returned \(size); using the text's own size")
            return text.sizeThatFits(proposal, node: node, pass: pass)
        }
        return size
    }

    func explicitAlignment(_ key: AlignmentKey, of node: ViewNode, in bounds: CGRect,
                           proposal: ProposedViewSize, pass: LayoutPass) -> CGFloat? {
        text.explicitAlignment(key, of: node, in: bounds, proposal: proposal, pass: pass)
    }

    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing { text.spacing(of: node, pass: pass) }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
        let result = text.result(for: proposal, pass: pass)
        let source = TextLayoutSource(content: text.content, result: result, lines: pass.textEngine.layoutLines(of: result))
        var gc = GraphicsContext(size: bounds.size, environment: context.environment)
        renderer.draw(Text.Layout(source: source), &gc)
        let items = gc.recorder.items
        let drawing = ZStack(alignment: .topLeading) {
            Color.clear
            ForEach(0..<items.count, id: \.self) { i in _CanvasItemView(item: items[i]) }
        }
        .frame(width: bounds.width, height: bounds.height, alignment: .topLeading)
        node.children = context.resolver.resolve(drawing, context)
        for child in node.children {
            pass.place(child, at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        }
    }
}
