import Foundation

/// A description of the weather condition, as WeatherKit reports it for current, hourly and daily
/// weather. Raw values are the case names. No condition is ever reported in a render (every
/// request throws), but apps map these cases to their own text and symbols, which is drawn.
public enum WeatherCondition: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    /// Blowing dust or sandstorm.
    case blowingDust
    /// Clear.
    case clear
    /// Cloudy, overcast conditions.
    case cloudy
    /// Fog.
    case foggy
    /// Haze.
    case haze
    /// Mostly clear.
    case mostlyClear
    /// Mostly cloudy.
    case mostlyCloudy
    /// Partly cloudy.
    case partlyCloudy
    /// Smoky.
    case smoky
    /// Breezy, light wind.
    case breezy
    /// Windy.
    case windy
    /// Drizzle or light rain.
    case drizzle
    /// Heavy rain.
    case heavyRain
    /// Rain.
    case rain
    /// Rain with visible sun.
    case sunShowers
    /// Isolated thunderstorms.
    case isolatedThunderstorms
    /// Scattered thunderstorms.
    case scatteredThunderstorms
    /// Strong storms.
    case strongStorms
    /// Thunderstorms.
    case thunderstorms
    /// Frigid conditions, low temperatures or ice crystals.
    case frigid
    /// Hail.
    case hail
    /// High temperatures.
    case hot
    /// Flurries or light snow.
    case flurries
    /// Sleet.
    case sleet
    /// Snow.
    case snow
    /// Snow flurries with visible sun.
    case sunFlurries
    /// Wintry mix.
    case wintryMix
    /// Blizzard.
    case blizzard
    /// Blowing or drifting snow.
    case blowingSnow
    /// Freezing drizzle or light rain.
    case freezingDrizzle
    /// Freezing rain.
    case freezingRain
    /// Heavy snow.
    case heavySnow
    /// Hurricane.
    case hurricane
    /// Tropical storm.
    case tropicalStorm

    /// The condition's name in English words ("Mostly Clear"), what iOS shows in an English locale.
    public var description: String {
        switch self {
        case .blowingDust: return "Blowing Dust"
        case .clear: return "Clear"
        case .cloudy: return "Cloudy"
        case .foggy: return "Foggy"
        case .haze: return "Haze"
        case .mostlyClear: return "Mostly Clear"
        case .mostlyCloudy: return "Mostly Cloudy"
        case .partlyCloudy: return "Partly Cloudy"
        case .smoky: return "Smoky"
        case .breezy: return "Breezy"
        case .windy: return "Windy"
        case .drizzle: return "Drizzle"
        case .heavyRain: return "Heavy Rain"
        case .rain: return "Rain"
        case .sunShowers: return "Sun Showers"
        case .isolatedThunderstorms: return "Isolated Thunderstorms"
        case .scatteredThunderstorms: return "Scattered Thunderstorms"
        case .strongStorms: return "Strong Storms"
        case .thunderstorms: return "Thunderstorms"
        case .frigid: return "Frigid"
        case .hail: return "Hail"
        case .hot: return "Hot"
        case .flurries: return "Flurries"
        case .sleet: return "Sleet"
        case .snow: return "Snow"
        case .sunFlurries: return "Sun Flurries"
        case .wintryMix: return "Wintry Mix"
        case .blizzard: return "Blizzard"
        case .blowingSnow: return "Blowing Snow"
        case .freezingDrizzle: return "Freezing Drizzle"
        case .freezingRain: return "Freezing Rain"
        case .heavySnow: return "Heavy Snow"
        case .hurricane: return "Hurricane"
        case .tropicalStorm: return "Tropical Storm"
        }
    }

    /// The text VoiceOver reads for the condition: the same words as `description`.
    public var accessibilityDescription: String { description }
}
