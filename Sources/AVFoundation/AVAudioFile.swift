import BackplateCore
import Foundation
import Synchronization

/// An audio file opened for reading or writing through PCM buffers in its processing format.
/// `Sendable`, as in iOS 26's SDK. A render reads and writes WAV and CAF files of linear PCM
/// itself; other files (AAC, MP3, ALAC...) cannot be decoded or encoded: opening one to read
/// throws, and one opened to write keeps its frame count but saves nothing, each with a warning.
public final class AVAudioFile: NSObject, Sendable {
    /// The error domain of file failures, Core Audio's as on iOS.
    static let errorDomain = "com.apple.coreaudio.avfaudio"
    /// kAudioFileUnspecifiedError ('wht?'): what iOS reports for a file it cannot open.
    static let unspecifiedError = 2_003_334_207
    /// kAudioFileUnsupportedDataFormatError ('fmt?'): audio a render cannot decode or encode.
    static let unsupportedDataFormatError = 1_718_449_215
    /// kAudio_ParamError: a buffer or settings that do not fit the file.
    static let paramError = -50

    /// What changes as the file is read or written.
    private struct State {
        var samples: Data
        var frames: AVAudioFramePosition
        var position: AVAudioFramePosition = 0
        var isOpen = true
    }

    /// The file's location.
    public let url: URL
    /// The format of the audio as stored in the file.
    public let fileFormat: AVAudioFormat
    /// The format of the buffers the file is read into or written from.
    public let processingFormat: AVAudioFormat
    /// How samples are stored; nil for a compressed file being written, which stores none.
    private let layout: AudioFileContainer.SampleLayout?
    /// Where written audio is saved; nil when it cannot be (a compressed or unknown file type).
    private let container: AudioFileContainer?
    private let isWriting: Bool
    private let state: Mutex<State>

    /// Opens `fileURL` for reading into standard buffers (deinterleaved Float32). Throws when
    /// the file cannot be read, and for audio other than WAV or CAF linear PCM, which a render
    /// cannot decode (after a runtime warning).
    public convenience init(forReading fileURL: URL) throws {
        try self.init(forReading: fileURL, commonFormat: .pcmFormatFloat32, interleaved: false)
    }

    /// Opens `fileURL` for reading into buffers of `format` samples, interleaved or not. Throws
    /// as `init(forReading:)` does, and for `.otherFormat`.
    public init(forReading fileURL: URL, commonFormat format: AVAudioCommonFormat, interleaved: Bool) throws {
        guard format != .otherFormat else { throw Self.error(Self.paramError) }
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            throw Self.error(Self.unspecifiedError, underlying: error)
        }
        let sniffed: AudioFileContainer? = data.starts(with: Array("RIFF".utf8)) ? .wav : data.starts(with: Array("caff".utf8)) ? .caf : nil
        guard let kind = sniffed ?? AudioFileContainer(fileExtension: fileURL.pathExtension),
              let contents = try? kind.parse(data) else {
            RuntimeWarning.emit("AVFoundation: AVAudioFile(forReading:) cannot decode \(fileURL.lastPathComponent) in a render "
                + "(only WAV and CAF linear PCM); it throws \(Self.errorDomain) error \(Self.unsupportedDataFormatError)")
            throw Self.error(Self.unsupportedDataFormatError)
        }
        url = fileURL
        fileFormat = contents.format
        processingFormat = AVAudioFormat(sampleRate: contents.format.sampleRate, channelCount: contents.format.channelCount,
                                         encoding: AVAudioFormat.Encoding(format), interleaved: interleaved)
        layout = contents.layout
        container = kind
        isWriting = false
        let frameBytes = contents.layout.bytes * Int(contents.format.channelCount)
        state = Mutex(State(samples: contents.samples, frames: AVAudioFramePosition(contents.samples.count / frameBytes)))
        super.init()
    }

    /// Opens `fileURL` for writing the audio `settings` describe, from standard buffers.
    /// Throws for settings that name no format, or when the file cannot be created.
    public convenience init(forWriting fileURL: URL, settings: [String: Any]) throws {
        try self.init(forWriting: fileURL, settings: settings, commonFormat: .pcmFormatFloat32, interleaved: false)
    }

    /// Opens `fileURL` for writing the audio `settings` describe, from buffers of `format`.
    /// WAV and CAF files of linear PCM are created and saved as frames are written; other types
    /// (AAC, M4A...) count frames but save nothing, with a runtime warning.
    public init(forWriting fileURL: URL, settings: [String: Any], commonFormat format: AVAudioCommonFormat,
                interleaved: Bool) throws {
        guard format != .otherFormat, let described = AVAudioFormat(settings: settings) else { throw Self.error(Self.paramError) }
        let kind = described.encoding.isPCM ? AudioFileContainer(fileExtension: fileURL.pathExtension) : nil
        let bits = described.encoding.bitsPerChannel
        let layout = described.encoding.isPCM
            ? AudioFileContainer.SampleLayout(bytes: bits / 8, isFloat: described.encoding.isFloat,
                                              isBigEndian: kind == .caf && described.encoding.isBigEndian, isUnsigned: kind == .wav && bits == 8)
            : nil
        url = fileURL
        fileFormat = layout.map { AudioFileContainer.pcmFormat(rate: described.sampleRate, channels: Int(described.channelCount), layout: $0) }
            ?? described
        processingFormat = AVAudioFormat(sampleRate: described.sampleRate, channelCount: described.channelCount,
                                         encoding: AVAudioFormat.Encoding(format), interleaved: interleaved)
        self.layout = layout
        container = kind
        isWriting = true
        state = Mutex(State(samples: Data(), frames: 0))
        super.init()
        guard let kind, let layout else {
            RuntimeWarning.emit("AVFoundation: AVAudioFile(forWriting:settings:) cannot encode \(fileURL.lastPathComponent) in a render "
                + "(only WAV and CAF linear PCM); frames written are counted but nothing is saved")
            return
        }
        try save(kind.encode(format: fileFormat, layout: layout, samples: Data()))
    }

    /// The number of frames in the file (for a file being written, the frames written so far).
    public var length: AVAudioFramePosition { state.withLock { $0.frames } }

    /// The frame the next read or write starts at; set it to move within the file.
    public var framePosition: AVAudioFramePosition {
        get { state.withLock { $0.position } }
        set { state.withLock { $0.position = max(0, newValue) } }
    }

    /// Whether the file is open: true until `close()`.
    public var isOpen: Bool { state.withLock { $0.isOpen } }

    /// Closes the file; later reads and writes throw.
    public func close() {
        state.withLock { $0.isOpen = false }
    }

    /// Reads as many frames as `buffer` holds, from `framePosition`, and sets its `frameLength`
    /// to the frames read (0 at the end of the file). Throws for a buffer of another channel count.
    public func read(into buffer: AVAudioPCMBuffer) throws {
        try read(into: buffer, frameCount: buffer.frameCapacity)
    }

    /// Reads up to `frames` frames (at most the buffer's capacity) from `framePosition` into
    /// `buffer`, converting samples to its format, and advances the position past them.
    public func read(into buffer: AVAudioPCMBuffer, frameCount frames: AVAudioFrameCount) throws {
        let (samples, start, available, open) = state.withLock { ($0.samples, $0.position, $0.frames - $0.position, $0.isOpen) }
        guard open, !isWriting, let layout, buffer.format.channelCount == fileFormat.channelCount else { throw Self.error(Self.paramError) }
        let count = Int(max(0, min(AVAudioFramePosition(min(frames, buffer.frameCapacity)), available)))
        let channels = Int(fileFormat.channelCount)
        for frame in 0..<count {
            for channel in 0..<channels {
                let offset = ((Int(start) + frame) * channels + channel) * layout.bytes
                buffer.setSample(layout.decode(samples, at: offset), channel: channel, frame: frame)
            }
        }
        buffer.frameLength = AVAudioFrameCount(count)
        state.withLock { $0.position = start + AVAudioFramePosition(count) }
    }

    /// Writes `buffer`'s `frameLength` frames at the end of the file, saving a WAV or CAF file
    /// at once. Throws for a file opened for reading, or a buffer of another channel count.
    public func write(from buffer: AVAudioPCMBuffer) throws {
        guard isWriting, buffer.format.channelCount == fileFormat.channelCount else { throw Self.error(Self.paramError) }
        var bytes = Data()
        if let layout {
            for frame in 0..<Int(buffer.frameLength) {
                for channel in 0..<Int(buffer.format.channelCount) {
                    layout.encode(buffer.sample(channel: channel, frame: frame), into: &bytes)
                }
            }
        }
        let frames = AVAudioFramePosition(buffer.frameLength)
        try state.withLock { state throws in
            guard state.isOpen else { throw Self.error(Self.paramError) }
            state.samples.append(bytes)
            state.frames += frames
            state.position = state.frames
            // Saved under the lock, so concurrent writes reach the disk in order.
            if let container, let layout { try save(container.encode(format: fileFormat, layout: layout, samples: state.samples)) }
        }
    }

    /// Saves `file` at `url`, throwing as iOS does when the file cannot be created.
    private func save(_ file: Data) throws {
        do {
            try file.write(to: url)
        } catch {
            throw Self.error(Self.unspecifiedError, underlying: error)
        }
    }

    /// An error of Core Audio's domain with `code`, as iOS's file errors are.
    private static func error(_ code: Int, underlying: (any Error)? = nil) -> NSError {
        NSError(domain: errorDomain, code: code, userInfo: underlying.map { [NSUnderlyingErrorKey: $0] } ?? [:])
    }
}
