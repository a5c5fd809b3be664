import Foundation
internal import CHeif
internal import CPixelLoops

/// HEIC and AVIF decoding with libheif (libde265 for HEVC, dav1d or aom for AV1): the primary
/// image turned by its irot/imir transforms and cropped by its clap box, as iOS draws it, in
/// 8-bit straight RGBA (10-bit images reduced to 8 bits, an alpha plane kept).
package enum HEIFDecoder {
    /// The kind of ISO media image file an `ftyp` box's brands name, as ImageIO types it.
    package enum Family: Sendable, Equatable {
        /// HEVC-coded (brands heic, heix, hevc, hevx, heim, heis): `public.heic`.
        case heic
        /// AV1-coded (brands avif, avis): `public.avif`.
        case avif
        /// Another HEIF file (brands mif1, msf1 alone): `public.heif`.
        case heif

        /// ImageIO's type identifier for the family.
        package var typeIdentifier: String {
            switch self {
            case .heic: return "public.heic"
            case .avif: return "public.avif"
            case .heif: return "public.heif"
            }
        }

        /// The format's name in messages.
        var name: String {
            switch self {
            case .heic: return "HEIC"
            case .avif: return "AVIF"
            case .heif: return "HEIF"
            }
        }
    }

    private static let hevcBrands: Set<String> = ["heic", "heix", "hevc", "hevx", "heim", "heis"]
    private static let av1Brands: Set<String> = ["avif", "avis"]
    private static let heifBrands: Set<String> = ["mif1", "msf1"]

    /// The family of a file starting with an `ftyp` box whose major brand is a HEIF one (its
    /// compatible brands tell a mif1 file's codec), or `nil` for any other data.
    package static func family(_ data: Data) -> Family? {
        let head = [UInt8](data.prefix(64))
        guard head.count >= 12, head[4..<8] == [0x66, 0x74, 0x79, 0x70] else { return nil }  // "ftyp"
        func brand(_ at: Int) -> String { String(decoding: head[at..<(at + 4)], as: UTF8.self) }
        let major = brand(8)
        let boxSize = head[0..<4].reduce(0) { $0 << 8 | Int($1) }
        // Compatible brands follow the minor version, up to the box's end.
        let compatible = stride(from: 16, to: min(boxSize, head.count) - 3, by: 4).map(brand)
        if hevcBrands.contains(major) { return .heic }
        if av1Brands.contains(major) { return .avif }
        guard heifBrands.contains(major) else { return nil }
        if compatible.contains(where: av1Brands.contains) { return .avif }
        if compatible.contains(where: hevcBrands.contains) { return .heic }
        return .heif
    }

    /// libheif's codec plugins, registered once per process before the first file.
    private static let initialized: Void = { _ = heif_init(nil) }()

    static func decode(_ data: Data) throws -> (Int, Int, [UInt8]) {
        _ = initialized
        let name = family(data)?.name ?? "HEIF"
        return try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) throws -> (Int, Int, [UInt8]) in
            guard let base = raw.baseAddress, raw.count > 0 else { throw ImageDecodingError.corrupt("empty \(name)") }
            guard let context = heif_context_alloc() else { throw ImageDecodingError.corrupt("libheif unavailable") }
            defer { heif_context_free(context) }
            // libheif refuses any image in the file (tiles, alpha planes too) wider or taller than this.
            heif_context_set_maximum_image_size_limit(context, Int32(ImageDecodingLimits.maxSide))
            try check(heif_context_read_from_memory_without_copy(context, base, raw.count, nil), name)
            var primary: OpaquePointer?
            try check(heif_context_get_primary_image_handle(context, &primary), name)
            guard let handle = primary else { throw ImageDecodingError.corrupt("\(name) without a primary image") }
            defer { heif_image_handle_release(handle) }
            // The size after the transforms, checked before any pixel is decoded.
            try ImageDecodingError.check(width: Int(heif_image_handle_get_width(handle)), height: Int(heif_image_handle_get_height(handle)))
            return try pixels(of: handle, name)
        }
    }

    /// Decodes the image as interleaved 8-bit RGBA (libheif adds opaque alpha when there is none).
    private static func pixels(of handle: OpaquePointer, _ name: String) throws -> (Int, Int, [UInt8]) {
        let options = heif_decoding_options_alloc()
        defer { heif_decoding_options_free(options) }
        options?.pointee.convert_hdr_to_8bit = 1
        var decoded: OpaquePointer?
        try check(heif_decode_image(handle, &decoded, heif_colorspace_RGB, heif_chroma_interleaved_RGBA, options), name)
        guard let image = decoded else { throw ImageDecodingError.corrupt("\(name) pixel data") }
        defer { heif_image_release(image) }
        let width = Int(heif_image_get_width(image, heif_channel_interleaved))
        let height = Int(heif_image_get_height(image, heif_channel_interleaved))
        try ImageDecodingError.check(width: width, height: height)
        var stride: Int32 = 0
        guard let plane = heif_image_get_plane_readonly(image, heif_channel_interleaved, &stride),
              Int(stride) >= width * 4 else { throw ImageDecodingError.corrupt("\(name) pixel data") }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        rgba.withUnsafeMutableBytes { out in
            for y in 0..<height {
                (out.baseAddress! + y * width * 4).copyMemory(from: plane + y * Int(stride), byteCount: width * 4)
            }
        }
        // Straight alpha from an alpha plane the file marks as premultiplied (rare: encoders
        // write straight alpha unless told otherwise).
        if heif_image_is_premultiplied_alpha(image) != 0 {
            rgba.withUnsafeMutableBufferPointer { backplate_unpremultiply_rgba($0.baseAddress, width * height) }
        }
        return (width, height, rgba)
    }

    /// libheif's error as ``ImageDecodingError``: a codec or feature it lacks is unsupported,
    /// its size limit is too large, anything else corrupt.
    private static func check(_ error: heif_error, _ name: String) throws {
        guard error.code != heif_error_Ok else { return }
        let message = error.message.map { String(cString: $0) } ?? "libheif error \(error.code.rawValue)"
        if error.subcode == heif_suberror_Security_limit_exceeded, let size = declaredSize(in: message) {
            throw ImageDecodingError.tooLarge(width: size.0, height: size.1)
        }
        if error.code == heif_error_Unsupported_feature || error.code == heif_error_Unsupported_filetype {
            throw ImageDecodingError.unsupportedFormat("\(name) (\(message))")
        }
        throw ImageDecodingError.corrupt("\(name): \(message)")
    }

    /// The size in libheif's "Image size 40001x40001 exceeds the maximum image size" message.
    private static func declaredSize(in message: String) -> (Int, Int)? {
        guard let range = message.range(of: "Image size ") else { return nil }
        let sides = message[range.upperBound...].prefix { $0 != " " }.split(separator: "x").compactMap { Int($0) }
        return sides.count == 2 ? (sides[0], sides[1]) : nil
    }
}
