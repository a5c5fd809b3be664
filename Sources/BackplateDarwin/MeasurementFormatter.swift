// `MeasurementFormatter`, which iOS's Foundation has and Linux's declares unavailable. This
// module imports Foundation, so its class shadows the unavailable one wherever both are visible.
import Foundation
internal import BackplateCore

/// Writes a measurement with its unit ("3 mg", "3 milligrams", "3mg") as Foundation's
/// `MeasurementFormatter` does in English, converting to the locale's preferred unit (miles,
/// pounds, degrees Fahrenheit in the US) unless `unitOptions` has `.providedUnit`.
/// `.naturalScale` keeps the unit given.
open class MeasurementFormatter: Formatter {
    /// How the unit is chosen and shown.
    public struct UnitOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The measurement's own unit, never converted.
        public static let providedUnit = UnitOptions(rawValue: 1 << 0)
        /// A scale of the unit that suits the value (Backplate keeps the unit given).
        public static let naturalScale = UnitOptions(rawValue: 1 << 1)
        /// A temperature without its scale: "20°".
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
    }

    /// How the unit is chosen and shown (none: the locale's preferred unit).
    open var unitOptions: UnitOptions = []
    /// `.short` "3mg", `.medium` "3 mg" (the default), `.long` "3 milligrams".
    open var unitStyle: Formatter.UnitStyle = .medium
    /// The locale of the numbers and of the preferred units.
    open var locale: Locale! = .autoupdatingCurrent {
        didSet { numberFormatter.locale = locale }
    }
    /// The formatter of the number: decimal style, at most three fraction digits by default.
    open var numberFormatter: NumberFormatter! = MeasurementFormatter.decimalFormatter()

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private static func decimalFormatter() -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }

    /// The measurement as text: "3 mg" (converted first, without `.providedUnit`).
    open func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
        text(measurement.value, measurement.unit)
    }

    private func text(_ value: Double, _ given: Unit) -> String {
        guard let dimension = given as? Dimension else { return number(value) + " " + given.symbol }
        var (value, unit) = (value, dimension)
        if !unitOptions.contains(.providedUnit), let target = _MeasurementUnits.preferred(for: dimension, in: locale ?? .autoupdatingCurrent) {
            value = target.converter.value(fromBaseUnitValue: dimension.converter.baseUnitValue(fromValue: value))
            unit = target
        }
        let text = number(value)
        if unit is UnitTemperature, unitOptions.contains(.temperatureWithoutUnit) { return text + "°" }
        return _MeasurementUnits.join(text, value: value, unit: unit, width: width)
    }

    /// The unit as text: its symbol ("mg"), or its plural name for `.long` ("milligrams").
    open func string(from unit: Unit) -> String {
        guard unitStyle == .long, let names = _MeasurementUnits.wideNames[unit.symbol] else { return unit.symbol }
        return names.1
    }

    /// Formats a `Measurement`; any other value gives nil.
    open override func string(for obj: Any?) -> String? {
        guard let measurement = obj as? any MeasurementParts else { return nil }
        return text(measurement.partValue, measurement.partUnit)
    }

    private var width: String {
        switch unitStyle {
        case .short: return "narrow"
        case .long: return "wide"
        default: return "abbreviated"
        }
    }

    private func number(_ value: Double) -> String {
        numberFormatter.string(from: NSNumber(value: value)) ?? String(value)
    }
}

/// A measurement of any unit type, read without knowing it.
private protocol MeasurementParts {
    var partValue: Double { get }
    var partUnit: Unit { get }
}

extension Measurement: MeasurementParts {
    fileprivate var partValue: Double { value }
    fileprivate var partUnit: Unit { unit }
}
