import Foundation

// The export preset names an `AVAssetExportSession` is made with. Each value is its own name, as
// Apple's are. A render encodes no media, so a session of any preset fails its export (only a
// passthrough copy of a WAV or CAF file to its own type succeeds).

/// H.264 video and AAC audio at a low quality, sized for the device.
public let AVAssetExportPresetLowQuality = "AVAssetExportPresetLowQuality"
/// H.264 video and AAC audio at a medium quality, sized for the device.
public let AVAssetExportPresetMediumQuality = "AVAssetExportPresetMediumQuality"
/// H.264 video and AAC audio at the highest quality, sized for the device.
public let AVAssetExportPresetHighestQuality = "AVAssetExportPresetHighestQuality"
/// HEVC video and AAC audio at the highest quality.
public let AVAssetExportPresetHEVCHighestQuality = "AVAssetExportPresetHEVCHighestQuality"
/// HEVC video with alpha and AAC audio at the highest quality.
public let AVAssetExportPresetHEVCHighestQualityWithAlpha = "AVAssetExportPresetHEVCHighestQualityWithAlpha"
/// H.264 video at 640 x 480 and AAC audio.
public let AVAssetExportPreset640x480 = "AVAssetExportPreset640x480"
/// H.264 video at 960 x 540 and AAC audio.
public let AVAssetExportPreset960x540 = "AVAssetExportPreset960x540"
/// H.264 video at 1280 x 720 and AAC audio.
public let AVAssetExportPreset1280x720 = "AVAssetExportPreset1280x720"
/// H.264 video at 1920 x 1080 and AAC audio.
public let AVAssetExportPreset1920x1080 = "AVAssetExportPreset1920x1080"
/// H.264 video at 3840 x 2160 and AAC audio.
public let AVAssetExportPreset3840x2160 = "AVAssetExportPreset3840x2160"
/// HEVC video at 1920 x 1080 and AAC audio.
public let AVAssetExportPresetHEVC1920x1080 = "AVAssetExportPresetHEVC1920x1080"
/// HEVC video with alpha at 1920 x 1080 and AAC audio.
public let AVAssetExportPresetHEVC1920x1080WithAlpha = "AVAssetExportPresetHEVC1920x1080WithAlpha"
/// HEVC video at 3840 x 2160 and AAC audio.
public let AVAssetExportPresetHEVC3840x2160 = "AVAssetExportPresetHEVC3840x2160"
/// HEVC video with alpha at 3840 x 2160 and AAC audio.
public let AVAssetExportPresetHEVC3840x2160WithAlpha = "AVAssetExportPresetHEVC3840x2160WithAlpha"
/// An audio-only M4A file (AAC) with iTunes gapless playback data.
public let AVAssetExportPresetAppleM4A = "AVAssetExportPresetAppleM4A"
/// Every track's media as stored, into the output file type; not listed by `allExportPresets()`.
public let AVAssetExportPresetPassthrough = "AVAssetExportPresetPassthrough"
/// A QuickTime movie of Apple ProRes 422 video and linear PCM audio.
public let AVAssetExportPresetAppleProRes422LPCM = "AVAssetExportPresetAppleProRes422LPCM"
/// A QuickTime movie of Apple ProRes 4444 video and linear PCM audio.
public let AVAssetExportPresetAppleProRes4444LPCM = "AVAssetExportPresetAppleProRes4444LPCM"

/// The presets an iOS export session knows, in the order Backplate lists them, with the file
/// types each writes. Passthrough is kept apart: it writes what its source holds.
enum AVAssetExportPresetCatalog {
    /// The movie presets: H.264 or HEVC video with AAC audio.
    static let movies = [
        AVAssetExportPresetLowQuality, AVAssetExportPresetMediumQuality, AVAssetExportPresetHighestQuality,
        AVAssetExportPresetHEVCHighestQuality, AVAssetExportPresetHEVCHighestQualityWithAlpha,
        AVAssetExportPreset640x480, AVAssetExportPreset960x540, AVAssetExportPreset1280x720,
        AVAssetExportPreset1920x1080, AVAssetExportPreset3840x2160, AVAssetExportPresetHEVC1920x1080,
        AVAssetExportPresetHEVC1920x1080WithAlpha, AVAssetExportPresetHEVC3840x2160, AVAssetExportPresetHEVC3840x2160WithAlpha,
    ]
    /// The ProRes presets, which write QuickTime movies.
    static let proRes = [AVAssetExportPresetAppleProRes422LPCM, AVAssetExportPresetAppleProRes4444LPCM]

    /// Every preset but passthrough (`allExportPresets()`).
    static let all = movies + [AVAssetExportPresetAppleM4A] + proRes

    /// The file types `preset` writes, without looking at an asset; empty for passthrough and
    /// for names that are not presets.
    static func fileTypes(_ preset: String) -> [AVFileType] {
        if preset == AVAssetExportPresetAppleM4A { return [.m4a] }
        if proRes.contains(preset) { return [.mov] }
        if movies.contains(preset) { return [.mov, .mp4, .m4v] }
        return []
    }
}
