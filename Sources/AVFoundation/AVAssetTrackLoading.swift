import Foundation

// An asset's track look-ups (iOS 15): `try await asset.loadTracks(withMediaType: .video)`. A render
// decodes no media, so each throws `AVError(.decodeFailed)` (or hands it to the completion handler)
// and the asset's `tracks` key becomes `.failed`, as `load(.tracks)` does.

@available(iOS 15, macOS 12, *)
extension AVAsset {
    /// The asset's tracks of `mediaType`. A render reads no media: throws `AVError(.decodeFailed)`.
    public func loadTracks(withMediaType mediaType: AVMediaType) async throws -> [AVAssetTrack] {
        try await failTracks()
    }

    /// The asset's tracks of `mediaType`, handed to `completionHandler`: `nil` and
    /// `AVError(.decodeFailed)` in a render.
    public func loadTracks(withMediaType mediaType: AVMediaType,
                           completionHandler: @escaping @Sendable ([AVAssetTrack]?, (any Error)?) -> Void) {
        loadedKeys.fail(["tracks"])
        completionHandler(nil, AVError(.decodeFailed))
    }

    /// The asset's tracks with `mediaCharacteristic`. A render reads no media: throws `AVError(.decodeFailed)`.
    public func loadTracks(withMediaCharacteristic mediaCharacteristic: AVMediaCharacteristic) async throws -> [AVAssetTrack] {
        try await failTracks()
    }

    /// The asset's tracks with `mediaCharacteristic`, handed to `completionHandler`: `nil` and
    /// `AVError(.decodeFailed)` in a render.
    public func loadTracks(withMediaCharacteristic mediaCharacteristic: AVMediaCharacteristic,
                           completionHandler: @escaping @Sendable ([AVAssetTrack]?, (any Error)?) -> Void) {
        loadedKeys.fail(["tracks"])
        completionHandler(nil, AVError(.decodeFailed))
    }

    /// The asset's track of `trackID`. A render reads no media: throws `AVError(.decodeFailed)`.
    public func loadTrack(withTrackID trackID: CMPersistentTrackID) async throws -> AVAssetTrack? {
        try await failTracks()
    }

    /// The asset's track of `trackID`, handed to `completionHandler`: `nil` and
    /// `AVError(.decodeFailed)` in a render.
    public func loadTrack(withTrackID trackID: CMPersistentTrackID,
                          completionHandler: @escaping @Sendable (AVAssetTrack?, (any Error)?) -> Void) {
        loadedKeys.fail(["tracks"])
        completionHandler(nil, AVError(.decodeFailed))
    }

    private func failTracks<T>() async throws -> T {
        loadedKeys.fail(["tracks"])
        throw AVError(.decodeFailed)
    }
}
