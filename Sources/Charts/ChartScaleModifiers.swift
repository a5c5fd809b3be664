import Foundation
import BackplateCore

/// A type that configures a scale's domain: a `ClosedRange` or `Range` of numbers or dates,
/// an array of categories, or `.automatic(...)`.
public protocol ScaleDomain {}

/// A scale's domain inferred from the data: numbers include zero unless `includesZero` is
/// false.
public struct AutomaticScaleDomain: ScaleDomain {
    package var includesZero: Bool?
    package var reversed: Bool?
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// Nice bounds around the data, including zero.
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain() }
    /// Nice bounds around the data, including zero unless `includesZero` is false;
    /// `reversed` runs the scale from its upper bound (drawn unreversed, with a warning).
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
    /// The inferred domain, changed by `modifyInferredDomain` (iOS 16). Backplate infers
    /// the domain itself and does not call the closure, with a runtime warning.
    public static func automatic<DataValue: Plottable>(includesZero: Bool? = nil, reversed: Bool? = nil, dataType: DataValue.Type,
                                                       modifyInferredDomain: @escaping (inout [DataValue]) -> Void) -> AutomaticScaleDomain {
        RuntimeWarning.emit("ScaleDomain.automatic(modifyInferredDomain:) is not applied: the chart draws the inferred domain")
        return AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
}

extension ClosedRange: ScaleDomain where Bound: Plottable {}
extension Range: ScaleDomain where Bound: Plottable {}
extension Array: ScaleDomain where Element: Plottable {}
extension ArraySlice: ScaleDomain where Element: Plottable {}

/// What a scale domain sets, as values.
package enum ScaleDomainSetting {
    case automatic(includesZero: Bool?, reversed: Bool?)
    case values([PlotValue])
}

/// How a `ScaleDomain` turns into a setting (the conforming types above).
package protocol ScaleDomainConvertible { var setting: ScaleDomainSetting { get } }
extension AutomaticScaleDomain: ScaleDomainConvertible {
    package var setting: ScaleDomainSetting { .automatic(includesZero: includesZero, reversed: reversed) }
}
extension ClosedRange: ScaleDomainConvertible where Bound: Plottable {
    package var setting: ScaleDomainSetting { .values([PlotValue(lowerBound), PlotValue(upperBound)]) }
}
extension Range: ScaleDomainConvertible where Bound: Plottable {
    package var setting: ScaleDomainSetting { .values([PlotValue(lowerBound), PlotValue(upperBound)]) }
}
extension Array: ScaleDomainConvertible where Element: Plottable {
    package var setting: ScaleDomainSetting { .values(map { PlotValue($0) }) }
}
extension ArraySlice: ScaleDomainConvertible where Element: Plottable {
    package var setting: ScaleDomainSetting { .values(map { PlotValue($0) }) }
}

/// A type that configures a scale's range: the positions, styles or symbols its domain maps to.
public protocol ScaleRange {
    /// What the range holds (a position, a style, a symbol).
    associatedtype VisualValue
}

/// A range of positions along the plot (x or y), in points.
public protocol PositionScaleRange: ScaleRange where VisualValue == CGFloat {}

/// The plot's whole width or height, optionally padded at either end.
public struct PlotDimensionScaleRange: PositionScaleRange {
    /// Positions are points.
    public typealias VisualValue = CGFloat
    package var start: CGFloat
    package var end: CGFloat
}

extension PositionScaleRange where Self == PlotDimensionScaleRange {
    /// The plot's whole dimension.
    public static var plotDimension: PlotDimensionScaleRange { PlotDimensionScaleRange(start: 0, end: 0) }
    /// The plot's dimension less `padding` points at each end: the first and last values sit
    /// `padding` points inside the plot.
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(start: padding, end: padding)
    }
    /// The plot's dimension less `startPadding` points at the domain's start and `endPadding`
    /// at its end.
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(start: startPadding, end: endPadding)
    }
}

/// How a scale maps values to positions: linear, logarithmic, square root, power, symmetric
/// log, or categorical and date. Backplate draws numbers on a linear scale: another type is
/// reported with a runtime warning.
public struct ScaleType: Sendable, CustomStringConvertible {
    package var name: String
    /// Linear.
    public static var linear: ScaleType { ScaleType(name: "linear") }
    /// Logarithmic.
    public static var log: ScaleType { ScaleType(name: "log") }
    /// Square root.
    public static var squareRoot: ScaleType { ScaleType(name: "squareRoot") }
    /// Values raised to `exponent`.
    public static func power(exponent: Double = 1) -> ScaleType { ScaleType(name: exponent == 1 ? "linear" : "power") }
    /// A logarithm that passes through zero.
    public static var symmetricLog: ScaleType { ScaleType(name: "symmetricLog") }
    /// A symmetric logarithm with the given slope at zero.
    public static func symmetricLog(slopeAtZero: Double = 1) -> ScaleType { ScaleType(name: "symmetricLog") }
    /// Categorical.
    public static var category: ScaleType { ScaleType(name: "category") }
    /// Date.
    public static var date: ScaleType { ScaleType(name: "date") }
    /// The type's name (`"log"`).
    public var description: String { name }

    /// Warns when `type` maps numbers other than linearly.
    static func warnIfNonlinear(_ type: ScaleType?, axis: String) {
        guard let type, !["linear", "category", "date"].contains(type.name) else { return }
        RuntimeWarning.emit("chart\(axis)Scale(type: .\(type.name)) is drawn on a linear scale: Backplate has no \(type.name) scale")
    }
}

extension ChartConfiguration {
    /// Applies a domain setting to the x or y axis.
    mutating func setDomain(_ domain: some ScaleDomain, x: Bool) {
        guard let setting = (domain as? any ScaleDomainConvertible)?.setting else { return }
        switch setting {
        case .automatic(let includesZero, let reversed):
            if x { xIncludesZero = includesZero } else { yIncludesZero = includesZero }
            if reversed == true { RuntimeWarning.emit("ScaleDomain.automatic(reversed: true) is drawn unreversed") }
        case .values(let values):
            if x { xDomain = values } else { yDomain = values }
        }
    }
}

extension View {
    /// Sets the x scale's domain: a range of numbers or dates (`0...500`), categories in
    /// order (`["A", "B"]`) or `.automatic(includesZero:)`.
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        ScaleType.warnIfNonlinear(type, axis: "X")
        return chartConfig { $0.setDomain(domain, x: true) }
    }

    /// Sets the x scale's domain and the positions it spans (`.plotDimension(padding: 20)`
    /// keeps the first and last values 20 points inside the plot).
    public func chartXScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range,
                                                                          type: ScaleType? = nil) -> some View {
        ScaleType.warnIfNonlinear(type, axis: "X")
        let padding = (range as? PlotDimensionScaleRange).map { (start: $0.start, end: $0.end) }
        return chartConfig { $0.setDomain(domain, x: true); $0.xRangePadding = padding }
    }

    /// Sets the positions the x scale spans.
    public func chartXScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        ScaleType.warnIfNonlinear(type, axis: "X")
        let padding = (range as? PlotDimensionScaleRange).map { (start: $0.start, end: $0.end) }
        return chartConfig { $0.xRangePadding = padding }
    }

    /// Sets the x scale's type.
    public func chartXScale(type: ScaleType? = nil) -> some View {
        ScaleType.warnIfNonlinear(type, axis: "X")
        return self
    }

    /// Sets the y scale's domain (see `chartXScale(domain:type:)`).
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        ScaleType.warnIfNonlinear(type, axis: "Y")
        return chartConfig { $0.setDomain(domain, x: false) }
    }

    /// Sets the y scale's domain and the positions it spans (start padding at the bottom).
    public func chartYScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range,
                                                                          type: ScaleType? = nil) -> some View {
        ScaleType.warnIfNonlinear(type, axis: "Y")
        let padding = (range as? PlotDimensionScaleRange).map { (start: $0.start, end: $0.end) }
        return chartConfig { $0.setDomain(domain, x: false); $0.yRangePadding = padding }
    }

    /// Sets the positions the y scale spans.
    public func chartYScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        ScaleType.warnIfNonlinear(type, axis: "Y")
        let padding = (range as? PlotDimensionScaleRange).map { (start: $0.start, end: $0.end) }
        return chartConfig { $0.yRangePadding = padding }
    }

    /// Sets the y scale's type.
    public func chartYScale(type: ScaleType? = nil) -> some View {
        ScaleType.warnIfNonlinear(type, axis: "Y")
        return self
    }
}
