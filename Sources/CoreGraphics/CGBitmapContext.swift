import Foundation
import CGBitmapHook

extension CGContext {
    /// A bitmap context drawing into `data` (or memory of its own when `nil`): `width` x
    /// `height` pixels, y up from the bottom-left corner, one unit per pixel. Drawing is done
    /// by cairo: into the app's memory as each call is made, into the context's own memory
    /// when `makeImage()` or `data` is read. 8-bit RGB (premultiplied or skipped alpha, either
    /// byte order) and 8-bit grey; other layouts give `nil`, as CoreGraphics does.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: UInt32) {
        guard width > 0, height > 0, width <= 1 << 15, height <= 1 << 15,
              let layout = CGPixelLayout(space: space, bitsPerComponent: bitsPerComponent, bitmapInfo: bitmapInfo) else {
            CGBitmapTarget.log("CGBitmapContextCreate: unsupported parameter combination: \(width) x \(height), \(bitsPerComponent) bits per component, bitmap info \(bitmapInfo)")
            return nil
        }
        let least = width * layout.bytesPerPixel
        let rowBytes = bytesPerRow == 0 ? least : bytesPerRow
        guard rowBytes >= least, rowBytes <= 1 << 20 else {
            CGBitmapTarget.log("CGBitmapContextCreate: invalid data bytes/row: should be at least \(least) for \(width) pixels")
            return nil
        }
        let memory: UnsafeMutableRawPointer
        if let data {
            memory = data
        } else {
            memory = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 16)
            memory.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height)
        }
        self.init(recordingSize: CGSize(width: width, height: height),
                  transform: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
        bitmap = CGBitmapTarget(width: width, height: height, bytesPerRow: rowBytes, bitsPerComponent: bitsPerComponent,
                                space: space, bitmapInfo: bitmapInfo, layout: layout, data: memory, external: data != nil)
    }

    /// The bitmap's pixels as an image (drawing finished first), or `nil` for a context that
    /// is not a bitmap context.
    public func makeImage() -> CGImage? {
        guard let target = bitmap else { return nil }
        flushBitmap()
        return target.snapshot()
    }

    /// The bitmap's memory, with every drawing call made so far drawn into it (`nil` for a
    /// context that is not a bitmap context).
    public var data: UnsafeMutableRawPointer? {
        flushBitmap()
        return bitmap?.data
    }

    /// The bitmap's width in pixels (0 for other contexts).
    public var width: Int { bitmap?.width ?? 0 }
    /// The bitmap's height in pixels (0 for other contexts).
    public var height: Int { bitmap?.height ?? 0 }
    /// Bytes per row of the bitmap.
    public var bytesPerRow: Int { bitmap?.bytesPerRow ?? 0 }
    /// Bits per component of the bitmap.
    public var bitsPerComponent: Int { bitmap?.bitsPerComponent ?? 0 }
    /// Bits per pixel of the bitmap.
    public var bitsPerPixel: Int { (bitmap?.layout.bytesPerPixel ?? 0) * 8 }
    /// The bitmap's colour space.
    public var colorSpace: CGColorSpace? { bitmap?.space }
    /// The bitmap's layout.
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: bitmap?.bitmapInfo ?? 0) }
    /// Where the bitmap's alpha is.
    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: (bitmap?.bitmapInfo ?? 0) & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
    }

    /// Draws the operations not yet in the bitmap over what it holds.
    package func flushBitmap() {
        guard let target = bitmap, operations.count > target.drawn else { return }
        var base = GState()
        base.ctm = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(target.height))
        base.interpolates = false
        var pending: [Operation] = []
        // The context's own memory starts transparent: nothing to draw under the first calls.
        if target.external || target.drawn > 0, let held = target.snapshot() { pending.append(.image(held, CGRect(x: 0, y: 0, width: target.width, height: target.height), base)) }
        pending += operations[target.drawn...]
        target.drawn = operations.count
        let job = CGRasterJob(operations: pending, width: target.width, height: target.height)
        let ran = withExtendedLifetime(job) { backplate_cg_rasterize(Unmanaged.passUnretained(job).toOpaque()) }
        guard ran == 1, let image = job.result else {
            if ran == 0 { CGBitmapTarget.log("CGContext: no rasterizer is linked (link BackplateCairo); the bitmap is not drawn") }
            return
        }
        target.write(image)
    }
}

/// Drawing for the rasterizer BackplateCairo links in: the operations, in the bitmap's
/// y-down pixels, and the image it answers.
package final class CGRasterJob {
    package let operations: [CGContext.Operation]
    package let width: Int
    package let height: Int
    /// Straight-alpha RGBA, `width` x `height`: set by the rasterizer.
    package var result: CGImage?

    init(operations: [CGContext.Operation], width: Int, height: Int) {
        self.operations = operations
        self.width = width
        self.height = height
    }
}

/// The memory a bitmap context draws into and how much of the recording it holds.
package final class CGBitmapTarget {
    let width, height, bytesPerRow, bitsPerComponent: Int
    let space: CGColorSpace
    let bitmapInfo: UInt32
    let layout: CGPixelLayout
    let data: UnsafeMutableRawPointer
    /// The app's memory (drawn into after each call), not the context's own.
    package let external: Bool
    /// How many of the context's operations the memory holds.
    var drawn = 0

    init(width: Int, height: Int, bytesPerRow: Int, bitsPerComponent: Int, space: CGColorSpace, bitmapInfo: UInt32,
         layout: CGPixelLayout, data: UnsafeMutableRawPointer, external: Bool) {
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.bitsPerComponent = bitsPerComponent
        self.space = space
        self.bitmapInfo = bitmapInfo
        self.layout = layout
        self.data = data
        self.external = external
    }

    deinit { if !external { data.deallocate() } }

    /// CoreGraphics' console message for a call it refuses, on standard error.
    static func log(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// The memory's pixels as straight-alpha RGBA, top row first.
    func snapshot() -> CGImage? {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let bytes = data.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            for x in 0..<width {
                let s = y * bytesPerRow + x * layout.bytesPerPixel, o = (y * width + x) * 4
                let a = layout.alpha.map { bytes[s + $0] } ?? 255
                func straight(_ v: UInt8) -> UInt8 {
                    guard layout.premultiplied, a < 255 else { return v }
                    guard a > 0 else { return 0 }
                    let value: Int = (Int(v) * 255 + Int(a) / 2) / Int(a)
                    return UInt8(min(255, value))
                }
                rgba[o] = straight(bytes[s + layout.red])
                rgba[o + 1] = straight(bytes[s + layout.green])
                rgba[o + 2] = straight(bytes[s + layout.blue])
                rgba[o + 3] = a
            }
        }
        return CGImage(width: width, height: height, rgba: rgba)
    }

    /// An sRGB colour's grey in a gamma-2.2 grey space: its luminance in linear light
    /// (Rec. 709 weights), encoded with gamma 2.2.
    static func grey(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        func linear(_ v: UInt8) -> Double {
            let c = Double(v) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let y = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
        return UInt8(min(255, (pow(y, 1 / 2.2) * 255).rounded()))
    }

    /// Stores `image` (straight RGBA, the bitmap's size) in the memory's layout.
    func write(_ image: CGImage) {
        guard image.width == width, image.height == height else { return }
        let bytes = data.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            for x in 0..<width {
                let o = (y * width + x) * 4, d = y * bytesPerRow + x * layout.bytesPerPixel
                let a = image.rgba[o + 3]
                // Skipped alpha: the colour over black, as CoreGraphics stores it.
                func stored(_ v: UInt8) -> UInt8 {
                    let value: Int = (Int(v) * Int(a) + 127) / 255
                    return UInt8(value)
                }
                if layout.bytesPerPixel == 1 {
                    bytes[d] = stored(Self.grey(image.rgba[o], image.rgba[o + 1], image.rgba[o + 2]))
                    continue
                }
                bytes[d + layout.red] = stored(image.rgba[o])
                bytes[d + layout.green] = stored(image.rgba[o + 1])
                bytes[d + layout.blue] = stored(image.rgba[o + 2])
                if let alpha = layout.alpha { bytes[d + alpha] = a }
            }
        }
    }
}
