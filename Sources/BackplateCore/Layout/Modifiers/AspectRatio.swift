import Foundation

/// Constrains the view to an aspect ratio.
nonisolated public struct _AspectRatioLayout: ViewModifier, UnaryLayoutModifier {
    let aspectRatio: CGFloat?
    let contentMode: ContentMode
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "aspectRatio" }
    func makeLayout(in environment: EnvironmentValues) -> any NodeLayout {
        let valid = aspectRatio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        return AspectRatioLayout(ratio: valid, contentMode: contentMode)
    }
}

nonisolated extension View {
    /// Constrains the view's dimensions to `aspectRatio` (width / height), or to its ideal
    /// size's ratio when `nil`. Non-positive or non-finite ratios count as `nil`.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
    }
    /// Constrains the view's dimensions to the ratio of `aspectRatio`.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode))
    }
    /// Scales the view to fit its parent, keeping its aspect ratio.
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }
    /// Scales the view to fill its parent, keeping its aspect ratio.
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }
}

/// `aspectRatio(_:contentMode:)` (docs/layout-rules.md §2.5).
struct AspectRatioLayout: UnaryLayout {
    let ratio: CGFloat?
    let contentMode: ContentMode

    func offered(_ p: ProposedViewSize, child: ViewNode, pass: LayoutPass) -> ProposedViewSize {
        if p.width == nil && p.height == nil { return p }
        var r = ratio.map { CGSize(width: $0, height: 1) } ?? child.sizeThatFits(.unspecified, pass: pass)
        if r.width == r.height || !(r.width.isFinite && r.height.isFinite) || r.width < 0 || r.height < 0 {
            r = CGSize(width: 1, height: 1)
        }
        let sx = (p.width != nil && !(r.width == 0 && p.width == 0)) ? p.width! / r.width : .infinity
        let sy = (p.height != nil && !(r.height == 0 && p.height == 0)) ? p.height! / r.height : .infinity
        // A `nil` dimension does not constrain: the scale comes from the proposed one, in both
        // modes (a `.fill` square in a vertical scroll view is as tall as it is wide).
        let s = (p.width == nil || p.height == nil) ? min(sx, sy) : (contentMode == .fit ? min(sx, sy) : max(sx, sy))
        func scaled(_ v: CGFloat) -> CGFloat { (v == 0 || s == 0) ? 0 : v * s }
        return ProposedViewSize(width: scaled(r.width), height: scaled(r.height))
    }

    func size(_ proposal: ProposedViewSize, child: ViewNode, pass: LayoutPass) -> CGSize {
        child.sizeThatFits(offered(proposal, child: child, pass: pass), pass: pass)
    }

    func childPlacement(_ proposal: ProposedViewSize, size: CGSize, child: ViewNode, pass: LayoutPass) -> (ProposedViewSize, CGPoint) {
        let p = offered(proposal, child: child, pass: pass)
        let c = child.sizeThatFits(p, pass: pass)
        return (p, CGPoint(x: (size.width - c.width) / 2, y: (size.height - c.height) / 2))
    }
}
