import Foundation

// iOS 16's `UnitLength(forLocale:usage:)` and its siblings, which Linux's Foundation lacks: the
// unit a locale prefers for a usage. Apple takes these from ICU's unit preferences; here the
// US system and the metric one are told apart (`Locale.measurementSystem`), per usage below.

/// The unit `locale` prefers: `us` where it measures in US units, else `metric`.
private func preferredUnit<Unit: Dimension>(_ locale: Locale, us: Unit, metric: Unit) -> Unit {
    locale.measurementSystem == .us ? us : metric
}

extension UnitLength {
    /// The length unit `locale` prefers for `usage`: in the US feet (general, person height:
    /// inches; road, visibility: miles; rainfall, snowfall: inches), else metres (person height,
    /// snowfall: centimetres; road, visibility: kilometres; rainfall: millimetres); focal
    /// lengths in millimetres everywhere.
    public convenience init(forLocale locale: Locale, usage: MeasurementFormatUnitUsage<UnitLength> = .general) {
        let unit: UnitLength = switch usage.name {
        case "person", "personHeight": preferredUnit(locale, us: .inches, metric: .centimeters)
        case "road", "visibility": preferredUnit(locale, us: .miles, metric: .kilometers)
        case "rainfall": preferredUnit(locale, us: .inches, metric: .millimeters)
        case "snowfall": preferredUnit(locale, us: .inches, metric: .centimeters)
        case "focalLength": .millimeters
        default: preferredUnit(locale, us: .feet, metric: .meters)
        }
        self.init(symbol: unit.symbol, converter: unit.converter)
    }
}

extension UnitMass {
    /// The mass unit `locale` prefers: pounds in the US, kilograms elsewhere.
    public convenience init(forLocale locale: Locale, usage: MeasurementFormatUnitUsage<UnitMass> = .general) {
        let unit = preferredUnit(locale, us: UnitMass.pounds, metric: .kilograms)
        self.init(symbol: unit.symbol, converter: unit.converter)
    }
}

extension UnitEnergy {
    /// The energy unit `locale` prefers: kilocalories (food and workouts everywhere; an
    /// estimate for general use, where some locales write kilojoules).
    public convenience init(forLocale locale: Locale, usage: MeasurementFormatUnitUsage<UnitEnergy> = .general) {
        let unit = UnitEnergy.kilocalories
        self.init(symbol: unit.symbol, converter: unit.converter)
    }
}

extension UnitTemperature {
    /// The temperature unit `locale` prefers: Fahrenheit in the US, Celsius elsewhere.
    public convenience init(forLocale locale: Locale, usage: MeasurementFormatUnitUsage<UnitTemperature> = .general) {
        let unit = preferredUnit(locale, us: UnitTemperature.fahrenheit, metric: .celsius)
        self.init(symbol: unit.symbol, converter: unit.converter)
    }
}

extension UnitSpeed {
    /// The speed unit `locale` prefers: miles per hour in the US, kilometres per hour elsewhere.
    public convenience init(forLocale locale: Locale, usage: MeasurementFormatUnitUsage<UnitSpeed> = .general) {
        let unit = preferredUnit(locale, us: UnitSpeed.milesPerHour, metric: .kilometersPerHour)
        self.init(symbol: unit.symbol, converter: unit.converter)
    }
}

extension UnitVolume {
    /// The volume unit `locale` prefers: US gallons in the US, litres elsewhere (an estimate).
    public convenience init(forLocale locale: Locale, usage: MeasurementFormatUnitUsage<UnitVolume> = .general) {
        let unit = preferredUnit(locale, us: UnitVolume.gallons, metric: .liters)
        self.init(symbol: unit.symbol, converter: unit.converter)
    }
}

extension Dimension {
    /// The unit `locale` prefers, for general use: a length, mass, energy, temperature, speed or
    /// volume as their `init(forLocale:usage:)` choose; any other dimension's base unit
    /// (`UnitDuration(forLocale:)` is seconds).
    public convenience init(forLocale locale: Locale) {
        let unit: Dimension = switch Self.self {
        case is UnitLength.Type: UnitLength(forLocale: locale, usage: .general)
        case is UnitMass.Type: UnitMass(forLocale: locale, usage: .general)
        case is UnitEnergy.Type: UnitEnergy(forLocale: locale, usage: .general)
        case is UnitTemperature.Type: UnitTemperature(forLocale: locale, usage: .general)
        case is UnitSpeed.Type: UnitSpeed(forLocale: locale, usage: .general)
        case is UnitVolume.Type: UnitVolume(forLocale: locale, usage: .general)
        default: Self.baseUnit()
        }
        self.init(symbol: unit.symbol, converter: unit.converter)
    }
}
