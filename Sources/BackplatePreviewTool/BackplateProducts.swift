import Foundation

/// Where the already-built Backplate lives: the modules swiftc imports, the shared library
/// the preview program links (`libBackplateDynamic.so`, the `BackplateDynamic` product) and
/// the `BackplateMacros` compiler plugin behind `#Preview`. SwiftPM puts all three in one
/// build folder (`.build/<config>`), next to the `backplate` executable, so by default they
/// are looked up beside it; `BACKPLATE_BUILD_DIR` or `--backplate-build` name another folder.
public struct BackplateProducts: Sendable, Hashable {
    /// The folder holding `Modules/`, the library and the plugin.
    public var buildFolder: String
    /// `-I` folder with `Backplate.swiftmodule` and friends.
    public var modulesFolder: String
    /// The folder holding `libBackplateDynamic.so`.
    public var libraryFolder: String
    /// The `BackplateMacros` plugin executable.
    public var macroPlugin: String
    /// The swift compiler.
    public var swiftc: String
    /// The C module maps and header folders Backplate's modules were compiled with (cairo,
    /// pango...): a client that imports Backplate must find them too. Read from the build
    /// description SwiftPM writes beside the products (`description.json`).
    public var clangFlags: [String] = []

    /// The products in `folder` (default: the running executable's folder, or
    /// `BACKPLATE_BUILD_DIR`); throws a message saying what is missing and how to build it.
    public static func locate(in folder: String? = nil) throws -> BackplateProducts {
        let env = ProcessInfo.processInfo.environment
        // The running executable's real path (also when it was found through PATH or a link).
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? Bundle.main.executablePath ?? CommandLine.arguments[0]
        let executableFolder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent().path
        let base = URL(fileURLWithPath: folder ?? env["BACKPLATE_BUILD_DIR"] ?? executableFolder).standardizedFileURL.path
        let fm = FileManager.default
        let modules = base + "/Modules"
        guard fm.fileExists(atPath: modules + "/Backplate.swiftmodule") else {
            throw PreviewInputError("no Backplate.swiftmodule in \(modules): run `swift build` in the Backplate package (or set BACKPLATE_BUILD_DIR)")
        }
        guard fm.fileExists(atPath: base + "/libBackplateDynamic.so") || fm.fileExists(atPath: base + "/libBackplateDynamic.dylib") else {
            throw PreviewInputError("no libBackplateDynamic in \(base): run `swift build --product BackplateDynamic` in the Backplate package")
        }
        let plugin = ["BackplateMacros-tool", "BackplateMacros"].map { base + "/" + $0 }.first { fm.isExecutableFile(atPath: $0) }
        guard let plugin else {
            throw PreviewInputError("no BackplateMacros plugin in \(base): run `swift build` in the Backplate package")
        }
        return BackplateProducts(buildFolder: base, modulesFolder: modules, libraryFolder: base, macroPlugin: plugin,
                                 swiftc: try findSwiftc(), clangFlags: clangFlags(buildFolder: base))
    }

    /// The `-Xcc -fmodule-map-file=...` and `-I...` arguments of the Backplate module's compile
    /// command in SwiftPM's `description.json`.
    static func clangFlags(buildFolder: String) -> [String] {
        let resolved = URL(fileURLWithPath: buildFolder).resolvingSymlinksInPath().path
        return compileArguments(of: "Backplate", buildFolder: resolved).map(clangFlags(in:)) ?? []
    }

    /// The C flags of a Swift compile command's `arguments`, each once: module maps and header
    /// folders given to clang (`-Xcc -fmodule-map-file=`, `-Xcc -I<folder>`, and `-Xcc -I -Xcc
    /// <folder>` as swift-numerics' are), and absolute `-I/` folders.
    static func clangFlags(in arguments: [String]) -> [String] {
        var flags: [String] = [], seen: Set<[String]> = []
        func add(_ flag: [String]) { if seen.insert(flag).inserted { flags += flag } }
        var index = 0
        while index < arguments.count {
            let argument = arguments[index], next = index + 1 < arguments.count ? arguments[index + 1] : nil
            switch (argument, next) {
            case ("-Xcc", "-I") where index + 3 < arguments.count && arguments[index + 2] == "-Xcc":
                add(["-Xcc", "-I" + arguments[index + 3]])
                index += 3
            case ("-Xcc", let value?):
                if value.hasPrefix("-fmodule-map-file=") || value.hasPrefix("-I") { add(["-Xcc", value]) }
                index += 1
            case (let value, _) where value.hasPrefix("-I/"):
                add([value])
            default:
                break
            }
            index += 1
        }
        return flags
    }

    /// The `otherArguments` of the compile command of the Swift module `target` in the
    /// `description.json` SwiftPM writes into `buildFolder`; nil when there is none.
    static func compileArguments(of target: String, buildFolder: String) -> [String]? {
        guard let data = FileManager.default.contents(atPath: buildFolder + "/description.json"),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let commands = json["swiftCommands"] as? [String: Any],
              let command = commands.first(where: { $0.key.hasPrefix("C.\(target)-") && $0.key.hasSuffix(".module") })?.value as? [String: Any]
        else { return nil }
        return command["otherArguments"] as? [String]
    }

    /// `SWIFTC`, else `swiftc` on `PATH`, else the toolchain's `/opt/swift/usr/bin/swiftc`.
    static func findSwiftc() throws -> String {
        let env = ProcessInfo.processInfo.environment
        if let explicit = env["SWIFTC"], FileManager.default.isExecutableFile(atPath: explicit) { return explicit }
        for dir in (env["PATH"] ?? "").split(separator: ":") {
            let candidate = String(dir) + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        for candidate in ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"] where FileManager.default.isExecutableFile(atPath: candidate) {
            return candidate
        }
        throw PreviewInputError("swiftc not found: put the Swift toolchain on PATH or set SWIFTC")
    }

    /// The `swift` driver beside `swiftc` (SwiftPM's commands).
    var swift: String { (swiftc as NSString).deletingLastPathComponent + "/swift" }

    /// A fingerprint of the built products (sizes and modification times): a rebuilt
    /// Backplate invalidates cached preview programs.
    var fingerprint: String {
        var parts = [swiftc, macroPlugin] + clangFlags
        for file in [modulesFolder + "/Backplate.swiftmodule", libraryFolder + "/libBackplateDynamic.so", macroPlugin] {
            if let attributes = try? FileManager.default.attributesOfItem(atPath: file) {
                parts.append("\(attributes[.size] ?? 0)-\((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)")
            }
        }
        return parts.joined(separator: "|")
    }
}
