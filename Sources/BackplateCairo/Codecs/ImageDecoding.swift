import Foundation
@_spi(BackplateBackend) import BackplateCore
internal import CTurboJPEG

/// The budget for decoding image files: an image declaring more pixels than this is refused
/// before any pixel memory is allocated (a small compressed file can declare a huge image).
public enum ImageDecodingLimits {
    /// The most pixels one decoded image may have: 40 million (for example 8000 × 5000).
    public static let maxPixels = 40_000_000
    /// The longest side of a decoded image, in pixels (cairo's surface limit).
    public static let maxSide = 32_767
    /// The bytes of the largest decoded image (straight RGBA, 4 bytes per pixel): 160 MB.
    public static let maxBytes = maxPixels * 4
}

/// Why image file data was not decoded.
public enum ImageDecodingError: Error, Equatable, CustomStringConvertible {
    /// The data is neither PNG nor JPEG.
    case unrecognizedFormat(byteCount: Int)
    /// The file declares more pixels than ``ImageDecodingLimits`` allows.
    case tooLarge(width: Int, height: Int)
    /// The header or the pixel data could not be read.
    case corrupt(String)

    /// A readable message.
    public var description: String {
        switch self {
        case .unrecognizedFormat(let n): return "image data (\(n) bytes) is not a PNG or JPEG Backplate can decode"
        case .tooLarge(let w, let h):
            return "the image declares \(w)×\(h) pixels, beyond the decoding budget of \(ImageDecodingLimits.maxPixels) pixels (\(ImageDecodingLimits.maxBytes) bytes) and \(ImageDecodingLimits.maxSide) pixels per side"
        case .corrupt(let m): return "the image data is corrupt: \(m)"
        }
    }

    /// Checks declared dimensions against the budget.
    static func check(width: Int, height: Int) throws {
        guard width > 0, height > 0 else { throw ImageDecodingError.corrupt("declared size \(width)×\(height)") }
        guard width <= ImageDecodingLimits.maxSide, height <= ImageDecodingLimits.maxSide,
              width * height <= ImageDecodingLimits.maxPixels else { throw ImageDecodingError.tooLarge(width: width, height: height) }
    }
}

extension RasterImage {
    /// Decodes PNG (through cairo's libpng reader) or JPEG (through libjpeg-turbo) file data
    /// into straight-alpha RGBA pixels at `scale` pixels per point. The dimensions the file
    /// declares are checked against ``ImageDecodingLimits`` before anything is decoded.
    /// - Throws: ``ImageDecodingError``.
    public static func decode(_ data: Data, scale: CGFloat = 1) throws -> RasterImage {
        let s = scale.isFinite && scale > 0 ? scale : 1
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            // The IHDR chunk comes first: width and height are big-endian at bytes 16 and 20.
            let bytes = [UInt8](data.prefix(24))
            guard bytes.count == 24, bytes[12...15] == [0x49, 0x48, 0x44, 0x52] else {
                throw ImageDecodingError.corrupt("PNG without an IHDR header")
            }
            func be(_ i: Int) -> Int { bytes[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
            try ImageDecodingError.check(width: be(16), height: be(20))
            guard let png = RenderedImage(pngData: data, scale: s),
                  let image = RasterImage(width: png.width, height: png.height, rgba: png.rgba, scale: s) else {
                throw ImageDecodingError.corrupt("PNG data cairo cannot read")
            }
            return image
        } else if data.starts(with: [0xFF, 0xD8]) {
            let (w, h, rgba) = try JPEGDecoder.decode(data)
            guard let image = RasterImage(width: w, height: h, rgba: rgba, scale: s) else {
                throw ImageDecodingError.corrupt("JPEG pixel data")
            }
            return image
        }
        throw ImageDecodingError.unrecognizedFormat(byteCount: data.count)
    }

    /// Decodes PNG or JPEG file data like ``decode(_:scale:)``; `nil` for empty, truncated,
    /// unknown or over-budget data.
    public init?(decoding data: Data, scale: CGFloat = 1) {
        guard let image = try? RasterImage.decode(data, scale: scale) else { return nil }
        self = image
    }
}

/// JPEG decoding with the TurboJPEG API (no setjmp error handling to cross).
enum JPEGDecoder {
    static func decode(_ data: Data) throws -> (Int, Int, [UInt8]) {
        guard let handle = tjInitDecompress() else { throw ImageDecodingError.corrupt("libjpeg-turbo unavailable") }
        defer { tjDestroy(handle) }
        return try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) throws -> (Int, Int, [UInt8]) in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress, raw.count > 0 else { throw ImageDecodingError.corrupt("empty JPEG") }
            var w: Int32 = 0, h: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
            guard tjDecompressHeader3(handle, base, UInt(raw.count), &w, &h, &subsampling, &colorspace) == 0 else {
                throw ImageDecodingError.corrupt("JPEG header")
            }
            try ImageDecodingError.check(width: Int(w), height: Int(h))
            var out = [UInt8](repeating: 0, count: Int(w) * Int(h) * 4)
            let status = out.withUnsafeMutableBufferPointer {
                tjDecompress2(handle, base, UInt(raw.count), $0.baseAddress, w, 0, h, Int32(TJPF_RGBA.rawValue), 0)
            }
            // A warning (for example a truncated file) still yields the pixels that decoded.
            guard status == 0 || tjGetErrorCode(handle) == Int32(TJERR_WARNING.rawValue) else {
                throw ImageDecodingError.corrupt("JPEG pixel data")
            }
            return (Int(w), Int(h), out)
        }
    }
}

extension Image {
    /// An image decoded from PNG or JPEG file data, at `scale` pixels per point (a 2x image of
    /// 200 pixels is 100 points wide). The data is decoded when the view is resolved, not
    /// here. Data that cannot be decoded, or that declares more pixels than
    /// ``ImageDecodingLimits`` allows, gives the empty image (zero size, nothing drawn) and a
    /// one-time warning naming the problem; ``RasterImage/decode(_:scale:)`` throws it instead.
    /// Backplate's addition: SwiftUI builds such images through `UIImage(data:)`.
    public init(data: Data, scale: CGFloat = 1) {
        self.init(_deferred: {
            do { return try RasterImage.decode(data, scale: scale) } catch {
                RuntimeWarning.emit("\(error); drawing an empty image")
                return nil
            }
        })
    }

    /// The image file named `name`, looked up as `NamedImages` documents; not found or not
    /// decodable, it is the empty image and a warning is printed once.
    /// VoiceOver reads the name as the image's label.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(_deferred: { NamedImages.load(name, bundle: bundle) })
        self = _accessibilityLabel(name)
    }

    /// A named image with an accessibility label.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
        self = _accessibilityLabel(label)
    }

    /// A named image that accessibility ignores.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        self = _accessibilityLabel(nil)
    }
}

/// Where `Image("name")` finds its file, in order:
/// 1. each folder of the `BACKPLATE_IMAGES` environment variable (separated by `:`);
/// 2. the folders added with `NamedImages.addSearchPath(_:)`;
/// 3. the bundle's resource folder (`bundle`, else `Bundle.main`), then `Resources` and
///    `Assets.xcassets` inside it;
/// 4. the current directory and its `Resources` folder.
///
/// In each folder Backplate tries `name` as given (when it has an extension), then
/// `name@3x.png`, `name@2x.png`, `name.png`, `name.jpg`, `name.jpeg`, and
/// `*.xcassets/name.imageset/` (its largest PNG or JPEG). An `@2x`/`@3x` file has that scale,
/// so its size in points is the same as the 1x file's. Decoded images are cached by path.
public enum NamedImages {
    private static let lock = NSLock()
    // nonisolated(unsafe): these two are read and written only under `lock`.
    nonisolated(unsafe) private static var extraPaths: [URL] = []
    nonisolated(unsafe) private static var cache: [String: RasterImage] = [:]

    /// Adds a folder to search for named images (after `BACKPLATE_IMAGES`).
    public static func addSearchPath(_ url: URL) {
        lock.lock(); defer { lock.unlock() }
        if !extraPaths.contains(url) { extraPaths.append(url) }
    }

    static func searchFolders(bundle: Bundle?) -> [URL] {
        var dirs: [URL] = []
        if let env = ProcessInfo.processInfo.environment["BACKPLATE_IMAGES"] {
            dirs += env.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        }
        lock.lock(); dirs += extraPaths; lock.unlock()
        if let res = (bundle ?? Bundle.main).resourceURL {
            dirs += [res, res.appendingPathComponent("Resources"), res.appendingPathComponent("Assets.xcassets")]
        }
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        dirs += [cwd, cwd.appendingPathComponent("Resources")]
        return dirs
    }

    /// The file for `name` and its scale, if any folder has one.
    static func locate(_ name: String, bundle: Bundle?) -> (URL, CGFloat)? {
        guard !name.isEmpty, !name.contains("\0") else { return nil }
        // Asset catalogs first (BACKPLATE_ASSETS, AssetCatalog.register): scale from Contents.json.
        if let asset = AssetCatalog.imageFile(named: name, bundle: bundle) { return (asset.url, asset.scale) }
        let fm = FileManager.default
        for dir in searchFolders(bundle: bundle) {
            var candidates: [(String, CGFloat)] = []
            if !(name as NSString).pathExtension.isEmpty { candidates.append((name, scaleSuffix(name))) }
            candidates += [("\(name)@3x.png", 3), ("\(name)@2x.png", 2), ("\(name).png", 1), ("\(name).jpg", 1), ("\(name).jpeg", 1)]
            for (file, scale) in candidates {
                let url = dir.appendingPathComponent(file)
                if fm.isReadableFile(atPath: url.path) { return (url, scale) }
            }
            let sets = (try? fm.contentsOfDirectory(atPath: dir.path))?.filter { $0.hasSuffix(".xcassets") } ?? []
            for set in sets + (dir.lastPathComponent.hasSuffix(".xcassets") ? [""] : []) {
                let folder = dir.appendingPathComponent(set).appendingPathComponent("\(name).imageset")
                let files = (try? fm.contentsOfDirectory(atPath: folder.path)) ?? []
                let images = files.filter { ["png", "jpg", "jpeg"].contains(($0 as NSString).pathExtension.lowercased()) }
                if let best = images.max(by: { scaleSuffix($0) < scaleSuffix($1) }) {
                    return (folder.appendingPathComponent(best), scaleSuffix(best))
                }
            }
        }
        return nil
    }

    private static func scaleSuffix(_ file: String) -> CGFloat {
        let base = (file as NSString).deletingPathExtension
        if base.hasSuffix("@3x") { return 3 }
        if base.hasSuffix("@2x") { return 2 }
        return 1
    }

    /// The decoded image for `name`, or `nil` (with a one-time warning).
    package static func load(_ name: String, bundle: Bundle?) -> RasterImage? {
        guard let (url, scale) = locate(name, bundle: bundle) else {
            RuntimeWarning.emit("No image named '\(name)' found (see NamedImages for the search folders); drawing an empty image")
            return nil
        }
        lock.lock()
        if let hit = cache[url.path] { lock.unlock(); return hit }
        lock.unlock()
        let image: RasterImage
        do {
            image = try RasterImage.decode(try Data(contentsOf: url), scale: scale)
        } catch {
            RuntimeWarning.emit("the image file \(url.path) could not be decoded (\(error)); drawing an empty image")
            return nil
        }
        lock.lock()
        if cache.count > 64 { cache.removeAll() }
        cache[url.path] = image
        lock.unlock()
        return image
    }
}
