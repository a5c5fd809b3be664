import Foundation

/// The asset catalogs (`.xcassets` folders) Backplate reads colour sets (`Color("Name")`)
/// and image sets (`Image("Name")`) from, searched in this order:
/// 1. each path in the `BACKPLATE_ASSETS` environment variable (separated by `:`): a
///    `.xcassets` folder, or a folder whose `.xcassets` children are used;
/// 2. the catalogs added with `AssetCatalog.register(_:)`;
/// 3. `Assets.xcassets` and `Media.xcassets` in the bundle's resources (`bundle`, else
///    `Bundle.main`) and in the current directory.
///
/// Sets may sit in group folders; a group whose `Contents.json` has
/// `"provides-namespace": true` prefixes its sets' names (`"Brand/Accent"`), as Xcode does.
/// Colour sets accept sRGB, extended sRGB, Display P3 (converted to sRGB) and grey colour
/// spaces with components written as floats (`"0.500"`), 0–255 integers (`"128"`) or hex
/// (`"0x80"`), and light/dark/high-contrast appearances. Image sets pick, among universal or
/// iPhone images without a dark appearance, the largest scale (`3x`, `2x`, `1x`), so an
/// image's size in points does not depend on which files exist; a PDF or SVG file is read as
/// outlines, its size in points the page's or the SVG's own. Symbol sets (`.symbolset`) are
/// custom symbols, drawn as SF Symbols are (`AssetCatalog.symbolFile(named:bundle:)`); data
/// sets (`.dataset`) are the files `NSDataAsset` reads.
public enum AssetCatalog {
    /// The catalogs added with `register(_:)`, and each catalog's index once built.
    private static let state = LockedState<(registered: [URL], indexes: [URL: SetIndex])>(([], [:]))

    /// A catalog's sets by `name.ext`, and by that key lowercased (the first set in walk order),
    /// for names that match only whatever their case, as iOS matches them.
    struct SetIndex {
        var exact: [String: URL] = [:]
        var folded: [String: URL] = [:]
    }

    /// A path given to `register(_:)` that is not a readable folder.
    public struct NotAFolder: Error, CustomStringConvertible {
        /// The path.
        public let url: URL
        /// A readable message.
        public var description: String { "\(url.path) is not a folder: an asset catalog is an .xcassets folder" }
    }

    /// Adds an `.xcassets` folder (or a folder holding some) to search, after
    /// `BACKPLATE_ASSETS`. Throws when `url` is not a folder.
    public static func register(_ url: URL) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw NotAFolder(url: url)
        }
        let standard = url.standardizedFileURL
        state.withLock { state in
            if !state.registered.contains(standard) { state.registered.append(standard) }
            state.indexes[standard] = nil
        }
    }

    /// Forgets the catalogs added with `register(_:)` and every cached index.
    public static func removeAllRegistered() {
        state.withLock { $0 = ([], [:]) }
    }

    /// The catalogs searched, in order.
    public static func catalogs(bundle: Bundle? = nil) -> [URL] {
        var roots: [URL] = []
        if let env = ProcessInfo.processInfo.environment["BACKPLATE_ASSETS"] {
            roots += env.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        }
        roots += state.withLock { $0.registered }
        var defaults: [URL] = []
        if let res = (bundle ?? Bundle.main).resourceURL { defaults.append(res) }
        defaults.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        for folder in defaults {
            roots += ["Assets.xcassets", "Media.xcassets"].map { folder.appendingPathComponent($0) }
        }
        var result: [URL] = []
        let fm = FileManager.default
        for root in roots {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            if root.pathExtension == "xcassets" {
                result.append(root)
            } else {
                let children = (try? fm.contentsOfDirectory(atPath: root.path)) ?? []
                result += children.filter { $0.hasSuffix(".xcassets") }.sorted().map { root.appendingPathComponent($0) }
            }
        }
        return result
    }

    /// Set name (with its namespaces and extension, `"Brand/Accent.colorset"`) → folder.
    private static func index(of catalog: URL) -> SetIndex {
        if let hit = state.withLock({ $0.indexes[catalog] }) { return hit }
        var found = SetIndex()
        var visited = 0
        func walk(_ folder: URL, prefix: String, depth: Int) {
            guard depth < 12, visited < 100_000 else { return }
            let children = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            for child in children {
                visited += 1
                let url = folder.appendingPathComponent(child)
                let ext = (child as NSString).pathExtension
                if ext == "colorset" || ext == "imageset" || ext == "symbolset" || ext == "dataset" {
                    if found.exact[prefix + child] == nil { found.exact[prefix + child] = url }
                    if found.folded[(prefix + child).lowercased()] == nil { found.folded[(prefix + child).lowercased()] = url }
                } else if ext.isEmpty {
                    var isDirectory: ObjCBool = false
                    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                    let namespace = (readJSON(url.appendingPathComponent("Contents.json"))?["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
                    walk(url, prefix: namespace ? prefix + child + "/" : prefix, depth: depth + 1)
                }
            }
        }
        walk(catalog, prefix: "", depth: 0)
        state.withLock { $0.indexes[catalog] = found }
        return found
    }

    /// The folder of the set `name` with extension `ext`, in the first catalog that has it.
    static func setFolder(_ name: String, extension ext: String, bundle: Bundle?) -> URL? {
        guard !name.isEmpty, !name.contains("\0") else { return nil }
        let key = "\(name).\(ext)"
        for catalog in catalogs(bundle: bundle) {
            if let url = index(of: catalog).exact[key] { return url }
        }
        // Asset names match whatever their case, as on iOS (`Image("meat")` finds `Meat.symbolset`).
        let folded = key.lowercased()
        for catalog in catalogs(bundle: bundle) {
            if let url = index(of: catalog).folded[folded] { return url }
        }
        return nil
    }

    /// The file of the data set `name` (what `NSDataAsset(name:)` reads): its iPhone entry, else
    /// its universal one, with the set's uniform type identifier (`public.data` when it names
    /// none); nil when no catalog has the set or its file name leaves the set's folder.
    package static func dataFile(named name: String, bundle: Bundle?) -> (url: URL, typeIdentifier: String)? {
        guard let folder = setFolder(name, extension: "dataset", bundle: bundle),
              let entries = readJSON(folder.appendingPathComponent("Contents.json"))?["data"] as? [[String: Any]] else { return nil }
        let usable = entries.filter { entry in
            guard let file = entry["filename"] as? String, !file.contains("/"), file != "..", !file.isEmpty else { return false }
            return ["universal", "iphone"].contains(entry["idiom"] as? String ?? "universal")
        }
        guard let entry = usable.first(where: { $0["idiom"] as? String == "iphone" }) ?? usable.first,
              let file = entry["filename"] as? String else { return nil }
        return (folder.appendingPathComponent(file), entry["universal-type-identifier"] as? String ?? "public.data")
    }

    static func readJSON(_ url: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: url), data.count < 4 << 20 else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    // MARK: Colour sets

    /// The colour set `name`, or `nil` when no catalog has a readable one.
    package static func color(named name: String, bundle: Bundle? = nil) -> DynamicColor? {
        guard let folder = setFolder(name, extension: "colorset", bundle: bundle),
              let json = readJSON(folder.appendingPathComponent("Contents.json")),
              let entries = json["colors"] as? [[String: Any]] else { return nil }
        var light: RGBAColor?, dark: RGBAColor?, lightHigh: RGBAColor?, darkHigh: RGBAColor?
        // A light entry that names a system colour adapts as that colour does where no other
        // entry says otherwise ("secondarySystemBackgroundColor" alone is dark in dark mode).
        var adaptiveBase: DynamicColor?
        for entry in entries {
            let idiom = entry["idiom"] as? String ?? "universal"
            guard ["universal", "iphone", "ipad"].contains(idiom), let colorDict = entry["color"] as? [String: Any] else { continue }
            var isDark = false, isHigh = false, otherAppearance = false
            for appearance in entry["appearances"] as? [[String: Any]] ?? [] {
                let kind = appearance["appearance"] as? String, v = appearance["value"] as? String
                switch (kind, v) {
                case ("luminosity", "dark"): isDark = true
                case ("luminosity", "light"): break
                case ("contrast", "high"): isHigh = true
                default: otherAppearance = true
                }
            }
            if otherAppearance { continue }
            let value: RGBAColor
            if let name = colorDict["reference"] as? String {
                guard let reference = systemReference(name) else { continue }
                var env = EnvironmentValues()
                env.colorScheme = isDark ? .dark : .light
                env.colorSchemeContrast = isHigh ? .increased : .standard
                value = reference.rgba(in: env)
                if !isDark, !isHigh, adaptiveBase == nil || idiom == "universal" { adaptiveBase = reference }
            } else {
                guard let parsed = parseColor(colorDict) else { continue }
                value = parsed
            }
            // Universal entries first; a device-specific entry only fills a gap.
            func store(_ slot: inout RGBAColor?) { if slot == nil || idiom == "universal" { slot = value } }
            switch (isDark, isHigh) {
            case (false, false): store(&light)
            case (true, false): store(&dark)
            case (false, true): store(&lightHigh)
            case (true, true): store(&darkHigh)
            }
        }
        if let adaptiveBase {
            dark = dark ?? adaptiveBase.dark
            lightHigh = lightHigh ?? adaptiveBase.lightHighContrast
            darkHigh = darkHigh ?? (dark == adaptiveBase.dark ? adaptiveBase.darkHighContrast : nil)
        }
        guard let base = light ?? dark else { return nil }
        return DynamicColor(name: name, light: base, dark: dark, lightHighContrast: lightHigh, darkHighContrast: darkHigh)
    }

    /// One component: a JSON number, or a string as a float (`"0.5"`), a 0–255 integer
    /// (`"128"`) or hex (`"0x80"`).
    /// Integer strings are 0–255 values (Xcode writes floats with a decimal point), except an
    /// alpha of `"0"` or `"1"`.
    static func component(_ value: Any?, isAlpha: Bool = false) -> Double? {
        if let number = value as? NSNumber {
            let d = number.doubleValue
            return d > 1 ? d / 255 : d
        }
        guard let raw = (value as? String)?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else { return nil }
        if raw.lowercased().hasPrefix("0x"), let v = Int(raw.dropFirst(2), radix: 16) { return Double(v) / 255 }
        if raw.contains("."), let v = Double(raw) { return v }
        if let v = Int(raw) { return isAlpha && v <= 1 ? Double(v) : Double(v) / 255 }
        return Double(raw)
    }

    /// An entry's colour written as components, in sRGB; nil without readable components.
    static func parseColor(_ dict: [String: Any]) -> RGBAColor? {
        guard let components = dict["components"] as? [String: Any] else { return nil }
        let space = (dict["color-space"] as? String ?? "srgb").lowercased()
        let alpha = component(components["alpha"], isAlpha: true) ?? 1
        var red: Double, green: Double, blue: Double
        if let white = component(components["white"]), components["red"] == nil {
            (red, green, blue) = (white, white, white)
        } else {
            guard let r = component(components["red"]), let g = component(components["green"]), let b = component(components["blue"]) else { return nil }
            (red, green, blue) = (r, g, b)
        }
        guard [red, green, blue, alpha].allSatisfy(\.isFinite) else { return nil }
        switch space {
        case "display-p3":
            (red, green, blue) = displayP3ToSRGB(red, green, blue)
        case "extended-linear-srgb", "extended-linear-display-p3":
            (red, green, blue) = (Color.encode(red), Color.encode(green), Color.encode(blue))
        default: break
        }
        func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }
        return RGBAColor(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha))
    }

    /// Display P3 (gamma-encoded) to sRGB (gamma-encoded), through linear light; colours
    /// outside sRGB are clipped.
    static func displayP3ToSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        let lr = Color.decode(r), lg = Color.decode(g), lb = Color.decode(b)
        let sr = 1.2249401 * lr - 0.2249404 * lg
        let sg = -0.0420569 * lr + 1.0420571 * lg
        let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
        return (Color.encode(sr), Color.encode(sg), Color.encode(sb))
    }

    /// A catalog colour that refers to a system colour by its UIKit name with "Color" after it
    /// (`"systemBlueColor"`, `"secondarySystemBackgroundColor"`, `"systemGray2Color"`,
    /// `"labelColor"`), in each appearance; tints take the default look's values (iOS 26).
    static func systemReference(_ name: String) -> DynamicColor? {
        let key = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        if let named = NamedSystemColor(rawValue: key) {
            return DynamicColor(name: name, light: named.light, dark: named.dark,
                                lightHighContrast: named.rgba(dark: false, increasedContrast: true),
                                darkHighContrast: named.rgba(dark: true, increasedContrast: true))
        }
        let tintKey = key.hasPrefix("system") ? String(key.dropFirst(6)).lowercased() : key.lowercased()
        if let tint = SystemColor(rawValue: tintKey) {
            func value(_ scheme: ColorScheme, _ contrast: ColorSchemeContrast) -> RGBAColor {
                var env = EnvironmentValues()
                env.colorScheme = scheme
                env.colorSchemeContrast = contrast
                return tint.rgba(in: env)
            }
            return DynamicColor(name: name, light: value(.light, .standard), dark: value(.dark, .standard),
                                lightHighContrast: value(.light, .increased), darkHighContrast: value(.dark, .increased))
        }
        let fixed: RGBAColor
        switch key {
        case "white": fixed = RGBAColor(red: 1, green: 1, blue: 1)
        case "lightText": fixed = RGBAColor(255, 255, 255, 0.6)
        case "black", "darkText": fixed = RGBAColor(red: 0, green: 0, blue: 0)
        case "clear": fixed = .clear
        default: return nil
        }
        return DynamicColor(name: name, light: fixed)
    }
}
