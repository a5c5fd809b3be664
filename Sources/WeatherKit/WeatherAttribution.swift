import Foundation

/// What an app using WeatherKit must show: the provider's name, its "Apple Weather" mark and a
/// link to the legal page listing the data sources. Apple gives it no public initializer; get it
/// from `WeatherService.attribution`, which in a render answers with the values iOS gives an
/// English-language iPhone (these need no network), so an attribution view draws its real link text.
public struct WeatherAttribution: Equatable, Sendable {
    /// The provider's name: " Weather", with the Apple logo character (U+F8FF) Apple's fonts draw.
    public var serviceName: String
    /// The legal attribution page with copyright information about the data sources.
    public var legalPageURL: URL
    /// The combined " Weather" mark for light backgrounds (black text), at @3x.
    public var combinedMarkLightURL: URL
    /// The combined " Weather" mark for dark backgrounds (white text), at @3x.
    public var combinedMarkDarkURL: URL
    /// The square Apple Weather mark.
    public var squareMarkURL: URL

    /// The attribution as text, for apps that cannot show `legalPageURL` in a Safari view.
    /// Backplate's wording (Apple does not document its text): the provider and the legal page.
    public var legalAttributionText: String {
        "Weather data provided by \(serviceName). Data sources and legal attribution: \(legalPageURL.absoluteString)"
    }

    /// The attribution iOS returns for an English locale.
    static let apple = WeatherAttribution(
        serviceName: "\u{F8FF} Weather",
        legalPageURL: URL(string: "https://weatherkit.apple.com/legal-attribution.html")!,
        combinedMarkLightURL: URL(string: "https://weatherkit.apple.com/assets/branding/en/Apple_Weather_blk_en_3X_090122.png")!,
        combinedMarkDarkURL: URL(string: "https://weatherkit.apple.com/assets/branding/en/Apple_Weather_wht_en_3X_090122.png")!,
        squareMarkURL: URL(string: "https://weatherkit.apple.com/assets/branding/square-mark.png")!)
}
