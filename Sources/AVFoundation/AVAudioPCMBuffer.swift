import BackplateCore
import Foundation

/// Audio in memory with its format: the base of `AVAudioPCMBuffer`. Copies (`copy()`,
/// `mutableCopy()`) hold their own samples, as on iOS.
open class AVAudioBuffer: NSObject, NSCopying, NSMutableCopying {
    private let bufferFormat: AVAudioFormat

    /// A buffer of `format`; only subclasses hold samples.
    init(format: AVAudioFormat) {
        bufferFormat = format
        super.init()
    }

    /// The format of the audio in the buffer.
    open var format: AVAudioFormat { bufferFormat }

    /// A copy of the buffer with its own samples.
    open func copy(with zone: NSZone? = nil) -> Any { duplicate() }

    /// A copy of the buffer with its own samples.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { duplicate() }

    /// A new buffer holding the same samples; each subclass copies its own.
    func duplicate() -> AVAudioBuffer { AVAudioBuffer(format: bufferFormat) }

    /// The Core Audio list the buffer list properties show, made on first use.
    private var coreAudioList: UnsafeMutableAudioBufferListPointer?

    deinit {
        if let coreAudioList { free(coreAudioList.unsafeMutablePointer) }
    }

    /// The samples as Core Audio's buffer list, for lower-level audio code: one buffer per channel
    /// (one for all if interleaved), each `mDataByteSize` the bytes of `frameLength` frames.
    /// Change samples through it, never the list itself.
    open var audioBufferList: UnsafePointer<AudioBufferList> { UnsafePointer(bufferList(frames: listFrames.length)) }

    /// The same list, its sizes those of `frameCapacity` frames, for code that fills the buffer;
    /// set `frameLength` to match what was written.
    open var mutableAudioBufferList: UnsafeMutablePointer<AudioBufferList> { bufferList(frames: listFrames.capacity) }

    /// The list, made on first use, each buffer's size set to `frames` frames.
    private func bufferList(frames: Int) -> UnsafeMutablePointer<AudioBufferList> {
        let layout = listLayout
        let list = coreAudioList ?? AudioBufferList.allocate(maximumBuffers: layout.blocks.count)
        coreAudioList = list
        for (index, block) in layout.blocks.enumerated() {
            list[index] = AudioBuffer(mNumberChannels: layout.channels, mDataByteSize: UInt32(frames * layout.bytesPerFrame), mData: block)
        }
        return list.unsafeMutablePointer
    }

    /// What the list shows: each block's start, the channels in a block and a frame's bytes in one
    /// (none for this base class, which holds no samples).
    var listLayout: (blocks: [UnsafeMutableRawPointer], channels: UInt32, bytesPerFrame: Int) { ([], 0, 0) }

    /// The frames the list's sizes count: valid ones and room.
    var listFrames: (length: Int, capacity: Int) { (0, 0) }
}

/// Uncompressed (PCM) samples in real memory: `frameCapacity` frames of every channel, zeroed
/// when made and freed with the buffer, so code that writes and reads samples works in a
/// render. Taps never deliver one in a render (nothing is captured); apps and files fill them.
open class AVAudioPCMBuffer: AVAudioBuffer {
    /// The buffer's samples: each channel's typed pointer, all into one zeroed block.
    private enum Channels {
        case float(UnsafeMutablePointer<UnsafeMutablePointer<Float>>)
        case double(UnsafeMutablePointer<UnsafeMutablePointer<Double>>)
        case int16(UnsafeMutablePointer<UnsafeMutablePointer<Int16>>)
        case int32(UnsafeMutablePointer<UnsafeMutablePointer<Int32>>)
    }

    private let capacity: AVAudioFrameCount
    private var length: AVAudioFrameCount = 0
    private let channels: Channels
    private let block: UnsafeMutableRawPointer
    /// The size of `block` in bytes.
    private let blockBytes: Int

    /// A buffer for `frameCapacity` frames of `format`, every sample zero and `frameLength` 0.
    /// Nil for a format with no PCM samples (`.otherFormat`) or a byte size over 32 bits, as on iOS.
    public init?(pcmFormat format: AVAudioFormat, frameCapacity: AVAudioFrameCount) {
        let channelCount = Int(format.channelCount), frames = Int(frameCapacity)
        let sampleSize = format.commonFormat.bytesPerSample
        let (bytes, overflow) = (channelCount * sampleSize).multipliedReportingOverflow(by: frames)
        guard sampleSize > 0, channelCount > 0, !overflow, bytes <= Int(UInt32.max) else {
            if format.commonFormat == .otherFormat {
                RuntimeWarning.emit("AVFoundation: AVAudioPCMBuffer(pcmFormat:frameCapacity:) needs a PCM format; \(format) has none, so it is nil")
            }
            return nil
        }
        let interleaved = format.isInterleaved
        switch format.commonFormat {
        case .pcmFormatFloat32:
            let made = Self.allocate(Float.self, channels: channelCount, frames: frames, interleaved: interleaved)
            (channels, block, blockBytes) = (.float(made.table), made.block, made.bytes)
        case .pcmFormatFloat64:
            let made = Self.allocate(Double.self, channels: channelCount, frames: frames, interleaved: interleaved)
            (channels, block, blockBytes) = (.double(made.table), made.block, made.bytes)
        case .pcmFormatInt16:
            let made = Self.allocate(Int16.self, channels: channelCount, frames: frames, interleaved: interleaved)
            (channels, block, blockBytes) = (.int16(made.table), made.block, made.bytes)
        case .pcmFormatInt32, .otherFormat:
            let made = Self.allocate(Int32.self, channels: channelCount, frames: frames, interleaved: interleaved)
            (channels, block, blockBytes) = (.int32(made.table), made.block, made.bytes)
        }
        capacity = frameCapacity
        super.init(format: format)
    }

    /// Zeroed memory for `channels` × `frames` samples and the table of each channel's first one.
    private static func allocate<Sample: Numeric>(_ type: Sample.Type, channels: Int, frames: Int, interleaved: Bool)
        -> (table: UnsafeMutablePointer<UnsafeMutablePointer<Sample>>, block: UnsafeMutableRawPointer, bytes: Int) {
        let count = max(channels * frames, 1)
        let samples = UnsafeMutablePointer<Sample>.allocate(capacity: count)
        samples.initialize(repeating: 0, count: count)
        let table = UnsafeMutablePointer<UnsafeMutablePointer<Sample>>.allocate(capacity: channels)
        for channel in 0..<channels {
            (table + channel).initialize(to: samples + (interleaved ? channel : channel * frames))
        }
        return (table, UnsafeMutableRawPointer(samples), count * MemoryLayout<Sample>.stride)
    }

    deinit {
        switch channels {
        case .float(let table): table.deallocate()
        case .double(let table): table.deallocate()
        case .int16(let table): table.deallocate()
        case .int32(let table): table.deallocate()
        }
        block.deallocate()
    }

    /// How many frames the buffer can hold.
    open var frameCapacity: AVAudioFrameCount { capacity }

    /// How many frames hold valid audio (0 when made). iOS raises an exception past
    /// `frameCapacity`; a render keeps `frameCapacity` instead, with a runtime warning.
    open var frameLength: AVAudioFrameCount {
        get { length }
        set {
            if newValue > capacity {
                RuntimeWarning.emit("AVFoundation: AVAudioPCMBuffer.frameLength \(newValue) is over its frameCapacity \(capacity) "
                    + "(iOS raises an exception); it is kept at \(capacity)")
            }
            length = min(newValue, capacity)
        }
    }

    /// The distance, in samples, between one frame's sample and the next in a channel: the
    /// channel count when interleaved, else 1.
    open var stride: Int { format.isInterleaved ? Int(format.channelCount) : 1 }

    /// Each channel's 32-bit float samples; nil unless the format is `.pcmFormatFloat32`.
    open var floatChannelData: UnsafePointer<UnsafeMutablePointer<Float>>? {
        if case .float(let table) = channels { return UnsafePointer(table) }
        return nil
    }

    /// Each channel's 16-bit integer samples; nil unless the format is `.pcmFormatInt16`.
    open var int16ChannelData: UnsafePointer<UnsafeMutablePointer<Int16>>? {
        if case .int16(let table) = channels { return UnsafePointer(table) }
        return nil
    }

    /// Each channel's 32-bit integer samples; nil unless the format is `.pcmFormatInt32`.
    open var int32ChannelData: UnsafePointer<UnsafeMutablePointer<Int32>>? {
        if case .int32(let table) = channels { return UnsafePointer(table) }
        return nil
    }

    /// A buffer of the same format, capacity, length and samples.
    override func duplicate() -> AVAudioBuffer {
        // The format and capacity made this buffer, so they make its copy.
        let copy = AVAudioPCMBuffer(pcmFormat: format, frameCapacity: capacity)!
        copy.block.copyMemory(from: block, byteCount: blockBytes)
        copy.length = length
        return copy
    }

    /// The sample of `channel` at `frame`, scaled to -1...1 for integer formats.
    func sample(channel: Int, frame: Int) -> Double {
        let index = frame * stride
        switch channels {
        case .float(let table): return Double(table[channel][index])
        case .double(let table): return table[channel][index]
        case .int16(let table): return Double(table[channel][index]) / 32_768
        case .int32(let table): return Double(table[channel][index]) / 2_147_483_648
        }
    }

    /// Stores `value` (-1...1 full scale) as the sample of `channel` at `frame`, clamped for
    /// integer formats (NaN stores 0 there).
    func setSample(_ value: Double, channel: Int, frame: Int) {
        let index = frame * stride
        let level = value.isNaN ? 0 : max(-1, min(1, value))
        switch channels {
        case .float(let table): table[channel][index] = Float(value)
        case .double(let table): table[channel][index] = value
        case .int16(let table): table[channel][index] = Int16(max(-32_768, min(32_767, (level * 32_768).rounded())))
        case .int32(let table): table[channel][index] = Int32(max(-2_147_483_648, min(2_147_483_647, (level * 2_147_483_648).rounded())))
        }
    }

    /// One block per channel, or one for all when interleaved, as Core Audio lists them.
    override var listLayout: (blocks: [UnsafeMutableRawPointer], channels: UInt32, bytesPerFrame: Int) {
        let interleaved = format.isInterleaved, count = interleaved ? 1 : Int(format.channelCount)
        let blocks: [UnsafeMutableRawPointer] = (0..<count).map { channel in
            switch channels {
            case .float(let table): UnsafeMutableRawPointer(table[channel])
            case .double(let table): UnsafeMutableRawPointer(table[channel])
            case .int16(let table): UnsafeMutableRawPointer(table[channel])
            case .int32(let table): UnsafeMutableRawPointer(table[channel])
            }
        }
        return (blocks, interleaved ? format.channelCount : 1, format.bytesPerFrame)
    }

    /// `frameLength` and `frameCapacity`.
    override var listFrames: (length: Int, capacity: Int) { (Int(length), Int(capacity)) }

    /// The whole sample block's bytes (`frameCapacity` frames of every channel), for a copy
    /// that crosses threads, such as Speech's `AnalyzerInput`.
    package var sampleBytes: Data { Data(bytes: block, count: blockBytes) }

    /// A buffer of `format` and `frameCapacity` holding `sampleBytes` (from `sampleBytes` of a
    /// buffer of the same format and capacity), `frameLength` frames long.
    package convenience init?(pcmFormat format: AVAudioFormat, frameCapacity: AVAudioFrameCount,
                              frameLength: AVAudioFrameCount, sampleBytes: Data) {
        self.init(pcmFormat: format, frameCapacity: frameCapacity)
        sampleBytes.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            block.copyMemory(from: base, byteCount: min(bytes.count, blockBytes))
        }
        length = min(frameLength, frameCapacity)
    }
}
