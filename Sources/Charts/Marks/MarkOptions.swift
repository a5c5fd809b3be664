import Foundation
import BackplateCore

/// A mark's size on one dimension: automatic, a fixed number of points, a ratio of the
/// available band (or of the outer radius, for a sector's inner radius), or an inset from it.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable, Equatable {
    package enum Kind: Sendable, Equatable { case automatic, fixed(CGFloat), ratio(CGFloat), inset(CGFloat) }
    package var kind: Kind

    /// The chart chooses the size (a categorical band's bar width, the plot's radius).
    public static var automatic: MarkDimension { MarkDimension(kind: .automatic) }
    /// A size in points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    /// A fraction of the available size.
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(value)) }
    /// The available size less `value` points.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }
    /// A size in points.
    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    /// A size in points.
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }
    package init(kind: Kind) { self.kind = kind }

    /// The size in points given the available size, or `automatic` when automatic.
    package func resolve(available: CGFloat, automatic: CGFloat) -> CGFloat {
        switch kind {
        case .automatic: return automatic
        case .fixed(let v): return v
        case .ratio(let r): return available * r
        case .inset(let i): return max(0, available - i)
        }
    }
}

/// How marks that share a position combine: stacked end to end (the default for bars and
/// areas), normalized to the whole range, centred, or drawn independently from zero.
public struct MarkStackingMethod: Equatable, Sendable {
    package enum Kind: Sendable { case standard, normalized, center, unstacked }
    package var kind: Kind
    /// Stack marks end to end from zero.
    public static var standard: MarkStackingMethod { MarkStackingMethod(kind: .standard) }
    /// Stack marks and scale each stack to fill 0...1.
    public static var normalized: MarkStackingMethod { MarkStackingMethod(kind: .normalized) }
    /// Stack marks centred on zero (a streamgraph).
    public static var center: MarkStackingMethod { MarkStackingMethod(kind: .center) }
    /// Draw every mark from zero, overlapping.
    public static var unstacked: MarkStackingMethod { MarkStackingMethod(kind: .unstacked) }
}

/// How a line or area joins its points.
public struct InterpolationMethod: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case linear, monotone, catmullRom(CGFloat), cardinal(CGFloat), stepStart, stepCenter, stepEnd
    }
    package var kind: Kind
    /// Straight segments between points (the default).
    public static var linear: InterpolationMethod { InterpolationMethod(kind: .linear) }
    /// A smooth curve that never overshoots between points (monotone cubic).
    public static var monotone: InterpolationMethod { InterpolationMethod(kind: .monotone) }
    /// A Catmull-Rom spline through the points (centripetal, alpha 0.5).
    public static var catmullRom: InterpolationMethod { InterpolationMethod(kind: .catmullRom(0.5)) }
    /// A Catmull-Rom spline with the given alpha.
    public static func catmullRom(alpha: CGFloat) -> InterpolationMethod { InterpolationMethod(kind: .catmullRom(alpha)) }
    /// A cardinal spline (tension 0).
    public static var cardinal: InterpolationMethod { InterpolationMethod(kind: .cardinal(0)) }
    /// A cardinal spline with the given tension.
    public static func cardinal(tension: CGFloat) -> InterpolationMethod { InterpolationMethod(kind: .cardinal(tension)) }
    /// Steps that change value at each point and hold it until the next.
    public static var stepStart: InterpolationMethod { InterpolationMethod(kind: .stepStart) }
    /// Steps that change value halfway between points.
    public static var stepCenter: InterpolationMethod { InterpolationMethod(kind: .stepCenter) }
    /// Steps that hold the previous value until each point.
    public static var stepEnd: InterpolationMethod { InterpolationMethod(kind: .stepEnd) }
}

extension InterpolationMethod: CustomStringConvertible {
    /// The method's name, as its static member spells it (`"catmullRom"`, `"stepStart"`).
    public var description: String {
        switch kind {
        case .linear: return "linear"
        case .monotone: return "monotone"
        case .catmullRom: return "catmullRom"
        case .cardinal: return "cardinal"
        case .stepStart: return "stepStart"
        case .stepCenter: return "stepCenter"
        case .stepEnd: return "stepEnd"
        }
    }
}

/// A shape a chart draws for a point or a legend entry.
public protocol ChartSymbolShape: Shape {
    /// The part of the unit square the symbol looks as large as (for sizing symbols alike).
    var perceptualUnitRect: CGRect { get }
}

/// The built-in symbol shapes: circle, square, triangle, diamond, pentagon, plus, cross,
/// asterisk (the order `symbol(by:)` assigns the first five in).
nonisolated public struct BasicChartSymbolShape: ChartSymbolShape, Equatable {
    package enum Kind: Int, Sendable, CaseIterable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    package var kind: Kind
    /// The inner stroke's width (`strokeBorder(lineWidth:)`), or `nil` for a filled symbol.
    package var borderWidth: CGFloat?
    /// Another shape drawn as the symbol (`.symbol(Circle().strokeBorder(lineWidth: 2))`).
    package var custom: AnyShape?

    nonisolated package init(kind: Kind, borderWidth: CGFloat? = nil, custom: AnyShape? = nil) {
        self.kind = kind
        self.borderWidth = borderWidth
        self.custom = custom
    }

    /// The unit square the symbol is drawn in.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    /// Symbols are equal when they draw the same outline.
    nonisolated public static func == (a: BasicChartSymbolShape, b: BasicChartSymbolShape) -> Bool {
        a.kind == b.kind && a.borderWidth == b.borderWidth && (a.custom == nil) == (b.custom == nil)
    }

    /// The symbol's outline inside `rect` (a ring inside it when stroked).
    public func path(in rect: CGRect) -> Path {
        guard let width = borderWidth, width > 0 else { return filledPath(in: rect) }
        let inner = rect.insetBy(dx: min(width / 2, rect.width / 2), dy: min(width / 2, rect.height / 2))
        return filledPath(in: inner).strokedPath(StrokeStyle(lineWidth: width))
    }

    nonisolated private func filledPath(in rect: CGRect) -> Path {
        if let custom { return custom.path(in: rect) }
        var p = Path()
        let c = CGPoint(x: rect.midX, y: rect.midY), r = min(rect.width, rect.height) / 2
        func polygon(_ n: Int, _ start: Double) {
            for i in 0..<n {
                let a = start + Double(i) * 2 * .pi / Double(n)
                let pt = CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
                if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
            }
            p.closeSubpath()
        }
        func bars(_ angles: [Double]) {
            let w = r * 0.35
            for a in angles {
                let dx = cos(a) * r, dy = sin(a) * r, nx = -sin(a) * w / 2, ny = cos(a) * w / 2
                p.move(to: CGPoint(x: c.x - dx + nx, y: c.y - dy + ny))
                p.addLine(to: CGPoint(x: c.x + dx + nx, y: c.y + dy + ny))
                p.addLine(to: CGPoint(x: c.x + dx - nx, y: c.y + dy - ny))
                p.addLine(to: CGPoint(x: c.x - dx - nx, y: c.y - dy - ny))
                p.closeSubpath()
            }
        }
        switch kind {
        case .circle: p.addEllipse(in: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        case .square:
            let s = r * 0.886
            p.addRect(CGRect(x: c.x - s, y: c.y - s, width: 2 * s, height: 2 * s))
        case .triangle: polygon(3, -.pi / 2)
        case .diamond: polygon(4, -.pi / 2)
        case .pentagon: polygon(5, -.pi / 2)
        case .plus: bars([0, .pi / 2])
        case .cross: bars([.pi / 4, -.pi / 4])
        case .asterisk: bars([.pi / 2, .pi / 6, -.pi / 6])
        }
        return p
    }
}

/// Where an annotation sits relative to its mark.
public struct AnnotationPosition: Equatable, Sendable {
    package enum Kind: Sendable { case automatic, overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing }
    package var kind: Kind
    /// Above a vertical bar's top or a point (the default).
    public static var automatic: AnnotationPosition { AnnotationPosition(kind: .automatic) }
    /// Over the mark's centre.
    public static var overlay: AnnotationPosition { AnnotationPosition(kind: .overlay) }
    /// Above the mark.
    public static var top: AnnotationPosition { AnnotationPosition(kind: .top) }
    /// Below the mark.
    public static var bottom: AnnotationPosition { AnnotationPosition(kind: .bottom) }
    /// Before the mark's leading edge.
    public static var leading: AnnotationPosition { AnnotationPosition(kind: .leading) }
    /// After the mark's trailing edge.
    public static var trailing: AnnotationPosition { AnnotationPosition(kind: .trailing) }
    /// Above and before the mark.
    public static var topLeading: AnnotationPosition { AnnotationPosition(kind: .topLeading) }
    /// Above and after the mark.
    public static var topTrailing: AnnotationPosition { AnnotationPosition(kind: .topTrailing) }
    /// Below and before the mark.
    public static var bottomLeading: AnnotationPosition { AnnotationPosition(kind: .bottomLeading) }
    /// Below and after the mark.
    public static var bottomTrailing: AnnotationPosition { AnnotationPosition(kind: .bottomTrailing) }
}

nonisolated extension ChartSymbolShape where Self == BasicChartSymbolShape {
    /// A circle.
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .circle) }
    /// A square.
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(kind: .square) }
    /// An upward triangle.
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .triangle) }
    /// A diamond.
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(kind: .diamond) }
    /// A regular pentagon.
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(kind: .pentagon) }
    /// A plus sign.
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(kind: .plus) }
    /// A diagonal cross.
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(kind: .cross) }
    /// A six-armed asterisk.
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(kind: .asterisk) }
}

/// What an annotation does when it would leave the chart (iOS 17): fit inside it, pad, or
/// leave it (accepted; a still render draws annotations where their position puts them).
public struct AnnotationOverflowResolution: Sendable {
    /// What to do along one axis.
    public struct Strategy: Sendable {
        /// The chart chooses.
        public static var automatic: Strategy { Strategy() }
        /// Keep the annotation inside the chart.
        public static var fit: Strategy { Strategy() }
        /// Keep the annotation inside `boundary`.
        public static func fit(to boundary: AnnotationOverflowResolution.Boundary) -> Strategy { Strategy() }
        /// Pad the chart so the annotation fits.
        public static var padScale: Strategy { Strategy() }
        /// Let the annotation overflow.
        public static var disabled: Strategy { Strategy() }
    }
    /// The region an annotation is kept in.
    public struct Boundary: Sendable {
        /// The plot area.
        public static var plot: Boundary { Boundary() }
        /// The whole chart.
        public static var chart: Boundary { Boundary() }
        /// Automatic.
        public static var automatic: Boundary { Boundary() }
    }
    /// A resolution per axis.
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {}
    /// The chart chooses on both axes.
    public static var automatic: AnnotationOverflowResolution { AnnotationOverflowResolution() }
}
