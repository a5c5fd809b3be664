import Foundation

/// The safe area in force where a view is being placed (docs/layout-rules.md §12): the rectangle of the
/// view that defined it (`outer`, the window or a container) and the safe rectangle inside it
/// (`safe`), both in root layout coordinates, with the regions they belong to.
///
/// Safe areas flow down through placement: `LayoutPass.safeArea` holds the record of the
/// placement in progress. The root host (`ImageRenderer.safeAreaInsets`) sets the first one;
/// `safeAreaInset` and `safeAreaPadding` give their content a nested one; `ignoresSafeArea`
/// and ShapeStyle backgrounds read it to extend into the insets. Containers written with those
/// public modifiers (a bar with `.background(.bar, ignoresSafeAreaEdges: .top)`) get it without
/// knowing about it. Sizes never depend on it, so cached sizes stay valid.
///
/// Only the `.container` region ever has insets: a still render shows no keyboard, so the
/// `.keyboard` region is always empty and ignoring it changes nothing.
package struct SafeAreaRecord: Equatable, Sendable {
    /// The full rectangle of the view that defined the safe area.
    package var outer: CGRect
    /// The safe rectangle inside `outer`.
    package var safe: CGRect
    /// The regions the insets belong to (always `.container` in a still render).
    package var regions: SafeAreaRegions = .container
    /// The physical edges (`.leading` is the left) on which a scroll view placed under this
    /// record gives its content no content inset: set by `ignoresSafeArea` outside a
    /// navigation stack, where iOS leaves such a scroll view no safe-area inset to turn into a
    /// content inset (`ScrollViewportLayout`).
    package var scrollContentInsetIgnored: Edge.Set = []

    package init(outer: CGRect, safe: CGRect, regions: SafeAreaRegions = .container) {
        self.outer = outer
        self.safe = safe
        self.regions = regions
    }

    /// A record for a view whose rectangle is `outer` with `insets` inside it.
    package init(outer: CGRect, insets: EdgeInsets) {
        self.init(outer: outer, safe: SafeAreaRecord.inset(outer, by: insets))
    }

    /// `rect` shrunk by `insets` on each edge, never to a negative size. Records are physical:
    /// `leading` is the left edge here (callers convert logical insets with
    /// `LayoutPass.physicalInsets` in right-to-left).
    static func inset(_ rect: CGRect, by insets: EdgeInsets) -> CGRect {
        let w = max(rect.width - insets.leading - insets.trailing, 0)
        let h = max(rect.height - insets.top - insets.bottom, 0)
        return CGRect(x: rect.minX + insets.leading, y: rect.minY + insets.top, width: w, height: h)
    }

    /// How far the edges of a view with rectangle `r` extend when it ignores the safe area
    /// (SwiftUI's `SafeAreaInsets.adjust`, §12.3): an edge that touches or crosses the safe
    /// boundary, without already lying beyond the outer edge, extends exactly to the outer edge;
    /// other edges do not move. `epsilon` is half a pixel plus 0.001.
    package func extensionInsets(for r: CGRect, epsilon: CGFloat) -> EdgeInsets {
        let O = outer, I = safe
        let top = (r.minY - epsilon < I.minY && O.minY < r.minY + epsilon) ? r.minY - O.minY : 0
        let bottom = (I.maxY < r.maxY + epsilon && r.maxY - epsilon < O.maxY) ? O.maxY - r.maxY : 0
        let leading = (r.minX - epsilon < I.minX && O.minX < r.minX + epsilon) ? r.minX - O.minX : 0
        let trailing = (I.maxX < r.maxX + epsilon && r.maxX - epsilon < O.maxX) ? O.maxX - r.maxX : 0
        return EdgeInsets(top: max(top, 0), leading: max(leading, 0), bottom: max(bottom, 0), trailing: max(trailing, 0))
    }

    /// The safe-area insets a view with rectangle `r` reports (`GeometryProxy.safeAreaInsets`):
    /// the distance from each edge of its extended rectangle (see `extensionInsets`) to the safe
    /// boundary, zero where the edge lies inside the safe area. A view filling the safe area of
    /// an iPhone 15 reports 59 on top and 34 at the bottom; so does one that ignores it.
    package func insets(for r: CGRect, epsilon: CGFloat) -> EdgeInsets {
        let e = extensionInsets(for: r, epsilon: epsilon)
        let minY = r.minY - e.top, maxY = r.maxY + e.bottom
        let minX = r.minX - e.leading, maxX = r.maxX + e.trailing
        func clean(_ v: CGFloat) -> CGFloat { v > epsilon / 2 && v.isFinite ? v : 0 }
        return EdgeInsets(top: clean(safe.minY - minY), leading: clean(safe.minX - minX),
                          bottom: clean(maxY - safe.maxY), trailing: clean(maxX - safe.maxX))
    }

    /// The record a view placed at `bounds` gives its content when it adds `extra` insets on
    /// its edges (`safeAreaInset`, `safeAreaPadding`): the outer rectangle is the view's own,
    /// extended to the enclosing outer edges it touches; the safe rectangle is its bounds less
    /// `extra`, kept inside the enclosing safe rectangle. Without an enclosing record the view's
    /// bounds are the outer rectangle.
    package static func nested(in parent: SafeAreaRecord?, bounds: CGRect, adding extra: EdgeInsets,
                               epsilon: CGFloat) -> SafeAreaRecord {
        guard let parent else { return SafeAreaRecord(outer: bounds, insets: extra) }
        let e = parent.extensionInsets(for: bounds, epsilon: epsilon)
        let outer = CGRect(x: bounds.minX - e.leading, y: bounds.minY - e.top,
                           width: bounds.width + e.leading + e.trailing, height: bounds.height + e.top + e.bottom)
        let own = inset(bounds, by: extra)
        let minX = max(own.minX, parent.safe.minX), maxX = max(min(own.maxX, parent.safe.maxX), minX)
        let minY = max(own.minY, parent.safe.minY), maxY = max(min(own.maxY, parent.safe.maxY), minY)
        return SafeAreaRecord(outer: outer, safe: CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY),
                              regions: parent.regions)
    }
}

extension LayoutPass {
    /// The tolerance of safe-area edge tests: half a pixel plus 0.001 (docs/layout-rules.md §12.3).
    var safeAreaEpsilon: CGFloat {
        let scale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
        return 0.5 / scale + 0.001
    }

    /// Places `node` with `record` as the safe area of its subtree, restoring the current one after.
    func place(_ node: ViewNode, at origin: CGPoint, proposal: ProposedViewSize, safeArea record: SafeAreaRecord?) {
        let saved = safeArea
        safeArea = record
        place(node, at: origin, proposal: proposal)
        safeArea = saved
    }

    /// The extension of a view at `rect` into the safe area of `regions` on `edges` (zero when
    /// no safe area is in force or the regions do not include the container's), in the
    /// logical insets of the node placing its children: in right-to-left, `leading` is the
    /// right edge (both in `edges` and in the result), as layouts place in logical coordinates
    /// that the pass then mirrors (`RightToLeftPlacement`).
    func safeAreaExtension(for rect: CGRect, regions: SafeAreaRegions, edges: Edge.Set) -> EdgeInsets {
        guard let record = safeArea, !regions.intersection(record.regions).isEmpty else { return EdgeInsets() }
        return logicalInsets(record.extensionInsets(for: rect, epsilon: safeAreaEpsilon)).restricted(to: edges)
    }

    /// Physical insets (leading = left, as safe-area records hold them) as the logical insets
    /// of the node placing its children, and back: in right-to-left, leading and trailing swap.
    func logicalInsets(_ insets: EdgeInsets) -> EdgeInsets {
        rightToLeft.direction == .rightToLeft ? insets.swappingLeadingAndTrailing : insets
    }

    /// Logical insets of the node placing its children as physical ones (see `logicalInsets`).
    func physicalInsets(_ insets: EdgeInsets) -> EdgeInsets { logicalInsets(insets) }
}

extension EdgeInsets {
    /// The insets with leading and trailing exchanged (a logical inset in the other direction).
    var swappingLeadingAndTrailing: EdgeInsets {
        EdgeInsets(top: top, leading: trailing, bottom: bottom, trailing: leading)
    }

    /// The insets in `direction` as physical insets (leading = left), or back.
    func physical(in direction: LayoutDirection?) -> EdgeInsets {
        direction == .rightToLeft ? swappingLeadingAndTrailing : self
    }
}

extension ProposedViewSize {
    /// The proposal grown by `insets` (unspecified dimensions stay unspecified).
    func outset(by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: width.map { $0 + insets.horizontal }, height: height.map { $0 + insets.vertical })
    }
}
