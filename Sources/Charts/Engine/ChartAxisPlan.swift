import Foundation
import BackplateCore

/// Axis look defaults. Values marked estimated could not be checked against iOS.
package enum ChartAxisMetrics {
    /// Gridline width (estimated).
    package static let gridLineWidth: CGFloat = 0.5
    /// Tick length (estimated).
    package static let tickLength: CGFloat = 4
    /// Gap between the plot and its axis labels (estimated).
    package static let labelGap: CGFloat = 4
    /// Gap between the x axis labels and the legend (estimated).
    package static let legendGap: CGFloat = 8
    /// The space an x label keeps from the one before it, or it is left out (estimated).
    package static let labelCollisionSpacing: CGFloat = 2
    /// Axis label font (estimated: the caption 2 text style, 11 points).
    package static let labelFont: Font = .caption2
    /// The gridline and tick colour (estimated: the separator grey).
    package static var gridStyle: AnyShapeStyle { AnyShapeStyle(SeparatorShapeStyle.separator) }
}

/// Which axis an `AxisPlan` marks.
package enum ChartAxisName: Sendable { case x, y }

/// One label an axis draws: its view and where it goes.
package struct AxisLabelPlan {
    package var value: PlotValue
    package var view: AnyView
    package var string: String?
    package var centered: Bool
    package var anchor: UnitPoint?
    package var offset: CGSize
    /// Left out where it would overlap the label kept before it (`nil`: drawn whatever it meets);
    /// the spacing kept between labels.
    package var collisionSpacing: CGFloat? = nil
}

/// Where an axis label goes, without its view: what the chart's layout keeps (a `Layout` is
/// `Sendable`; views are not).
package struct AxisLabelPlacement: Sendable {
    package var value: PlotValue
    package var centered: Bool
    package var anchor: UnitPoint?
    package var offset: CGSize
    package var collisionSpacing: CGFloat?
}

extension AxisLabelPlan {
    /// The label's placement, its view left out.
    package var placement: AxisLabelPlacement {
        AxisLabelPlacement(value: value, centered: centered, anchor: anchor, offset: offset, collisionSpacing: collisionSpacing)
    }
}

/// One gridline or tick an axis draws.
package struct AxisLinePlan {
    package var value: PlotValue
    package var centered: Bool
    package var stroke: StrokeStyle
    package var style: AnyShapeStyle
    package var tickLength: CGFloat?
}

/// An axis's gridlines, ticks and labels, from its `AxisMarks` (or the defaults).
package struct AxisPlan {
    package var axis: ChartAxisName
    package var lines: [AxisLinePlan] = []
    package var labels: [AxisLabelPlan] = []
    /// Whether the axis sits on its secondary edge (leading for y, top for x).
    package var onLeadingOrTop = false

    package init(axis: ChartAxisName, scale: ChartScale?, specs: [AxisMarksSpec]?, hidden: Bool) {
        self.axis = axis
        guard let scale, !hidden else { return }
        let declared = specs ?? [AxisMarksSpec(position: .automatic, values: .automatic, content: nil)]
        for spec in declared {
            switch spec.position.kind {
            case .leading, .top: onLeadingOrTop = true
            default: break
            }
            let values = scale.ticks(for: spec.values)
            for (i, value) in values.enumerated() {
                let elements: [AxisElement]
                if let content = spec.content {
                    elements = content(AxisValue(value: value, index: i, count: values.count))
                } else {
                    elements = AxisPlan.defaultElements(axis: axis, scale: scale, format: spec.labelFormat, stroke: spec.stroke)
                }
                add(elements, value: value, scale: scale)
            }
        }
    }

    /// The default marks at each value: a label only for a category (no gridline through the
    /// bars); on a continuous y axis a gridline and a label; on a continuous x axis a gridline,
    /// a tick and a label (estimated).
    private static func defaultElements(axis: ChartAxisName, scale: ChartScale, format: ((PlotValue) -> Text)?,
                                        stroke: StrokeStyle? = nil) -> [AxisElement] {
        var label = AxisLabelSpec()
        label.format = format
        if scale.isCategorical { return [.label(label)] }
        if axis == .y { return [.gridLine(centered: false, stroke: stroke, style: nil), .label(label)] }
        return [.gridLine(centered: false, stroke: stroke, style: nil), .tick(length: nil, stroke: nil, style: nil), .label(label)]
    }

    private mutating func add(_ elements: [AxisElement], value: PlotValue, scale: ChartScale) {
        let defaultStroke = StrokeStyle(lineWidth: ChartAxisMetrics.gridLineWidth)
        for element in elements {
            switch element {
            case .gridLine(let centered, let stroke, let style):
                lines.append(AxisLinePlan(value: value, centered: centered, stroke: stroke ?? defaultStroke,
                                          style: style ?? ChartAxisMetrics.gridStyle, tickLength: nil))
            case .tick(let length, let stroke, let style):
                lines.append(AxisLinePlan(value: value, centered: false, stroke: stroke ?? defaultStroke,
                                          style: style ?? ChartAxisMetrics.gridStyle, tickLength: length ?? ChartAxisMetrics.tickLength))
            case .label(let spec):
                let formatted = spec.text == nil && spec.view == nil ? spec.format?(value) : nil
                let string = spec.text == nil && spec.view == nil && formatted == nil ? scale.label(for: value) : nil
                let base: AnyView
                if let view = spec.view { base = view }
                else if let text = spec.text { base = AnyView(text) }
                else if let formatted { base = AnyView(formatted) }
                else { base = AnyView(Text(verbatim: string ?? "")) }
                let styled = AnyView(base.font(spec.font ?? ChartAxisMetrics.labelFont)
                    .foregroundStyle(spec.style ?? AnyShapeStyle(HierarchicalShapeStyle.secondary)))
                let dateAxis: Bool = { if case .linear(_, _, true) = scale.kind { return true } else { return false } }()
                labels.append(AxisLabelPlan(value: value, view: styled, string: string,
                                            centered: spec.centered ?? !(axis == .x && dateAxis), anchor: spec.anchor, offset: spec.offset,
                                            collisionSpacing: spec.collision.dropsOverlaps
                                                ? spec.collision.minimumSpacing ?? ChartAxisMetrics.labelCollisionSpacing : nil))
            }
        }
    }
}

/// A gridline or tick, drawn across (gridline) or outside (tick) a plot of any size.
package struct AxisLineShape: Shape {
    package var axis: ChartAxisName
    package var geometry: ChartGeometry
    package var value: PlotValue
    package var tickLength: CGFloat?
    package var onLeadingOrTop: Bool

    package func path(in rect: CGRect) -> Path {
        var p = Path()
        switch axis {
        case .x:
            guard let x = geometry.xPosition(value, rect.size) else { return p }
            let px = rect.minX + x
            if let length = tickLength {
                let y0 = onLeadingOrTop ? rect.minY : rect.maxY
                p.move(to: CGPoint(x: px, y: y0)); p.addLine(to: CGPoint(x: px, y: onLeadingOrTop ? y0 - length : y0 + length))
            } else {
                p.move(to: CGPoint(x: px, y: rect.minY)); p.addLine(to: CGPoint(x: px, y: rect.maxY))
            }
        case .y:
            guard let y = geometry.yPosition(value, rect.size) else { return p }
            let py = rect.minY + y
            if let length = tickLength {
                let x0 = onLeadingOrTop ? rect.minX : rect.maxX
                p.move(to: CGPoint(x: x0, y: py)); p.addLine(to: CGPoint(x: onLeadingOrTop ? x0 - length : x0 + length, y: py))
            } else {
                p.move(to: CGPoint(x: rect.minX, y: py)); p.addLine(to: CGPoint(x: rect.maxX, y: py))
            }
        }
        return p
    }
}

/// One mark's outline in a plot of any size.
package struct ChartMarkShape: Shape {
    package var geometry: ChartGeometry
    package var index: Int

    package func path(in rect: CGRect) -> Path {
        let g = geometry.geometry(of: index, in: rect.size)
        return g.path.offsetBy(dx: rect.minX, dy: rect.minY)
    }
}

/// The symbols drawn at one mark's points (a point mark, or a line vertex with a symbol).
package struct ChartSymbolsShape: Shape {
    package var geometry: ChartGeometry
    package var index: Int
    package var symbol: BasicChartSymbolShape

    package func path(in rect: CGRect) -> Path {
        let g = geometry.geometry(of: index, in: rect.size)
        var p = Path()
        let side = geometry.marks[index].symbolSize.map { sqrt($0) } ?? ChartMetrics.symbolSide
        for c in g.symbolCentres {
            p.addPath(symbol.path(in: CGRect(x: rect.minX + c.x - side / 2, y: rect.minY + c.y - side / 2, width: side, height: side)))
        }
        return p
    }
}
