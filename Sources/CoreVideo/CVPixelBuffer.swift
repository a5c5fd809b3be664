import Foundation

/// A Core Video buffer of media data. Backplate's buffers are images in main memory
/// (`CVPixelBuffer`): made by `CVPixelBufferCreate`, read and written through their base
/// address. A render has no camera and decodes no video, so none arrives from capture.
public final class CVBuffer {
    /// The image's width in pixels.
    let width: Int
    /// The image's height in pixels.
    let height: Int
    /// The pixel format code.
    let pixelFormat: OSType
    /// Bytes from one row's start to the next (rows are 16-byte aligned, as Core Video's are).
    let bytesPerRow: Int
    /// The pixels; nil for a format Backplate does not lay out.
    let storage: UnsafeMutableRawPointer?
    /// Attachments set with `CVBufferSetAttachment`.
    var attachments: [String: Any] = [:]

    /// A buffer of a `width` × `height` image in `pixelFormat`, zero-filled.
    init(width: Int, height: Int, pixelFormat: OSType) {
        self.width = width
        self.height = height
        self.pixelFormat = pixelFormat
        if let bytes = CVPixelFormatLayout.bytesPerPixel(pixelFormat) {
            bytesPerRow = (width * bytes + 15) / 16 * 16
            storage = UnsafeMutableRawPointer.allocate(byteCount: max(1, bytesPerRow * height), alignment: 16)
            storage?.initializeMemory(as: UInt8.self, repeating: 0, count: max(1, bytesPerRow * height))
        } else {
            bytesPerRow = 0
            storage = nil
        }
    }

    deinit { storage?.deallocate() }
}

/// A Core Video buffer holding an image.
public typealias CVImageBuffer = CVBuffer

/// A Core Video image buffer in main memory.
public typealias CVPixelBuffer = CVImageBuffer

/// Options for locking a pixel buffer's memory.
public struct CVPixelBufferLockFlags: OptionSet, Sendable {
    /// The flag bits.
    public let rawValue: CVOptionFlags
    /// Flags from their bits.
    public init(rawValue: CVOptionFlags) { self.rawValue = rawValue }
    /// The caller only reads the pixels.
    public static let readOnly = CVPixelBufferLockFlags(rawValue: 1)
}

/// The largest side `CVPixelBufferCreate` accepts (a bound, so bad input cannot allocate without limit).
let maximumPixelBufferSide = 16_384

/// Makes a zero-filled `width` × `height` pixel buffer in `pixelFormatType` into
/// `pixelBufferOut`. Returns `kCVReturnInvalidSize` for a side that is not 1...16,384 and
/// `kCVReturnInvalidPixelFormat` for a planar or unknown format (Backplate lays out packed ones).
/// The attributes are accepted and not needed: every buffer can back a `CGContext`.
@discardableResult
public func CVPixelBufferCreate(_ allocator: CFAllocator?, _ width: Int, _ height: Int, _ pixelFormatType: OSType,
                                _ pixelBufferAttributes: CFDictionary?,
                                _ pixelBufferOut: UnsafeMutablePointer<CVPixelBuffer?>) -> CVReturn {
    guard (1...maximumPixelBufferSide).contains(width), (1...maximumPixelBufferSide).contains(height) else {
        return kCVReturnInvalidSize
    }
    guard CVPixelFormatLayout.bytesPerPixel(pixelFormatType) != nil else { return kCVReturnInvalidPixelFormat }
    pixelBufferOut.pointee = CVBuffer(width: width, height: height, pixelFormat: pixelFormatType)
    return kCVReturnSuccess
}

/// Locks the buffer's memory for the CPU. Backplate's buffers always live in main memory, so
/// this only answers `kCVReturnSuccess`.
@discardableResult
public func CVPixelBufferLockBaseAddress(_ pixelBuffer: CVPixelBuffer, _ lockFlags: CVPixelBufferLockFlags) -> CVReturn {
    kCVReturnSuccess
}

/// Unlocks the buffer's memory; answers `kCVReturnSuccess`.
@discardableResult
public func CVPixelBufferUnlockBaseAddress(_ pixelBuffer: CVPixelBuffer, _ unlockFlags: CVPixelBufferLockFlags) -> CVReturn {
    kCVReturnSuccess
}

/// The first byte of the buffer's pixels.
public func CVPixelBufferGetBaseAddress(_ pixelBuffer: CVPixelBuffer) -> UnsafeMutableRawPointer? { pixelBuffer.storage }

/// The width of `pixelBuffer` in pixels.
public func CVPixelBufferGetWidth(_ pixelBuffer: CVPixelBuffer) -> Int { pixelBuffer.width }

/// The height of `pixelBuffer` in pixels.
public func CVPixelBufferGetHeight(_ pixelBuffer: CVPixelBuffer) -> Int { pixelBuffer.height }

/// Bytes from one row's start to the next (the width's bytes rounded up to 16).
public func CVPixelBufferGetBytesPerRow(_ pixelBuffer: CVPixelBuffer) -> Int { pixelBuffer.bytesPerRow }

/// The buffer's pixel format code.
public func CVPixelBufferGetPixelFormatType(_ pixelBuffer: CVPixelBuffer) -> OSType { pixelBuffer.pixelFormat }

/// The size of the buffer's pixel memory in bytes.
public func CVPixelBufferGetDataSize(_ pixelBuffer: CVPixelBuffer) -> Int { pixelBuffer.bytesPerRow * pixelBuffer.height }

/// Whether the buffer has planes: Backplate's packed buffers have none.
public func CVPixelBufferIsPlanar(_ pixelBuffer: CVPixelBuffer) -> Bool { false }

/// The number of planes: 0 for a packed buffer.
public func CVPixelBufferGetPlaneCount(_ pixelBuffer: CVPixelBuffer) -> Int { 0 }

/// A plane's first byte: nil, as a packed buffer has no planes.
public func CVPixelBufferGetBaseAddressOfPlane(_ pixelBuffer: CVPixelBuffer, _ planeIndex: Int) -> UnsafeMutableRawPointer? { nil }

/// A plane's bytes per row: 0, as a packed buffer has no planes.
public func CVPixelBufferGetBytesPerRowOfPlane(_ pixelBuffer: CVPixelBuffer, _ planeIndex: Int) -> Int { 0 }

/// A plane's width: 0, as a packed buffer has no planes.
public func CVPixelBufferGetWidthOfPlane(_ pixelBuffer: CVPixelBuffer, _ planeIndex: Int) -> Int { 0 }

/// A plane's height: 0, as a packed buffer has no planes.
public func CVPixelBufferGetHeightOfPlane(_ pixelBuffer: CVPixelBuffer, _ planeIndex: Int) -> Int { 0 }

/// The image's size in pixels, as it is displayed.
public func CVImageBufferGetDisplaySize(_ imageBuffer: CVImageBuffer) -> CGSize {
    CGSize(width: imageBuffer.width, height: imageBuffer.height)
}

/// The image's encoded size in pixels.
public func CVImageBufferGetEncodedSize(_ imageBuffer: CVImageBuffer) -> CGSize { CVImageBufferGetDisplaySize(imageBuffer) }

/// Whether an attachment propagates to buffers made from this one.
public enum CVAttachmentMode: UInt32, Sendable {
    /// The attachment stays with this buffer.
    case shouldNotPropagate = 0
    /// The attachment is copied to derived buffers.
    case shouldPropagate = 1
}

/// Sets the attachment `key` of `buffer` to `value`.
public func CVBufferSetAttachment(_ buffer: CVBuffer, _ key: CFString, _ value: Any, _ attachmentMode: CVAttachmentMode) {
    buffer.attachments[key] = value
}

/// The attachment `key` of `buffer`, or nil.
public func CVBufferCopyAttachment(_ buffer: CVBuffer, _ key: CFString, _ attachmentMode: UnsafeMutablePointer<CVAttachmentMode>?) -> Any? {
    buffer.attachments[key]
}

/// Removes the attachment `key` of `buffer`.
public func CVBufferRemoveAttachment(_ buffer: CVBuffer, _ key: CFString) {
    buffer.attachments[key] = nil
}
