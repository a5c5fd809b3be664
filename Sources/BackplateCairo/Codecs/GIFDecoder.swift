import Foundation
internal import CGif

/// GIF decoding with giflib: the first frame on the file's logical screen, as `UIImage(data:)`
/// shows a GIF on iOS. Only that frame's records are read, so later frames cost nothing.
package enum GIFDecoder {
    package static func recognizes(_ data: Data) -> Bool {
        data.starts(with: Array("GIF87a".utf8)) || data.starts(with: Array("GIF89a".utf8))
    }

    /// Where giflib's read callback is in the file data.
    private final class Cursor {
        let bytes: UnsafeRawBufferPointer
        var offset = 0
        init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }
    }

    static func decode(_ data: Data) throws -> (Int, Int, [UInt8]) {
        try data.withUnsafeBytes { raw in
            let cursor = Cursor(raw)
            var error: Int32 = 0
            let read: InputFunc = { file, buffer, count in
                guard let file, let buffer, count > 0, let user = file.pointee.UserData else { return 0 }
                let cursor = Unmanaged<Cursor>.fromOpaque(user).takeUnretainedValue()
                let n = min(Int(count), cursor.bytes.count - cursor.offset)
                guard n > 0, let base = cursor.bytes.baseAddress else { return 0 }
                UnsafeMutableRawPointer(buffer).copyMemory(from: base + cursor.offset, byteCount: n)
                cursor.offset += n
                return Int32(n)
            }
            return try withExtendedLifetime(cursor) {
                guard let file = DGifOpen(Unmanaged.passUnretained(cursor).toOpaque(), read, &error) else {
                    throw ImageDecodingError.corrupt("GIF header")
                }
                defer { DGifCloseFile(file, &error) }
                return try firstFrame(file)
            }
        }
    }

    /// Reads records up to the first image and draws it on a transparent logical screen.
    private static func firstFrame(_ file: UnsafeMutablePointer<GifFileType>) throws -> (Int, Int, [UInt8]) {
        let width = Int(file.pointee.SWidth), height = Int(file.pointee.SHeight)
        try ImageDecodingError.check(width: width, height: height)
        var transparent = -1
        while true {
            var record = UNDEFINED_RECORD_TYPE
            guard DGifGetRecordType(file, &record) == GIF_OK else { throw ImageDecodingError.corrupt("GIF record") }
            switch record {
            case EXTENSION_RECORD_TYPE:
                var code: Int32 = 0
                var block: UnsafeMutablePointer<GifByteType>?
                guard DGifGetExtension(file, &code, &block) == GIF_OK else { throw ImageDecodingError.corrupt("GIF extension") }
                while let b = block {
                    if code == GRAPHICS_EXT_FUNC_CODE {
                        var control = GraphicsControlBlock()
                        if DGifExtensionToGCB(Int(b[0]), b + 1, &control) == GIF_OK { transparent = Int(control.TransparentColor) }
                    }
                    guard DGifGetExtensionNext(file, &block) == GIF_OK else { throw ImageDecodingError.corrupt("GIF extension") }
                }
            case IMAGE_DESC_RECORD_TYPE:
                guard DGifGetImageDesc(file) == GIF_OK else { throw ImageDecodingError.corrupt("GIF image descriptor") }
                return (width, height, try pixels(file, width: width, height: height, transparent: transparent))
            case TERMINATE_RECORD_TYPE:
                throw ImageDecodingError.corrupt("GIF without an image")
            default:
                throw ImageDecodingError.corrupt("GIF record")
            }
        }
    }

    /// The frame's indexed rows (interlaced ones in their four passes) as RGBA on the screen.
    private static func pixels(_ file: UnsafeMutablePointer<GifFileType>, width: Int, height: Int, transparent: Int) throws -> [UInt8] {
        let desc = file.pointee.Image
        let left = Int(desc.Left), top = Int(desc.Top), w = Int(desc.Width), h = Int(desc.Height)
        try ImageDecodingError.check(width: w, height: h)
        guard let map = desc.ColorMap ?? file.pointee.SColorMap, let colours = map.pointee.Colors else {
            throw ImageDecodingError.corrupt("GIF without a colour table")
        }
        let count = Int(map.pointee.ColorCount)
        let rows: [Int] = desc.Interlace
            ? [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { Array(stride(from: $0.0, to: h, by: $0.1)) }
            : Array(0..<h)
        var out = [UInt8](repeating: 0, count: width * height * 4)
        var line = [GifPixelType](repeating: 0, count: w)
        for row in rows {
            guard line.withUnsafeMutableBufferPointer({ DGifGetLine(file, $0.baseAddress, Int32(w)) }) == GIF_OK else {
                throw ImageDecodingError.corrupt("GIF pixel data")
            }
            let y = top + row
            guard y >= 0, y < height else { continue }
            for x in 0..<w where left + x < width {
                let index = Int(line[x])
                guard index != transparent, index < count else { continue }
                let c = colours[index], o = (y * width + left + x) * 4
                out[o] = c.Red; out[o + 1] = c.Green; out[o + 2] = c.Blue; out[o + 3] = 255
            }
        }
        return out
    }
}
