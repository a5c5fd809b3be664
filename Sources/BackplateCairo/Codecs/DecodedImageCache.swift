import Foundation
@_spi(BackplateBackend) import BackplateCore
import Synchronization

/// The last images decoded from file data, so the same bytes are not decoded again: an app's
/// model keeps a photo's `Data` and each body evaluation makes `UIImage(data:)` of it (unseen44's
/// GratefulMoments decoded a 2400 × 1600 PNG per evaluation). Entries are found by a sample of
/// the bytes and confirmed byte for byte against a private copy, least recently used first out,
/// within `maximumEntries` and `maximumBytes` (pixels and copies together).
final class DecodedImageCache: Sendable {
    static let shared = DecodedImageCache()
    /// Smaller files decode faster than they compare: they are not kept.
    static let minimumDataBytes = 16 * 1024
    static let maximumEntries = 24
    static let maximumBytes = 128 * 1024 * 1024

    private struct Key: Hashable {
        let sample: UInt64
        let count: Int
        let scale: CGFloat
    }

    private struct Entry {
        let data: Data
        let image: RasterImage
        var lastUse: UInt64
        var bytes: Int { data.count + image.rgba.count }
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var bytes = 0
        var clock: UInt64 = 0
    }

    private let state = Mutex(State())

    /// The image decoded before from the same bytes at `scale`, if it is still kept.
    func image(for data: Data, scale: CGFloat) -> RasterImage? {
        guard data.count >= Self.minimumDataBytes else { return nil }
        let key = Key(sample: Self.sample(data), count: data.count, scale: scale)
        return state.withLock { state -> RasterImage? in
            guard var entry = state.entries[key], entry.data == data else { return nil }
            state.clock += 1
            entry.lastUse = state.clock
            state.entries[key] = entry
            return entry.image
        }
    }

    /// Keeps `image`, decoded from `data` at `scale`, evicting the least recently used entries
    /// beyond the limits; an image larger than a quarter of `maximumBytes` is not kept.
    func store(_ image: RasterImage, for data: Data, scale: CGFloat) {
        guard data.count >= Self.minimumDataBytes, data.count + image.rgba.count <= Self.maximumBytes / 4 else { return }
        let key = Key(sample: Self.sample(data), count: data.count, scale: scale)
        let copy = data.withUnsafeBytes { Data($0) }
        state.withLock { state in
            state.clock += 1
            if let old = state.entries.removeValue(forKey: key) { state.bytes -= old.bytes }
            let entry = Entry(data: copy, image: image, lastUse: state.clock)
            state.entries[key] = entry
            state.bytes += entry.bytes
            while state.entries.count > Self.maximumEntries || state.bytes > Self.maximumBytes,
                  let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                state.entries[oldest.key] = nil
                state.bytes -= oldest.value.bytes
            }
        }
    }

    /// Empties the cache.
    func removeAll() {
        state.withLock { $0 = State() }
    }

    /// The number of images kept.
    var count: Int { state.withLock { $0.entries.count } }

    /// An FNV-1a hash of 64 bytes spread over the data and its first and last 256.
    static func sample(_ data: Data) -> UInt64 {
        data.withUnsafeBytes { raw -> UInt64 in
            var hash = ContentHash()
            func mix(_ index: Int) { hash.add(byte: raw[index]) }
            let count = raw.count
            for index in 0..<min(256, count) { mix(index) }
            for index in max(0, count - 256)..<count { mix(index) }
            for step in 0..<64 { mix(step * (count / 64)) }
            return hash.value
        }
    }
}
