import Foundation

/// A fixed-size frame.
nonisolated public struct _FrameLayout: ViewModifier, UnaryLayoutModifier {
    @usableFromInline let width: CGFloat?
    @usableFromInline let height: CGFloat?
    @usableFromInline let alignment: Alignment

    /// `@inlinable` (measured in Benchmarks/README.md): the caller's `frame(width: 10, height: 10)` checks its
    /// constant lengths inline instead of calling an initialiser that copies the alignment
    /// and tests both lengths at run time (about 90 instructions per framed view).
    @inlinable
    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = Self.valid(width)
        self.height = Self.valid(height)
        self.alignment = alignment
    }

    /// SwiftUI treats negative or non-finite dimensions as unspecified, with a warning.
    @inlinable
    static func valid(_ v: CGFloat?) -> CGFloat? {
        guard let v else { return nil }
        if v.isFinite && v >= 0 { return v }
        warnInvalidDimension()
        return nil
    }

    @usableFromInline
    static func warnInvalidDimension() {
        RuntimeWarning.emit("Invalid frame dimension (negative or non-finite).")
    }

    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "frame" }
    func makeLayout(in environment: EnvironmentValues) -> any NodeLayout {
        FixedFrameLayout(width: width, height: height, alignment: alignment)
    }
    /// With both lengths, a plain leaf that fills them (a colour, a rectangle) becomes the
    /// frame's node itself (`ViewNode.foldIntoFilledFrame`, Benchmarks/README.md) unless the resolver
    /// was told not to fold (tests compare both forms).
    func wrap(_ node: ViewNode, isUnique: Bool, in context: ResolveContext) -> ViewNode {
        if isUnique, let width, let height, context.resolver.foldsFilledFrames,
           node.foldIntoFilledFrame(of: CGSize(width: width, height: height)) {
            return node
        }
        return ViewNode(label, layout: makeLayout(in: context.environment), children: [node])
    }

    /// `UnaryLayoutModifier`'s appending path with the fold tested in place: a leaf that
    /// folds stays where it was appended instead of being passed to `wrap` and stored back
    /// (Benchmarks/README.md: a retain, a release and an array write per box). The same nodes as `wrap`.
    func apply(appending content: (ResolveContext, inout [ViewNode]) -> Void, in context: ResolveContext,
               to nodes: inout [ViewNode]) {
        let start = nodes.count
        content(context, &nodes)
        let folds = width != nil && height != nil && context.resolver.foldsFilledFrames
        let size = CGSize(width: width ?? 0, height: height ?? 0)
        for i in start..<nodes.count {
            if folds && isKnownUniquelyReferenced(&nodes[i]) && nodes[i].foldIntoFilledFrame(of: size) { continue }
            nodes[i] = ViewNode(label, layout: makeLayout(in: context.environment), children: [nodes[i]])
        }
    }
}

/// A flexible frame.
nonisolated public struct _FlexFrameLayout: ViewModifier, UnaryLayoutModifier {
    let horizontal: FlexibleFrameLayout.AxisLimits
    let vertical: FlexibleFrameLayout.AxisLimits
    let alignment: Alignment
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "frame" }
    func makeLayout(in environment: EnvironmentValues) -> any NodeLayout {
        FlexibleFrameLayout(horizontal: horizontal, vertical: vertical, alignment: alignment)
    }
}

nonisolated extension View {
    /// Positions the view within an invisible frame of the given size. Negative or non-finite
    /// dimensions are treated as `nil` (SwiftUI's fallback), with a one-time warning.
    ///
    /// Inlinable (measured in Benchmarks/README.md): specialised in the caller for its view type, the declaration
    /// costs no generic metadata lookup nor value-witness copies (about 500 instructions per
    /// framed view in a grid of boxes).
    @inlinable
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameLayout(width: width, height: height, alignment: alignment))
    }

    /// Positions the view within an invisible frame with minimum, ideal and maximum sizes.
    /// NaN limits are ignored; negative ones become 0; out-of-order limits are normalised as
    /// SwiftUI does (with a one-time warning).
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        func clean(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0.isNaN ? nil : $0 } }
        func ordered(_ a: CGFloat?, _ b: CGFloat?, _ c: CGFloat?) -> Bool {
            let mn = a ?? 0, id = b ?? mn, mx = c ?? id
            return mn <= id && id <= mx
        }
        if !ordered(minWidth, idealWidth, maxWidth) || !ordered(minHeight, idealHeight, maxHeight) {
            RuntimeWarning.emit("Contradictory frame constraints specified.")
        }
        return modifier(_FlexFrameLayout(
            horizontal: .init(min: clean(minWidth), ideal: clean(idealWidth), max: clean(maxWidth)),
            vertical: .init(min: clean(minHeight), ideal: clean(idealHeight), max: clean(maxHeight)),
            alignment: alignment))
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
