import Foundation
import BackplateCore

/// Sizes the default look uses. Values marked estimated could not be checked against iOS.
package enum ChartMetrics {
    /// A categorical bar's width as a fraction of its band (estimated).
    package static let barBandRatio: CGFloat = 0.6
    /// A date-binned bar's width as a fraction of its unit's span (estimated).
    package static let dateBarRatio: CGFloat = 0.8
    /// A bar's width on a continuous axis with no unit (estimated).
    package static let continuousBarWidth: CGFloat = 12
    /// A rectangle's size on a continuous axis (estimated).
    package static let continuousRectangleSize: CGFloat = 20
    /// A line mark's stroke width.
    package static let lineWidth: CGFloat = 2
    /// A rule mark's stroke width (estimated).
    package static let ruleWidth: CGFloat = 1
    /// A point's symbol box, in points (estimated).
    package static let symbolSide: CGFloat = 8
    /// The gap between a mark and its annotation (estimated).
    package static let annotationSpacing: CGFloat = 4
}

/// What one mark draws, in plot coordinates (origin at the plot's top-leading corner).
package struct MarkGeometry: Sendable {
    /// The filled or stroked outline (empty for marks drawn by another mark of their series).
    package var path: Path
    /// Whether `path` is stroked (lines, rules) rather than filled.
    package var stroked: Bool
    /// The rectangle annotations are placed against.
    package var anchor: CGRect
    /// Symbol centres drawn over the path (points, and line vertices with a symbol).
    package var symbolCentres: [CGPoint] = []
}

/// The part of a mark its geometry depends on (no styles or views), so shapes can hold it.
package struct MarkPlacement: Sendable {
    package var kind: ChartMarkKind
    package var x: [PlotValue]
    package var y: [PlotValue]
    package var xDateUnit: Bool
    package var yDateUnit: Bool
    package var width: MarkDimension
    package var height: MarkDimension
    package var angle: Double?
    package var innerRadius: MarkDimension
    package var outerRadius: MarkDimension
    package var angularInset: CGFloat?
    package var cornerRadius: CGFloat
    package var clipShape: AnyShape?
    package var interpolation: InterpolationMethod
    package var symbolSize: CGFloat?
    package var positionValue: PlotValue?
    package var seriesKey: String
    package var hasSymbol: Bool
    package var valueAxis: ChartModel.ValueAxis
    package var effects: ChartMarkEffects
    package var xPoints: [CGFloat?]?
    package var yPoints: [CGFloat?]?

    package init(_ m: ChartMark, hasSymbol: Bool) {
        effects = m.effects
        xPoints = m.xPoints; yPoints = m.yPoints
        kind = m.kind; x = m.x; y = m.y; xDateUnit = m.xDateUnit; yDateUnit = m.yDateUnit
        width = m.width; height = m.height; angle = m.angle; innerRadius = m.innerRadius; outerRadius = m.outerRadius
        angularInset = m.angularInset; cornerRadius = m.cornerRadius; interpolation = m.interpolation
        clipShape = m.clipShape
        if clipShape != nil, m.kind != .bar, m.kind != .rectangle {
            RuntimeWarning.emit("clipShape(_:) on a \(m.kind) mark is not drawn (only bar and rectangle marks are clipped); drawing it unclipped")
        }
        symbolSize = m.symbolSize; positionValue = m.positionBy?.value; self.hasSymbol = hasSymbol
        seriesKey = "\(m.kind)|\(m.styleBy.map { "\($0.value)" } ?? "")|\(m.lineStyleBy.map { "\($0.value)" } ?? "")|"
            + "\(m.series.map { "\($0)" } ?? "")"
        valueAxis = ChartModel.valueAxis(m)
    }
}

/// The scales and mark placements of a chart: everything its geometry needs, `Sendable` so
/// the shapes that draw the chart can carry it.
package struct ChartGeometry: Sendable {
    package var marks: [MarkPlacement]
    package var xScale: ChartScale?
    package var yScale: ChartScale?
    /// The categories of the `position(by:)` channel, in first-appearance order.
    package var positionGroups: [PlotValue]

    /// Each line or area series' mark indices, in order (computed once: a series of n points
    /// costs n, not n², to draw).
    package var seriesMembers: [String: [Int]]
    /// Each sector's start value (the sum of the sectors before it) and the sum of all.
    package var sectorStarts: [Int: Double]
    package var sectorTotal: Double

    package init(marks: [MarkPlacement], xScale: ChartScale?, yScale: ChartScale?) {
        self.marks = marks; self.xScale = xScale; self.yScale = yScale
        var groups: [PlotValue] = []
        var members: [String: [Int]] = [:], starts: [Int: Double] = [:], total = 0.0
        for (i, m) in marks.enumerated() {
            if let v = m.positionValue, !groups.contains(v) { groups.append(v) }
            if m.kind == .line || m.kind == .area { members[m.seriesKey, default: []].append(i) }
            if m.kind == .sector { starts[i] = total; total += max(0, m.angle ?? 0) }
        }
        positionGroups = groups
        seriesMembers = members
        sectorStarts = starts
        sectorTotal = total
    }

    /// Where `value` lies on the x axis of a plot `size` big.
    package func xPosition(_ value: PlotValue, _ size: CGSize) -> CGFloat? { xScale?.position(value, length: size.width) }

    /// Where `value` lies on the y axis of a plot `size` big (larger values higher).
    package func yPosition(_ value: PlotValue, _ size: CGSize) -> CGFloat? {
        guard let yScale else { return nil }
        if yScale.isCategorical { return yScale.position(value, length: size.height) }
        return yScale.position(value, length: size.height).map { size.height - $0 }
    }

    /// The extent a bar or rectangle takes along an axis: from two values, or a band around
    /// one value.
    private func extent(_ values: [PlotValue], scale: ChartScale?, length: CGFloat, flip: Bool, dimension: MarkDimension,
                        isDateUnit: Bool, kind: ChartMarkKind, group: PlotValue?) -> (CGFloat, CGFloat)? {
        guard let scale else { return nil }
        func pos(_ v: PlotValue) -> CGFloat? {
            guard let p = scale.position(v, length: length) else { return nil }
            return flip && !scale.isCategorical ? length - p : p
        }
        if values.count >= 2, let a = pos(values[0]), let b = pos(values[1]) {
            if isDateUnit {
                let span = abs(b - a), width = dimension.resolve(available: span, automatic: span * ChartMetrics.dateBarRatio)
                let mid = (a + b) / 2
                return (mid - width / 2, mid + width / 2)
            }
            return (min(a, b), max(a, b))
        }
        guard let v = values.first, let centre = pos(v) else { return nil }
        let band = scale.bandWidth(length: length)
        let automatic: CGFloat
        if scale.isCategorical { automatic = kind == .rectangle ? band : band * ChartMetrics.barBandRatio }
        else { automatic = kind == .rectangle ? ChartMetrics.continuousRectangleSize : ChartMetrics.continuousBarWidth }
        let width = dimension.resolve(available: scale.isCategorical ? band : automatic, automatic: automatic)
        let groups = positionGroups
        if let group, groups.count > 1, let i = groups.firstIndex(of: group) {
            let sub = width / CGFloat(groups.count)
            let start = centre - width / 2 + CGFloat(i) * sub
            return (start, start + sub)
        }
        return (centre - width / 2, centre + width / 2)
    }

    /// The rectangle of bar or rectangle mark `m` in a plot `size` big.
    package func barRect(_ m: MarkPlacement, _ size: CGSize) -> CGRect? {
        let axis = m.valueAxis
        let group = m.positionValue
        let horizontal = axis == .x
        let xs = extent(m.x, scale: xScale, length: size.width, flip: false, dimension: m.width,
                        isDateUnit: m.xDateUnit, kind: m.kind, group: horizontal ? nil : group)
        let ys = extent(m.y, scale: yScale, length: size.height, flip: true, dimension: m.height,
                        isDateUnit: m.yDateUnit, kind: m.kind, group: horizontal ? group : nil)
        let x = xs ?? ChartGeometry.span(m.xPoints, size.width), y = ys ?? ChartGeometry.span(m.yPoints, size.height)
        return m.effects.apply(to: CGRect(x: x.0, y: y.0, width: x.1 - x.0, height: y.1 - y.0))
    }

    /// The point of a line, area or point mark (the top of a stacked area); a position
    /// given in points (`PointMark(x:y: CGFloat?)`) is used as is, nil centring the mark.
    package func point(_ m: MarkPlacement, _ size: CGSize, useEnd: Bool = true) -> CGPoint? {
        let x: CGFloat, y: CGFloat
        if let points = m.xPoints, m.x.isEmpty { x = points.first.flatMap { $0 } ?? size.width / 2 }
        else if let xv = m.x.first, let p = xPosition(m.x.count > 1 && useEnd ? m.x[1] : xv, size) { x = p }
        else { return nil }
        let yv = m.y.count > 1 ? (useEnd ? m.y[1] : m.y[0]) : m.y.first
        if let points = m.yPoints, m.y.isEmpty { y = points.first.flatMap { $0 } ?? size.height / 2 }
        else if let yv, let p = yPosition(yv, size) { y = p }
        else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// A start and end given in points, nil meaning the plot's edges.
    package static func span(_ points: [CGFloat?]?, _ length: CGFloat) -> (CGFloat, CGFloat) {
        let start = points?.first.flatMap { $0 } ?? 0
        let end = (points?.count ?? 0) > 1 ? (points?[1] ?? length) : length
        return (min(start, end), max(start, end))
    }

    /// What mark `index` draws in a plot `size` big, moved by its `offset` (bars and
    /// rectangles move their edges in `barRect`).
    package func geometry(of index: Int, in size: CGSize) -> MarkGeometry {
        let m = marks[index]
        var g = unmovedGeometry(of: index, in: size)
        guard m.effects.hasOffset, m.kind != .bar, m.kind != .rectangle else { return g }
        let dx = m.effects.xStart, dy = m.effects.yStart
        if m.kind == .rule {
            g.anchor = m.effects.apply(to: g.anchor)
            var p = Path()
            p.move(to: CGPoint(x: g.anchor.minX, y: g.anchor.minY))
            p.addLine(to: CGPoint(x: g.anchor.maxX, y: g.anchor.maxY))
            g.path = p
            return g
        }
        g.path = g.path.offsetBy(dx: dx, dy: dy)
        g.anchor = g.anchor.offsetBy(dx: dx, dy: dy)
        g.symbolCentres = g.symbolCentres.map { CGPoint(x: $0.x + dx, y: $0.y + dy) }
        return g
    }

    private func unmovedGeometry(of index: Int, in size: CGSize) -> MarkGeometry {
        let m = marks[index]
        let empty = MarkGeometry(path: Path(), stroked: false, anchor: .zero)
        switch m.kind {
        case .bar, .rectangle:
            guard let r = barRect(m, size) else { return empty }
            if let clip = m.clipShape { return MarkGeometry(path: clip.path(in: r), stroked: false, anchor: r) }
            var p = Path()
            if m.cornerRadius > 0 { p.addRoundedRect(in: r, cornerSize: CGSize(width: m.cornerRadius, height: m.cornerRadius)) }
            else { p.addRect(r) }
            return MarkGeometry(path: p, stroked: false, anchor: r)
        case .point:
            guard let c = point(m, size) else { return empty }
            let side = m.symbolSize.map { sqrt($0) } ?? ChartMetrics.symbolSide
            return MarkGeometry(path: Path(), stroked: false,
                                anchor: CGRect(x: c.x - side / 2, y: c.y - side / 2, width: side, height: side), symbolCentres: [c])
        case .line, .area:
            let members = seriesMembers[m.seriesKey] ?? [index]
            guard let c = point(m, size) else { return empty }
            let side = m.symbolSize.map { sqrt($0) } ?? ChartMetrics.symbolSide
            let anchor = CGRect(x: c.x - side / 2, y: c.y - side / 2, width: side, height: side)
            let centres = m.hasSymbol ? [c] : []
            guard members.first == index else { return MarkGeometry(path: Path(), stroked: m.kind == .line, anchor: anchor, symbolCentres: centres) }
            let tops = members.compactMap { point(marks[$0], size) }
            var path = ChartInterpolation.path(through: tops, method: m.interpolation)
            if m.kind == .area {
                let bottoms = members.compactMap { point(marks[$0], size, useEnd: false) }
                let baseline = bottoms.count == tops.count ? bottoms : tops.map { CGPoint(x: $0.x, y: yPosition(.number(0), size) ?? size.height) }
                path = ChartInterpolation.areaPath(tops: tops, bottoms: baseline, method: m.interpolation)
            }
            return MarkGeometry(path: path, stroked: m.kind == .line, anchor: anchor, symbolCentres: centres)
        case .rule:
            var p = Path()
            let r: CGRect
            if m.x.isEmpty, m.y.count == 1, let y = yPosition(m.y[0], size) {
                let (a, b) = ChartGeometry.span(m.xPoints, size.width)
                r = CGRect(x: a, y: y, width: b - a, height: 0)
            } else if m.y.isEmpty, m.x.count == 1, let x = xPosition(m.x[0], size) {
                let (a, b) = ChartGeometry.span(m.yPoints, size.height)
                r = CGRect(x: x, y: a, width: 0, height: b - a)
            } else if m.x.isEmpty, m.y.count >= 2, let a = yPosition(m.y[0], size), let b = yPosition(m.y[1], size) {
                let x = m.xPoints?.first.flatMap { $0 } ?? size.width / 2
                r = CGRect(x: x, y: min(a, b), width: 0, height: abs(b - a))
            } else if m.y.isEmpty, m.x.count >= 2, let a = xPosition(m.x[0], size), let b = xPosition(m.x[1], size) {
                let y = m.yPoints?.first.flatMap { $0 } ?? size.height / 2
                r = CGRect(x: min(a, b), y: y, width: abs(b - a), height: 0)
            } else if m.x.count >= 2, let a = xPosition(m.x[0], size), let b = xPosition(m.x[1], size), let yv = m.y.first, let y = yPosition(yv, size) {
                r = CGRect(x: min(a, b), y: y, width: abs(b - a), height: 0)
            } else if m.y.count >= 2, let a = yPosition(m.y[0], size), let b = yPosition(m.y[1], size), let xv = m.x.first, let x = xPosition(xv, size) {
                r = CGRect(x: x, y: min(a, b), width: 0, height: abs(b - a))
            } else { return empty }
            p.move(to: CGPoint(x: r.minX, y: r.minY))
            p.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
            return MarkGeometry(path: p, stroked: true, anchor: r)
        case .sector:
            return sectorGeometry(index, size)
        }
    }

    /// A pie or donut slice: angles from 12 o'clock clockwise in proportion to the values.
    private func sectorGeometry(_ index: Int, _ size: CGSize) -> MarkGeometry {
        let total = sectorTotal, before = sectorStarts[index] ?? 0
        guard total > 0 else { return MarkGeometry(path: Path(), stroked: false, anchor: .zero) }
        let m = marks[index]
        let start = -Double.pi / 2 + before / total * 2 * .pi
        let end = start + max(0, m.angle ?? 0) / total * 2 * .pi
        let centre = CGPoint(x: size.width / 2, y: size.height / 2)
        let available = min(size.width, size.height) / 2
        let outer = m.outerRadius.resolve(available: available, automatic: available)
        let inner = max(0, min(outer, m.innerRadius.resolve(available: outer, automatic: 0)))
        let inset = (m.angularInset ?? 0) / 2
        let outerDelta = outer > 0 ? Double(inset / outer) : 0
        let innerDelta = inner > 0 ? Double(inset / inner) : 0
        var p = Path()
        let a0 = start + outerDelta, a1 = end - outerDelta
        guard a1 > a0 else { return MarkGeometry(path: Path(), stroked: false, anchor: .zero) }
        let mid = (start + end) / 2, r = (outer + inner) / 2
        let anchorPoint = CGPoint(x: centre.x + r * CGFloat(cos(mid)), y: centre.y + r * CGFloat(sin(mid)))
        if m.cornerRadius > 0 {
            let a0i = start + innerDelta, a1i = end - innerDelta
            let rounded = SectorCorners.path(centre: centre, outer: outer, inner: inner, outerAngles: (a0, a1),
                                             innerAngles: (a0i, a1i), radius: m.cornerRadius)
            return MarkGeometry(path: rounded, stroked: false, anchor: CGRect(x: anchorPoint.x, y: anchorPoint.y, width: 0, height: 0))
        }
        p.addRelativeArc(center: centre, radius: outer, startAngle: .radians(a0), delta: .radians(a1 - a0))
        if inner > 0, end - innerDelta > start + innerDelta {
            p.addRelativeArc(center: centre, radius: inner, startAngle: .radians(end - innerDelta),
                              delta: .radians(-(end - start - 2 * innerDelta)))
        } else {
            // A pie slice: the gap's sides meet where they are `inset` from both edges.
            let mid = (start + end) / 2, half = (end - start) / 2
            let d = sin(half) > 0 ? Double(inset) / sin(half) : 0
            p.addLine(to: CGPoint(x: centre.x + CGFloat(d * cos(mid)), y: centre.y + CGFloat(d * sin(mid))))
        }
        p.closeSubpath()
        return MarkGeometry(path: p, stroked: false, anchor: CGRect(x: anchorPoint.x, y: anchorPoint.y, width: 0, height: 0))
    }
}
