import Foundation
@_spi(BackplateBackend) import BackplateCore
internal import CExif

/// The orientation a JPEG file's EXIF data records (tag 0x0112), read with libexif: how the
/// stored pixels turn to stand upright, which iOS applies whenever it draws the image.
package enum ExifOrientation {
    /// The recorded orientation; `.up` when the file has no EXIF data or no valid tag.
    static func of(_ data: Data) -> Image.Orientation {
        let value: Int = data.withUnsafeBytes { raw in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress, raw.count > 0, raw.count <= Int(UInt32.max),
                  let exif = exif_data_new_from_data(base, UInt32(raw.count)) else { return 1 }
            defer { exif_data_unref(exif) }
            guard let ifd0 = exif.pointee.ifd.0,
                  let entry = exif_content_get_entry(ifd0, EXIF_TAG_ORIENTATION),
                  entry.pointee.format == EXIF_FORMAT_SHORT, entry.pointee.components >= 1,
                  entry.pointee.size >= 2, let bytes = entry.pointee.data else { return 1 }
            return Int(exif_get_short(bytes, exif_data_get_byte_order(exif)))
        }
        return orientation(exifValue: value)
    }

    /// EXIF's values 1 to 8 as SwiftUI's orientations (CoreGraphics numbers them the same way);
    /// anything else is `.up`.
    package static func orientation(exifValue: Int) -> Image.Orientation {
        switch exifValue {
        case 2: return .upMirrored
        case 3: return .down
        case 4: return .downMirrored
        case 5: return .leftMirrored
        case 6: return .right
        case 7: return .rightMirrored
        case 8: return .left
        default: return .up
        }
    }

    /// The EXIF value (1 to 8) of a SwiftUI orientation.
    package static func exifValue(_ orientation: Image.Orientation) -> Int {
        switch orientation {
        case .up: return 1
        case .upMirrored: return 2
        case .down: return 3
        case .downMirrored: return 4
        case .leftMirrored: return 5
        case .right: return 6
        case .rightMirrored: return 7
        case .left: return 8
        }
    }
}
