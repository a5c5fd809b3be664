import Foundation

// Foundation on Linux (swift-corelibs-foundation) has `Measurement` but neither
// `MeasurementFormatter` nor `Measurement.FormatStyle`, so `Text(distance, format:
// .measurement(width: .abbreviated))` and `distance.formatted(.measurement(width: .wide))`,
// everyday iOS 15+ code, did not compile. Backplate declares the format style with Apple's
// names. What it prints (en_US): "14.2 km" (abbreviated), "14.2 kilometers" (wide, "1
// kilometer" in the singular), "14.2km" (narrow); a temperature "20°C", narrow "20°".
//
// `usage: .asProvided` keeps the measurement's unit. Every other usage (`.general`, the
// default, and the specific ones) converts to the locale's measurement system as Apple's
// formatter does for the common cases: in a US-system locale kilometres become miles, metres
// feet, centimetres and millimetres inches, kilograms pounds, grams ounces, Celsius and
// Kelvin Fahrenheit, km/h mph; in a metric locale the reverse. A converted value shows at most
// one fraction digit ("8.8 mi"); Apple picks the precision per usage with ICU's unit
// preferences, which are not published, so that is Backplate's approximation. Without a
// `numberFormatStyle`, a value in its own unit shows as `.number` does ("21.75 km").

/// How a measurement's unit is chosen when it is formatted (`Measurement.FormatStyle`).
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    let name: String

    /// The locale's preferred unit for general use (the default).
    public static var general: Self { Self(name: "general") }
    /// The measurement's own unit, unconverted.
    public static var asProvided: Self { Self(name: "asProvided") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// Lengths of a person (height).
    public static var person: Self { Self(name: "person") }
    /// Distances on a road.
    public static var road: Self { Self(name: "road") }
    /// Rainfall.
    public static var rainfall: Self { Self(name: "rainfall") }
    /// Snowfall.
    public static var snowfall: Self { Self(name: "snowfall") }
    /// A person's height.
    public static var personHeight: Self { Self(name: "personHeight") }
    /// The focal length of a lens.
    public static var focalLength: Self { Self(name: "focalLength") }
    /// How far one can see.
    public static var visibility: Self { Self(name: "visibility") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    /// Energy in food.
    public static var food: Self { Self(name: "food") }
    /// Energy a workout burns.
    public static var workout: Self { Self(name: "workout") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitSpeed {
    /// Wind speed.
    public static var wind: Self { Self(name: "wind") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    /// A person's weight.
    public static var personWeight: Self { Self(name: "personWeight") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// Weather temperatures.
    public static var weather: Self { Self(name: "weather") }
    /// A person's temperature.
    public static var person: Self { Self(name: "person") }
}

extension Measurement where UnitType: Dimension {
    /// A format style for measurements: a number and the unit's name at a width.
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How much of the unit's name is shown.
        public struct UnitWidth: Codable, Hashable, Sendable {
            let name: String
            /// The full name: "14.2 kilometers".
            public static var wide: Self { Self(name: "wide") }
            /// The symbol after a space: "14.2 km".
            public static var abbreviated: Self { Self(name: "abbreviated") }
            /// The shortest form: "14.2km", "20°".
            public static var narrow: Self { Self(name: "narrow") }
        }

        /// How much of the unit's name is shown.
        public var width: UnitWidth
        /// The locale that chooses units and number formatting.
        public var locale: Locale
        /// How the unit is chosen.
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        /// How the number is formatted (`nil`: the default number style).
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?
        /// Whether a scale name is hidden (kept for source compatibility).
        public var hidesScaleName = false

        /// Creates a measurement format style.
        public init(width: UnitWidth, locale: Locale = .autoupdatingCurrent,
                    usage: MeasurementFormatUnitUsage<UnitType> = .general,
                    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        /// The style in another locale.
        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }

        /// Formats `measurement`: "14.2 km", or "8.8 mi" where the locale (en_US when current)
        /// prefers miles and the usage is not `.asProvided`.
        public func format(_ measurement: Measurement<UnitType>) -> String {
            // The current locale is the iPhone's, en_US (Linux's Foundation says `en_001`).
            let locale = locale == .autoupdatingCurrent ? Text.renderLocale : locale
            var shown = Measurement<Dimension>(value: measurement.value, unit: measurement.unit)
            var converted = false
            if usage != .asProvided, let target = _MeasurementUnits.preferred(for: measurement.unit, in: locale) {
                shown = Measurement<Dimension>(value: measurement.unit.converter.baseUnitValue(fromValue: measurement.value),
                                               unit: type(of: measurement.unit).baseUnit())
                shown = Measurement<Dimension>(value: target.converter.value(fromBaseUnitValue: shown.value), unit: target)
                converted = true
            }
            let numberStyle = (numberFormatStyle ?? (converted
                ? FloatingPointFormatStyle<Double>().precision(.fractionLength(0...1))
                : FloatingPointFormatStyle<Double>())).locale(locale)
            let number = numberStyle.format(shown.value)
            return _MeasurementUnits.join(number, value: shown.value, unit: shown.unit, width: width.name)
        }
    }

    /// The measurement formatted by the default style: abbreviated, general usage.
    public func formatted() -> String {
        FormatStyle(width: .abbreviated).format(self)
    }

    /// The measurement formatted by `style`.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Self {
        style.format(self)
    }
}

extension FormatStyle {
    /// A measurement style with a unit width, a usage (`.general` by default) and a number
    /// style: `.measurement(width: .abbreviated)`.
    public static func measurement<UnitType: Dimension>(
        width: Measurement<UnitType>.FormatStyle.UnitWidth,
        usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}

/// Unit names and the locale conversions of `Measurement.FormatStyle`.
package enum _MeasurementUnits {
    /// The unit a non-`.asProvided` usage converts `unit` to in `locale`, or nil to keep it.
    package static func preferred(for unit: Dimension, in locale: Locale) -> Dimension? {
        let us = locale.measurementSystem == .us
        let pairs: [(metric: Dimension, us: Dimension)] = [
            (UnitLength.kilometers, UnitLength.miles), (UnitLength.meters, UnitLength.feet),
            (UnitLength.centimeters, UnitLength.inches), (UnitLength.millimeters, UnitLength.inches),
            (UnitMass.kilograms, UnitMass.pounds), (UnitMass.grams, UnitMass.ounces),
            (UnitTemperature.celsius, UnitTemperature.fahrenheit),
            (UnitSpeed.kilometersPerHour, UnitSpeed.milesPerHour),
        ]
        if unit == UnitTemperature.kelvin { return us ? UnitTemperature.fahrenheit : UnitTemperature.celsius }
        for pair in pairs {
            if us, unit == pair.metric { return pair.us }
            if !us, unit == pair.us, pair.metric != UnitLength.millimeters { return pair.metric }
        }
        return nil
    }

    /// English names (singular, plural) for the wide width.
    package static let wideNames: [String: (String, String)] = [
        "km": ("kilometer", "kilometers"), "m": ("meter", "meters"), "cm": ("centimeter", "centimeters"),
        "mm": ("millimeter", "millimeters"), "mi": ("mile", "miles"), "yd": ("yard", "yards"),
        "ft": ("foot", "feet"), "in": ("inch", "inches"),
        "kg": ("kilogram", "kilograms"), "g": ("gram", "grams"), "mg": ("milligram", "milligrams"),
        "lb": ("pound", "pounds"), "oz": ("ounce", "ounces"), "t": ("metric ton", "metric tons"),
        "°C": ("degree Celsius", "degrees Celsius"), "°F": ("degree Fahrenheit", "degrees Fahrenheit"),
        "K": ("kelvin", "kelvins"),
        "L": ("liter", "liters"), "mL": ("milliliter", "milliliters"),
        "km/h": ("kilometer per hour", "kilometers per hour"), "mph": ("mile per hour", "miles per hour"),
        "m/s": ("meter per second", "meters per second"),
        "hr": ("hour", "hours"), "min": ("minute", "minutes"), "s": ("second", "seconds"),
        "kCal": ("kilocalorie", "kilocalories"), "kJ": ("kilojoule", "kilojoules"), "cal": ("calorie", "calories"),
        "J": ("joule", "joules"),
    ]

    /// Symbols Foundation spells otherwise than the formatted abbreviation (`kCal`, ICU's `kcal`).
    package static let abbreviations: [String: String] = ["kCal": "kcal"]

    /// The number and the unit at a width: "14.2 km", "14.2 kilometers", "14.2km", "20°".
    package static func join(_ number: String, value: Double, unit: Dimension, width: String) -> String {
        let symbol = abbreviations[unit.symbol] ?? unit.symbol
        let temperature = unit is UnitTemperature
        switch width {
        case "wide":
            guard let names = wideNames[unit.symbol] else { return number + " " + symbol }
            return number + " " + (value == 1 ? names.0 : names.1)
        case "narrow":
            return temperature ? number + "°" : number + symbol
        default:
            return temperature ? number + symbol : number + " " + symbol
        }
    }
}
