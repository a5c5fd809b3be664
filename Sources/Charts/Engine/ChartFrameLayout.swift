import Foundation
import BackplateCore

/// Where one annotation goes: which mark, on which side, aligned how.
package struct AnnotationPlan {
    package var markIndex: Int
    package var position: AnnotationPosition
    package var alignment: Alignment
    package var spacing: CGFloat
}

/// Lays out a chart: the plot, the y labels on the trailing side (leading when asked), the x
/// labels at the bottom (top when asked), the legend below, the annotations beside their marks.
/// Subviews, in order: plot, y labels, x labels, legend (when shown), x title, y title (when
/// set), annotations.
package struct ChartFrameLayout: Layout {
    package var geometry: ChartGeometry
    package var yLabels: [AxisLabelPlacement]
    package var xLabels: [AxisLabelPlacement]
    package var yOnLeading: Bool
    package var xOnTop: Bool
    package var hasLegend: Bool
    package var legendOnTop = false
    package var legendAlignment: HorizontalAlignment = .leading
    package var legendSpacing: CGFloat = ChartAxisMetrics.legendGap
    package var hasXTitle = false
    package var hasYTitle = false
    package var annotations: [AnnotationPlan]

    /// A chart's size when a dimension is unproposed (estimated).
    package static let idealSize = CGSize(width: 300, height: 200)

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: ChartFrameLayout.idealSize)
    }

    /// The plot's frame inside `bounds`, given the labels' and legend's sizes.
    package func plotFrame(in bounds: CGRect, subviews: Subviews) -> CGRect {
        var y = 1, yWidth: CGFloat = 0, yHeight: CGFloat = 0
        for _ in yLabels {
            let s = subviews[y].sizeThatFits(.unspecified); yWidth = max(yWidth, s.width); yHeight = max(yHeight, s.height); y += 1
        }
        var xHeight: CGFloat = 0
        for _ in xLabels { xHeight = max(xHeight, subviews[y].sizeThatFits(.unspecified).height); y += 1 }
        var legendHeight: CGFloat = 0
        if hasLegend { legendHeight = subviews[y].sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height + legendSpacing }
        if hasLegend { y += 1 }
        var xTitleHeight: CGFloat = 0, yTitleHeight: CGFloat = 0
        if hasXTitle { xTitleHeight = subviews[y].sizeThatFits(.unspecified).height + ChartAxisMetrics.labelGap; y += 1 }
        if hasYTitle { yTitleHeight = subviews[y].sizeThatFits(.unspecified).height + ChartAxisMetrics.labelGap; y += 1 }
        let yColumn = yLabels.isEmpty ? 0 : yWidth + ChartAxisMetrics.labelGap
        let xRow = (xLabels.isEmpty ? 0 : xHeight + ChartAxisMetrics.labelGap) + xTitleHeight
        // Half a label's height stays free above the plot so the top value's label fits
        // (estimated).
        let top = (yLabels.isEmpty || xOnTop || legendOnTop ? 0 : yHeight / 2) + yTitleHeight
        let width = max(0, bounds.width - yColumn)
        let height = max(0, bounds.height - xRow - legendHeight - top)
        return CGRect(x: bounds.minX + (yOnLeading ? yColumn : 0), y: bounds.minY + top + (xOnTop ? xRow : 0) + (legendOnTop ? legendHeight : 0),
                      width: width, height: height)
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let plot = plotFrame(in: bounds, subviews: subviews)
        subviews[0].place(at: plot.origin, proposal: ProposedViewSize(plot.size))
        var i = 1
        var lastKept: CGRect?
        for label in yLabels {
            let size = subviews[i].sizeThatFits(.unspecified)
            var y = plot.minY + (geometry.yPosition(label.value, plot.size) ?? 0)
            y = min(max(y, bounds.minY + size.height / 2), bounds.maxY - size.height / 2)
            let x = yOnLeading ? plot.minX - ChartAxisMetrics.labelGap : plot.maxX + ChartAxisMetrics.labelGap
            let anchor = label.anchor ?? (yOnLeading ? .trailing : .leading)
            placeLabel(subviews[i], label, at: CGPoint(x: x + label.offset.width, y: y + label.offset.height), anchor: anchor,
                       size: size, vertical: true, lastKept: &lastKept)
            i += 1
        }
        lastKept = nil
        for label in xLabels {
            let size = subviews[i].sizeThatFits(.unspecified)
            var x = plot.minX + (geometry.xPosition(label.value, plot.size) ?? 0)
            let y = xOnTop ? plot.minY - ChartAxisMetrics.labelGap : plot.maxY + ChartAxisMetrics.labelGap
            var anchor = label.anchor ?? (label.centered ? (xOnTop ? .bottom : .top) : (xOnTop ? .bottomLeading : .topLeading))
            if label.anchor == nil, label.centered {
                x = min(max(x, bounds.minX + size.width / 2), bounds.maxX - size.width / 2)
            } else if label.anchor == nil {
                x += 2
                if x + size.width > bounds.maxX { x = bounds.maxX; anchor = xOnTop ? .bottomTrailing : .topTrailing }
            }
            placeLabel(subviews[i], label, at: CGPoint(x: x + label.offset.width, y: y + label.offset.height), anchor: anchor,
                       size: size, vertical: false, lastKept: &lastKept)
            i += 1
        }
        if hasLegend {
            let size = subviews[i].sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
            let x = legendAlignment == .trailing ? bounds.maxX - size.width
                : legendAlignment == .center ? bounds.midX - size.width / 2 : bounds.minX
            subviews[i].place(at: CGPoint(x: x, y: legendOnTop ? bounds.minY : bounds.maxY - size.height), anchor: .topLeading,
                              proposal: ProposedViewSize(width: bounds.width, height: nil))
            i += 1
        }
        if hasXTitle {
            let offset = (xLabels.isEmpty ? 0 : ChartAxisMetrics.labelGap + labelRowHeight(subviews)) + ChartAxisMetrics.labelGap
            let y = xOnTop ? plot.minY - offset : plot.maxY + offset
            subviews[i].place(at: CGPoint(x: plot.midX, y: y), anchor: xOnTop ? .bottom : .top, proposal: .unspecified)
            i += 1
        }
        if hasYTitle {
            let x = yOnLeading ? bounds.minX : bounds.maxX
            subviews[i].place(at: CGPoint(x: x, y: plot.minY - ChartAxisMetrics.labelGap - (yLabels.isEmpty ? 0 : labelHalfHeight(subviews))),
                              anchor: yOnLeading ? .bottomLeading : .bottomTrailing, proposal: .unspecified)
            i += 1
        }
        for note in annotations {
            let r = geometry.geometry(of: note.markIndex, in: plot.size).anchor.offsetBy(dx: plot.minX, dy: plot.minY)
            let (point, anchor) = ChartFrameLayout.annotationPoint(note, mark: geometry.marks[note.markIndex], rect: r)
            subviews[i].place(at: point, anchor: anchor, proposal: .unspecified)
            i += 1
        }
    }

    /// Places an axis label, or collapses it to nothing when it would come within its collision
    /// spacing of the last label kept along the axis (either side: a reversed axis runs backwards).
    private func placeLabel(_ subview: LayoutSubview, _ label: AxisLabelPlacement, at origin: CGPoint, anchor: UnitPoint,
                            size: CGSize, vertical: Bool, lastKept: inout CGRect?) {
        let frame = CGRect(x: origin.x - anchor.x * size.width, y: origin.y - anchor.y * size.height, width: size.width, height: size.height)
        if let spacing = label.collisionSpacing, let last = lastKept,
           vertical ? frame.minY < last.maxY + spacing && frame.maxY > last.minY - spacing
                    : frame.minX < last.maxX + spacing && frame.maxX > last.minX - spacing {
            subview.place(at: origin, anchor: anchor, proposal: .zero)
        } else {
            subview.place(at: origin, anchor: anchor, proposal: .unspecified)
            lastKept = frame
        }
    }

    /// The x labels' row height (0 without labels).
    private func labelRowHeight(_ subviews: Subviews) -> CGFloat {
        var h: CGFloat = 0
        for j in 0..<xLabels.count { h = max(h, subviews[1 + yLabels.count + j].sizeThatFits(.unspecified).height) }
        return h
    }

    /// Half the y labels' height: how far the top label reaches above the plot.
    private func labelHalfHeight(_ subviews: Subviews) -> CGFloat {
        var h: CGFloat = 0
        for j in 0..<yLabels.count { h = max(h, subviews[1 + j].sizeThatFits(.unspecified).height) }
        return h / 2
    }

    /// Where an annotation's anchor point goes for a mark occupying `r`.
    package static func annotationPoint(_ note: AnnotationPlan, mark: MarkPlacement, rect r: CGRect) -> (CGPoint, UnitPoint) {
        var kind = note.position.kind
        if kind == .automatic {
            switch mark.kind {
            case .sector: kind = .overlay
            case .bar where mark.valueAxis == .x: kind = .trailing
            case .rule where r.height > r.width: kind = .trailing
            default: kind = .top
            }
        }
        let h = note.alignment.horizontal, v = note.alignment.vertical
        let ax: CGFloat = h == .leading ? 0 : h == .trailing ? 1 : 0.5
        let ay: CGFloat = v == .top ? 0 : v == .bottom ? 1 : 0.5
        let s = note.spacing
        let alongX = r.minX + ax * r.width, alongY = r.minY + ay * r.height
        switch kind {
        case .top: return (CGPoint(x: alongX, y: r.minY - s), UnitPoint(x: ax, y: 1))
        case .bottom: return (CGPoint(x: alongX, y: r.maxY + s), UnitPoint(x: ax, y: 0))
        case .leading: return (CGPoint(x: r.minX - s, y: alongY), UnitPoint(x: 1, y: ay))
        case .trailing: return (CGPoint(x: r.maxX + s, y: alongY), UnitPoint(x: 0, y: ay))
        case .topLeading: return (CGPoint(x: r.minX - s, y: r.minY - s), .bottomTrailing)
        case .topTrailing: return (CGPoint(x: r.maxX + s, y: r.minY - s), .bottomLeading)
        case .bottomLeading: return (CGPoint(x: r.minX - s, y: r.maxY + s), .topTrailing)
        case .bottomTrailing: return (CGPoint(x: r.maxX + s, y: r.maxY + s), .topLeading)
        case .overlay, .automatic: return (CGPoint(x: alongX, y: alongY), UnitPoint(x: ax, y: ay))
        }
    }
}
