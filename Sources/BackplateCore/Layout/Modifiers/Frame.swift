import Foundation

/// Adds padding: `padding()`, `padding(_:_:)`, `padding(_ length:)`, `padding(_ insets:)`.
nonisolated public struct _PaddingLayout: ViewModifier, UnaryLayoutModifier {
    /// The padded edges.
    public var edges: Edge.Set
    /// The insets, or `nil` for the environment's default padding (16).
    public var insets: EdgeInsets?
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "padding" }
    func makeLayout(in environment: EnvironmentValues) -> any NodeLayout {
        PaddingLayout(insets: (insets ?? environment.defaultPadding).restricted(to: edges))
    }
}

nonisolated extension View {
    /// Pads the given edges by `length`, or by the default padding (16) when `nil`.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_PaddingLayout(edges: edges, insets: length.map { EdgeInsets(.all, $0) }))
    }
    /// Pads every edge by `length`.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }
    /// Pads each edge by its inset.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingLayout(edges: .all, insets: insets))
    }
}

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

/// Fixes the view at its ideal size on some axes.
nonisolated public struct _FixedSizeLayout: ViewModifier, UnaryLayoutModifier {
    let horizontal: Bool
    let vertical: Bool
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "fixedSize" }
    func makeLayout(in environment: EnvironmentValues) -> any NodeLayout {
        FixedSizeLayout(horizontal: horizontal, vertical: vertical)
    }
}

nonisolated extension View {
    /// Fixes the view at its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }
    /// Fixes the view at its ideal size.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }
}

/// Sets the priority by which a parent allocates space to this view.
nonisolated public struct _LayoutPriorityLayout: ViewModifier, UnaryLayoutModifier {
    let priority: Double
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "layoutPriority" }
    func makeLayout(in environment: EnvironmentValues) -> any NodeLayout {
        LayoutPriorityLayout(priority: priority.isNaN ? 0 : priority)
    }
}

nonisolated extension View {
    /// Sets the priority by which a parent layout allocates space to this view (default 0).
    public func layoutPriority(_ value: Double) -> some View {
        modifier(_LayoutPriorityLayout(priority: value))
    }
}

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

/// Positions the centre of the view at a point.
nonisolated public struct _PositionLayout: ViewModifier, UnaryLayoutModifier {
    let position: CGPoint
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "position" }
    func makeLayout(in environment: EnvironmentValues) -> any NodeLayout { PositionLayout(position: position.sanitized) }
}

nonisolated extension View {
    /// Positions the centre of this view at a point in its parent's space, taking all the
    /// space offered.
    public func position(_ position: CGPoint) -> some View {
        modifier(_PositionLayout(position: position))
    }
    /// Positions the centre of this view at (x, y).
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}

/// Offsets the drawing of a view without changing its layout.
/// Maps to `DisplayList.Effect.transform` (a translation), which `frame(of:)` also applies.
nonisolated public struct _OffsetEffect: ViewModifier, GeometryRenderEffectModifier, GeometricRenderEffect {
    let offset: CGSize
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "offset" }
    package var localTransform: CGAffineTransform {
        CGAffineTransform(translationX: offset.width.isFinite ? offset.width : 0, y: offset.height.isFinite ? offset.height : 0)
    }
    package var anchor: UnitPoint { .topLeading }
}

nonisolated extension View {
    /// Draws the view offset by `offset`; its layout (and its siblings') is unchanged.
    public func offset(_ offset: CGSize) -> some View {
        modifier(_OffsetEffect(offset: offset))
    }
    /// Draws the view offset by (x, y); its layout is unchanged.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }
}
