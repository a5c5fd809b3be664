import Foundation

/// How previews are drawn: the command-line options of `backplate preview` and `serve`.
public struct PreviewRenderOptions: Sendable, Hashable, Codable {
    /// Pixels per point of the PNGs.
    public var scale: Double = 2
    /// `light`, `dark`, or both; empty: each preview's own scheme, else light and dark.
    public var colorSchemes: [String] = []
    /// The device for previews that name none.
    public var device: String?
    /// The Dynamic Type size (`xSmall`...`accessibility5`).
    public var dynamicTypeSize: String?
    /// `leftToRight` or `rightToLeft`.
    public var layoutDirection: String?
    /// Formats to write: `png`, `svg`, `pdf` (PNG is always written: the page shows it).
    public var formats: [String] = ["png"]
    /// The locale identifier of the canvas environment (`en_US`, `de_DE`...; nil: the default).
    public var locale: String?
    /// The iOS release whose look to draw (`18` or `26`; nil: `BackplateLook.default`).
    public var iOSVersion: Int?

    public init() {}

    var runnerArguments: [String] {
        var a = ["--scale", String(scale)]
        for s in colorSchemes { a += ["--scheme", s] }
        if let device { a += ["--device", device] }
        if let dynamicTypeSize { a += ["--dynamic-type", dynamicTypeSize] }
        if let layoutDirection { a += ["--layout-direction", layoutDirection] }
        if let locale { a += ["--locale", locale] }
        if let iOSVersion { a += ["--ios", String(iOSVersion)] }
        for f in Array(Set(formats + ["png"])).sorted() { a += ["--format", f] }
        return a
    }
}

/// The runner's JSON line for one preview (see `PreviewRunner` in Backplate).
package struct RunnerRecord: Codable, Sendable {
    package struct Image: Codable, Sendable {
        package var scheme: String
        package var files: [String: String]
        package var width: Double
        package var height: Double
        package var scale: Double
    }
    package struct Node: Codable, Sendable {
        package var path: String
        package var label: String
        package var depth: Int
        package var proposal: String
        package var x: Double
        package var y: Double
        package var width: Double
        package var height: Double
    }
    var index: Int
    var name: String
    var origin: String
    var fileID: String?
    var line: Int?
    var typeName: String?
    var providerIndex: Int
    var layout: String
    var device: String?
    var orientation: String
    var dynamicTypeSize: String
    var layoutDirection: String
    var images: [Image]
    var nodes: [Node]
    var error: String?
    var warnings: [String]?
}

/// The preview whose body the program was running while it listed the previews: its key
/// (`Module/File.swift:line` of a `#Preview`, else a provider's type name) and name.
struct CatalogMarker: Codable {
    var key: String
    var name: String?

    /// A record of the preview, for a crash while it was listed.
    func record(index: Int) -> RunnerRecord {
        let parts = key.split(separator: ":")
        let line = parts.count > 1 && key.contains(".swift:") ? parts.last.flatMap { Int($0) } : nil
        let fileID = line == nil ? nil : parts.dropLast().joined(separator: ":")
        let shown = name ?? (fileID.map { "\(($0 as NSString).lastPathComponent):\(line ?? 0)" } ?? key)
        return RunnerRecord(index: index, name: shown, origin: line == nil ? "previewProvider" : "macro", fileID: fileID, line: line,
                            typeName: line == nil ? key : nil, providerIndex: 0, layout: "device", device: nil, orientation: "portrait",
                            dynamicTypeSize: "large", layoutDirection: "leftToRight", images: [], nodes: [], error: nil, warnings: nil)
    }
}

/// One preview as the contact sheet and the live page show it.
public struct PreviewResult: Codable, Sendable {
    /// A stable identifier (module, file and line, or provider and position).
    public var id: String
    public var name: String
    public var module: String
    /// The user's file (absolute path) and the declaration's line.
    public var path: String
    public var line: Int
    /// `macro` or `previewProvider`.
    public var kind: String
    /// Whether it rendered (false: see `errors`).
    public var rendered: Bool
    /// Compiler errors (`file:line:column: error: message`) or the run-time failure.
    public var errors: [String]
    package var images: [RunnerRecord.Image]
    package var nodes: [RunnerRecord.Node]
    public var layout: String
    public var device: String?
    public var orientation: String
    public var dynamicTypeSize: String
    public var layoutDirection: String
    /// Runtime warnings from its render: what it drew less than SwiftUI would.
    public var warnings: [String] = []

    /// The image files written (relative to the output folder), one per scheme and format.
    public var imageFiles: [String] { images.flatMap { $0.files.values }.sorted() }
    /// The PNG of each colour scheme (`light`/`dark` → file) with its size in points.
    public var pngs: [(scheme: String, file: String, width: Double, height: Double)] {
        images.compactMap { i in i.files["png"].map { (i.scheme, $0, i.width, i.height) } }
    }
}

/// Everything one `backplate preview` run produced.
public struct PreviewReport: Codable, Sendable {
    public var results: [PreviewResult] = []
    /// Errors that belong to no preview (a module that did not link...).
    public var otherErrors: [String] = []
    /// The files left out of their module's build because they did not compile, with their
    /// errors (`path` → `path:line:column: error: message`): why a preview that needs them fails.
    public var leftOutFiles: [String: [String]] = [:]
    /// Seconds building (swiftc) and rendering.
    public var buildSeconds: Double = 0
    public var renderSeconds: Double = 0
    /// Whether every preview rendered and nothing else failed.
    public var allRendered: Bool { otherErrors.isEmpty && results.allSatisfy(\.rendered) && !results.isEmpty }
}

/// Builds and renders the previews of some modules into a folder.
public struct PreviewSession: Sendable {
    public var modules: [PreviewModule]
    public var builder: PreviewBuilder
    public var options: PreviewRenderOptions

    public init(modules: [PreviewModule], builder: PreviewBuilder, options: PreviewRenderOptions) {
        self.modules = modules
        self.builder = builder
        self.options = options
    }

    /// Builds every module and renders its previews into `folder` (images, `previews.json`).
    public func run(into folder: String, progress: (String) -> Void = { _ in }) -> PreviewReport {
        var report = PreviewReport()
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let listedBefore = Self.listedImages(in: folder)
        for module in modules {
            let build = builder.build(module, progress: progress)
            report.buildSeconds += build.seconds
            if build.compilerRuns > 0 {
                progress("built \(module.name) in \(String(format: "%.1f", build.seconds)) s (\(build.compilerRuns) compile\(build.compilerRuns == 1 ? "" : "s"))")
            } else if build.cached {
                progress("\(module.name): unchanged, using the cached build")
            }
            let started = Date()
            var records: [RunnerRecord] = []
            var runErrors: [String] = []
            if let program = build.program {
                progress("rendering \(module.name)")
                (records, runErrors) = render(program: program, module: module, scanned: build.scanned, into: folder)
            }
            report.renderSeconds += Date().timeIntervalSince(started)
            report.results += results(module: module, build: build, records: records)
            report.otherErrors += build.otherErrors.map { "\(module.name): \($0)" } + runErrors
            for (file, errors) in build.droppedFiles { report.leftOutFiles[file] = errors.map(\.description) }
        }
        if let data = try? JSONEncoder().encode(report) {
            try? data.write(to: URL(fileURLWithPath: folder + "/previews.json"))
        }
        Self.removeStaleImages(in: folder, listedBefore: listedBefore, writtenNow: Set(report.results.flatMap(\.imageFiles)))
        return report
    }

    /// The image files the `previews.json` already in `folder` lists (an earlier run's).
    static func listedImages(in folder: String) -> Set<String> {
        guard let data = FileManager.default.contents(atPath: folder + "/previews.json"),
              let earlier = try? JSONDecoder().decode(PreviewReport.self, from: data) else { return [] }
        return Set(earlier.results.flatMap(\.imageFiles))
    }

    /// Deletes the images an earlier run wrote into `folder` that this run did not write again
    /// (a preview removed or renamed), so the folder shows this run only. Only plain file names
    /// the earlier `previews.json` listed are touched, never the folder's other files.
    static func removeStaleImages(in folder: String, listedBefore: Set<String>, writtenNow: Set<String>) {
        for file in listedBefore.subtracting(writtenNow) where !file.contains("/") && !file.hasPrefix(".") {
            try? FileManager.default.removeItem(atPath: folder + "/" + file)
        }
    }

    /// The record after `marker` in a line of the program's output. The app's own `print`s are
    /// buffered and the runner's records are not, so a record can follow part of an app's line.
    static func payload(_ marker: String, in line: Substring) -> Substring? {
        guard let range = line.range(of: marker) else { return nil }
        return line[range.upperBound...]
    }

    /// What a crashed preview program's error output says of the crash: the runtime's message
    /// (`Fatal error: Index out of range`) and the crashed thread's first frames, else its
    /// last six lines (a Swift backtrace ends with the list of loaded images, which says nothing).
    static func crashSummary(_ errorOutput: String) -> String {
        let lines = errorOutput.split(separator: "\n", omittingEmptySubsequences: false)
        let messages = lines.filter { line in
            ["Fatal error", "fatal error", "Precondition failed", "Assertion failed", "Program crashed"].contains { line.contains($0) }
        }
        var frames: [Substring] = []
        if let crashed = lines.firstIndex(where: { $0.hasPrefix("Thread") && $0.hasSuffix("crashed:") }) {
            frames = Array(lines[(crashed + 1)...].drop(while: { $0.trimmingCharacters(in: .whitespaces).isEmpty })
                .prefix(while: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }).prefix(6))
        }
        let summary = (messages + frames).map { $0.trimmingCharacters(in: .whitespaces) }
        if summary.isEmpty { return lines.suffix(6).joined(separator: "\n") }
        return summary.joined(separator: "\n")
    }

    /// Runs the program, again after a crash from the preview after the one that crashed (a
    /// crash while the program lists the previews leaves that preview out by its key).
    func render(program: String, module: PreviewModule, scanned: [ScannedFile], into folder: String) -> ([RunnerRecord], [String]) {
        var filters: [String] = []
        if Set(module.previewFiles) != Set(module.files) {
            let shown = Set(module.previewFiles)
            for file in scanned where shown.contains(file.path) {
                filters += ["--file", (file.path as NSString).lastPathComponent]
                for p in file.previews where p.kind == .previewProvider {
                    filters += ["--type", String(p.typeName?.split(separator: ".").last ?? "")]
                }
            }
            if filters.isEmpty { return ([], []) }
        }
        var records: [RunnerRecord] = []
        var errors: [String] = []
        var skip = 0
        var excluded: [String] = []
        let decoder = JSONDecoder()
        // The module's own asset catalogs, after any the user named in BACKPLATE_ASSETS.
        var environment = ProcessInfo.processInfo.environment
        let catalogs = PreviewSources.assetCatalogs(in: module.folders)
        if !catalogs.isEmpty {
            environment["BACKPLATE_ASSETS"] = ([environment["BACKPLATE_ASSETS"]].compactMap { $0 } + catalogs).joined(separator: ":")
        }
        // The app's own font files, after any folders the user named (docs/previews-and-apps.md).
        environment = PreviewAppFonts.adding(PreviewAppFonts.folders(in: module.folders), to: environment)
        // The program ends itself when this process is gone (`PreviewParentWatch`).
        environment["BACKPLATE_PREVIEW_PARENT"] = String(getpid())
        for _ in 0..<200 {
            let exclusions = excluded.flatMap { ["--exclude", $0] }
            let run = ChildProcess.run(program, ["--out", folder, "--skip", String(skip)] + exclusions + options.runnerArguments + filters,
                                       timeout: 300, mergeErrors: false, environment: environment)
            var begun: RunnerRecord?
            var listing: CatalogMarker?
            var done = false
            for line in run.output.split(separator: "\n") {
                if let text = Self.payload("@@backplate-catalog ", in: line), let m = try? decoder.decode(CatalogMarker.self, from: Data(text.utf8)) {
                    listing = m
                } else if let text = Self.payload("@@backplate-begin ", in: line), let r = try? decoder.decode(RunnerRecord.self, from: Data(text.utf8)) {
                    begun = r
                    listing = nil   // the list is complete once rendering begins
                } else if let text = Self.payload("@@backplate-preview ", in: line), let r = try? decoder.decode(RunnerRecord.self, from: Data(text.utf8)) {
                    records.append(r)
                    begun = nil
                } else if line.contains("@@backplate-done") {
                    done = true
                }
            }
            if done || run.status == 2 {
                if run.status == 2 { errors.append("preview program: \(run.errorOutput)") }
                break
            }
            let why = run.timedOut ? "took longer than 300 s and was stopped" : "crashed (status \(run.status))"
            let detail = Self.crashSummary(run.errorOutput)
            if let listing, !excluded.contains(listing.key) {
                // The preview's body crashed while the program listed the previews.
                var crashed = listing.record(index: -1 - excluded.count)
                crashed.error = "the preview \(why)" + (detail.isEmpty ? "" : ":\n" + detail)
                records.append(crashed)
                excluded.append(listing.key)
                continue
            }
            guard var crashed = begun else {
                errors.append("\(module.name): the preview program \(why)\n\(detail)")
                break
            }
            crashed.error = "the preview \(why)" + (detail.isEmpty ? "" : ":\n" + detail)
            records.append(crashed)
            skip = crashed.index + 1
        }
        return (records, errors)
    }

    /// One result per preview declared in the shown files, in file and line order.
    func results(module: PreviewModule, build: PreviewBuild, records: [RunnerRecord]) -> [PreviewResult] {
        var results: [PreviewResult] = []
        let shown = Set(module.previewFiles)
        var used = Set<Int>()
        let buildFailed = build.program == nil
        for file in build.scanned.sorted(by: { $0.path < $1.path }) where shown.contains(file.path) {
            let base = (file.path as NSString).lastPathComponent
            for preview in file.previews {
                let matching: [RunnerRecord]
                switch preview.kind {
                case .macro:
                    matching = records.filter { r in
                        r.origin == "macro" && r.line == preview.line && r.fileID.map { ($0 as NSString).lastPathComponent == base } == true
                    }
                case .previewProvider:
                    let type = preview.typeName?.split(separator: ".").last.map(String.init)
                    matching = records.filter { r in
                        r.origin == "previewProvider" && r.typeName.flatMap { $0.split(separator: ".").last.map(String.init) } == type
                    }
                }
                for r in matching where !used.contains(r.index) {
                    used.insert(r.index)
                    results.append(PreviewResult(
                        id: "\(module.name):\(base):\(preview.line):\(r.providerIndex)", name: r.name, module: module.name,
                        path: file.path, line: preview.line, kind: preview.kind.rawValue, rendered: r.error == nil,
                        errors: r.error.map { [$0] } ?? [], images: r.images, nodes: r.nodes, layout: r.layout, device: r.device,
                        orientation: r.orientation, dynamicTypeSize: r.dynamicTypeSize, layoutDirection: r.layoutDirection,
                        warnings: r.warnings ?? []))
                }
                if matching.isEmpty {
                    var errors: [String] = []
                    if let e = build.droppedPreviews[file.path]?[preview.line] { errors = e.map(\.description) }
                    else if let e = build.droppedFiles[file.path] { errors = e.map(\.description) }
                    else if buildFailed { errors = build.otherErrors.isEmpty ? ["the module did not compile"] : build.otherErrors }
                    else { errors = ["\(base):\(preview.line): the preview was not found in the built program (inside an #if?)"] }
                    let name = preview.name ?? preview.typeName ?? "\(base):\(preview.line)"
                    results.append(PreviewResult(
                        id: "\(module.name):\(base):\(preview.line):0", name: name, module: module.name, path: file.path,
                        line: preview.line, kind: preview.kind.rawValue, rendered: false, errors: errors, images: [], nodes: [],
                        layout: "", device: nil, orientation: "", dynamicTypeSize: "", layoutDirection: "", warnings: []))
                }
            }
        }
        return results
    }
}
