import BackplateCore
import Foundation

/// An audio resource entities play (RealityKit's `AudioResource`).
@MainActor @preconcurrency
public class AudioResource {
    /// How a sound is heard.
    public enum InputMode: Hashable, Sendable {
        /// From the entity's place in space.
        case spatial
        /// Without position, in stereo.
        case nonSpatial
        /// Around the listener, fixed to the entity's orientation.
        case ambient
    }

    init() {}
}

/// Audio loaded from a file (RealityKit's `AudioFileResource`). Backplate finds the file but
/// plays nothing: a render has no audio output.
@MainActor @preconcurrency
public final class AudioFileResource: AudioResource {
    /// When the audio data is loaded.
    public enum LoadingStrategy: Hashable, Sendable {
        /// All of it, before playback.
        case preload
        /// Progressively, during playback.
        case stream
    }

    /// How the sound is heard.
    public var inputMode: AudioResource.InputMode
    /// When the data is loaded.
    public var loadingStrategy: LoadingStrategy
    /// Whether the sound loops.
    public var shouldLoop: Bool
    /// The file's location.
    let url: URL

    init(url: URL, inputMode: AudioResource.InputMode, loadingStrategy: LoadingStrategy, shouldLoop: Bool) {
        self.url = url
        self.inputMode = inputMode
        self.loadingStrategy = loadingStrategy
        self.shouldLoop = shouldLoop
        super.init()
    }

    /// The audio file `name` (with or without its extension) in `bundle`: throws
    /// `CocoaError(.fileReadNoSuchFile)` when the bundle has no such file.
    public static func load(named name: String, in bundle: Bundle? = nil, inputMode: AudioResource.InputMode = .spatial,
                            loadingStrategy: LoadingStrategy = .preload, shouldLoop: Bool = false) throws -> AudioFileResource {
        let bundle = bundle ?? .main
        let stem = (name as NSString).deletingPathExtension, ext = (name as NSString).pathExtension
        let found = bundle.url(forResource: stem, withExtension: ext.isEmpty ? nil : ext)
            ?? ["wav", "mp3", "m4a", "aiff", "caf"].lazy.compactMap { bundle.url(forResource: name, withExtension: $0) }.first
        guard let url = found else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "Failed to find resource with name \"\(name)\" in bundle"])
        }
        return AudioFileResource(url: url, inputMode: inputMode, loadingStrategy: loadingStrategy, shouldLoop: shouldLoop)
    }

    /// The audio file at `url`: throws `CocoaError(.fileReadNoSuchFile)` when there is none.
    public static func load(contentsOf url: URL, withName resourceName: String? = nil, inputMode: AudioResource.InputMode = .spatial,
                            loadingStrategy: LoadingStrategy = .preload, shouldLoop: Bool = false) throws -> AudioFileResource {
        guard FileManager.default.fileExists(atPath: url.path) else { throw CocoaError(.fileReadNoSuchFile, userInfo: [NSURLErrorKey: url]) }
        return AudioFileResource(url: url, inputMode: inputMode, loadingStrategy: loadingStrategy, shouldLoop: shouldLoop)
    }
}

/// Controls a sound an entity plays (RealityKit's `AudioPlaybackController`). A render has no
/// audio output: nothing plays, `isPlaying` stays `false` and `completionHandler` is never called.
@MainActor @preconcurrency
public final class AudioPlaybackController {
    /// The entity playing the sound.
    public private(set) weak var entity: Entity?
    /// The resource played.
    public let resource: AudioResource
    /// The gain in decibels (0).
    public var gain: Double = 0
    /// The playback speed (1).
    public var speed: Double = 1
    /// Called when the sound ends (never, in a render).
    public var completionHandler: (() -> Void)?

    init(entity: Entity, resource: AudioResource) {
        self.entity = entity
        self.resource = resource
    }

    /// Whether the sound is playing: always `false` in a render.
    public var isPlaying: Bool { false }

    /// Starts the sound: nothing plays in a render (a runtime warning says so).
    public func play() {
        RuntimeWarning.emit("AudioPlaybackController.play(): a render has no audio output; nothing plays")
    }

    /// Pauses the sound.
    public func pause() {}

    /// Stops the sound.
    public func stop() {}

    /// Fades the gain to `decibels` over `duration` (set at once in a render).
    public func fade(to decibels: Double, duration: TimeInterval) { gain = decibels }
}

extension Entity {
    /// A controller of `resource` played from the entity, not started.
    public func prepareAudio(_ resource: AudioResource) -> AudioPlaybackController {
        AudioPlaybackController(entity: self, resource: resource)
    }

    /// Plays `resource` from the entity: nothing plays in a render (see `AudioPlaybackController`).
    @discardableResult
    public func playAudio(_ resource: AudioResource) -> AudioPlaybackController {
        let controller = prepareAudio(resource)
        controller.play()
        return controller
    }

    /// Stops the sounds the entity plays.
    public func stopAllAudio() {}
}
