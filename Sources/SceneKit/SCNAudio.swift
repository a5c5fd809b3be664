import Foundation

/// A sound a scene can play (SceneKit's `SCNAudioSource`), from a bundle file or URL. Its
/// settings are kept; a still render plays nothing. Unlike iOS, a file that cannot be found
/// still gives a source (which plays nothing), so apps that unwrap it keep running.
open class SCNAudioSource: NSObject, NSCopying {
    /// Where the sound is, when known.
    public let url: URL?
    /// Whether the sound is positioned at its node in 3D (`true`).
    open var isPositional = true
    /// The volume, 0...1 (1).
    open var volume: Float = 1
    /// The playback rate (1).
    open var rate: Float = 1
    /// How much reverb is mixed in, 0...100 (0).
    open var reverbBlend: Float = 0
    /// Whether the sound loops (`false`).
    open var loops = false
    /// Whether the sound streams from disk rather than loading (`false`).
    open var shouldStream = false

    /// The sound at `url`.
    public init?(url: URL) {
        self.url = url
        super.init()
    }

    /// The bundle's sound file `name` (a source even when the file is missing, see above).
    public init?(fileNamed name: String) {
        url = Bundle.main.url(forResource: name, withExtension: nil)
        super.init()
    }

    /// The shared source for the bundle's sound file `fileName`.
    public convenience init?(named fileName: String) { self.init(fileNamed: fileName) }

    /// Loads the sound into memory (nothing to load in a still render).
    open func load() {}

    /// A copy with the same file and settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = url.flatMap { SCNAudioSource(url: $0) } ?? SCNAudioSource(fileNamed: "")!
        copy.isPositional = isPositional
        copy.volume = volume
        copy.rate = rate
        copy.reverbBlend = reverbBlend
        copy.loops = loops
        copy.shouldStream = shouldStream
        return copy
    }
}

/// Plays an audio source at a node (SceneKit's `SCNAudioPlayer`). Nothing plays in a still
/// render: neither callback is ever called.
open class SCNAudioPlayer: NSObject {
    /// The source played.
    open private(set) var audioSource: SCNAudioSource?
    /// Called when playback starts (never in a still render).
    open var willStartPlayback: (() -> Void)?
    /// Called when playback ends (never in a still render).
    open var didFinishPlayback: (() -> Void)?

    /// A player of `source`.
    public init(source: SCNAudioSource) {
        audioSource = source
        super.init()
    }
}
