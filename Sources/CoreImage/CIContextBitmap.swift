import Foundation
import CoreGraphics
import BackplateCore

// Core Image renders the `bounds` region "at the upper-left corner of the data" whatever its origin,
// into `rowBytes * floor(bounds.height)` bytes (CIContext.h): the first row in memory is the top
// (highest y) row of `bounds`. With `colorSpace` nil it does not match the working space to any
// output space, so a default context (linear working space) writes linear values and one whose
// `workingColorSpace` is `NSNull()` the image's own; a colour space writes linear values when it is
// linear, sRGB ones otherwise. Floats carry the 8-bit render's values.
extension CIContext {
    /// Renders `bounds` of `image` into `data`, `rowBytes` apart, top row first, premultiplied, as
    /// RGBA8, BGRA8, ARGB8, R8, A8, RGBAh or RGBAf (linear values when `colorSpace` is nil); outside
    /// the extent is transparent black. Other formats, bad bounds or short rows write nothing, with a warning.
    public func render(_ image: CIImage, toBitmap data: UnsafeMutableRawPointer, rowBytes: Int, bounds: CGRect,
                       format: CIFormat, colorSpace: CGColorSpace?) {
        let call = "CIContext.render(_:toBitmap:rowBytes:bounds:format:colorSpace:)"
        guard let layout = BitmapLayout(format) else {
            RuntimeWarning.emit("\(call): format \(format.rawValue) is not one Backplate writes "
                                + "(RGBA8, BGRA8, ARGB8, R8, A8, RGBAh, RGBAf); nothing is written")
            return
        }
        let size = bounds.size
        guard bounds.origin.x.isFinite, bounds.origin.y.isFinite, size.width.isFinite, size.height.isFinite,
              size.width >= 1, size.height >= 1,
              size.width <= CGFloat(Self.maximumSide), size.height <= CGFloat(Self.maximumSide) else {
            RuntimeWarning.emit("\(call): bounds \(bounds) are empty, not finite or over \(Self.maximumSide) pixels a side; "
                                + "nothing is written")
            return
        }
        let width = Int(size.width), height = Int(size.height)
        guard rowBytes >= width * layout.bytesPerPixel,
              rowBytes.multipliedReportingOverflow(by: height).overflow == false else {
            RuntimeWarning.emit("\(call): rowBytes \(rowBytes) cannot hold \(width) pixels of \(layout.bytesPerPixel) bytes; "
                                + "nothing is written")
            return
        }
        let pixels = Self.rasterize(image, left: bounds.minX, top: bounds.maxY, width: width, height: height)
        let linear: Bool
        switch workingSpace {
        case .unmanaged: linear = false
        case .linear: linear = colorSpace?.isLinear ?? true
        case .encoded: linear = colorSpace?.isLinear ?? false
        }
        let writer = BitmapWriter(layout: layout, linear: linear, premultiplied: outputPremultiplied)
        for row in 0..<height {
            let rowStart = data + row * rowBytes
            for col in 0..<width {
                let s = (row * width + col) * 4
                writer.write((pixels[s], pixels[s + 1], pixels[s + 2], pixels[s + 3]),
                             to: rowStart + col * layout.bytesPerPixel)
            }
        }
    }
}

/// How a `CIFormat` the bitmap render writes lays out one pixel: which of red, green, blue and
/// alpha (0...3) each component is, in memory order, and the component type.
struct BitmapLayout: Sendable {
    /// The type of one component.
    enum Component: Sendable {
        /// An unsigned byte, 0...255.
        case byte
        /// A 16-bit float.
        case half
        /// A 32-bit float.
        case float

        /// The component's size in bytes.
        var size: Int {
            switch self {
            case .byte: 1
            case .half: 2
            case .float: 4
            }
        }
    }

    /// The channels in memory order: 0 red, 1 green, 2 blue, 3 alpha.
    let channels: [Int]
    /// The type of every component.
    let component: Component

    /// The layout of `format`, or nil for a format the render does not write.
    init?(_ format: CIFormat) {
        switch format {
        case .RGBA8: (channels, component) = ([0, 1, 2, 3], .byte)
        case .BGRA8: (channels, component) = ([2, 1, 0, 3], .byte)
        case .ARGB8: (channels, component) = ([3, 0, 1, 2], .byte)
        case .R8: (channels, component) = ([0], .byte)
        case .A8: (channels, component) = ([3], .byte)
        case .RGBAh: (channels, component) = ([0, 1, 2, 3], .half)
        case .RGBAf: (channels, component) = ([0, 1, 2, 3], .float)
        default: return nil
        }
    }

    /// The bytes one pixel takes.
    var bytesPerPixel: Int { channels.count * component.size }
}

/// Writes the rasterizer's straight-alpha sRGB bytes in a bitmap layout, converted to linear
/// values and premultiplied as the render asks.
struct BitmapWriter {
    let layout: BitmapLayout
    let linear: Bool
    let premultiplied: Bool

    /// sRGB-encoded byte values as linear ones, 0...1.
    private static let linearValues: [Float] = (0...255).map { byte in
        let v = Float(byte) / 255
        return v <= 0.04045 ? v / 12.92 : Float(pow(Double((v + 0.055) / 1.055), 2.4))
    }

    /// Writes `pixel` (red, green, blue, straight alpha) at `address`.
    func write(_ pixel: (UInt8, UInt8, UInt8, UInt8), to address: UnsafeMutableRawPointer) {
        let alpha = Float(pixel.3) / 255
        func colour(_ byte: UInt8) -> Float {
            let value = linear ? Self.linearValues[Int(byte)] : Float(byte) / 255
            return premultiplied ? value * alpha : value
        }
        for (index, channel) in layout.channels.enumerated() {
            let value: Float
            switch channel {
            case 0: value = colour(pixel.0)
            case 1: value = colour(pixel.1)
            case 2: value = colour(pixel.2)
            default: value = alpha
            }
            switch layout.component {
            case .byte:
                address.storeBytes(of: UInt8((min(max(value, 0), 1) * 255).rounded()), toByteOffset: index, as: UInt8.self)
            case .half:
                address.storeBytes(of: Float16(value), toByteOffset: index * 2, as: Float16.self)
            case .float:
                address.storeBytes(of: value, toByteOffset: index * 4, as: Float.self)
            }
        }
    }
}
