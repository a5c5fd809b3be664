import Foundation

/// A type-erased layout: switch between layouts (say an `HStackLayout` and a `VStackLayout`)
/// while keeping one container.
public struct AnyLayout: Layout {
    private let box: any ErasedLayout

    /// Wraps a layout.
    public init<L: Layout>(_ layout: L) {
        if let any = layout as? AnyLayout { box = any.box } else { box = LayoutBox(layout) }
    }

    /// The cache of the wrapped layout.
    public struct Cache {
        var value: Any
    }

    /// Makes the wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache { Cache(value: box.makeCache(subviews)) }

    /// Updates the wrapped layout's cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { box.updateCache(&cache.value, subviews) }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        box.sizeThatFits(proposal, subviews, &cache.value)
    }

    /// Places subviews with the wrapped layout.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        box.placeSubviews(bounds, proposal, subviews, &cache.value)
    }

    /// The wrapped layout's spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { box.spacing(subviews, &cache.value) }

    /// The wrapped layout's explicit horizontal guide.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.value)
    }

    /// The wrapped layout's explicit vertical guide.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.value)
    }

    var stackOrientation: Axis? { box.stackOrientation }
    /// The type of the wrapped layout.
    var layoutType: any Layout.Type { box.layoutType }

    /// The animatable data of a type-erased layout: none (a still render interpolates nothing).
    public typealias AnimatableData = EmptyAnimatableData
    /// Empty: a still render shows the layout's final geometry, never an interpolated one.
    public var animatableData: AnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

private protocol ErasedLayout: Sendable {
    func makeCache(_ subviews: LayoutSubviews) -> Any
    func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews)
    func sizeThatFits(_ p: ProposedViewSize, _ s: LayoutSubviews, _ cache: inout Any) -> CGSize
    func placeSubviews(_ b: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews, _ cache: inout Any)
    func spacing(_ s: LayoutSubviews, _ cache: inout Any) -> ViewSpacing
    func explicitAlignment(_ key: AlignmentKey, _ b: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews, _ cache: inout Any) -> CGFloat?
    var stackOrientation: Axis? { get }
    var layoutType: any Layout.Type { get }
}

private struct LayoutBox<L: Layout>: ErasedLayout {
    let layout: L
    init(_ layout: L) { self.layout = layout }

    func with<R>(_ cache: inout Any, _ s: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var c = (cache as? L.Cache) ?? layout.makeCache(subviews: s)
        let r = body(&c)
        cache = c
        return r
    }
    func makeCache(_ subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }
    func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) { with(&cache, subviews) { layout.updateCache(&$0, subviews: subviews) } }
    func sizeThatFits(_ p: ProposedViewSize, _ s: LayoutSubviews, _ cache: inout Any) -> CGSize {
        with(&cache, s) { layout.sizeThatFits(proposal: p, subviews: s, cache: &$0) }
    }
    func placeSubviews(_ b: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews, _ cache: inout Any) {
        with(&cache, s) { layout.placeSubviews(in: b, proposal: p, subviews: s, cache: &$0) }
    }
    func spacing(_ s: LayoutSubviews, _ cache: inout Any) -> ViewSpacing { with(&cache, s) { layout.spacing(subviews: s, cache: &$0) } }
    func explicitAlignment(_ key: AlignmentKey, _ b: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews, _ cache: inout Any) -> CGFloat? {
        with(&cache, s) { c in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key.id), in: b, proposal: p, subviews: s, cache: &c)
                : layout.explicitAlignment(of: VerticalAlignment(key.id), in: b, proposal: p, subviews: s, cache: &c)
        }
    }
    var stackOrientation: Axis? { L.layoutProperties.stackOrientation }
    var layoutType: any Layout.Type { L.self }
}
