import Foundation
import BackplateCore

/// An axis label's slot: the label at its own size, or nothing when `ChartFrameLayout`
/// proposes zero (a label left out by collision resolution; the chart clips the slot).
package struct _AxisLabelSlot: Layout {
    package init() {}

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        if proposal.width == 0 && proposal.height == 0 { return .zero }
        return subviews.first?.sizeThatFits(.unspecified) ?? .zero
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: bounds.origin, proposal: .unspecified)
    }
}
