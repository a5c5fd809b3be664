import Foundation
import Backplate
import BackplateUIKit
internal import CDeflate

/// Verifying an unchanged snapshot without decoding its reference PNG.
///
/// Decoding a 1170 × 2532 reference cost about 3 times the render it is compared with
/// (`Benchmarks/Benchmarks/SnapshotProbe`). References Backplate records therefore carry a
/// fingerprint of their pixels in a private PNG chunk, `bpHS` (ancillary, not safe to copy, so
/// an editor that changes the pixels drops it): the width, the height, and the CRC-32 and
/// Adler-32 of the straight RGBA bytes. Each image a strategy snapshots is remembered on its
/// thread (swift-snapshot-testing snapshots, then reads the reference, then compares, on one
/// thread); when the reference's fingerprint is that image's, the image itself stands for the
/// decoded reference and the comparison is one memcmp. Otherwise (another image, a reference
/// without the chunk, such as a simulator's) the reference is decoded as before.
enum ReferenceFingerprint {
    /// The chunk's type: ancillary, private, reserved bit clear, not safe to copy.
    static let chunkType: [UInt8] = Array("bpHS".utf8)

    /// What identifies a bitmap's pixels.
    struct Key: Equatable {
        var width: UInt32, height: UInt32, crc: UInt32, adler: UInt32

        /// The chunk's 16 data bytes, big-endian.
        var bytes: [UInt8] { [width, height, crc, adler].flatMap { v in (0..<4).map { UInt8(truncatingIfNeeded: v >> (24 - 8 * $0)) } } }
    }

    /// The key of an image's pixels.
    static func key(of image: RenderedImage) -> Key {
        let rgba = image.rgba
        return rgba.withUnsafeBytes { raw in
            Key(width: UInt32(clamping: image.width), height: UInt32(clamping: image.height),
                crc: libdeflate_crc32(0, raw.baseAddress, raw.count), adler: libdeflate_adler32(1, raw.baseAddress, raw.count))
        }
    }

    /// `png` (a PNG file) with the fingerprint chunk of `image` after its header chunk.
    static func adding(_ image: RenderedImage, to png: Data) -> Data {
        let headerEnd = 8 + 25   // the signature, then IHDR: length, type, 13 bytes, CRC
        guard png.count > headerEnd else { return png }
        let body = key(of: image).bytes
        let typed = chunkType + body
        let crc = typed.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        var chunk = Data([0, 0, 0, UInt8(body.count)])
        chunk.append(contentsOf: typed)
        chunk.append(contentsOf: (0..<4).map { UInt8(truncatingIfNeeded: crc >> (24 - 8 * $0)) })
        var out = png.prefix(headerEnd)
        out.append(chunk)
        out.append(png.dropFirst(headerEnd))
        return out
    }

    /// The fingerprint a PNG file carries, if any (chunks before the image data are read; a
    /// chunk whose CRC does not match is ignored).
    static func key(inPNG data: Data) -> Key? {
        let bytes = [UInt8](data.prefix(4096))
        func u32(_ i: Int) -> UInt32 { bytes[i..<i + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        var i = 8
        while i + 12 <= bytes.count {
            let length = Int(u32(i))
            let type = Array(bytes[i + 4..<i + 8])
            if type == Array("IDAT".utf8) || length > bytes.count { return nil }
            if type == chunkType, length == 16, i + 12 + length <= bytes.count {
                let crc = bytes[i + 4..<i + 8 + length].withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
                guard crc == u32(i + 8 + length) else { return nil }
                return Key(width: u32(i + 8), height: u32(i + 12), crc: u32(i + 16), adler: u32(i + 20))
            }
            i += 12 + length
        }
        return nil
    }

    /// The last image snapshotted on this thread, with its key.
    private final class Remembered {
        let image: UIImage
        let key: Key
        init(_ image: UIImage) { self.image = image; key = ReferenceFingerprint.key(of: image.renderedImage) }
    }
    private static let threadKey = "BackplateSnapshotTesting.ReferenceFingerprint"

    /// Remembers `image` as this thread's latest snapshot.
    static func remember(_ image: UIImage) {
        Thread.current.threadDictionary[threadKey] = Remembered(image)
    }

    /// This thread's latest snapshot when `png` is a reference of exactly its pixels.
    static func rememberedImage(matching png: Data) -> UIImage? {
        guard let remembered = Thread.current.threadDictionary[threadKey] as? Remembered,
              let key = key(inPNG: png), key == remembered.key else { return nil }
        return remembered.image
    }
}
