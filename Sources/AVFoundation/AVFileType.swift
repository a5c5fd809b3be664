import Foundation

/// A kind of media file, by its uniform type identifier (AVFoundation's `AVFileType`): what
/// recorders, writers and export sessions are told to write. Values are Apple's identifiers.
public struct AVFileType: RawRepresentable, Hashable, Sendable {
    /// The type's identifier.
    public let rawValue: String
    /// A file type of this identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A QuickTime movie.
    public static let mov = AVFileType(rawValue: "com.apple.quicktime-movie")
    /// An MPEG-4 file.
    public static let mp4 = AVFileType(rawValue: "public.mpeg-4")
    /// An iTunes video file.
    public static let m4v = AVFileType(rawValue: "com.apple.m4v-video")
    /// An Apple MPEG-4 audio file.
    public static let m4a = AVFileType(rawValue: "com.apple.m4a-audio")
    /// A 3GPP file (".3gp").
    public static let mobile3GPP = AVFileType(rawValue: "public.3gpp")
    /// A WAVE audio file (".wav"); a render reads and writes linear PCM in it.
    public static let wav = AVFileType(rawValue: "com.microsoft.waveform-audio")
    /// A Core Audio Format file (".caf"); a render reads and writes linear PCM in it.
    public static let caf = AVFileType(rawValue: "com.apple.coreaudio-format")
    /// An AIFF audio file (".aif", ".aiff").
    public static let aiff = AVFileType(rawValue: "public.aiff-audio")
    /// An AIFC audio file (".aifc").
    public static let aifc = AVFileType(rawValue: "public.aifc-audio")
    /// An MPEG layer 3 audio file (".mp3").
    public static let mp3 = AVFileType(rawValue: "public.mp3")
    /// An AC-3 audio file (".ac3").
    public static let ac3 = AVFileType(rawValue: "public.ac3-audio")
    /// An adaptive multi-rate audio file (".amr").
    public static let amr = AVFileType(rawValue: "org.3gpp.adaptive-multi-rate-audio")
    /// A Sun/NeXT audio file (".au").
    public static let au = AVFileType(rawValue: "public.au-audio")
    /// A HEIC image.
    public static let heic = AVFileType(rawValue: "public.heic")
    /// A HEIF image of any codec.
    public static let heif = AVFileType(rawValue: "public.heif")
    /// A JPEG image.
    public static let jpg = AVFileType(rawValue: "public.jpeg")
    /// A DNG raw image.
    public static let dng = AVFileType(rawValue: "com.adobe.raw-image")
}
