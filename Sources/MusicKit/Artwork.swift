import CoreGraphics
import Foundation

/// The artwork of a music item: an image template the catalog scales to any size up to its
/// maximum, and the colours that suit it. Decoded from the API's `artwork` object
/// (`{"url": "…/{w}x{h}bb.jpg", "width": 3000, "height": 3000, "bgColor": "1c1c1c", …}`).
public struct Artwork: Equatable, Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The URL template, with `{w}` and `{h}` (and sometimes `{c}` and `{f}`) to fill in.
    let template: String?
    /// The widest the image can be requested, in pixels.
    public let maximumWidth: Int
    /// The tallest the image can be requested, in pixels.
    public let maximumHeight: Int
    /// A description of the image for accessibility, when the catalog has one.
    public let alternateText: String?
    /// The average background colour of the image.
    public let backgroundColor: CGColor?
    /// The colour for primary text drawn over the background colour.
    public let primaryTextColor: CGColor?
    /// The colour for secondary text drawn over the background colour.
    public let secondaryTextColor: CGColor?
    /// The colour for tertiary text drawn over the background colour.
    public let tertiaryTextColor: CGColor?
    /// The colour for quaternary text drawn over the background colour.
    public let quaternaryTextColor: CGColor?

    /// The URL of the image at `width` × `height` pixels, the template filled in (`{c}` as "bb",
    /// `{f}` as "jpg"); nil when the artwork has no template. A render downloads nothing.
    public func url(width: Int, height: Int) -> URL? {
        guard let template, !template.isEmpty else { return nil }
        let filled = template.replacingOccurrences(of: "{w}", with: String(max(width, 1)))
            .replacingOccurrences(of: "{h}", with: String(max(height, 1)))
            .replacingOccurrences(of: "{c}", with: "bb")
            .replacingOccurrences(of: "{f}", with: "jpg")
        return URL(string: filled)
    }

    private enum Keys: String, CodingKey {
        case url, width, height, alternateText = "altText", bgColor, textColor1, textColor2, textColor3, textColor4
    }

    /// Decodes the API's artwork object; a missing width or height is 0.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        template = try container.decodeIfPresent(String.self, forKey: .url)
        maximumWidth = (try? container.decodeIfPresent(Int.self, forKey: .width)) ?? 0
        maximumHeight = (try? container.decodeIfPresent(Int.self, forKey: .height)) ?? 0
        alternateText = try container.decodeIfPresent(String.self, forKey: .alternateText)
        backgroundColor = MusicHexColor.color(try container.decodeIfPresent(String.self, forKey: .bgColor))
        primaryTextColor = MusicHexColor.color(try container.decodeIfPresent(String.self, forKey: .textColor1))
        secondaryTextColor = MusicHexColor.color(try container.decodeIfPresent(String.self, forKey: .textColor2))
        tertiaryTextColor = MusicHexColor.color(try container.decodeIfPresent(String.self, forKey: .textColor3))
        quaternaryTextColor = MusicHexColor.color(try container.decodeIfPresent(String.self, forKey: .textColor4))
    }

    /// Encodes the API's artwork object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encodeIfPresent(template, forKey: .url)
        try container.encode(maximumWidth, forKey: .width)
        try container.encode(maximumHeight, forKey: .height)
        try container.encodeIfPresent(alternateText, forKey: .alternateText)
        try container.encodeIfPresent(MusicHexColor.text(backgroundColor), forKey: .bgColor)
        try container.encodeIfPresent(MusicHexColor.text(primaryTextColor), forKey: .textColor1)
        try container.encodeIfPresent(MusicHexColor.text(secondaryTextColor), forKey: .textColor2)
        try container.encodeIfPresent(MusicHexColor.text(tertiaryTextColor), forKey: .textColor3)
        try container.encodeIfPresent(MusicHexColor.text(quaternaryTextColor), forKey: .textColor4)
    }

    /// The template and maximum size.
    public var description: String {
        "Artwork(urlFormat: \"\(template ?? "")\", maximumWidth: \(maximumWidth), maximumHeight: \(maximumHeight))"
    }

    /// The template, maximum size and background colour.
    public var debugDescription: String {
        String(description.dropLast()) + ", backgroundColor: \(MusicHexColor.text(backgroundColor) ?? "nil"))"
    }
}
