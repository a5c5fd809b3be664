import Foundation

extension Image {
    /// The image file named `name`, looked up as `NamedImages` documents; not found or not
    /// decodable, it is the empty image and a warning is printed once.
    /// VoiceOver reads the name as the image's label.
    /// An asset catalog's dark variant draws in a dark environment, and a set whose rendering
    /// intent is `template` draws in the foreground style unless `renderingMode(.original)`.
    /// A symbol set (`name.symbolset`) draws as a custom symbol, as SF Symbols draw: sized by
    /// the font, weight and image scale from its template's guides, on the text baseline, in
    /// the foreground style.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(content: .empty)
        deferred = DeferredRaster(byAppearance: { dark in NamedImages.load(name, bundle: bundle, dark: dark) })
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
/// `*.xcassets/name.imageset/` (its largest PNG, JPEG, WebP, GIF, HEIC, AVIF or TIFF, or its
/// PDF or SVG file; with a `Contents.json`, the entry for the appearance drawn, as
/// ``AssetCatalog/imageFile(named:bundle:)`` picks it). An `@2x`/`@3x` file has that scale,
/// so its size in points is the same as the 1x file's. Decoded images are cached by path.
public enum NamedImages {
    /// The folders added with `addSearchPath(_:)`, and decoded images by path.
    private static let state = LockedState<(extraPaths: [URL], cache: [String: RasterImage])>(([], [:]))

    /// Adds a folder to search for named images (after `BACKPLATE_IMAGES`).
    public static func addSearchPath(_ url: URL) {
        state.withLock { if !$0.extraPaths.contains(url) { $0.extraPaths.append(url) } }
    }

    static func searchFolders(bundle: Bundle?) -> [URL] {
        var dirs: [URL] = []
        if let env = ProcessInfo.processInfo.environment["BACKPLATE_IMAGES"] {
            dirs += env.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        }
        dirs += state.withLock { $0.extraPaths }
        if let res = (bundle ?? Bundle.main).resourceURL {
            dirs += [res, res.appendingPathComponent("Resources"), res.appendingPathComponent("Assets.xcassets")]
        }
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        dirs += [cwd, cwd.appendingPathComponent("Resources")]
        return dirs
    }

    /// The file for `name` in the light or dark appearance, if any folder has one.
    static func locate(_ name: String, bundle: Bundle?, dark: Bool = false) -> AssetImageFile? {
        guard !name.isEmpty, !name.contains("\0") else { return nil }
        // Asset catalogs first (BACKPLATE_ASSETS, AssetCatalog.register): scale from Contents.json.
        if let asset = AssetCatalog.imageFile(named: name, bundle: bundle, dark: dark) { return asset }
        let fm = FileManager.default
        for dir in searchFolders(bundle: bundle) {
            var candidates: [(String, CGFloat)] = []
            if !(name as NSString).pathExtension.isEmpty { candidates.append((name, scaleSuffix(name))) }
            candidates += [("\(name)@3x.png", 3), ("\(name)@2x.png", 2), ("\(name).png", 1), ("\(name).jpg", 1), ("\(name).jpeg", 1)]
            for (file, scale) in candidates {
                let url = dir.appendingPathComponent(file)
                if fm.isReadableFile(atPath: url.path) { return AssetImageFile(url: url, scale: scale, isTemplate: false) }
            }
            let sets = (try? fm.contentsOfDirectory(atPath: dir.path))?.filter { $0.hasSuffix(".xcassets") } ?? []
            for set in sets + (dir.lastPathComponent.hasSuffix(".xcassets") ? [""] : []) {
                let folder = dir.appendingPathComponent(set).appendingPathComponent("\(name).imageset")
                let files = (try? fm.contentsOfDirectory(atPath: folder.path)) ?? []
                let images = files.filter { AssetCatalog.imageFileExtensions.contains(($0 as NSString).pathExtension.lowercased()) }
                if let best = images.max(by: { scaleSuffix($0) < scaleSuffix($1) }) {
                    return AssetImageFile(url: folder.appendingPathComponent(best), scale: scaleSuffix(best), isTemplate: false)
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

    /// The decoded image for `name` in the light appearance (a symbol set's symbol at 17 pt,
    /// 3x), or `nil` (with a one-time warning).
    package static func load(_ name: String, bundle: Bundle?) -> RasterImage? {
        let loaded = load(name, bundle: bundle, dark: false)
        return loaded.raster ?? loaded.symbol.flatMap(CustomSymbolImages.defaultImage)
    }

    /// The decoded image for `name` in an appearance and its set's rendering intent; no pixels
    /// (and a one-time warning) when it cannot be found or decoded.
    static func load(_ name: String, bundle: Bundle?, dark: Bool) -> LoadedRaster {
        guard let file = locate(name, bundle: bundle, dark: dark) else {
            if let symbol = AssetCatalog.symbolFile(named: name, bundle: bundle) { return CustomSymbolImages.load(symbol, name: name) }
            RuntimeWarning.emit("No image named '\(name)' found (see NamedImages for the search folders); drawing an empty image")
            return LoadedRaster(raster: nil)
        }
        return LoadedRaster(raster: decode(file), isTemplate: file.isTemplate)
    }

    /// The image file, decoded once and cached by path (a PDF or SVG file as outlines).
    private static func decode(_ file: AssetImageFile) -> RasterImage? {
        let url = file.url
        if let hit = state.withLock({ $0.cache[url.path] }) { return hit }
        let image: RasterImage
        do {
            let data = try Data(contentsOf: url)
            image = file.isVector
                ? try ImageFileDecoder.decodeVector(data, preservesVector: file.preservesVector)
                : try ImageFileDecoder.decode(data, scale: file.scale)
        } catch {
            RuntimeWarning.emit("the image file \(url.path) could not be decoded (\(error)); drawing an empty image")
            return nil
        }
        state.withLock { state in
            if state.cache.count > 64 { state.cache.removeAll() }
            state.cache[url.path] = image
        }
        return image
    }
}
