import Foundation

/// A grid layout that you can use in conditional layouts (iOS 16): `GridLayout { GridRow { ... } }`
/// or `AnyLayout(GridLayout())` lays its children out exactly as `Grid` with the same
/// alignment and spacing does (each `GridRow` a row, any other child a row spanning every
/// column; `nil` spacing is 8 points as in `Grid`).
public struct GridLayout: Layout, Sendable {
    /// The alignment of subviews in their cells.
    public var alignment: Alignment
    /// The horizontal distance between columns (`nil`: 8 points).
    public var horizontalSpacing: CGFloat?
    /// The vertical distance between rows (`nil`: 8 points).
    public var verticalSpacing: CGFloat?

    /// Creates a grid layout with the given alignment and spacing.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The values a grid layout keeps between its calls (none that callers read).
    public struct Cache {
        init() {}
    }

    private var engine: _GridLayout {
        _GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing ?? 8, verticalSpacing: verticalSpacing ?? 8)
    }

    /// Creates the (empty) cache.
    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    /// Nothing to update: the grid measures its cells on every call.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {}

    /// The union of the cells' spacing preferences, as a `Grid` reports them.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var unit: Void = ()
        return engine.spacing(subviews: subviews, cache: &unit)
    }

    /// The grid's size: its columns' widths and rows' heights with the spacing between them.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        var unit: Void = ()
        return engine.sizeThatFits(proposal: proposal, subviews: subviews, cache: &unit)
    }

    /// Places each cell in its row and column, aligned as `Grid` aligns it.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var unit: Void = ()
        engine.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &unit)
    }

    /// The cells' combined explicit value for a horizontal guide, as placed.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        var unit: Void = ()
        return engine.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &unit)
    }

    /// The cells' combined explicit value for a vertical guide, as placed.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        var unit: Void = ()
        return engine.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &unit)
    }
}
