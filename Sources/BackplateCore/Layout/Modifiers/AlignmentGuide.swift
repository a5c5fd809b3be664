import Foundation

/// Sets an explicit alignment guide.
nonisolated public struct _AlignmentWritingModifier: ViewModifier, UnaryLayoutModifier {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "alignmentGuide(\(key.name))" }
    func makeLayout(in environment: EnvironmentValues) -> any NodeLayout {
        AlignmentGuideLayout(key: key, computeValue: computeValue)
    }
}

nonisolated extension View {
    /// Sets the view's horizontal alignment guide `g` to a computed value.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue))
    }
    /// Sets the view's vertical alignment guide `g` to a computed value.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue))
    }
}

/// `alignmentGuide(_:computeValue:)`: sets one explicit guide; everything else passes through.
struct AlignmentGuideLayout: UnaryLayout {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    func size(_ proposal: ProposedViewSize, child: ViewNode, pass: LayoutPass) -> CGSize {
        child.sizeThatFits(proposal, pass: pass)
    }
    func childPlacement(_ proposal: ProposedViewSize, size: CGSize, child: ViewNode, pass: LayoutPass) -> (ProposedViewSize, CGPoint) {
        (proposal, .zero)
    }
    func explicitAlignment(_ key: AlignmentKey, of node: ViewNode, in bounds: CGRect,
                           proposal: ProposedViewSize, pass: LayoutPass) -> CGFloat? {
        guard let child = node.children.first else { return nil }
        let d = child.dimensions(proposal, pass: pass)
        if key == self.key {
            let v = computeValue(d)
            return v.isNaN ? nil : v
        }
        return d[explicit: key]
    }
    func layoutPriority(of node: ViewNode) -> Double { node.children.first?.layoutPriority ?? 0 }
}
