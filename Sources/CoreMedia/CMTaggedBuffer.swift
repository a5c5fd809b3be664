import Foundation

/// A label of a media buffer or channel (CoreMedia's `CMTag`): a category and a 64-bit value,
/// such as which stereo eye a video layer shows. Spatial video is never decoded in a render.
@available(iOS 17, macOS 14, *)
public final class CMTag: Hashable, Sendable, CustomStringConvertible {
    /// What a tag labels.
    public struct Category: RawRepresentable, Hashable, Sendable {
        /// The category's four-character code.
        public let rawValue: FourCharCode
        /// A category of this code.
        public init(rawValue: FourCharCode) { self.rawValue = rawValue }
        /// The media type (`'mdia'`).
        public static let mediaType = Category(rawValue: 0x6D64_6961)
        /// The stereo views a layer holds (`'eyes'`).
        public static let stereoView = Category(rawValue: 0x6579_6573)
        /// A video layer's identifier (`'vlay'`).
        public static let videoLayerID = Category(rawValue: 0x766C_6179)
    }

    /// The tag's category.
    public let category: Category
    /// The tag's value, in 64 bits.
    public let value: Int64

    init(category: Category, value: Int64) {
        self.category = category
        self.value = value
    }

    /// A tag naming the stereo views a layer holds.
    public static func stereoView(_ value: CMStereoViewComponents) -> CMTag {
        CMTag(category: .stereoView, value: Int64(bitPattern: value.rawValue))
    }
    /// A tag naming a video layer.
    public static func videoLayerID(_ value: Int64) -> CMTag { CMTag(category: .videoLayerID, value: value) }

    /// Equal when both category and value are.
    public static func == (lhs: CMTag, rhs: CMTag) -> Bool {
        lhs.category == rhs.category && lhs.value == rhs.value
    }
    /// Hashes the category and value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(category)
        hasher.combine(value)
    }
    /// The category's code and the value.
    public var description: String { "CMTag(\(category.rawValue), \(value))" }
}

/// The stereo views a video layer holds (CoreMedia's raw bits).
@available(iOS 17, macOS 14, *)
public struct CMStereoViewComponents: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt64
    /// Views from raw bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// The left eye's view.
    public static let leftEye = CMStereoViewComponents(rawValue: 1 << 0)
    /// The right eye's view.
    public static let rightEye = CMStereoViewComponents(rawValue: 1 << 1)
}

/// A media buffer with its tags (CoreMedia's `CMTaggedBuffer`), such as one eye's frame of
/// spatial video. A render decodes no video, so none holds pixels.
@available(iOS 17, macOS 14, *)
public struct CMTaggedBuffer: Sendable {
    /// The buffer's tags.
    public var tags: [CMTag]
    /// A tagged buffer with `tags`.
    public init(tags: [CMTag]) { self.tags = tags }
}
