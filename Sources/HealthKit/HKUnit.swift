import Foundation
import BackplateCore

/// A unit of health data (`count`, `m`, `kcal`, `count/min`...).
///
/// Converting between units of different kinds (steps to kilocalories) raises an exception on
/// iOS; here `doubleValue(for:)` returns NaN with a runtime warning naming both units.
open class HKUnit: NSObject, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable; immutable.
    enum Dimension: Sendable {
        case count, length, mass, energy, time, frequency, scalar, volume, temperature
        case massPerVolume, pressure, speed, internationalUnit, soundLevel, other
        case power, conductance, electricPotential, illuminance, angle, opticalPower, prismDiopter
        case hearingLevel, effortScore
    }

    /// The unit as HealthKit writes it, e.g. `count/min`.
    public let unitString: String
    let dimension: Dimension
    /// Multiplies a value in this unit into the dimension's base unit.
    let factor: Double
    /// Added after `factor` (temperatures only).
    let offset: Double

    init(_ unitString: String, _ dimension: Dimension, _ factor: Double, offset: Double = 0) {
        self.unitString = unitString
        self.dimension = dimension
        self.factor = factor
        self.offset = offset
        super.init()
    }

    /// The unit a string names (`"count/min"`, `"kcal"`, `"mi"`...); an unknown string gives a
    /// unit of its own kind that converts to nothing else.
    public convenience init(from string: String) {
        let known = HKUnit.table[string] ?? HKUnit.parsed(string)
        self.init(string, known?.0 ?? .other, known?.1 ?? 1, offset: known?.2 ?? 0)
    }

    /// Units are equal when their strings are.
    open override func isEqual(_ object: Any?) -> Bool { (object as? HKUnit)?.unitString == unitString }
    /// The string's hash.
    open override var hash: Int { unitString.hashValue }
    /// The unit string.
    open override var description: String { unitString }

    /// `self` per `unit`: `count/min`, a mass per volume (`mg/dL`, `mmol<180.15588000005408>/L`),
    /// a length per time (`m/s`); other quotients convert only to themselves.
    open func unitDivided(by unit: HKUnit) -> HKUnit { HKUnit(from: unitString + "/" + unit.unitString) }

    /// A count.
    open class func count() -> HKUnit { HKUnit(from: "count") }
    /// Metres.
    open class func meter() -> HKUnit { HKUnit(from: "m") }
    /// Metres with a prefix (`.kilo`: km).
    open class func meterUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(from: prefix.symbol + "m") }
    /// Miles.
    open class func mile() -> HKUnit { HKUnit(from: "mi") }
    /// Feet.
    open class func foot() -> HKUnit { HKUnit(from: "ft") }
    /// Inches.
    open class func inch() -> HKUnit { HKUnit(from: "in") }
    /// Grams.
    open class func gram() -> HKUnit { HKUnit(from: "g") }
    /// Grams with a prefix (`.kilo`: kg).
    open class func gramUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(from: prefix.symbol + "g") }
    /// Pounds.
    open class func pound() -> HKUnit { HKUnit(from: "lb") }
    /// Kilocalories.
    open class func kilocalorie() -> HKUnit { HKUnit(from: "kcal") }
    /// Food calories (kilocalories).
    open class func largeCalorie() -> HKUnit { HKUnit(from: "Cal") }
    /// Joules.
    open class func joule() -> HKUnit { HKUnit(from: "J") }
    /// Joules with a prefix.
    open class func jouleUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(from: prefix.symbol + "J") }
    /// Seconds.
    open class func second() -> HKUnit { HKUnit(from: "s") }
    /// Seconds with a prefix (`.milli`: ms).
    open class func secondUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(from: prefix.symbol + "s") }
    /// Minutes.
    open class func minute() -> HKUnit { HKUnit(from: "min") }
    /// Hours.
    open class func hour() -> HKUnit { HKUnit(from: "hr") }
    /// Days.
    open class func day() -> HKUnit { HKUnit(from: "d") }
    /// A fraction from 0 to 1.
    open class func percent() -> HKUnit { HKUnit(from: "%") }
    /// Litres.
    open class func liter() -> HKUnit { HKUnit(from: "L") }
    /// Litres with a prefix (`.milli`: mL).
    open class func literUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(from: prefix.symbol + "L") }
    /// US fluid ounces.
    open class func fluidOunceUS() -> HKUnit { HKUnit(from: "fl_oz_us") }
    /// Degrees Celsius.
    open class func degreeCelsius() -> HKUnit { HKUnit(from: "degC") }
    /// Degrees Fahrenheit.
    open class func degreeFahrenheit() -> HKUnit { HKUnit(from: "degF") }
    /// Moles of a substance of molar mass `gramsPerMole` (`HKUnitMolarMassBloodGlucose` for
    /// blood glucose), written `mol<180.15588000005408>`; it converts to grams through that mass.
    open class func moleUnit(withMolarMass gramsPerMole: Double) -> HKUnit { moleUnit(with: .none, molarMass: gramsPerMole) }
    /// Moles with a prefix (`.milli`: `mmol<180.15588000005408>`), converting to grams through
    /// `gramsPerMole`.
    open class func moleUnit(with prefix: HKMetricPrefix, molarMass gramsPerMole: Double) -> HKUnit {
        HKUnit(from: "\(prefix.symbol)mol<\(gramsPerMole)>")
    }
    /// Millimetres of mercury (`mmHg`), blood pressure's unit.
    open class func millimeterOfMercury() -> HKUnit { HKUnit(from: "mmHg") }
    /// Pascals.
    open class func pascal() -> HKUnit { HKUnit(from: "Pa") }
    /// Pascals with a prefix (`.kilo`: kPa).
    open class func pascalUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(from: prefix.symbol + "Pa") }
    /// International units (`IU`), insulin's unit.
    open class func internationalUnit() -> HKUnit { HKUnit(from: "IU") }
    /// A-weighted decibels of sound pressure (`dBASPL`), audio exposure's unit.
    open class func decibelAWeightedSoundPressureLevel() -> HKUnit { HKUnit(from: "dBASPL") }
    /// Decibels of hearing level (`dBHL`), audiograms' unit.
    open class func decibelHearingLevel() -> HKUnit { HKUnit(from: "dBHL") }
    /// Ounces.
    open class func ounce() -> HKUnit { HKUnit(from: "oz") }
    /// Stones.
    open class func stone() -> HKUnit { HKUnit(from: "st") }
    /// Yards.
    open class func yard() -> HKUnit { HKUnit(from: "yd") }
    /// Imperial fluid ounces.
    open class func fluidOunceImperial() -> HKUnit { HKUnit(from: "fl_oz_imp") }
    /// US pints.
    open class func pintUS() -> HKUnit { HKUnit(from: "pt_us") }
    /// Imperial pints.
    open class func pintImperial() -> HKUnit { HKUnit(from: "pt_imp") }
    /// US cups.
    open class func cupUS() -> HKUnit { HKUnit(from: "cup_us") }
    /// Imperial cups.
    open class func cupImperial() -> HKUnit { HKUnit(from: "cup_imp") }
    /// Centimetres of water (`cmAq`).
    open class func centimeterOfWater() -> HKUnit { HKUnit(from: "cmAq") }
    /// Atmospheres.
    open class func atmosphere() -> HKUnit { HKUnit(from: "atm") }
    /// Inches of mercury (`inHg`).
    open class func inchesOfMercury() -> HKUnit { HKUnit(from: "inHg") }
    /// Small calories (`cal`, 4.184 J).
    open class func smallCalorie() -> HKUnit { HKUnit(from: "cal") }
    /// Small calories (deprecated since iOS 11 for `smallCalorie()` or `largeCalorie()`).
    @available(iOS, introduced: 8.0, deprecated: 11.0, message: "Use smallCalorie() or largeCalorie()")
    open class func calorie() -> HKUnit { HKUnit(from: "cal") }
    /// Kelvin.
    open class func kelvin() -> HKUnit { HKUnit(from: "K") }
    /// Siemens, electrodermal activity's unit.
    open class func siemen() -> HKUnit { HKUnit(from: "S") }
    /// Siemens with a prefix (`.micro`: mcS).
    open class func siemenUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(from: prefix.symbol + "S") }
    /// Hertz.
    open class func hertz() -> HKUnit { HKUnit(from: "Hz") }
    /// Hertz with a prefix.
    open class func hertzUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(from: prefix.symbol + "Hz") }
    /// Volts.
    open class func volt() -> HKUnit { HKUnit(from: "V") }
    /// Volts with a prefix (`.micro`: mcV, electrocardiograms' unit).
    open class func voltUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(from: prefix.symbol + "V") }
    /// Watts, cycling and running power's unit.
    open class func watt() -> HKUnit { HKUnit(from: "W") }
    /// Watts with a prefix (`.kilo`: kW).
    open class func wattUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(from: prefix.symbol + "W") }
    /// Lux (`lx`), light intensity's unit.
    open class func lux() -> HKUnit { HKUnit(from: "lx") }
    /// Lux with a prefix.
    open class func luxUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(from: prefix.symbol + "lx") }
    /// Radians.
    open class func radianAngle() -> HKUnit { HKUnit(from: "rad") }
    /// Radians with a prefix.
    open class func radianAngleUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(from: prefix.symbol + "rad") }
    /// Degrees of angle (`deg`).
    open class func degreeAngle() -> HKUnit { HKUnit(from: "deg") }
    /// Diopters (`D`), lens power's unit.
    open class func diopter() -> HKUnit { HKUnit(from: "D") }
    /// Prism diopters (`pD`), lens prism's unit.
    open class func prismDiopter() -> HKUnit { HKUnit(from: "pD") }
    /// The Apple effort score (`appleEffortScore`), workout effort's unit.
    open class func appleEffortScore() -> HKUnit { HKUnit(from: "appleEffortScore") }

    /// `self` times `unit` (`kcal/(kg*hr)`-style products convert only to themselves).
    open func unitMultiplied(by unit: HKUnit) -> HKUnit { HKUnit(from: unitString + "*" + unit.unitString) }
    /// `self` raised to `power` (`m^2`); converts only to itself, except a power of 1.
    open func unitRaised(toPower power: Int) -> HKUnit { power == 1 ? self : HKUnit(from: "\(unitString)^\(power)") }
    /// One per `self` (`1/s`); `count/s` and such convert, others only to themselves.
    open func reciprocal() -> HKUnit { HKUnit(from: "count/" + unitString) }
    /// Whether this is the null unit: never for a unit made here.
    open func isNull() -> Bool { false }

    /// A unit string the table lacks: moles of a molar mass (`mmol<180.156>`) weigh as grams, and
    /// a quotient (`mg/dL`, `m/s`) takes its kind from its two parts.
    private static func parsed(_ string: String) -> (Dimension, Double, Double)? {
        if string.hasSuffix(">"), let open = string.firstIndex(of: "<"),
           let prefix = HKMetricPrefix.allCases.first(where: { $0.symbol + "mol" == string[..<open] }),
           let gramsPerMole = Double(string[string.index(after: open)..<string.index(before: string.endIndex)]) {
            return (.mass, prefix.scale * gramsPerMole, 0)
        }
        guard let slash = string.lastIndex(of: "/"),
              let top = table[String(string[..<slash])] ?? parsed(String(string[..<slash])),
              let bottom = table[String(string[string.index(after: slash)...])] else { return nil }
        let factor = top.1 / bottom.1
        switch (top.0, bottom.0) {
        case (.mass, .volume): return (.massPerVolume, factor, 0)
        case (.count, .time): return (.frequency, factor, 0)
        case (.length, .time): return (.speed, factor, 0)
        default: return nil
        }
    }

    private static let table: [String: (Dimension, Double, Double)] = {
        var t: [String: (Dimension, Double, Double)] = [
            "count": (.count, 1, 0), "mi": (.length, 1_609.344, 0), "ft": (.length, 0.3048, 0), "in": (.length, 0.0254, 0),
            "yd": (.length, 0.9144, 0), "lb": (.mass, 453.59237, 0), "oz": (.mass, 28.349523125, 0), "kcal": (.energy, 4_184, 0),
            "Cal": (.energy, 4_184, 0), "cal": (.energy, 4.184, 0), "min": (.time, 60, 0), "hr": (.time, 3_600, 0),
            "d": (.time, 86_400, 0), "%": (.scalar, 1, 0), "fl_oz_us": (.volume, 0.0295735295625, 0),
            "degC": (.temperature, 1, 273.15), "degF": (.temperature, 5.0 / 9.0, 459.67 * 5.0 / 9.0), "K": (.temperature, 1, 0),
            "count/min": (.frequency, 1.0 / 60, 0), "count/s": (.frequency, 1, 0),
            "mmHg": (.pressure, 133.322387415, 0), "cmAq": (.pressure, 98.0665, 0), "atm": (.pressure, 101_325, 0),
            "IU": (.internationalUnit, 1, 0), "dBASPL": (.soundLevel, 1, 0), "dBHL": (.hearingLevel, 1, 0),
            "st": (.mass, 6_350.29318, 0), "fl_oz_imp": (.volume, 0.0284130625, 0), "pt_us": (.volume, 0.473176473, 0),
            "pt_imp": (.volume, 0.56826125, 0), "cup_us": (.volume, 0.2365882365, 0), "cup_imp": (.volume, 0.284130625, 0),
            "inHg": (.pressure, 3_386.38816, 0), "deg": (.angle, Double.pi / 180, 0), "D": (.opticalPower, 1, 0),
            "pD": (.prismDiopter, 1, 0), "appleEffortScore": (.effortScore, 1, 0),
        ]
        for prefix in HKMetricPrefix.allCases {
            t[prefix.symbol + "m"] = (.length, prefix.scale, 0)
            t[prefix.symbol + "g"] = (.mass, prefix.scale, 0)
            t[prefix.symbol + "J"] = (.energy, prefix.scale, 0)
            t[prefix.symbol + "s"] = (.time, prefix.scale, 0)
            t[prefix.symbol + "L"] = (.volume, prefix.scale, 0)
            t[prefix.symbol + "Pa"] = (.pressure, prefix.scale, 0)
            t[prefix.symbol + "W"] = (.power, prefix.scale, 0)
            t[prefix.symbol + "S"] = (.conductance, prefix.scale, 0)
            t[prefix.symbol + "V"] = (.electricPotential, prefix.scale, 0)
            t[prefix.symbol + "Hz"] = (.frequency, prefix.scale, 0)
            t[prefix.symbol + "lx"] = (.illuminance, prefix.scale, 0)
            t[prefix.symbol + "rad"] = (.angle, prefix.scale, 0)
        }
        return t
    }()
}

/// The molar mass of glucose in grams per mole, for blood glucose's mole units
/// (`HKUnit.moleUnit(with: .milli, molarMass: HKUnitMolarMassBloodGlucose)`: mmol/L readings).
public var HKUnitMolarMassBloodGlucose: Double { 180.15588000005408 }

/// A metric prefix for HealthKit's units.
public enum HKMetricPrefix: Int, CaseIterable, Sendable {
    /// No prefix.
    case none = 0
    /// Pico (10⁻¹²).
    case pico = 1
    /// Nano (10⁻⁹).
    case nano = 2
    /// Micro (10⁻⁶).
    case micro = 3
    /// Milli (10⁻³).
    case milli = 4
    /// Centi (10⁻²).
    case centi = 5
    /// Deci (10⁻¹).
    case deci = 6
    /// Deca (10¹).
    case deca = 7
    /// Hecto (10²).
    case hecto = 8
    /// Kilo (10³).
    case kilo = 9
    /// Mega (10⁶).
    case mega = 10
    /// Giga (10⁹).
    case giga = 11
    /// Tera (10¹²).
    case tera = 12
    /// Femto (10⁻¹⁵).
    case femto = 13

    var symbol: String {
        switch self {
        case .none: ""
        case .pico: "p"
        case .nano: "n"
        case .micro: "mc"
        case .milli: "m"
        case .centi: "c"
        case .deci: "d"
        case .deca: "da"
        case .hecto: "h"
        case .kilo: "k"
        case .mega: "M"
        case .giga: "G"
        case .tera: "T"
        case .femto: "f"
        }
    }

    var scale: Double {
        switch self {
        case .none: 1
        case .pico: 1e-12
        case .nano: 1e-9
        case .micro: 1e-6
        case .milli: 1e-3
        case .centi: 1e-2
        case .deci: 1e-1
        case .deca: 1e1
        case .hecto: 1e2
        case .kilo: 1e3
        case .mega: 1e6
        case .giga: 1e9
        case .tera: 1e12
        case .femto: 1e-15
        }
    }
}

/// An amount in a unit.
open class HKQuantity: NSObject, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable; immutable.
    private let unit: HKUnit
    private let value: Double

    /// `doubleValue` in `unit`.
    public init(unit: HKUnit, doubleValue value: Double) {
        self.unit = unit
        self.value = value
        super.init()
    }

    /// Whether the amount can be expressed in `unit`.
    open func `is`(compatibleWith unit: HKUnit) -> Bool { unit.dimension == self.unit.dimension && unit.dimension != .other || unit == self.unit }

    /// The amount in `unit`; NaN, with a warning, when `unit` measures something else.
    open func doubleValue(for unit: HKUnit) -> Double {
        if unit == self.unit { return value }
        guard `is`(compatibleWith: unit) else {
            RuntimeWarning.emit("HKQuantity: cannot convert \(self.unit.unitString) to \(unit.unitString) (iOS raises an exception); the value is NaN")
            return .nan
        }
        let base = value * self.unit.factor + self.unit.offset
        return (base - unit.offset) / unit.factor
    }

    /// The amount and its unit, e.g. `8500 count`.
    open override var description: String { "\(value.formatted()) \(unit.unitString)" }
}
