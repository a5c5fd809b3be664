import Foundation
import BackplateCore

/// A point in a 3D chart's box: each coordinate −0.5 (the domain's start) to 0.5 (its end).
package struct BoxPoint: Equatable, Sendable {
    package var x, y, z: Double
    package init(_ x: Double, _ y: Double, _ z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// A 3D chart's content fitted to its scales: surface grids and marks as box coordinates.
package struct Chart3DScene {
    package var xScale, yScale, zScale: ChartScale
    package var pose: Chart3DPose
    package var perspective: Bool
    /// Each surface: its heights on a `surfaceSamples`² grid (NaN where undefined) and its mark.
    package var surfaces: [(grid: [[BoxPoint?]], mark: Chart3DMark)] = []
    package var marks: [Chart3DMark] = []
    package var titles: [String] = []

    /// Grid points per side of a sampled surface.
    package static let surfaceSamples = 41
    /// The x and z domain of a surface-only chart with no scale set (an estimate).
    package static let defaultSurfaceDomain = -1.0...1.0

    package init(marks all: [Chart3DMark], config: ChartConfiguration) {
        pose = config.pose3D ?? .default
        perspective = config.projection3D?.kind == .perspective
        marks = all.filter { $0.kind != .surface }
        let functions = all.filter { $0.kind == .surface && $0.function != nil }
        titles = functions.first?.titles ?? []
        xScale = Chart3DScene.scale(marks.flatMap(\.x), fixed: config.xDomain, surfaces: !functions.isEmpty)
        zScale = Chart3DScene.scale(marks.flatMap(\.z), fixed: config.zDomain, surfaces: !functions.isEmpty)
        // Sample each surface over the x and z domains, then fit y to marks and heights.
        var heights: [Double] = marks.flatMap(\.y).compactMap(\.number)
        var samples: [[[Double]]] = []
        let (x0, x1) = Chart3DScene.bounds(xScale), (z0, z1) = Chart3DScene.bounds(zScale)
        let n = Chart3DScene.surfaceSamples
        for mark in functions {
            guard let f = mark.function else { continue }
            var rows: [[Double]] = []
            for i in 0..<n {
                let z = z0 + (z1 - z0) * Double(i) / Double(n - 1)
                rows.append((0..<n).map { j in f(x0 + (x1 - x0) * Double(j) / Double(n - 1), z) })
            }
            heights += rows.joined().filter(\.isFinite)
            samples.append(rows)
        }
        yScale = Chart3DScene.scale(heights.map { PlotValue.number($0) }, fixed: config.yDomain, surfaces: false)
        let (y0, y1) = Chart3DScene.bounds(yScale)
        for (mark, rows) in zip(functions, samples) {
            let grid = rows.enumerated().map { i, row in
                row.enumerated().map { j, y -> BoxPoint? in
                    guard y.isFinite else { return nil }
                    return BoxPoint(Double(j) / Double(n - 1) - 0.5, Chart3DScene.unit(y, y0, y1), Double(i) / Double(n - 1) - 0.5)
                }
            }
            surfaces.append((grid, mark))
        }
    }

    /// A scale over `values`, or over `fixed` when set; −1...1 for surfaces with neither.
    static func scale(_ values: [PlotValue], fixed: [PlotValue]?, surfaces: Bool) -> ChartScale {
        if let fixed, let lo = fixed.compactMap(\.number).min(), let hi = fixed.compactMap(\.number).max(), lo < hi, lo.isFinite, hi.isFinite {
            return .numeric(fixed: lo, hi)
        }
        if let fixed, !fixed.isEmpty, fixed.allSatisfy({ $0.number == nil }) { return .categorical(fixed) }
        if values.isEmpty && surfaces { return .numeric(fixed: defaultSurfaceDomain.lowerBound, defaultSurfaceDomain.upperBound) }
        if !values.isEmpty, values.allSatisfy({ $0.number == nil }) { return .categorical(values) }
        return .numeric(values.compactMap(\.number), includesZero: false)
    }

    /// A linear scale's domain (0...1 for categories).
    static func bounds(_ scale: ChartScale) -> (Double, Double) {
        if case .linear(let lo, let hi, _) = scale.kind { return (lo, hi) }
        return (0, 1)
    }

    static func unit(_ v: Double, _ lo: Double, _ hi: Double) -> Double { hi == lo ? 0 : (v - lo) / (hi - lo) - 0.5 }

    /// `value`'s coordinate along an axis with `scale` (nil when the scale lacks it).
    package static func coordinate(_ value: PlotValue, _ scale: ChartScale) -> Double? {
        scale.position(value, length: 1).map { Double($0) - 0.5 }
    }

    /// The box points a mark's values name: one for a point, the two ends of a rule, the four
    /// corners of a rectangle (nil when a value is off its scale).
    package func corners(of mark: Chart3DMark) -> [BoxPoint]? {
        func axis(_ values: [PlotValue], _ scale: ChartScale) -> [Double]? {
            let c = values.compactMap { Chart3DScene.coordinate($0, scale) }.filter(\.isFinite)
            return c.count == values.count && !c.isEmpty ? c : nil  // NaN or infinite values draw nothing
        }
        guard let xs = axis(mark.x, xScale), let ys = axis(mark.y, yScale), let zs = axis(mark.z, zScale) else { return nil }
        switch mark.kind {
        case .point, .surface: return [BoxPoint(xs[0], ys[0], zs[0])]
        case .rule:
            return [BoxPoint(xs[0], ys[0], zs[0]), BoxPoint(xs.last!, ys.last!, zs.last!)]
        case .rectangle:
            // The single-valued axis is the plane; the two ranges span it.
            if xs.count == 1 { return [(0, 0), (1, 0), (1, 1), (0, 1)].map { BoxPoint(xs[0], ys[$0.0 % ys.count], zs[$0.1 % zs.count]) } }
            if ys.count == 1 { return [(0, 0), (1, 0), (1, 1), (0, 1)].map { BoxPoint(xs[$0.0 % xs.count], ys[0], zs[$0.1 % zs.count]) } }
            return [(0, 0), (1, 0), (1, 1), (0, 1)].map { BoxPoint(xs[$0.0 % xs.count], ys[$0.1 % ys.count], zs[0]) }
        }
    }
}
