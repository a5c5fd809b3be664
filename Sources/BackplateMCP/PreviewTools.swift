import BackplateCore
import BackplatePreviewTool
import Foundation

/// A tool call's failure with a message for the agent (bad arguments, no such preview,
/// compiler errors).
package struct PreviewToolError: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}

/// How a preview is drawn for a tool call (each `nil` leaves the preview's own trait).
package struct PreviewTraits: Sendable {
    package var device: String?
    /// `light` or `dark` (nil: the preview's own scheme, else light and dark).
    package var colorScheme: String?
    package var dynamicTypeSize: String?
    package var layoutDirection: String?
    package var locale: String?
    package var scale: Double = 2

    package init() {}
}

/// One rendered preview as the tools return it: its PNGs and its laid-out nodes.
package struct RenderedPreview: Sendable {
    package var result: PreviewResult
    /// `(scheme, PNG bytes)` per colour scheme drawn.
    package var pngs: [(scheme: String, data: Data)]
}

/// What `backplate mcp` does, over the same machinery as `backplate preview`: previews are
/// found with swift-syntax and built once with swiftc against the already-built Backplate
/// (cached by a hash of the inputs), then rendered by the built program. Calls run one at a
/// time (they share the build cache).
package final class PreviewTools: Sendable {
    package let builder: PreviewBuilder
    /// Scratch space for renders and `render_view` sources.
    package let workFolder: String
    private let lock = NSLock()

    /// The most bytes of source `render_view` accepts.
    package static let maxSourceBytes = 1 << 20

    package init(builder: PreviewBuilder, workFolder: String) {
        self.builder = builder
        self.workFolder = workFolder
    }

    /// The previews declared in the Swift files under `path`, without building anything.
    package func listPreviews(path: String) throws -> [[String: String]] {
        let modules = try modules(path)
        var list: [[String: String]] = []
        for module in modules {
            let readable = module.previewFiles.compactMap { file in
                (try? String(contentsOfFile: file, encoding: .utf8)).map { PreviewScanRules.Source(path: file, text: $0) }
            }
            for scanned in try PreviewScanner(products: builder.products).scan(readable) {
                let file = scanned.path
                for p in scanned.previews {
                    var item = ["module": module.name, "file": file, "line": String(p.line), "kind": p.kind.rawValue,
                                "name": p.name ?? p.typeName ?? "\((file as NSString).lastPathComponent):\(p.line)"]
                    if !p.traits.isEmpty { item["traits"] = p.traits.joined(separator: ", ") }
                    list.append(item)
                }
            }
        }
        return list
    }

    /// Builds and renders the previews of `path` and returns the one `preview` names (its
    /// name, `file:line`, `line` or index; the only one when `nil`).
    package func renderPreview(path: String, preview: String?, traits: PreviewTraits) throws -> RenderedPreview {
        let modules = try modules(path)
        var options = PreviewRenderOptions()
        guard traits.scale.isFinite, traits.scale > 0, traits.scale <= 8 else { throw PreviewToolError("scale must be more than 0 and at most 8") }
        options.scale = traits.scale
        if let scheme = traits.colorScheme {
            guard ["light", "dark"].contains(scheme) else { throw PreviewToolError("colorScheme must be light or dark") }
            options.colorSchemes = [scheme]
        }
        if let size = traits.dynamicTypeSize {
            let names = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                         "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]
            guard names.contains(size) else { throw PreviewToolError("dynamicTypeSize must be one of \(names.joined(separator: ", "))") }
            options.dynamicTypeSize = size
        }
        if let direction = traits.layoutDirection {
            guard ["leftToRight", "rightToLeft"].contains(direction) else { throw PreviewToolError("layoutDirection must be leftToRight or rightToLeft") }
            options.layoutDirection = direction
        }
        if let locale = traits.locale {
            guard locale.utf8.count <= 64, locale.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "@" || $0 == "=" }) else {
                throw PreviewToolError("locale must be an identifier such as en_US or de_DE")
            }
            options.locale = locale
        }
        options.device = traits.device
        let folder = workFolder + "/render-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report: PreviewReport = lock.withLock {
            PreviewSession(modules: modules, builder: builder, options: options).run(into: folder)
        }
        if report.results.isEmpty {
            let why = report.otherErrors.isEmpty ? "no #Preview or PreviewProvider found in \(path)" : report.otherErrors.joined(separator: "\n")
            throw PreviewToolError(why)
        }
        let result = try select(preview, in: report.results)
        guard result.rendered else {
            throw PreviewToolError("the preview \(result.name) did not render:\n" + result.errors.joined(separator: "\n"))
        }
        var pngs: [(String, Data)] = []
        for png in result.pngs {
            pngs.append((png.scheme, try Data(contentsOf: URL(fileURLWithPath: folder + "/" + png.file))))
        }
        return RenderedPreview(result: result, pngs: pngs)
    }

    /// Renders the previews of a Swift file's text (`import SwiftUI` or `import Backplate`,
    /// with at least one `#Preview`); compiler errors come back with their lines.
    package func renderView(source: String, preview: String?, traits: PreviewTraits) throws -> RenderedPreview {
        guard source.utf8.count <= Self.maxSourceBytes else { throw PreviewToolError("the source is larger than \(Self.maxSourceBytes) bytes") }
        var hash = ContentHash()
        hash.add(bytes: source.utf8)
        let folder = workFolder + "/views/" + hash.hex + "/AgentView"
        let file = folder + "/View.swift"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try source.write(toFile: file, atomically: true, encoding: .utf8)
        if try PreviewScanner(products: builder.products).scan(source: source, path: file).previews.isEmpty {
            throw PreviewToolError("the source declares no #Preview or PreviewProvider: add one, for example #Preview { MyView() }")
        }
        do {
            return try renderPreview(path: file, preview: preview, traits: traits)
        } catch let error as PreviewToolError {
            throw PreviewToolError(error.description.replacingOccurrences(of: file, with: "View.swift"))
        }
    }

    /// The node at `(x, y)` (points, in the preview's canvas) or with the tree path `id`,
    /// and its ancestors from the root: label, frame and proposal of each.
    package func inspect(path: String, preview: String?, x: Double?, y: Double?, id: String?, traits: PreviewTraits) throws -> [String: Any] {
        let rendered = try renderPreview(path: path, preview: preview, traits: traits)
        let nodes = rendered.result.nodes
        let target: RunnerRecord.Node
        if let id {
            guard let node = nodes.first(where: { $0.path == id }) else { throw PreviewToolError("no node with the path \(id) (render_preview lists the paths)") }
            target = node
        } else if let x, let y, x.isFinite, y.isFinite {
            let hits = nodes.enumerated().filter { _, n in x >= n.x && x < n.x + n.width && y >= n.y && y < n.y + n.height }
            // The deepest node there, the last drawn among equals.
            guard let hit = hits.max(by: { ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset) }) else {
                throw PreviewToolError("no view at (\(x), \(y))")
            }
            target = hit.element
        } else {
            throw PreviewToolError("give x and y (points) or id (a node path)")
        }
        let chain = nodes.filter { target.path == $0.path || target.path.hasPrefix($0.path + "/") }.sorted { $0.depth < $1.depth }
        return ["preview": rendered.result.name, "node": Self.json(target), "chain": chain.map(Self.json)]
    }

    /// A node as JSON: path, label, proposal and frame.
    static func json(_ n: RunnerRecord.Node) -> [String: Any] {
        ["path": n.path, "label": n.label, "depth": n.depth, "proposal": n.proposal,
         "frame": ["x": n.x, "y": n.y, "width": n.width, "height": n.height]]
    }

    /// The layout tree and settings of a rendered preview as JSON text.
    static func summary(_ r: RenderedPreview) -> String {
        let result = r.result
        let object: [String: Any] = [
            "name": result.name, "file": result.path, "line": result.line, "layout": result.layout,
            "device": result.device ?? NSNull(), "dynamicTypeSize": result.dynamicTypeSize, "layoutDirection": result.layoutDirection,
            "images": result.images.map { ["scheme": $0.scheme, "width": $0.width, "height": $0.height, "scale": $0.scale] },
            "warnings": result.warnings, "nodes": result.nodes.map(json),
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    private func modules(_ path: String) throws -> [PreviewModule] {
        do {
            return try PreviewSources.modules(for: [URL(fileURLWithPath: path).standardizedFileURL.path])
        } catch {
            throw PreviewToolError("\(error)")
        }
    }

    private func select(_ preview: String?, in results: [PreviewResult]) throws -> PreviewResult {
        guard let preview, !preview.isEmpty else { return results[0] }
        if let r = results.first(where: { $0.name == preview }) { return r }
        if let r = results.first(where: { "\(($0.path as NSString).lastPathComponent):\($0.line)" == preview || String($0.line) == preview }) { return r }
        if let i = Int(preview), results.indices.contains(i) { return results[i] }
        throw PreviewToolError("no preview \(preview); the previews are: " + results.map { "\($0.name) (\(($0.path as NSString).lastPathComponent):\($0.line))" }.joined(separator: ", "))
    }
}
