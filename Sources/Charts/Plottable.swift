import Foundation
import BackplateCore

/// The primitive value types a chart can place on an axis: numbers, strings and dates. Each
/// is plottable as itself.
public protocol PrimitivePlottableProtocol: Plottable {}

extension PrimitivePlottableProtocol where PrimitivePlottable == Self {
    /// The value itself.
    public var primitivePlottable: Self { self }
    /// The value itself.
    public init?(primitivePlottable: PrimitivePlottable) { self = primitivePlottable }
}

extension Int: PrimitivePlottableProtocol {}
extension Double: PrimitivePlottableProtocol {}
extension Float: PrimitivePlottableProtocol {}
extension String: PrimitivePlottableProtocol {}
extension Date: PrimitivePlottableProtocol {}

/// A type a chart can plot: it converts to and from a primitive plottable value. `Int`,
/// `Double`, `Float`, `CGFloat`, `String` and `Date` conform, and so does any
/// `RawRepresentable` type whose raw value is one of them (an enum of categories).
public protocol Plottable {
    /// The primitive type the value converts to.
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    /// The value as a primitive the chart's scales understand.
    var primitivePlottable: PrimitivePlottable { get }
    /// Creates the value from its primitive, or nil when the primitive does not map to one.
    init?(primitivePlottable: PrimitivePlottable)
}

extension Int: Plottable {
    /// The integer itself.
    public var primitivePlottable: Int { self }
    /// Creates the integer from itself.
    public init?(primitivePlottable: Int) { self = primitivePlottable }
}

extension Double: Plottable {
    /// The number itself.
    public var primitivePlottable: Double { self }
    /// Creates the number from itself.
    public init?(primitivePlottable: Double) { self = primitivePlottable }
}

extension Float: Plottable {
    /// The number itself.
    public var primitivePlottable: Float { self }
    /// Creates the number from itself.
    public init?(primitivePlottable: Float) { self = primitivePlottable }
}

extension String: Plottable {
    /// The string itself: a category.
    public var primitivePlottable: String { self }
    /// Creates the string from itself.
    public init?(primitivePlottable: String) { self = primitivePlottable }
}

extension Date: Plottable {
    /// The date itself: a point on a time scale.
    public var primitivePlottable: Date { self }
    /// Creates the date from itself.
    public init?(primitivePlottable: Date) { self = primitivePlottable }
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable, PrimitivePlottable == RawValue.PrimitivePlottable {
    /// The raw value's primitive (an enum of categories plots its raw value).
    public var primitivePlottable: PrimitivePlottable { rawValue.primitivePlottable }
    /// Creates the value from its raw value's primitive.
    public init?(primitivePlottable: PrimitivePlottable) {
        guard let raw = RawValue(primitivePlottable: primitivePlottable) else { return nil }
        self.init(rawValue: raw)
    }
}

/// A value placed on one of a chart's channels (x, y, angle, colour, symbol), with the label
/// that names the channel in axes, legends and accessibility.
public struct PlottableValue<Value: Plottable> {
    package var label: Text
    package var values: [PlotValue]

    /// A single value with a label that is a string.
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: Text(String(label)), values: [PlotValue(value)])
    }

    /// A single value with a localized label.
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: Text(label), values: [PlotValue(value)])
    }

    /// A single value with a label that is a text view.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label, values: [PlotValue(value)])
    }

    /// A range from `start` to `end` (a bar's or rectangle's extent on one axis).
    public static func value<S: StringProtocol>(_ label: S, _ start: Value, _ end: Value) -> PlottableValue<Value> {
        PlottableValue(label: Text(String(label)), values: [PlotValue(start), PlotValue(end)])
    }

    /// A range from `start` to `end` with a localized label.
    public static func value(_ label: LocalizedStringKey, _ start: Value, _ end: Value) -> PlottableValue<Value> {
        PlottableValue(label: Text(label), values: [PlotValue(start), PlotValue(end)])
    }

    /// A date value binned to `unit` (a bar then spans the whole day, week or month of
    /// `calendar`, the current calendar when nil).
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component,
                                                calendar: Calendar? = nil) -> PlottableValue<Value> where Value == Date {
        binned(Text(String(label)), value, unit: unit, calendar: calendar)
    }

    /// A date value binned to `unit`, with a localized label.
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component,
                             calendar: Calendar? = nil) -> PlottableValue<Value> where Value == Date {
        binned(Text(label), value, unit: unit, calendar: calendar)
    }

    /// A date value binned to `unit`, with a label that is a text view.
    public static func value(_ label: Text, _ value: Date, unit: Calendar.Component,
                             calendar: Calendar? = nil) -> PlottableValue<Value> where Value == Date {
        binned(label, value, unit: unit, calendar: calendar)
    }

    private static func binned(_ label: Text, _ value: Date, unit: Calendar.Component, calendar: Calendar?) -> PlottableValue<Value> {
        if let interval = (calendar ?? .current).dateInterval(of: unit, for: value) {
            return PlottableValue(label: label, values: [.date(interval.start), .date(interval.end)], dateUnit: true)
        }
        return PlottableValue(label: label, values: [.date(value)])
    }

    /// The values from `range`'s lower to its upper bound: a bar or rectangle spans them
    /// whole (a histogram bin).
    public static func value<S: StringProtocol>(_ label: S, _ range: Range<Value>) -> PlottableValue<Value> where Value: Comparable {
        PlottableValue(label: Text(String(label)), values: [PlotValue(range.lowerBound), PlotValue(range.upperBound)], binned: true)
    }
    /// The values of `range`, with a localized label.
    public static func value(_ label: LocalizedStringKey, _ range: Range<Value>) -> PlottableValue<Value> where Value: Comparable {
        PlottableValue(label: Text(label), values: [PlotValue(range.lowerBound), PlotValue(range.upperBound)], binned: true)
    }
    /// The values of `range`, with a label that is a text view.
    public static func value(_ label: Text, _ range: Range<Value>) -> PlottableValue<Value> where Value: Comparable {
        PlottableValue(label: label, values: [PlotValue(range.lowerBound), PlotValue(range.upperBound)], binned: true)
    }
    /// The values of a bin of `NumberBins` or `DateBins`: a bar spans the whole bin.
    public static func value<S: StringProtocol>(_ label: S, _ bin: ChartBinRange<Value>) -> PlottableValue<Value> where Value: Comparable {
        PlottableValue(label: Text(String(label)), values: [PlotValue(bin.lowerBound), PlotValue(bin.upperBound)], binned: true)
    }
    /// The values of a bin, with a localized label.
    public static func value(_ label: LocalizedStringKey, _ bin: ChartBinRange<Value>) -> PlottableValue<Value> where Value: Comparable {
        PlottableValue(label: Text(label), values: [PlotValue(bin.lowerBound), PlotValue(bin.upperBound)], binned: true)
    }
    /// The values of a bin, with a label that is a text view.
    public static func value(_ label: Text, _ bin: ChartBinRange<Value>) -> PlottableValue<Value> where Value: Comparable {
        PlottableValue(label: label, values: [PlotValue(bin.lowerBound), PlotValue(bin.upperBound)], binned: true)
    }

    package var dateUnit = false
    /// Whether the two values are a range a bar spans whole (`Range`, a bin).
    package var binned = false

    package init(label: Text, values: [PlotValue], dateUnit: Bool = false, binned: Bool = false) {
        self.label = label
        self.values = values
        self.dateUnit = dateUnit
        self.binned = binned
    }
}

/// A plotted value reduced to what a scale needs: a number, a category or a date.
package enum PlotValue: Hashable, Sendable {
    case number(Double)
    case category(String)
    case date(Date)

    package init<P: Plottable>(_ value: P) {
        let primitive: Any = value.primitivePlottable
        switch primitive {
        case let v as Int: self = .number(Double(v))
        case let v as Double: self = .number(v)
        case let v as Float: self = .number(Double(v))
        case let v as Date: self = .date(v)
        case let v as String: self = .category(v)
        case let v as any BinaryInteger: self = .number(Double(v))
        case let v as any BinaryFloatingPoint: self = .number(Double(v))
        default: self = .category(String(describing: primitive))
        }
    }

    /// The value as a number on a continuous scale (dates as seconds since 1970).
    package var number: Double? {
        switch self {
        case .number(let v): return v
        case .date(let d): return d.timeIntervalSince1970
        case .category: return nil
        }
    }

    /// The text a legend or a categorical axis shows for the value.
    package var labelText: String {
        switch self {
        case .category(let s): return s
        case .number(let v): return ChartNumberFormat.string(v)
        case .date(let d): return ChartNumberFormat.dayString(d)
        }
    }
}

extension CGFloat: Plottable {
    /// The number as a `Double`.
    public var primitivePlottable: Double { Double(self) }
    /// Creates the number from a `Double`.
    public init?(primitivePlottable: Double) { self = CGFloat(primitivePlottable) }
}
