import Foundation

/// Where a pixel's alpha is and whether colours are premultiplied by it (`CGImageAlphaInfo`).
public enum CGImageAlphaInfo: UInt32, Hashable, Sendable {
    /// No alpha.
    case none = 0
    /// Alpha last, colours premultiplied (RGBA).
    case premultipliedLast = 1
    /// Alpha first, colours premultiplied (ARGB).
    case premultipliedFirst = 2
    /// Alpha last, straight colours.
    case last = 3
    /// Alpha first, straight colours.
    case first = 4
    /// An unused byte last (RGBX).
    case noneSkipLast = 5
    /// An unused byte first (XRGB).
    case noneSkipFirst = 6
    /// Alpha alone.
    case alphaOnly = 7
}

/// A bitmap's layout: its alpha info, byte order and float flag (`CGBitmapInfo`).
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    /// Info of these bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The bits holding a `CGImageAlphaInfo`.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// The bits holding the float flag.
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    /// Float components.
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits holding the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default byte order (big-endian).
    public static let byteOrderDefault: CGBitmapInfo = []
    /// 16-bit little-endian.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit little-endian (an ARGB pixel is stored B, G, R, A).
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit big-endian.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit big-endian.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}

/// The byte order of a bitmap's pixels (`CGImageByteOrderInfo`).
public enum CGImageByteOrderInfo: UInt32, Hashable, Sendable {
    /// The default (big-endian).
    case orderDefault = 0
    /// 16-bit little-endian.
    case order16Little = 4096
    /// 32-bit little-endian.
    case order32Little = 8192
    /// 16-bit big-endian.
    case order16Big = 12288
    /// 32-bit big-endian.
    case order32Big = 16384
}

/// Where each component of an 8-bit pixel lies, from a colour space and a bitmap info.
package struct CGPixelLayout: Hashable, Sendable {
    /// Bytes per pixel: 1 (grey) or 4.
    package let bytesPerPixel: Int
    /// The byte offsets of red, green, blue and alpha (`nil` alpha: none or skipped).
    package let red, green, blue: Int
    package let alpha: Int?
    /// Whether colours are stored premultiplied by alpha.
    package let premultiplied: Bool

    /// The layout CoreGraphics draws into, or `nil` for a combination it cannot draw into
    /// (not 8 bits, straight alpha, float components, alpha-only).
    package init?(space: CGColorSpace, bitsPerComponent: Int, bitmapInfo: UInt32) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard bitsPerComponent == 8, info.intersection(.floatInfoMask).isEmpty,
              let alphaInfo = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue) else { return nil }
        let order = info.intersection(.byteOrderMask)
        if space.model == .monochrome {
            guard alphaInfo == .none, order == .byteOrderDefault || order == .byteOrder32Big || order == .byteOrder32Little else { return nil }
            self.init(bytesPerPixel: 1, red: 0, green: 0, blue: 0, alpha: nil, premultiplied: true)
            return
        }
        guard space.model == .rgb, order != .byteOrder16Little, order != .byteOrder16Big else { return nil }
        // Big-endian offsets for alpha first (A R G B) or last (R G B A); 32-bit little-endian reverses them.
        var offsets: (r: Int, g: Int, b: Int, a: Int?)
        switch alphaInfo {
        case .premultipliedLast: offsets = (0, 1, 2, 3)
        case .premultipliedFirst: offsets = (1, 2, 3, 0)
        case .noneSkipLast: offsets = (0, 1, 2, nil)
        case .noneSkipFirst: offsets = (1, 2, 3, nil)
        default: return nil
        }
        if order == .byteOrder32Little {
            offsets = (3 - offsets.r, 3 - offsets.g, 3 - offsets.b, offsets.a.map { 3 - $0 })
        }
        self.init(bytesPerPixel: 4, red: offsets.r, green: offsets.g, blue: offsets.b, alpha: offsets.a, premultiplied: true)
    }

    private init(bytesPerPixel: Int, red: Int, green: Int, blue: Int, alpha: Int?, premultiplied: Bool) {
        self.bytesPerPixel = bytesPerPixel
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.premultiplied = premultiplied
    }
}
