import BackplatePreviewTool
import Foundation
import MCP

/// `backplate mcp`: a Model Context Protocol server over stdio whose tools list, render and
/// inspect SwiftUI previews (`list_previews`, `render_preview`, `render_view`, `inspect`).
/// It reads requests from standard input and writes responses to standard output only.
package enum PreviewMCPServer {
    /// The tools and their input schemas.
    static let tools: [Tool] = {
        func string(_ description: String) -> Value { .object(["type": "string", "description": .string(description)]) }
        func number(_ description: String) -> Value { .object(["type": "number", "description": .string(description)]) }
        func schema(_ properties: [String: Value], required: [String]) -> Value {
            .object(["type": "object", "properties": .object(properties), "required": .array(required.map { .string($0) })])
        }
        let traits: [String: Value] = [
            "preview": string("Which preview: its name, File.swift:line, or its line (default: the first)."),
            "device": string("The device of previews that name none, e.g. \"iPhone SE (3rd generation)\" (default iPhone 15 Pro)."),
            "colorScheme": string("light or dark (default: the preview's own, else both)."),
            "dynamicTypeSize": string("xSmall, small, medium, large (default), xLarge, xxLarge, xxxLarge, accessibility1 ... accessibility5."),
            "layoutDirection": string("leftToRight (default) or rightToLeft."),
            "locale": string("A locale identifier such as en_US or de_DE."),
            "scale": number("Pixels per point of the PNG (default 2, at most 8)."),
        ]
        return [
            Tool(name: "list_previews",
                 description: "List the #Preview and PreviewProvider previews in a Swift file, folder or package (parsed, nothing is built).",
                 inputSchema: schema(["path": string("A Swift file, a folder or a package root.")], required: ["path"])),
            Tool(name: "render_preview",
                 description: "Build (cached) and render a SwiftUI preview headlessly as on an iPhone with iOS 26: the PNG, the layout tree as JSON (path, label, proposal and frame of every view) and the runtime warnings.",
                 inputSchema: schema(traits.merging(["path": string("The Swift file (or folder, or package) declaring the preview.")]) { a, _ in a }, required: ["path"])),
            Tool(name: "render_view",
                 description: "Compile and render a Swift file you write (import SwiftUI; declare views and at least one #Preview). Compiler errors come back with their lines in View.swift. The code runs on this machine as the user running the server.",
                 inputSchema: schema(traits.merging(["source": string("The Swift source of the file.")]) { a, _ in a }, required: ["source"])),
            Tool(name: "inspect",
                 description: "The view at a point of a rendered preview (x, y in points) or with a layout-tree path (id): its frame, the proposal it was given and the chain of views and modifiers from the root down to it.",
                 inputSchema: schema(traits.merging([
                     "path": string("The Swift file declaring the preview."),
                     "x": number("Horizontal position in points from the canvas's left edge."),
                     "y": number("Vertical position in points from the canvas's top edge."),
                     "id": string("A node path from render_preview's layout tree, instead of x and y."),
                 ]) { a, _ in a }, required: ["path"])),
        ]
    }()

    /// Serves `tools` over stdio until the client closes the connection.
    package static func run(tools previewTools: PreviewTools, version: String) async throws {
        let server = Server(name: "backplate", version: version,
                            capabilities: .init(tools: .init(listChanged: false)))
        await server.withMethodHandler(ListTools.self) { _ in .init(tools: tools) }
        await server.withMethodHandler(CallTool.self) { params in
            await call(params.name, params.arguments ?? [:], previewTools)
        }
        try await server.start(transport: StdioTransport())
        await server.waitUntilCompleted()
    }

    /// Runs one tool call off Swift's cooperative pool (builds run swiftc for minutes).
    static func call(_ name: String, _ arguments: [String: Value], _ tools: PreviewTools) async -> CallTool.Result {
        await withCheckedContinuation { (continuation: CheckedContinuation<CallTool.Result, Never>) in
            Thread.detachNewThread {
                continuation.resume(returning: callSync(name, arguments, tools))
            }
        }
    }

    static func callSync(_ name: String, _ a: [String: Value], _ tools: PreviewTools) -> CallTool.Result {
        do {
            switch name {
            case "list_previews":
                let list = try tools.listPreviews(path: try required(a, "path"))
                return .init(content: [.text(text: json(list), annotations: nil, _meta: nil)], isError: false)
            case "render_preview":
                let rendered = try tools.renderPreview(path: try required(a, "path"), preview: a["preview"]?.stringValue, traits: traits(a))
                return result(rendered)
            case "render_view":
                let rendered = try tools.renderView(source: try required(a, "source"), preview: a["preview"]?.stringValue, traits: traits(a))
                return result(rendered)
            case "inspect":
                let found = try tools.inspect(path: try required(a, "path"), preview: a["preview"]?.stringValue,
                                              x: number(a["x"]), y: number(a["y"]), id: a["id"]?.stringValue, traits: traits(a))
                return .init(content: [.text(text: json(found), annotations: nil, _meta: nil)], isError: false)
            default:
                return .init(content: [.text(text: "unknown tool \(name)", annotations: nil, _meta: nil)], isError: true)
            }
        } catch {
            return .init(content: [.text(text: "\(error)", annotations: nil, _meta: nil)], isError: true)
        }
    }

    static func result(_ rendered: RenderedPreview) -> CallTool.Result {
        var content: [Tool.Content] = rendered.pngs.map { .image(data: $0.data.base64EncodedString(), mimeType: "image/png", annotations: nil, _meta: nil) }
        content.append(.text(text: PreviewTools.summary(rendered), annotations: nil, _meta: nil))
        return .init(content: content, isError: false)
    }

    static func traits(_ a: [String: Value]) throws -> PreviewTraits {
        var t = PreviewTraits()
        t.device = a["device"]?.stringValue
        t.colorScheme = a["colorScheme"]?.stringValue
        t.dynamicTypeSize = a["dynamicTypeSize"]?.stringValue
        t.layoutDirection = a["layoutDirection"]?.stringValue
        t.locale = a["locale"]?.stringValue
        if let v = a["scale"] {
            guard let s = number(v) else { throw PreviewToolError("scale must be a number") }
            t.scale = s
        }
        return t
    }

    static func number(_ v: Value?) -> Double? {
        v?.doubleValue ?? v?.intValue.map(Double.init) ?? v?.stringValue.flatMap(Double.init)
    }

    static func required(_ a: [String: Value], _ key: String) throws -> String {
        guard let v = a[key]?.stringValue, !v.isEmpty else { throw PreviewToolError("missing argument \(key)") }
        return v
    }

    static func json(_ object: Any) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("null".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
