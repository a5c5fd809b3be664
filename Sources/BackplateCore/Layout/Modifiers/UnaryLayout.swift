import Foundation

/// Layouts with a single child: the sizing and placement rules of SwiftUI's layout modifiers
/// (docs/layout-rules.md §2 and §3).
protocol UnaryLayout: NodeLayout {
    /// The size for a proposal, given a way to measure the child.
    func size(_ proposal: ProposedViewSize, child: ViewNode, pass: LayoutPass) -> CGSize
    /// The child's proposal and origin (relative to the node) when the node has `size`.
    func childPlacement(_ proposal: ProposedViewSize, size: CGSize, child: ViewNode, pass: LayoutPass) -> (ProposedViewSize, CGPoint)
}

extension UnaryLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        guard let child = node.children.first else { return proposal.replacingUnspecifiedDimensions(by: .zero) }
        return size(proposal, child: child, pass: pass)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
        if let child = node.children.first {
            let (p, o) = childPlacement(proposal, size: bounds.size, child: child, pass: pass)
            pass.place(child, at: CGPoint(x: bounds.minX + o.x, y: bounds.minY + o.y), proposal: p)
        }
        SecondaryLayers.place(node, in: bounds, pass: pass)
    }

    /// Text baselines and custom guides pass through, shifted by the child's origin; the
    /// frame guides are never propagated.
    func explicitAlignment(_ key: AlignmentKey, of node: ViewNode, in bounds: CGRect,
                           proposal: ProposedViewSize, pass: LayoutPass) -> CGFloat? {
        guard !key.isFrameGuide, let child = node.children.first else { return nil }
        let (p, o) = childPlacement(proposal, size: bounds.size, child: child, pass: pass)
        return child.dimensions(p, pass: pass)[explicit: key].map { $0 + o[key.axis] }
    }

    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing {
        node.children.first?.spacing(pass: pass) ?? .plain
    }
}

/// Aligns a child of dimensions `d` inside a frame of `size` (the common frame placement).
func alignedOrigin(_ d: ViewDimensions, in size: CGSize, _ alignment: Alignment) -> CGPoint {
    let frame = ViewDimensions(size: size)
    return CGPoint(x: alignment.horizontal.key.defaultValue(in: frame) - d[alignment.horizontal],
                   y: alignment.vertical.key.defaultValue(in: frame) - d[alignment.vertical])
}

/// `padding`: insets the proposal, adds the insets to the child's size.
struct PaddingLayout: UnaryLayout {
    let insets: EdgeInsets

    func size(_ proposal: ProposedViewSize, child: ViewNode, pass: LayoutPass) -> CGSize {
        let c = child.sizeThatFits(proposal.inset(by: insets), pass: pass)
        return CGSize(width: c.width + insets.horizontal, height: c.height + insets.vertical)
    }

    func childPlacement(_ proposal: ProposedViewSize, size: CGSize, child: ViewNode, pass: LayoutPass) -> (ProposedViewSize, CGPoint) {
        (proposal.inset(by: insets), CGPoint(x: insets.leading, y: insets.top))
    }

    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing {
        var edges: Edge.Set = []
        if insets.top != 0 { edges.insert(.top) }
        if insets.leading != 0 { edges.insert(.leading) }
        if insets.bottom != 0 { edges.insert(.bottom) }
        if insets.trailing != 0 { edges.insert(.trailing) }
        return (node.children.first?.spacing(pass: pass) ?? .plain).resettingToPlain(on: edges)
    }
}

/// `frame(width:height:alignment:)`.
///
/// Performance (measured in Benchmarks/README.md): stored in three words (each length as one `CGFloat` with a
/// reserved NaN for "not given", the alignment as a shared box) so that an `any NodeLayout`
/// holds it inline: the existential needs no heap box per frame.
struct FixedFrameLayout: UnaryLayout {
    private let storedWidth: CGFloat
    private let storedHeight: CGFloat
    private let alignmentBox: AlignmentBox

    /// The fixed width, or `nil` to take the child's.
    var width: CGFloat? { Self.decode(storedWidth) }
    /// The fixed height, or `nil` to take the child's.
    var height: CGFloat? { Self.decode(storedHeight) }
    /// How the child is aligned in the frame.
    var alignment: Alignment { alignmentBox.alignment }

    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        storedWidth = Self.encode(width)
        storedHeight = Self.encode(height)
        alignmentBox = AlignmentBox.shared(alignment)
    }

    /// A NaN payload no arithmetic produces, standing for "not given" (any other value,
    /// an ordinary NaN included, is kept as given).
    private static let absentBits: UInt = 0x7FF8_0000_0BAC_0001
    private static func encode(_ v: CGFloat?) -> CGFloat { v ?? CGFloat(bitPattern: absentBits) }
    private static func decode(_ v: CGFloat) -> CGFloat? { v.bitPattern == absentBits ? nil : v }

    /// Both lengths given: the frame's size whatever the proposal (the child is not asked).
    var proposalIndependentSize: CGSize? {
        if let width, let height { return CGSize(width: width, height: height) }
        return nil
    }

    func size(_ proposal: ProposedViewSize, child: ViewNode, pass: LayoutPass) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let c = child.sizeThatFits(ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height), pass: pass)
        return CGSize(width: width ?? c.width, height: height ?? c.height)
    }

    func childPlacement(_ proposal: ProposedViewSize, size: CGSize, child: ViewNode, pass: LayoutPass) -> (ProposedViewSize, CGPoint) {
        let p = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
        return (p, alignedOrigin(child.dimensions(p, pass: pass), in: size, alignment))
    }

    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing {
        var edges: Edge.Set = []
        if width != nil { edges.formUnion(.horizontal) }
        if height != nil { edges.formUnion(.vertical) }
        return (node.children.first?.spacing(pass: pass) ?? .plain).resettingToPlain(on: edges)
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
/// (docs/layout-rules.md §2.2, iOS 17 semantics).
struct FlexibleFrameLayout: UnaryLayout {
    struct AxisLimits {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        /// SwiftUI's normalisation: negatives to 0, ideal raised to min, max raised to ideal.
        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            let mn = min.map { Swift.max($0, 0) }
            let id = ideal.map { Swift.max(mn ?? 0, $0) }
            let mx = max.map { Swift.max(id ?? 0, $0) }
            self.min = mn; self.ideal = id; self.max = mx
        }

        var isSet: Bool { min != nil || ideal != nil || max != nil }

        /// The axis length decided without the child, if any.
        func decided(_ p: CGFloat?) -> CGFloat? {
            if let p {
                if let mn = min, let mx = max, mn <= mx { return Swift.min(Swift.max(p, mn), mx) }
                return nil
            }
            return ideal
        }

        func childProposal(_ p: CGFloat?) -> CGFloat? {
            (p ?? ideal).map { Swift.min(Swift.max($0, min ?? -.infinity), max ?? .infinity) }
        }

        func result(child c: CGFloat, childProposal cp: CGFloat?) -> CGFloat {
            switch (min, max) {
            case (let mn?, let mx?) where mn <= mx: return Swift.min(Swift.max(c, mn), mx)
            case (let mn?, nil): return Swift.max(Swift.min(cp ?? .infinity, c), mn)
            case (nil, let mx?): return Swift.min(Swift.max(cp ?? -.infinity, c), mx)
            default: return c
            }
        }
    }

    let horizontal: AxisLimits
    let vertical: AxisLimits
    let alignment: Alignment

    func size(_ proposal: ProposedViewSize, child: ViewNode, pass: LayoutPass) -> CGSize {
        let w = horizontal.decided(proposal.width), h = vertical.decided(proposal.height)
        if let w, let h { return CGSize(width: w, height: h) }
        let cp = ProposedViewSize(width: horizontal.childProposal(proposal.width), height: vertical.childProposal(proposal.height))
        let c = child.sizeThatFits(cp, pass: pass)
        return CGSize(width: w ?? horizontal.result(child: c.width, childProposal: cp.width),
                      height: h ?? vertical.result(child: c.height, childProposal: cp.height))
    }

    func childPlacement(_ proposal: ProposedViewSize, size: CGSize, child: ViewNode, pass: LayoutPass) -> (ProposedViewSize, CGPoint) {
        func axisProposal(_ limits: AxisLimits, _ p: CGFloat?, _ s: CGFloat) -> CGFloat? {
            if limits.ideal == nil, p == nil, (limits.min ?? -.infinity) < s, s < (limits.max ?? .infinity) { return nil }
            return s
        }
        let p = ProposedViewSize(width: axisProposal(horizontal, proposal.width, size.width),
                                 height: axisProposal(vertical, proposal.height, size.height))
        return (p, alignedOrigin(child.dimensions(p, pass: pass), in: size, alignment))
    }

    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing {
        var edges: Edge.Set = []
        if horizontal.isSet { edges.formUnion(.horizontal) }
        if vertical.isSet { edges.formUnion(.vertical) }
        return (node.children.first?.spacing(pass: pass) ?? .plain).resettingToPlain(on: edges)
    }
}

/// `fixedSize(horizontal:vertical:)`: proposes `nil` on the fixed axes.
struct FixedSizeLayout: UnaryLayout {
    let horizontal: Bool
    let vertical: Bool

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }
    func size(_ proposal: ProposedViewSize, child: ViewNode, pass: LayoutPass) -> CGSize {
        child.sizeThatFits(childProposal(proposal), pass: pass)
    }
    func childPlacement(_ proposal: ProposedViewSize, size: CGSize, child: ViewNode, pass: LayoutPass) -> (ProposedViewSize, CGPoint) {
        let p = childProposal(proposal)
        let c = child.sizeThatFits(p, pass: pass)
        return (p, CGPoint(x: (size.width - c.width) / 2, y: (size.height - c.height) / 2))
    }
    func layoutPriority(of node: ViewNode) -> Double { node.children.first?.layoutPriority ?? 0 }
}

/// `layoutPriority(_:)`: layout unchanged, priority replaced.
struct LayoutPriorityLayout: UnaryLayout {
    let priority: Double
    func size(_ proposal: ProposedViewSize, child: ViewNode, pass: LayoutPass) -> CGSize {
        child.sizeThatFits(proposal, pass: pass)
    }
    func childPlacement(_ proposal: ProposedViewSize, size: CGSize, child: ViewNode, pass: LayoutPass) -> (ProposedViewSize, CGPoint) {
        (proposal, .zero)
    }
    func explicitAlignment(_ key: AlignmentKey, of node: ViewNode, in bounds: CGRect,
                           proposal: ProposedViewSize, pass: LayoutPass) -> CGFloat? {
        node.children.first?.dimensions(proposal, pass: pass)[explicit: key]
    }
    func layoutPriority(of node: ViewNode) -> Double { priority }
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

/// `position(x:y:)`: greedy; the child, proposed the final size, is centred on the point.
struct PositionLayout: UnaryLayout {
    let position: CGPoint

    func size(_ proposal: ProposedViewSize, child: ViewNode, pass: LayoutPass) -> CGSize {
        if let w = proposal.width, let h = proposal.height { return CGSize(width: w, height: h) }
        let c = child.sizeThatFits(proposal, pass: pass)
        return CGSize(width: proposal.width ?? c.width, height: proposal.height ?? c.height)
    }

    func childPlacement(_ proposal: ProposedViewSize, size: CGSize, child: ViewNode, pass: LayoutPass) -> (ProposedViewSize, CGPoint) {
        let p = ProposedViewSize(size)
        let c = child.sizeThatFits(p, pass: pass)
        return (p, CGPoint(x: position.x - c.width / 2, y: position.y - c.height / 2))
    }

    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing { .plain }
}

/// An alignment held by reference, so layouts that keep one stay within an existential's
/// inline buffer. The nine standard alignments share one box each; others get their own.
final class AlignmentBox: Sendable {
    let alignment: Alignment
    private init(_ alignment: Alignment) { self.alignment = alignment }

    private static let standard: [AlignmentBox] = {
        let all: [Alignment] = [.center, .leading, .trailing, .top, .bottom, .topLeading, .topTrailing, .bottomLeading, .bottomTrailing]
        return all.map { AlignmentBox($0) }
    }()

    /// The box for `alignment`: a shared one for the standard alignments.
    static func shared(_ alignment: Alignment) -> AlignmentBox {
        for box in standard where box.alignment == alignment { return box }
        return AlignmentBox(alignment)
    }
}
