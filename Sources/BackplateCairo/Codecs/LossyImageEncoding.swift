import Foundation
internal import CTurboJPEG
internal import CWebP

/// Why a JPEG or WebP encode failed.
public enum ImageEncodingError: Error, Equatable, CustomStringConvertible {
    /// The quality is NaN (finite values outside 0...1 are clamped instead).
    case invalidQuality(Double)
    /// The image is larger than the format allows (WebP: 16383 pixels a side; JPEG: 65535).
    case imageTooLarge(width: Int, height: Int, format: String)
    /// The codec reported an error.
    case encoderFailed(String)

    /// A readable message.
    public var description: String {
        switch self {
        case .invalidQuality(let q): return "image quality must be a number in 0...1, got \(q)"
        case .imageTooLarge(let w, let h, let f): return "a \(w)×\(h) image is too large for \(f)"
        case .encoderFailed(let m): return "image encoding failed: \(m)"
        }
    }
}

extension RenderedImage {
    /// The image encoded as baseline JPEG by libjpeg-turbo (4:2:0 chroma subsampling below
    /// quality 0.9, 4:4:4 from 0.9 up, so text and thin lines keep their colour).
    ///
    /// - Parameters:
    ///   - quality: 0 (smallest) ... 1 (best), mapped to libjpeg's 1...100; values outside
    ///     0...1 are clamped, as `UIImage.jpegData(compressionQuality:)` does; NaN throws
    ///     ``ImageEncodingError/invalidQuality(_:)``.
    ///   - background: JPEG has no alpha: translucent pixels are composited over this opaque
    ///     grey level (255 white, the light-mode system background; 0 black).
    public func jpegData(quality: Double = 0.9, background: UInt8 = 255) throws -> Data {
        guard width > 0, height > 0 else { throw RenderError.emptyImage }
        let q = try Self.clampedQuality(quality)
        guard width <= 65535, height <= 65535 else { throw ImageEncodingError.imageTooLarge(width: width, height: height, format: "JPEG") }
        // Composite straight alpha over the background into packed RGB.
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        let m = Int(background)
        rgba.withUnsafeBufferPointer { s in
            rgb.withUnsafeMutableBufferPointer { d in
                var i = 0, o = 0
                while i < s.count {
                    let a = Int(s[i &+ 3])
                    if a == 255 {
                        d[o] = s[i]; d[o &+ 1] = s[i &+ 1]; d[o &+ 2] = s[i &+ 2]
                    } else {
                        for c in 0..<3 {
                            let mixed: Int = Int(s[i &+ c]) &* a &+ m &* (255 &- a) &+ 127
                            d[o &+ c] = UInt8(mixed / 255)
                        }
                    }
                    i &+= 4; o &+= 3
                }
            }
        }
        guard let handle = tjInitCompress() else { throw ImageEncodingError.encoderFailed("tjInitCompress") }
        defer { tjDestroy(handle) }
        var buffer: UnsafeMutablePointer<UInt8>? = nil
        var size: UInt = 0
        defer { if let buffer { tjFree(buffer) } }
        let level = Int32((q * 99).rounded()) + 1
        let subsampling = q >= 0.9 ? TJSAMP_444 : TJSAMP_420
        let status = rgb.withUnsafeBufferPointer {
            tjCompress2(handle, $0.baseAddress, Int32(width), 0, Int32(height), Int32(TJPF_RGB.rawValue), &buffer, &size,
                        Int32(subsampling.rawValue), level, 0)
        }
        guard status == 0, let buffer else {
            throw ImageEncodingError.encoderFailed(String(cString: tjGetErrorStr2(handle)))
        }
        return Data(bytes: buffer, count: Int(size))
    }

    /// The image encoded as WebP by libwebp, alpha kept.
    ///
    /// - Parameters:
    ///   - quality: 0 (smallest) ... 1 (best), mapped to libwebp's 0...100 quality factor;
    ///     clamped to 0...1, NaN throws ``ImageEncodingError/invalidQuality(_:)``. Ignored when
    ///     `lossless` (libwebp's simple lossless encoder).
    ///   - lossless: whether to encode losslessly (exact pixels; transparent pixels' colour
    ///     may change, as it is invisible).
    public func webpData(quality: Double = 0.9, lossless: Bool = false) throws -> Data {
        guard width > 0, height > 0 else { throw RenderError.emptyImage }
        let q = try Self.clampedQuality(quality)
        guard width <= Int(WEBP_MAX_DIMENSION), height <= Int(WEBP_MAX_DIMENSION) else {
            throw ImageEncodingError.imageTooLarge(width: width, height: height, format: "WebP")
        }
        var output: UnsafeMutablePointer<UInt8>? = nil
        let size = rgba.withUnsafeBufferPointer { p in
            lossless
                ? WebPEncodeLosslessRGBA(p.baseAddress, Int32(width), Int32(height), Int32(width * 4), &output)
                : WebPEncodeRGBA(p.baseAddress, Int32(width), Int32(height), Int32(width * 4), Float(q * 100), &output)
        }
        defer { if let output { WebPFree(output) } }
        guard size > 0, let output else { throw ImageEncodingError.encoderFailed("libwebp could not encode the image") }
        return Data(bytes: output, count: size)
    }

    /// `quality` clamped to 0...1; NaN throws.
    static func clampedQuality(_ quality: Double) throws -> Double {
        guard !quality.isNaN else { throw ImageEncodingError.invalidQuality(quality) }
        return min(max(quality, 0), 1)
    }

    /// Decodes JPEG data with TurboJPEG (for checking encoded output); `nil` when unreadable.
    package init?(jpegData data: Data, scale: CGFloat = 1) {
        guard let (w, h, rgba) = try? JPEGDecoder.decode(data) else { return nil }
        self.init(width: w, height: h, scale: scale, rgba: rgba)
    }

    /// Decodes WebP data with libwebp (straight-alpha RGBA); `nil` when unreadable.
    package init?(webpData data: Data, scale: CGFloat = 1) {
        guard let (w, h, rgba) = try? WebPDecoder.decode(data) else { return nil }
        self.init(width: w, height: h, scale: scale, rgba: rgba)
    }
}
