import CoreGraphics
import Foundation

/// The title, image and fallback link the system shows when inviting people to an activity.
/// Plain data: a render never shows an invitation, but every field keeps what it is set to and
/// the value encodes and decodes whole (the preview image as its pixels).
public struct GroupActivityMetadata: Codable, Equatable, Sendable {
    /// The localized title of the activity (default nil).
    public var title: String?
    /// More information about the activity, shown under the title (default nil).
    public var subtitle: String?
    /// The image shown with the activity, such as a movie's poster (default nil).
    public var previewImage: CGImage?
    /// A web page for people without the app (default nil).
    public var fallbackURL: URL?
    /// The kind of shared experience (default `.generic`).
    public var type: GroupActivityMetadata.ActivityType = .generic
    /// Whether the activity may continue on an Apple TV (default false).
    public var supportsContinuationOnTV = false
    /// How to present audio and video on the call (default none).
    public var preferredBroadcastOptions: BroadcastOptions = []
    /// Which of the app's scenes receives the activity (iOS 17+; default `.default`).
    public var sceneAssociationBehavior: SceneAssociationBehavior = .default

    /// Empty metadata: no title, subtitle, image or link, a `.generic` type.
    public init() {}

    private enum CodingKeys: String, CodingKey {
        case title, subtitle, previewImage, fallbackURL, type, supportsContinuationOnTV
        case preferredBroadcastOptions, sceneAssociationBehavior
    }

    /// The pixels of a preview image, for coding.
    private struct Pixels: Codable {
        var width: Int
        var height: Int
        var rgba: Data
    }

    /// Metadata decoded from `decoder`; missing fields take their defaults.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decodeIfPresent(String.self, forKey: .title)
        subtitle = try container.decodeIfPresent(String.self, forKey: .subtitle)
        if let pixels = try container.decodeIfPresent(Pixels.self, forKey: .previewImage) {
            previewImage = CGImage(width: pixels.width, height: pixels.height, rgba: [UInt8](pixels.rgba))
        }
        fallbackURL = try container.decodeIfPresent(URL.self, forKey: .fallbackURL)
        if let name = try container.decodeIfPresent(String.self, forKey: .type) {
            type = ActivityType(name: name)
        }
        supportsContinuationOnTV = try container.decodeIfPresent(Bool.self, forKey: .supportsContinuationOnTV) ?? false
        if let raw = try container.decodeIfPresent(Int.self, forKey: .preferredBroadcastOptions) {
            preferredBroadcastOptions = BroadcastOptions(rawValue: raw)
        }
        if let scene = try container.decodeIfPresent(String.self, forKey: .sceneAssociationBehavior) {
            sceneAssociationBehavior = SceneAssociationBehavior(coded: scene)
        }
    }

    /// Encodes every field that is set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(subtitle, forKey: .subtitle)
        if let image = previewImage {
            try container.encode(Pixels(width: image.width, height: image.height, rgba: Data(image.rgba)),
                                 forKey: .previewImage)
        }
        try container.encodeIfPresent(fallbackURL, forKey: .fallbackURL)
        try container.encode(type.name, forKey: .type)
        try container.encode(supportsContinuationOnTV, forKey: .supportsContinuationOnTV)
        try container.encode(preferredBroadcastOptions.rawValue, forKey: .preferredBroadcastOptions)
        try container.encode(sceneAssociationBehavior.coded, forKey: .sceneAssociationBehavior)
    }
}
