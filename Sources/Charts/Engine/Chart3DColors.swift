import Foundation
import BackplateCore

/// What a 3D facet is filled with: a colour the light shades, or a style drawn as it is.
package enum Chart3DPaint {
    case color(Color.Resolved)
    case style(AnyShapeStyle)
}

/// The colours of a 3D chart's marks in one environment: styles, the palette for
/// `foregroundStyle(by:)`, and surface styles by height or facing.
package struct Chart3DColors {
    let environment: EnvironmentValues
    let scene: Chart3DScene
    /// `foregroundStyle(by:)` values in first-appearance order.
    let categories: [PlotValue]

    init(scene: Chart3DScene, environment: EnvironmentValues) {
        self.scene = scene
        self.environment = environment
        var seen = Set<PlotValue>(), ordered: [PlotValue] = []
        for m in scene.surfaces.map(\.mark) + scene.marks {
            if let v = m.styleBy?.value, seen.insert(v).inserted { ordered.append(v) }
        }
        categories = ordered
    }

    /// A mark's own style, its palette colour, or the accent colour.
    func markColor(_ mark: Chart3DMark) -> Chart3DPaint {
        if let color = mark.color { return .color(color.resolve(in: environment)) }
        if let style = mark.style { return .style(style) }
        if let v = mark.styleBy?.value, let i = categories.firstIndex(of: v) {
            return .color(chartPalette[i % chartPalette.count].resolve(in: environment))
        }
        return .color(Color.accentColor.resolve(in: environment))
    }

    /// How a surface's facets are coloured, given a facet's height (box units) and world normal:
    /// by its surface style, else its mark colour. Colours are resolved once per surface.
    func surfaceColoring(_ mark: Chart3DMark) -> (_ height: Double, _ normal: BoxPoint) -> Chart3DPaint {
        guard let style = mark.surfaceStyle else {
            let plain = markColor(mark)
            return { _, _ in plain }
        }
        switch style.kind {
        case .normal:
            return { _, normal in
                let l = max((normal.x * normal.x + normal.y * normal.y + normal.z * normal.z).squareRoot(), 1e-9)
                let n = normal.y < 0 ? BoxPoint(-normal.x / l, -normal.y / l, -normal.z / l) : BoxPoint(normal.x / l, normal.y / l, normal.z / l)
                return .color(Color.Resolved(red: Float(0.5 + 0.5 * n.x), green: Float(0.5 + 0.5 * n.y), blue: Float(0.5 + 0.5 * n.z)))
            }
        case .height:
            let ramp = BasicChart3DSurfaceStyle.defaultRamp
            let stops = (style.gradient?.stops.map { ($0.color, Double($0.location)) }
                ?? ramp.enumerated().map { ($0.element, Double($0.offset) / Double(ramp.count - 1)) })
                .map { ($0.0.resolve(in: environment), $0.1) }
            let (lo, hi) = Chart3DScene.bounds(scene.yScale)
            let accent = Color.accentColor.resolve(in: environment)
            return { height, _ in
                var t = height + 0.5
                if let range = style.yRange {
                    let value = lo + t * (hi - lo)
                    t = range.upperBound == range.lowerBound ? 0.5 : (value - Double(range.lowerBound)) / Double(range.upperBound - range.lowerBound)
                }
                return .color(Chart3DColors.mix(stops, at: min(max(t, 0), 1)) ?? accent)
            }
        }
    }

    /// The colour `t` of the way along `stops`, mixed in linear light (nil: no stops).
    static func mix(_ stops: [(Color.Resolved, Double)], at t: Double) -> Color.Resolved? {
        guard let first = stops.first else { return nil }
        var lower = first
        for stop in stops where stop.1 <= t { lower = stop }
        let upper = stops.first { $0.1 >= t } ?? stops.last!
        let a = lower.0, b = upper.0
        let f = Float(upper.1 == lower.1 ? 0 : (t - lower.1) / (upper.1 - lower.1))
        return Color.Resolved(colorSpace: .sRGBLinear, red: a.linearRed + (b.linearRed - a.linearRed) * f,
                              green: a.linearGreen + (b.linearGreen - a.linearGreen) * f,
                              blue: a.linearBlue + (b.linearBlue - a.linearBlue) * f, opacity: a.opacity + (b.opacity - a.opacity) * f)
    }

    /// `paint` lit to `brightness` (1: as given).
    func shaded(_ paint: Chart3DPaint, _ brightness: Double) -> GraphicsContext.Shading {
        switch paint {
        case .style(let style): return .style(style)
        case .color(let c):
            let k = Float(brightness)
            return .color(Color(Color.Resolved(colorSpace: .sRGBLinear, red: c.linearRed * k, green: c.linearGreen * k,
                                               blue: c.linearBlue * k, opacity: c.opacity)))
        }
    }
}
