import Foundation

/// The Swift language mode a module's own project compiles it in, as Xcode or SwiftPM would:
/// `SWIFT_VERSION` of the matching target's Debug configuration in the nearest `.xcodeproj`, or
/// the manifest's language mode (`swift-tools-version` 6 means Swift 6 unless a `.v5` mode is set).
/// Nil when no project is found above the module's folder; `backplate preview` then uses 5.
public enum ProjectLanguageMode {
    /// How many folders above the module's own are searched for a project.
    static let searchDepth = 4

    /// `"5"` or `"6"` for `module`, or nil when no project above it says.
    public static func swiftVersion(for module: PreviewModule) -> String? {
        swiftVersion(for: module, project: nearestProject(for: module))
    }

    /// `swiftVersion(for:)` from a project already read (`nearestProject(for:)`).
    static func swiftVersion(for module: PreviewModule, project: Project?) -> String? {
        switch project {
        case .manifest(let manifest): return manifestMode(manifest, target: module.name)
        case .xcode(let texts):
            return firstTargetSettings(in: texts, module: module.name) { $0["SWIFT_VERSION"] != nil }
                .flatMap { $0["SWIFT_VERSION"] }.map(languageMode)
        case nil: return nil
        }
    }

    /// The first target settings `texts` give `module` that `accept` takes: a target named like
    /// the module in any of the projects first, then any project's app target.
    static func firstTargetSettings(in texts: [String], module: String, accept: ([String: String]) -> Bool = { _ in true }) -> [String: String]? {
        for namedOnly in [true, false] {
            for text in texts {
                if let settings = xcodeSettings(text, module: module, namedTargetOnly: namedOnly), accept(settings) { return settings }
            }
        }
        return nil
    }

    /// The project nearest above a module's folder: a Package.swift, or the `project.pbxproj`
    /// texts of the `.xcodeproj` folders found in one folder.
    enum Project {
        case manifest(String)
        case xcode([String])
    }

    static func nearestProject(for module: PreviewModule) -> Project? {
        module.folders.first.flatMap { nearestProject(above: $0)?.project }
    }

    /// The project nearest at or above `start`, and the folder holding it; Xcode projects
    /// alone when `manifests` is false (a folder with both is built by its Xcode project there).
    static func nearestProject(above start: String, manifests: Bool = true) -> (folder: String, project: Project)? {
        var folder = URL(fileURLWithPath: start).standardizedFileURL
        let fm = FileManager.default
        for _ in 0...searchDepth {
            let path = folder.path
            if manifests, let manifest = try? String(contentsOfFile: path + "/Package.swift", encoding: .utf8) { return (path, .manifest(manifest)) }
            // Originals before their copies (`App 2.xcodeproj`), which hold older target lists.
            let projects = ((try? fm.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".xcodeproj") }
                .sorted { (PreviewSources.isProjectCopy($0) ? 1 : 0, $0) < (PreviewSources.isProjectCopy($1) ? 1 : 0, $1) }
            let texts = projects.compactMap { try? String(contentsOfFile: path + "/" + $0 + "/project.pbxproj", encoding: .utf8) }
            if !texts.isEmpty { return (path, .xcode(texts)) }
            guard path != "/" else { break }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// The mode a manifest gives `target`: its tools version's default, unless the target or the
    /// package asks for Swift 5 (`.swiftLanguageMode(.v5)`, `swiftLanguageModes: [.v5]`).
    static func manifestMode(_ manifest: String, target: String) -> String {
        let firstLine = manifest.prefix { $0 != "\n" }
        let tools = firstLine.range(of: #"swift-tools-version:\s*(\d+)"#, options: .regularExpression)
            .map { firstLine[$0].filter(\.isNumber) }.flatMap { Int($0) } ?? 5
        let packageFive = manifest.range(of: #"swiftLanguage(Modes|Versions)\s*:\s*\[\s*\.v5"#, options: .regularExpression) != nil
        let block = targetBlock(manifest, target: target) ?? ""
        let targetFive = block.range(of: #"swiftLanguage(Mode|Version)\(\s*\.v5"#, options: .regularExpression) != nil
        if block.range(of: #"swiftLanguage(Mode|Version)\(\s*\.v6"#, options: .regularExpression) != nil { return "6" }
        return tools >= 6 && !packageFive && !targetFive ? "6" : "5"
    }

    /// The text of `target`'s declaration in a manifest, from its name to the next target's
    /// declaration; nil when no target has the name.
    static func targetBlock(_ manifest: String, target: String) -> Substring? {
        guard let start = manifest.range(of: "name: \"\(target)\"") else { return nil }
        let block = manifest[start.upperBound...]
        guard let end = block.range(of: #"\.(target|testTarget|executableTarget|macro|plugin)\("#, options: .regularExpression) else { return block }
        return block[..<end.lowerBound]
    }

    /// `SWIFT_VERSION` of the native target named like `module` (else, unless `namedTargetOnly`,
    /// the first application target), Debug configuration, else the project's Debug configuration.
    static func xcodeMode(_ pbxproj: String, module: String, namedTargetOnly: Bool = false) -> String? {
        xcodeSettings(pbxproj, module: module, namedTargetOnly: namedTargetOnly)?["SWIFT_VERSION"].map(languageMode)
    }

    /// The language mode of a `SWIFT_VERSION` value: `"6"` for 6.x, else `"5"`.
    static func languageMode(_ swiftVersion: String) -> String { swiftVersion.hasPrefix("6") ? "6" : "5" }

    /// The Debug build settings of the native target named like `module` (else, unless
    /// `namedTargetOnly`, the first application target) over the project's Debug settings;
    /// nil when `namedTargetOnly` and no target has the name.
    static func xcodeSettings(_ pbxproj: String, module: String, namedTargetOnly: Bool = false) -> [String: String]? {
        let objects = PBXObjects(pbxproj)
        let targets = objects.ids(ofType: "PBXNativeTarget")
        let named = targets.first { PreviewSources.identifier(objects.value($0, "name") ?? "") == module }
        if named == nil && namedTargetOnly { return nil }
        let app = targets.first { objects.value($0, "productType")?.contains("application") == true }
        var lists: [String] = []
        if let target = named ?? app, let list = objects.value(target, "buildConfigurationList") { lists.append(list) }
        if let project = objects.ids(ofType: "PBXProject").first, let list = objects.value(project, "buildConfigurationList") { lists.append(list) }
        var merged: [String: String] = [:]
        for list in lists {
            let configurations = objects.list(list, "buildConfigurations")
            let debug = configurations.first { objects.value($0, "name") == "Debug" } ?? configurations.first
            if let debug { merged.merge(objects.settings(debug)) { target, _ in target } }
        }
        return merged
    }
}

/// The objects of a `project.pbxproj` (an old-style property list), enough to follow a
/// target to its build settings: each `ID /* comment */ = { ... };` block by its ID.
struct PBXObjects {
    private var blocks: [String: Substring] = [:]
    private var types: [String: String] = [:]

    init(_ text: String) {
        // Objects start `\t\tID /* comment */ = {isa = Type;` (one line or several). Xcode's IDs
        // are 24 hex digits; hand-edited projects use others, which Xcode accepts.
        let pattern = #"(?m)^\s*([0-9A-Za-z_]+)(?: /\*[^*]*\*/)? = \{\s*isa = (\w+);"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return }
        let ns = text as NSString
        let matches = regex.matches(in: text, range: NSRange(location: 0, length: ns.length))
        for (i, match) in matches.enumerated() {
            let end = i + 1 < matches.count ? matches[i + 1].range.location : ns.length
            guard let id = Range(match.range(at: 1), in: text), let type = Range(match.range(at: 2), in: text),
                  let body = Range(NSRange(location: match.range.location, length: end - match.range.location), in: text) else { continue }
            blocks[String(text[id])] = text[body]
            types[String(text[id])] = String(text[type])
        }
    }

    func ids(ofType type: String) -> [String] { types.filter { $0.value == type }.map(\.key).sorted() }

    /// The `isa` of an object.
    func type(of id: String) -> String? { types[id] }

    /// A top-level `key = value;` of an object, unquoted, comments dropped.
    func value(_ id: String, _ key: String) -> String? {
        guard let body = blocks[id] else { return nil }
        return Self.scalar(in: body, key: key)
    }

    /// The IDs of a `key = ( ... );` list of an object.
    func list(_ id: String, _ key: String) -> [String] {
        guard let body = blocks[id], let start = body.range(of: key + " = ("),
              let end = body[start.upperBound...].range(of: ");") else { return [] }
        let items = body[start.upperBound..<end.lowerBound].replacingOccurrences(of: #"/\*[^*]*\*/"#, with: " ", options: .regularExpression)
        return items.split(whereSeparator: { ",\n\t ".contains($0) }).map(String.init).filter { blocks[$0] != nil }
    }

    /// The strings of a `key = ( ... );` list of an object (quoted or not), such as paths.
    func strings(_ id: String, _ key: String) -> [String] {
        guard let body = blocks[id], let start = body.range(of: key + " = ("),
              let end = body[start.upperBound...].range(of: ");") else { return [] }
        return body[start.upperBound..<end.lowerBound].split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
            .filter { !$0.isEmpty }
    }

    /// The `key = { "path" = (ios, ); ... };` dictionary of an object whose values are lists,
    /// such as a synchronized folder's `platformFiltersByRelativePath`.
    func listsByKey(_ id: String, _ key: String) -> [String: [String]] {
        guard let body = blocks[id], let start = body.range(of: key + " = {"),
              let end = body[start.upperBound...].range(of: "};") else { return [:] }
        var out: [String: [String]] = [:]
        for entry in body[start.upperBound..<end.lowerBound].components(separatedBy: ");") {
            guard let eq = entry.range(of: " = (") else { continue }
            let name = entry[..<eq.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            out[name] = entry[eq.upperBound...].split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        }
        return out
    }

    /// Every scalar build setting of a configuration object (list values are left out).
    func settings(_ id: String) -> [String: String] {
        guard let body = blocks[id], let start = body.range(of: "buildSettings = {") else { return [:] }
        var out: [String: String] = [:]
        let rest = body[start.upperBound...]
        let block = rest.range(of: "\n\t\t\t};").map { rest[..<$0.lowerBound] } ?? rest
        for line in block.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard let eq = text.range(of: " = "), text.hasSuffix(";"), !text.hasSuffix(");") else { continue }
            let key = String(text[..<eq.lowerBound]).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            var value = String(text[eq.upperBound...].dropLast()).trimmingCharacters(in: .whitespaces)
            if let comment = value.range(of: " /*") { value = String(value[..<comment.lowerBound]) }
            out[key] = value.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        return out
    }

    private static func scalar(in body: Substring, key: String) -> String? {
        // A key starts a line, or follows `{` or `;` in a one-line object (`{isa = PBXBuildFile; fileRef = ID; }`).
        let pattern = #"(?m)(?:^|[{;])\s*"# + NSRegularExpression.escapedPattern(for: key) + #" = ("[^"]*"|[^;]*);"#
        guard let range = body.range(of: pattern, options: .regularExpression) else { return nil }
        let line = body[range]
        guard let eq = line.range(of: " = ") else { return nil }   // the first: the key's
        var value = line[eq.upperBound...].dropLast().trimmingCharacters(in: .whitespaces)
        if let comment = value.range(of: " /*") { value = String(value[..<comment.lowerBound]) }
        return value.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
    }
}
