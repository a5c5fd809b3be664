import Backplate
import Foundation
import MCP
import Testing
import BackplateTestSupport
#if canImport(Glibc)
import Glibc
#endif
import SystemPackage

/// `backplate mcp` run as agents run it: a child process spoken to by the SDK's client over
/// its stdin and stdout.
@Suite(.serialized, .tags(.pixels)) struct MCPServerTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let tile = packageRoot.appendingPathComponent("Tests/MCPTests/Fixtures/Tiles/Tile.swift").path

    /// The `backplate` executable SwiftPM built beside the test bundle.
    static var backplate: String {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("backplate").path
        if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        let bundle = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("backplate").path
        if FileManager.default.isExecutableFile(atPath: bundle) { return bundle }
        return packageRoot.appendingPathComponent(".build/debug/backplate").path
    }

    /// Starts `backplate mcp` and connects a client to it.
    static func connect() async throws -> (Client, Process) {
        let cache = NSTemporaryDirectory() + "backplate-mcp-test-cache"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: backplate)
        process.arguments = ["mcp", "--cache-path", cache]
        let toServer = Pipe(), fromServer = Pipe()
        process.standardInput = toServer
        process.standardOutput = fromServer
        process.standardError = FileHandle.nullDevice
        try process.run()
        let transport = StdioTransport(input: FileDescriptor(rawValue: fromServer.fileHandleForReading.fileDescriptor),
                                       output: FileDescriptor(rawValue: toServer.fileHandleForWriting.fileDescriptor))
        let client = Client(name: "backplate-tests", version: "1.0")
        _ = try await client.connect(transport: transport)
        return (client, process)
    }

    static func text(_ content: [Tool.Content]) -> String {
        content.compactMap { if case .text(let t, _, _) = $0 { return t } else { return nil } }.joined(separator: "\n")
    }

    static func images(_ content: [Tool.Content]) -> [RenderedImage] {
        content.compactMap {
            guard case .image(let data, let type, _, _) = $0, type == "image/png", let bytes = Data(base64Encoded: data) else { return nil }
            return RenderedImage(pngData: bytes)
        }
    }

    @Test func listsRendersAndInspectsPreviewsOverStdio() async throws {
        let (client, process) = try await Self.connect()
        defer { process.terminate() }
        let (tools, _) = try await client.listTools()
        #expect(tools.map { $0.name }.sorted() == ["inspect", "list_previews", "render_preview", "render_view"])

        let (listed, listError) = try await client.callTool(name: "list_previews", arguments: ["path": .string(Self.tile)])
        #expect(listError != true)
        let list = try JSONSerialization.jsonObject(with: Data(Self.text(listed).utf8)) as? [[String: String]]
        #expect(list?.map { $0["name"] } == ["Tile", "Wide"])
        #expect(list?.map { $0["line"] } == ["13", "17"])
        #expect(list?.first?["traits"] == ".sizeThatFitsLayout")

        let (rendered, renderError) = try await client.callTool(name: "render_preview", arguments: [
            "path": .string(Self.tile), "preview": "Tile", "colorScheme": "dark", "scale": 2,
        ])
        #expect(renderError != true, "\(Self.text(rendered))")
        let images = Self.images(rendered)
        try #require(images.count == 1)
        // 100 × (50 + 30 + 2 × 10) points at scale 2; the empty image adds no height.
        #expect(images[0].width == 200 && images[0].height == 200)
        // iOS 26's dark red (255, 66, 69) and dark blue (0, 145, 255) (HIG, June 2025), the
        // default look's.
        let red = images[0].pixel(x: 20, y: 20), blue = images[0].pixel(x: 100, y: 140)
        #expect((red.red, red.green, red.blue) == (255, 66, 69))
        #expect((blue.red, blue.green, blue.blue) == (0, 145, 255))
        let summary = try #require(JSONSerialization.jsonObject(with: Data(Self.text(rendered).utf8)) as? [String: Any])
        #expect(summary["name"] as? String == "Tile")
        let warnings = summary["warnings"] as? [String] ?? []
        #expect(warnings.contains { $0.contains("No image named 'missing-asset'") }, "\(warnings)")
        let nodes = summary["nodes"] as? [[String: Any]] ?? []
        #expect(nodes.contains { ($0["frame"] as? [String: Double]) == ["x": 20, "y": 60, "width": 60, "height": 30] })

        let (found, inspectError) = try await client.callTool(name: "inspect", arguments: [
            "path": .string(Self.tile), "preview": "Tile", "colorScheme": "light", "x": 50, "y": 70,
        ])
        #expect(inspectError != true, "\(Self.text(found))")
        let inspected = try #require(JSONSerialization.jsonObject(with: Data(Self.text(found).utf8)) as? [String: Any])
        let node = try #require(inspected["node"] as? [String: Any])
        #expect(node["frame"] as? [String: Double] == ["x": 20, "y": 60, "width": 60, "height": 30])
        let chain = inspected["chain"] as? [[String: Any]] ?? []
        #expect(chain.first?["depth"] as? Int == 0)
        #expect(chain.last?["path"] as? String == node["path"] as? String)
        #expect(chain.contains { $0["label"] as? String == "padding" })
        // The same node by its path.
        let (byID, _) = try await client.callTool(name: "inspect", arguments: [
            "path": .string(Self.tile), "preview": "Tile", "colorScheme": "light", "id": .string(node["path"] as? String ?? ""),
        ])
        #expect(Self.text(byID).contains("\"width\":60"))

        let (missing, missingError) = try await client.callTool(name: "render_preview", arguments: ["path": .string(Self.tile), "preview": "Nope"])
        #expect(missingError == true)
        #expect(Self.text(missing).contains("no preview Nope; the previews are: Tile (Tile.swift:13), Wide (Tile.swift:17)"))
        await client.disconnect()
    }

    @Test func renderViewCompilesTheSourceAndReportsErrorsWithLines() async throws {
        let (client, process) = try await Self.connect()
        defer { process.terminate() }
        let good = """
            import SwiftUI

            #Preview(traits: .fixedLayout(width: 40, height: 30)) {
                Color.orange
            }
            """
        let (rendered, error) = try await client.callTool(name: "render_view", arguments: ["source": .string(good), "colorScheme": "light", "scale": 1])
        #expect(error != true, "\(Self.text(rendered))")
        let image = try #require(Self.images(rendered).first)
        #expect(image.width == 40 && image.height == 30)
        let p = image.pixel(x: 20, y: 15)
        #expect((p.red, p.green, p.blue) == (255, 141, 40))   // iOS 26's orange, the default look's

        let bad = """
            import SwiftUI

            struct Broken: View {
                var body: some View {
                    Text(undefinedName)
                }
            }

            #Preview { Broken() }
            """
        let (failed, failedError) = try await client.callTool(name: "render_view", arguments: ["source": .string(bad)])
        #expect(failedError == true)
        let message = Self.text(failed)
        #expect(message.contains("View.swift:5:"), "\(message)")
        #expect(message.contains("undefinedName"))
        #expect(!message.contains(NSTemporaryDirectory()))

        let (none, noneError) = try await client.callTool(name: "render_view", arguments: ["source": "import SwiftUI\nlet x = 1\n"])
        #expect(noneError == true)
        #expect(Self.text(none).contains("declares no #Preview"))
        await client.disconnect()
    }
}
