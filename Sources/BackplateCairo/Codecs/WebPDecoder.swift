import Foundation
internal import CWebP

/// WebP decoding with libwebp: the still image's straight-alpha RGBA pixels.
package enum WebPDecoder {
    /// Whether `data` starts with WebP's RIFF header.
    package static func recognizes(_ data: Data) -> Bool {
        data.count >= 12 && data.starts(with: Array("RIFF".utf8)) && data.dropFirst(8).starts(with: Array("WEBP".utf8))
    }

    static func decode(_ data: Data) throws -> (Int, Int, [UInt8]) {
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) throws -> (Int, Int, [UInt8]) in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress, raw.count > 0 else { throw ImageDecodingError.corrupt("empty WebP") }
            var features = WebPBitstreamFeatures()
            guard WebPGetFeatures(base, raw.count, &features) == VP8_STATUS_OK else { throw ImageDecodingError.corrupt("WebP header") }
            // libwebp's still-image decoder refuses animations; their frames need the demuxer.
            guard features.has_animation == 0 else { throw ImageDecodingError.unsupportedFormat("animated WebP") }
            let w = Int(features.width), h = Int(features.height)
            try ImageDecodingError.check(width: w, height: h)
            var out = [UInt8](repeating: 0, count: w * h * 4)
            let decoded = out.withUnsafeMutableBufferPointer {
                WebPDecodeRGBAInto(base, raw.count, $0.baseAddress, $0.count, Int32(w * 4))
            }
            guard decoded != nil else { throw ImageDecodingError.corrupt("WebP pixel data") }
            return (w, h, out)
        }
    }
}
