import Foundation

/// A view that overlays its children, aligning them in both axes.
nonisolated public struct ZStack<Content: View>: View {
    let layout: ZStackLayout
    let content: Content
    /// Creates an overlaying stack (centred by default).
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }
    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }
}

/// An overlaying layout: `ZStack`'s algorithm, usable directly as a `Layout`.
public struct ZStackLayout: Layout, Sendable {
    /// The alignment of the subviews.
    public var alignment: Alignment

    /// Creates an overlaying layout.
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    /// Aligns children of the given dimensions: returns their origins relative to the union of
    /// the highest-priority children's aligned frames, and that union's size.
    private func arrange(_ dims: [ViewDimensions], _ priorities: [Double]) -> (origins: [CGPoint], size: CGSize) {
        let top = priorities.max() ?? 0
        // A child as long as an infinite proposal (a stack probing flexibility) makes the stack
        // as long, as SwiftUI's: aligning it would leave only NaN.
        let infiniteWidth = dims.indices.contains { priorities[$0] == top && dims[$0].width == .infinity }
        let infiniteHeight = dims.indices.contains { priorities[$0] == top && dims[$0].height == .infinity }
        if infiniteWidth || infiniteHeight {
            let tops = dims.indices.filter { priorities[$0] == top }
            let size = CGSize(width: infiniteWidth ? .infinity : tops.map { dims[$0].width }.max() ?? 0,
                              height: infiniteHeight ? .infinity : tops.map { dims[$0].height }.max() ?? 0)
            return (dims.map { _ in .zero }, size)
        }
        var ax = -CGFloat.infinity, ay = -CGFloat.infinity
        for (i, d) in dims.enumerated() where priorities[i] == top {
            ax = max(ax, d[alignment.horizontal])
            ay = max(ay, d[alignment.vertical])
        }
        var origins = dims.map { CGPoint(x: ax - $0[alignment.horizontal], y: ay - $0[alignment.vertical]) }
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for (i, d) in dims.enumerated() where priorities[i] == top {
            minX = min(minX, origins[i].x); minY = min(minY, origins[i].y)
            maxX = max(maxX, origins[i].x + d.width); maxY = max(maxY, origins[i].y + d.height)
        }
        guard minX.isFinite, minY.isFinite else { return (origins, .zero) }
        origins = origins.map { CGPoint(x: $0.x - minX, y: $0.y - minY) }
        return (origins, CGSize(width: maxX - minX, height: maxY - minY))
    }

    /// The union of the highest-priority children's frames once aligned: with the standard
    /// guides, the largest width and height; a child shifted by an explicit guide enlarges it
    /// (seed 003: a 60×60 circle centred on a 200×200 square's corner gives 230×230).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let priorities = subviews.map(\.priority)
        let top = priorities.max() ?? 0
        let dims = subviews.enumerated().map { i, v in
            priorities[i] == top ? v.dimensions(in: proposal) : ViewDimensions(size: .zero)
        }
        return arrange(dims, priorities).size
    }

    /// Proposes every child the stack's size and lines up their guides.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let p = ProposedViewSize(bounds.size)
        let dims = subviews.map { $0.dimensions(in: p) }
        let (origins, _) = arrange(dims, subviews.map(\.priority))
        for (i, v) in subviews.enumerated() {
            v.place(at: CGPoint(x: bounds.minX + origins[i].x, y: bounds.minY + origins[i].y), proposal: p)
        }
    }
}

extension ZStack: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let children = context.resolver.resolve(content, context.insideContainer)
        return [ViewNode("ZStack", layout: LayoutAdapter(layout), children: ZIndex.sorted(children))]
    }
}
