// Core Audio's buffer list (CoreAudioTypes' `AudioBuffer` and `AudioBufferList`), through which
// `AVAudioPCMBuffer.audioBufferList` shows a buffer's samples to lower-level audio code, and the
// Swift collection view of one. The layout follows the C struct: a count, then that many buffers.
import Foundation

/// One block of audio samples: how many interleaved channels it holds, its size in bytes and
/// where its bytes are.
public struct AudioBuffer {
    /// The number of interleaved channels in the block.
    public var mNumberChannels: UInt32
    /// The size of the block in bytes.
    public var mDataByteSize: UInt32
    /// The first byte of the block.
    public var mData: UnsafeMutableRawPointer?

    /// An empty buffer: no channels, no bytes.
    public init() { self.init(mNumberChannels: 0, mDataByteSize: 0, mData: nil) }

    /// A buffer of `mNumberChannels` channels in `mDataByteSize` bytes at `mData`.
    public init(mNumberChannels: UInt32, mDataByteSize: UInt32, mData: UnsafeMutableRawPointer?) {
        self.mNumberChannels = mNumberChannels
        self.mDataByteSize = mDataByteSize
        self.mData = mData
    }
}

/// A count of buffers and the first of them; the others follow it in memory, as in C. Walk them
/// with `UnsafeMutableAudioBufferListPointer`.
public struct AudioBufferList {
    /// The number of buffers.
    public var mNumberBuffers: UInt32
    /// The first buffer.
    public var mBuffers: AudioBuffer

    /// A list of no buffers.
    public init() { self.init(mNumberBuffers: 0, mBuffers: AudioBuffer()) }

    /// A list of `mNumberBuffers` buffers, the first `mBuffers`.
    public init(mNumberBuffers: UInt32, mBuffers: AudioBuffer) {
        self.mNumberBuffers = mNumberBuffers
        self.mBuffers = mBuffers
    }

    /// The bytes a list of `maximumBuffers` buffers takes.
    public static func sizeInBytes(maximumBuffers: Int) -> Int {
        max(MemoryLayout<AudioBufferList>.size, bufferOffset + maximumBuffers * MemoryLayout<AudioBuffer>.stride)
    }

    /// A zeroed list with room for `maximumBuffers` buffers, its count set to that; free it with
    /// `free(_:)` on its `unsafeMutablePointer`, as on iOS.
    public static func allocate(maximumBuffers: Int) -> UnsafeMutableAudioBufferListPointer {
        // calloc, as iOS allocates it, so that free() releases it.
        guard let raw = calloc(1, sizeInBytes(maximumBuffers: maximumBuffers)) else { fatalError("AudioBufferList: out of memory") }
        let list = UnsafeMutableAudioBufferListPointer(raw.assumingMemoryBound(to: AudioBufferList.self))
        list.count = maximumBuffers
        return list
    }

    /// Where the first buffer starts, in bytes from the list's start.
    static var bufferOffset: Int { MemoryLayout<AudioBufferList>.offset(of: \.mBuffers) ?? 8 }
}

/// A list's buffers as a Swift collection, read and written in place.
public struct UnsafeMutableAudioBufferListPointer: MutableCollection, RandomAccessCollection {
    /// The list.
    public var unsafeMutablePointer: UnsafeMutablePointer<AudioBufferList>
    /// The list, read-only.
    public var unsafePointer: UnsafePointer<AudioBufferList> { UnsafePointer(unsafeMutablePointer) }

    /// A view of the list at `p`.
    public init(_ p: UnsafeMutablePointer<AudioBufferList>) { unsafeMutablePointer = p }

    /// A view of the list at `p`, or nil for no list.
    public init?(_ p: UnsafeMutablePointer<AudioBufferList>?) {
        guard let p else { return nil }
        self.init(p)
    }

    /// The number of buffers (the list's `mNumberBuffers`).
    public var count: Int {
        get { Int(unsafeMutablePointer.pointee.mNumberBuffers) }
        nonmutating set { unsafeMutablePointer.pointee.mNumberBuffers = UInt32(newValue) }
    }

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of buffers.
    public var endIndex: Int { count }

    /// The buffer at `index`.
    public subscript(index: Int) -> AudioBuffer {
        get { buffer(at: index).pointee }
        nonmutating set { buffer(at: index).pointee = newValue }
    }

    /// The memory of the buffer at `index`.
    private func buffer(at index: Int) -> UnsafeMutablePointer<AudioBuffer> {
        let first = UnsafeMutableRawPointer(unsafeMutablePointer) + AudioBufferList.bufferOffset
        return (first + index * MemoryLayout<AudioBuffer>.stride).assumingMemoryBound(to: AudioBuffer.self)
    }
}
