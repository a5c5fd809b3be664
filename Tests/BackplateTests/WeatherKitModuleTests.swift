import Testing
import Foundation
import BackplateCore
import WeatherKit

/// WeatherKit on Linux, in Swift 6 mode: a render has no network and no WeatherKit entitlement, so
/// every request throws `WeatherError.unknown` with a runtime warning, while the enumerations'
/// names and symbols and Apple's attribution are real.
@Suite struct WeatherKitModuleTests {
    private let cupertino = CLLocation(latitude: 37.323, longitude: -122.032)

    /// Whether a warning starting with `prefix` is on record after `request` ran. Another test
    /// may empty the record at the same moment, so the request is retried a few times.
    private func warns(_ prefix: String, _ request: () async throws -> Void) async -> Bool {
        for _ in 0..<3 {
            try? await request()
            if RuntimeWarning.emitted.contains(where: { $0.hasPrefix(prefix) }) { return true }
        }
        return false
    }

    @Test func weatherForLocationThrowsUnknownAndWarns() async throws {
        await #expect(throws: WeatherError.unknown) {
            _ = try await WeatherService.shared.weather(for: cupertino)
        }
        #expect(await warns("WeatherKit: weather(for:) has no network or WeatherKit entitlement in a render; it throws WeatherError.unknown") {
            _ = try await WeatherService.shared.weather(for: cupertino)
        })
        #expect(WeatherError.unknown.errorDescription == "An unknown WeatherKit error occurred.")
    }

    @Test func everyQueryFormThrowsAndNamesItsDataSets() async throws {
        let service = WeatherService()
        await #expect(throws: WeatherError.unknown) {
            let current: CurrentWeather = try await service.weather(for: cupertino, including: .current)
            _ = current
        }
        #expect(await warns("WeatherKit: weather(for:including: .current) ") {
            _ = try await service.weather(for: cupertino, including: .current)
        })
        await #expect(throws: WeatherError.unknown) {
            let (minute, alerts) = try await service.weather(for: cupertino, including: .minute, .alerts)
            _ = (minute?.summary, alerts?.count)
        }
        #expect(await warns("WeatherKit: weather(for:including: .minute, .alerts) ") {
            _ = try await service.weather(for: cupertino, including: .minute, .alerts)
        })
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let ranged = "WeatherKit: weather(for:including: .hourly(startDate:endDate:), .daily(startDate:endDate:), .availability) "
        #expect(await warns(ranged) {
            let (hourly, daily, availability) = try await service.weather(
                for: cupertino, including: .hourly(startDate: start, endDate: start + 86_400),
                .daily(startDate: start, endDate: start + 3 * 86_400), .availability)
            _ = (hourly.count, daily.forecast.count, availability.alertAvailability)
        })
    }

    @Test func attributionIsApples() async throws {
        let attribution = try await WeatherService.shared.attribution
        #expect(attribution.serviceName == "\u{F8FF} Weather")
        #expect(attribution.legalPageURL.absoluteString == "https://weatherkit.apple.com/legal-attribution.html")
        #expect(attribution.combinedMarkLightURL.absoluteString
                == "https://weatherkit.apple.com/assets/branding/en/Apple_Weather_blk_en_3X_090122.png")
        #expect(attribution.combinedMarkDarkURL.absoluteString
                == "https://weatherkit.apple.com/assets/branding/en/Apple_Weather_wht_en_3X_090122.png")
        #expect(attribution.squareMarkURL.absoluteString == "https://weatherkit.apple.com/assets/branding/square-mark.png")
        #expect(attribution.legalAttributionText.contains("https://weatherkit.apple.com/legal-attribution.html"))
    }

    @Test func conditionsKeepTheirNamesAndWords() {
        #expect(WeatherCondition.allCases.count == 34)
        #expect(WeatherCondition.mostlyClear.rawValue == "mostlyClear")
        #expect(WeatherCondition(rawValue: "scatteredThunderstorms") == .scatteredThunderstorms)
        #expect(WeatherCondition(rawValue: "MostlyClear") == nil)
        #expect(WeatherCondition.partlyCloudy.description == "Partly Cloudy")
        #expect(WeatherCondition.blowingDust.description == "Blowing Dust")
        #expect("\(WeatherCondition.breezy)" == "Breezy")
        #expect(WeatherCondition.heavySnow.accessibilityDescription == "Heavy Snow")
        #expect("\(Precipitation.rain)" == "rain")
        #expect(Precipitation.mixed.description == "Wintry Mix")
        #expect(PressureTrend.rising.description == "Rising")
        #expect(WeatherSeverity.allCases.map(\.rawValue) == ["minor", "moderate", "severe", "extreme", "unknown"])
    }

    @Test func compassDirectionsAbbreviateClockwiseFromNorth() {
        let directions = Wind.CompassDirection.allCases
        #expect(directions.map(\.abbreviation) == ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE",
                                                   "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"])
        #expect(Wind.CompassDirection.northwest.description == "Northwest")
        #expect(Wind.CompassDirection.southSouthwest.rawValue == "southSouthwest")
    }

    @Test func exposureCategoriesRunFromLowToExtreme() {
        let categories = UVIndex.ExposureCategory.allCases
        #expect(categories == [.low, .moderate, .high, .veryHigh, .extreme])
        #expect(categories.map(\.description) == ["Low", "Moderate", "High", "Very High", "Extreme"])
        #expect(UVIndex.ExposureCategory.low.rangeValue == 0...2)
        #expect(UVIndex.ExposureCategory.veryHigh.rangeValue == 8...10)
        #expect(UVIndex.ExposureCategory.extreme.rangeValue.contains(11))
        for (lower, upper) in zip(categories, categories.dropFirst()) {
            #expect(lower.rangeValue.upperBound + 1 == upper.rangeValue.lowerBound)
        }
    }

    @Test func moonPhasesNameTheirSymbols() {
        #expect(MoonPhase.allCases.map(\.symbolName) == [
            "moonphase.new.moon", "moonphase.waxing.crescent", "moonphase.first.quarter", "moonphase.waxing.gibbous",
            "moonphase.full.moon", "moonphase.waning.gibbous", "moonphase.last.quarter", "moonphase.waning.crescent",
        ])
        #expect(MoonPhase.full.description == "Full Moon")
        #expect(MoonPhase(rawValue: "waningGibbous") == .waningGibbous)
    }
}
