import BackplateCore
import Foundation

// A render has no media encoder: each export ends `.failed` with `AVError(.exportFailed)` (-11820 in
// AVFoundationErrorDomain) after a runtime warning naming the call, and writes nothing. The one export
// that needs no encoder succeeds: `AVAssetExportPresetPassthrough` of a WAV or CAF file to its own
// type, which copies the file. Every export ends before its call returns, so a completion handler
// runs at once, on the calling thread, exactly once. Not `Sendable`: the iOS SDK marks the class
// NS_SWIFT_NONSENDABLE.

/// Writes an asset's media to a file as an export preset says (AVFoundation's `AVAssetExportSession`).
/// In a render every export fails with `AVError(.exportFailed)` and writes nothing, its handler run
/// once before the call returns; only a passthrough export of a WAV or CAF file to its type copies it.
open class AVAssetExportSession {
    /// Where an export stands (AVFoundation's `AVAssetExportSession.Status`).
    public enum Status: Int, Sendable {
        /// Not started.
        case unknown = 0
        /// Queued behind other exports.
        case waiting = 1
        /// Writing.
        case exporting = 2
        /// Written: a passthrough copy, in a render.
        case completed = 3
        /// Stopped by an error: every encoding export, in a render.
        case failed = 4
        /// Stopped by `cancelExport()`.
        case cancelled = 5
    }

    /// What a running export is doing, as `states(updateInterval:)` reports it (iOS 18).
    public enum State: Sendable {
        /// Not started yet.
        case pending
        /// Queued behind other exports.
        case waiting
        /// Writing, with how far it has got.
        case exporting(progress: Progress)
    }

    /// The name of the preset the session was made with.
    public let presetName: String
    /// The asset the session exports.
    public let asset: AVAsset
    /// Where the export writes; it must be set before an export starts.
    open var outputURL: URL?
    /// The type of file the export writes; it must be set before an export starts.
    open var outputFileType: AVFileType?
    /// Whether the output is laid out for streaming ("fast start"); not read in a render.
    open var shouldOptimizeForNetworkUse = false
    /// The part of the asset exported: all of it (zero to positive infinity) by default.
    open var timeRange = CMTimeRange(start: .zero, duration: .positiveInfinity)
    /// Metadata items to write instead of the asset's own; not read in a render.
    open var metadata: [AVMetadataItem]?
    /// The size in bytes the output should not exceed (0: no limit); not read in a render.
    open var fileLengthLimit: Int64 = 0
    /// Instructions for compositing the video; not read in a render, which encodes no video.
    open var videoComposition: AVVideoComposition?
    /// Whether the export may read its source more than once for quality; not read in a render.
    open var canPerformMultiplePassesOverSourceMediaData = false
    /// Where the export may keep temporary files (nil: a place of its choosing); none are made.
    open var directoryForTemporaryFiles: URL?

    /// Where the export stands: `.unknown` before it runs; `.failed` after it, in a render
    /// (`.completed` for a passthrough copy).
    @available(iOS, introduced: 4.0, deprecated: 18.0, message: "Use states(updateInterval:) instead")
    open private(set) var status = Status.unknown
    /// Why the export failed: `AVError(.exportFailed)`, or the copy's error for a passthrough copy.
    @available(iOS, introduced: 4.0, deprecated: 18.0, message: "Use export(to:as:) async throws instead")
    open private(set) var error: (any Error)?
    /// How much of the export is done, 0 to 1: 1 after a passthrough copy, 0 otherwise.
    open private(set) var progress: Float = 0

    /// A session exporting `asset` with the preset named `presetName`; never nil in a render.
    public init?(asset: AVAsset, presetName: String) {
        self.asset = asset
        self.presetName = presetName
    }

    /// The types of file the preset writes, without looking at the asset: M4A for the M4A
    /// preset, movies (.mov, .mp4, .m4v) for the video ones, and for passthrough of a WAV or
    /// CAF file that file's own type (nothing for other sources).
    open var supportedFileTypes: [AVFileType] {
        if presetName == AVAssetExportPresetPassthrough { return passthroughType.map { [$0] } ?? [] }
        return AVAssetExportPresetCatalog.fileTypes(presetName)
    }

    /// Runs the export and calls `handler` once, before returning: the export has failed (no
    /// media encoder), or a passthrough copy has completed.
    @available(iOS, introduced: 4.0, deprecated: 18.0, message: "Use export(to:as:) async throws instead")
    open func exportAsynchronously(completionHandler handler: @escaping @Sendable () -> Void) {
        run("AVAssetExportSession.exportAsynchronously(completionHandler:)")
        handler()
    }

    /// Runs the export, on the caller's actor; afterwards `status` is `.failed` (no media encoder
    /// in a render), or `.completed` for a passthrough copy.
    @available(iOS, introduced: 13.0, deprecated: 18.0, message: "Use export(to:as:) async throws instead")
    nonisolated(nonsending) open func export() async {
        run("AVAssetExportSession.export()")
    }

    /// Exports to `url` as `fileType` (iOS 18): throws `AVError(.exportFailed)` in a render,
    /// which has no media encoder, unless it is a passthrough copy of a WAV or CAF file.
    @available(iOS 18, macOS 15, *)
    public final func export(to url: URL, as fileType: AVFileType, isolation: isolated (any Actor)? = #isolation) async throws {
        outputURL = url
        outputFileType = fileType
        run("AVAssetExportSession.export(to:as:)")
        if status == .failed { throw error ?? AVError(.exportFailed) }
    }

    /// The export's states as they change (iOS 18): none in a render, whose exports end before
    /// they could be watched, so the sequence finishes at once.
    @available(iOS 18, macOS 15, *)
    public final func states(updateInterval: TimeInterval = .infinity) -> some Sendable & AsyncSequence<State, Never> {
        AsyncStream<State> { $0.finish() }
    }

    /// Cancels a running export: in a render none is ever running (each ends before its call
    /// returns), so this changes nothing.
    open func cancelExport() {}

    /// Every preset name but passthrough, as Apple lists them (the macOS-only presets aside).
    open class func allExportPresets() -> [String] { AVAssetExportPresetCatalog.all }

    /// The presets that can export `asset`: none, since a render reads no media to judge by
    /// (passthrough is never listed, as in AVFoundation).
    @available(iOS, introduced: 4.0, deprecated: 16.0,
               message: "Use determineCompatibility(ofExportPreset:with:outputFileType:completionHandler:) instead")
    open class func exportPresets(compatibleWith asset: AVAsset) -> [String] {
        RuntimeWarning.emit("AVFoundation: AVAssetExportSession.exportPresets(compatibleWith:) reads no media in a render; "
                            + "no preset is listed")
        return []
    }

    /// Calls `handler` at once with whether `presetName` can export `asset` as `outputFileType`
    /// (nil: as any type): true only for a passthrough copy of a WAV or CAF file to its own type.
    open class func determineCompatibility(ofExportPreset presetName: String, with asset: AVAsset, outputFileType: AVFileType?,
                                           completionHandler handler: @escaping @Sendable (Bool) -> Void) {
        handler(isCompatible(presetName, asset, outputFileType))
    }

    /// Whether `presetName` can export `asset` as `outputFileType` (nil: as any type): true only
    /// for a passthrough copy of a WAV or CAF file to its own type.
    @available(iOS 16, macOS 13, *)
    open class func compatibility(ofExportPreset presetName: String, with asset: AVAsset, outputFileType: AVFileType?) async -> Bool {
        isCompatible(presetName, asset, outputFileType)
    }

    /// Calls `handler` at once with the types the session can write for its asset: the source's
    /// own type for a passthrough copy of a WAV or CAF file, none otherwise.
    open func determineCompatibleFileTypes(completionHandler handler: @escaping @Sendable ([AVFileType]) -> Void) {
        handler(compatibleTypes)
    }

    /// The types the session can write for its asset: the source's own type for a passthrough
    /// copy of a WAV or CAF file, none otherwise (a render reads no media to encode).
    nonisolated(nonsending) open var compatibleFileTypes: [AVFileType] {
        get async { compatibleTypes }
    }

    // MARK: - The export

    /// The types `compatibleFileTypes` answers.
    private var compatibleTypes: [AVFileType] {
        presetName == AVAssetExportPresetPassthrough ? passthroughType.map { [$0] } ?? [] : []
    }

    /// Whether `preset` can export `asset` as `type` in a render.
    private static func isCompatible(_ preset: String, _ asset: AVAsset, _ type: AVFileType?) -> Bool {
        guard preset == AVAssetExportPresetPassthrough, let source = passthroughType(of: asset) else { return false }
        return type == nil || type == source
    }

    /// The type of a WAV or CAF file asset, which passthrough can copy.
    private var passthroughType: AVFileType? { Self.passthroughType(of: asset) }

    /// The type of `asset` when it is a WAV or CAF file on disk, else nil.
    private static func passthroughType(of asset: AVAsset) -> AVFileType? {
        guard let url = (asset as? AVURLAsset)?.url, url.isFileURL else { return nil }
        switch AudioFileContainer(fileExtension: url.pathExtension) {
        case .wav: return .wav
        case .caf: return .caf
        case nil: return nil
        }
    }

    /// Runs the export `call` names to its end: a passthrough copy when one is possible, else a
    /// failure with a runtime warning.
    private func run(_ call: String) {
        status = .exporting
        progress = 0
        error = nil
        guard let url = outputURL, let type = outputFileType else {
            fail(call, "has no \(outputURL == nil ? "outputURL" : "outputFileType") set (iOS raises an exception)")
            return
        }
        guard presetName == AVAssetExportPresetPassthrough, let source = passthroughType, type == source,
              let sourceURL = (asset as? AVURLAsset)?.url else {
            fail(call, "has no media encoder in a render")
            return
        }
        guard timeRange.start == .zero, timeRange.duration == .positiveInfinity else {
            fail(call, "cannot cut a time range from \(sourceURL.lastPathComponent) without re-encoding it in a render")
            return
        }
        guard !FileManager.default.fileExists(atPath: url.path) else {
            fail(call, "found a file already at \(url.lastPathComponent)", error: AVError(.fileAlreadyExists))
            return
        }
        do {
            try FileManager.default.copyItem(at: sourceURL, to: url)
        } catch {
            fail(call, "could not copy \(sourceURL.lastPathComponent) (\(error.localizedDescription))", error: error)
            return
        }
        progress = 1
        status = .completed
    }

    /// Ends the export `.failed` with `error`, after a runtime warning naming `call` and `reason`.
    private func fail(_ call: String, _ reason: String, error: any Error = AVError(.exportFailed)) {
        let code = (error as? AVError).map { "AVError(.\($0.code))" } ?? "that error"
        RuntimeWarning.emit("AVFoundation: \(call) \(reason); the export ends .failed with \(code) and writes nothing")
        self.error = error
        status = .failed
    }
}
