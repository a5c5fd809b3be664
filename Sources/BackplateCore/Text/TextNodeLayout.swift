import Foundation

/// Text sizing (docs/layout-rules.md §11.3) through the backend's `TextEngine`, with the text's baselines
/// as explicit guides and SwiftUI's text-aware spacing (§4.2 c).
final class TextNodeLayout: NodeLayout {
    let content: TextContent
    private var results: [(ProposedViewSize, TextLayoutResult)] = []

    init(content: TextContent) { self.content = content }

    /// The laid-out text for a proposal (measured once per proposal).
    func result(for proposal: ProposedViewSize, pass: LayoutPass) -> TextLayoutResult {
        for (p, r) in results where p == proposal { return r }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        var request = self.request(for: proposal, pass: pass)
        // A height limit matters only when the text is taller: most proposals share the
        // unlimited measurement for their width.
        var r = measure(request, pass: pass)
        if let height, r.size.height > height + 1e-9, r.lineCount > 1 || request.minimumScaleFactor < 1 {
            request.height = height
            r = measure(request, pass: pass)
        }
        results.append((proposal, r))
        return r
    }

    /// The engine's request for the text under a proposal's width (no height limit).
    private func request(for proposal: ProposedViewSize, pass: LayoutPass) -> TextLayoutRequest {
        let env = content.environment
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        var request = TextLayoutRequest(runs: content.runs, width: width, height: nil, lineLimit: env.lineLimit,
                                        reservedLines: env.reservedLines, truncationMode: TextLayoutRequest.TruncationMode(env.truncationMode),
                                        alignment: env.multilineTextAlignment.resolved(in: env.layoutDirection),
                                        lineSpacing: env.lineSpacing + Self.textStyleLineGap(content.runs),
                                        minimumScaleFactor: env.minimumScaleFactor, displayScale: pass.displayScale)
        request.layoutDirection = env.layoutDirection
        if let lineHeight = env.lineHeight {
            request.lineSpacing = env.lineSpacing + lineHeightGap(lineHeight, request, pass: pass)
        }
        return request
    }

    /// What `lineHeight(_:)` adds between wrapped lines: its pitch less the lines' natural
    /// height (the system font's from its metrics, other fonts' from the engine).
    private func lineHeightGap(_ lineHeight: AttributedString.LineHeight, _ request: TextLayoutRequest,
                               pass: LayoutPass) -> CGFloat {
        guard let size = content.runs.map(\.font.size).max() else { return 0 }
        var natural = size * SystemFontMetrics.lineHeight
        if !content.runs.allSatisfy(\.font.isSystemFont) {
            var unwrapped = request
            unwrapped.width = nil
            unwrapped.lineSpacing = 0
            let m = (pass.textEngine.unwrappedLineFacts(unwrapped) ?? TextLineFacts(measure(unwrapped, pass: pass))).metrics
            natural = m.ascent + m.descent + m.leading
        }
        return lineHeight.pitch(largestSize: size, natural: natural) - natural
    }

    /// What a text style adds between wrapped lines: its line height (iOS's leading for the
    /// style, 21 points for `.body` at `.medium`, 22 at `.large`) less SF's natural line height,
    /// the largest over the system-font runs; 0 when every run is sized in points.
    static func textStyleLineGap(_ runs: [TextRun]) -> CGFloat {
        var gap: CGFloat?
        for run in runs where run.font.isSystemFont {
            guard let height = run.font.textStyleLineHeight else { continue }
            let g = height - run.font.size * SystemFontMetrics.lineHeight
            gap = max(gap ?? g, g)
        }
        return gap ?? 0
    }

    /// The facts spacing reads of the text laid out at no width: from that layout when this
    /// node or the pass already made it, else from the engine without shaping (a paragraph
    /// without hard line breaks is one line whose metrics are its fonts'), else by laying the
    /// text out. A paragraph is so shaped only at the widths it is offered.
    func unwrappedFacts(pass: LayoutPass) -> TextLineFacts {
        for (p, r) in results where p == .unspecified { return TextLineFacts(r) }
        let request = self.request(for: .unspecified, pass: pass)
        if let r = pass.textCache[request] { return TextLineFacts(r) }
        if let facts = pass.textEngine.unwrappedLineFacts(request) { return facts }
        return TextLineFacts(result(for: .unspecified, pass: pass))
    }

    /// A text's height under a proposal with a height limit it exceeds (a stack's probe of
    /// zero height): told by the engine from the unlimited layout at the same width when it
    /// can (the lines shown and their line box), so the truncated lines are shaped only if the
    /// text is given that proposal. Widths and every other proposal go through `result`.
    func length(along axis: Axis, for proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGFloat? {
        guard axis == .vertical, let height = proposal.height, height.isFinite else { return nil }
        for (p, r) in results where p == proposal { return r.size.height }
        var request = self.request(for: proposal, pass: pass)
        let unlimited = measure(request, pass: pass)
        guard unlimited.size.height > height + 1e-9, unlimited.lineCount > 1 || request.minimumScaleFactor < 1 else {
            return unlimited.size.height
        }
        request.height = height
        if let r = pass.textCache[request] { return r.size.height }
        return pass.textEngine.limitedHeight(request, unlimited: unlimited)
    }

    private func measure(_ request: TextLayoutRequest, pass: LayoutPass) -> TextLayoutResult {
        if let cached = pass.textCache[request] { return cached }
        let r = pass.textEngine.layout(request)
        pass.textCache[request] = r
        return r
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        result(for: proposal, pass: pass).size
    }

    func explicitAlignment(_ key: AlignmentKey, of node: ViewNode, in bounds: CGRect,
                           proposal: ProposedViewSize, pass: LayoutPass) -> CGFloat? {
        if key == VerticalAlignment.firstTextBaseline.key { return result(for: proposal, pass: pass).firstBaseline }
        if key == VerticalAlignment.lastTextBaseline.key { return result(for: proposal, pass: pass).lastBaseline }
        return nil
    }

    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing {
        let r = unwrappedFacts(pass: pass)
        let m = r.metrics
        let p = 1 / max(pass.displayScale, .leastNonzeroMagnitude)
        let h = m.ascent + m.descent
        let t = (0.1 * h / p).rounded(.up) * p
        let l = h + t
        let metrics = ViewSpacing.TextMetrics(ascend: m.ascent, descend: m.descent, leading: m.leading, pixelLength: p)
        return ViewSpacing([
            .init(category: .textToText, edge: .top): .bottomTextMetrics(metrics),
            .init(category: .textToText, edge: .bottom): .topTextMetrics(metrics),
            .init(category: .textBaseline, edge: .bottom): .distance(r.lastBaseline - r.height),
            .init(category: .textBaseline, edge: .top): .distance(-r.firstBaseline),
            .init(category: .edgeAboveText, edge: .top): .distance(l - m.ascent),
            .init(category: .edgeBelowText, edge: .bottom): .distance(max(l - m.capHeight, t + m.descent)),
        ])
    }
}
