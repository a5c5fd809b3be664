import Foundation
import Testing
import BackplateTestSupport
import Backplate
@testable import BackplatePreviewTool

/// `backplate preview` on Xcode's SwiftData template as a Mac user has it (`import SwiftUI`,
/// `import SwiftData`, the `@main` app with its shared container): the files compile against
/// BackplateDynamic, whose `SwiftData` module `import SwiftData` finds.
@Suite(.serialized, .tags(.pixels)) struct PreviewSwiftDataTests {
    @Test func templatePreviewRendersItsEmptyList() throws {
        let sources = PreviewToolSupport.packageRoot.appendingPathComponent("Tests/SwiftDataAppTests")
        let app = PreviewToolSupport.temporaryFolder("swiftdata").appendingPathComponent("Logbook")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        for file in ["Item.swift", "ContentView.swift", "LogbookApp.swift"] {
            var text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            text = text.replacingOccurrences(of: "import Backplate\n", with: "import SwiftUI\n")
                .replacingOccurrences(of: "\nstruct LogbookApp: App", with: "\n@main\nstruct LogbookApp: App")
            try text.write(to: app.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        let out = PreviewToolSupport.temporaryFolder("swiftdata-out")
        let cache = PreviewToolSupport.temporaryFolder("swiftdata-cache")
        defer {
            try? FileManager.default.removeItem(at: cache)
            try? FileManager.default.removeItem(at: app.deletingLastPathComponent())
            try? FileManager.default.removeItem(at: out)
        }
        let result = ChildProcess.run(PreviewToolSupport.backplate, ["preview", app.path, "-o", out.path, "--cache-path", cache.path],
                                      timeout: 900)
        #expect(result.status == 0, "\(result.output)")
        let report = try JSONDecoder().decode(PreviewReport.self, from: Data(contentsOf: out.appendingPathComponent("previews.json")))
        #expect(report.allRendered && report.results.count == 1, "\(report.results.map(\.errors))")
        let png = try #require(report.results.first?.pngs.first)
        let image = try #require(RenderedImage(pngData: try Data(contentsOf: out.appendingPathComponent(png.file))))
        // The iPhone canvas at 2x (the 44-point bar starts under the 59-point status-bar inset,
        // as on Xcode's canvas); the empty sidebar list shows systemGroupedBackground, and the
        // add button's plus sits on iOS 26's 44-point glass circle at the trailing margin
        // (333...377, centre 355, 81) in the primary colour (iOS 26 bar buttons lose the
        // tint), the glass white beside it; the status-bar band above is the list's grey.
        #expect(image.width == 786)
        #expect(image.pixel(x: 400, y: 800) == .init(red: 242, green: 242, blue: 247, alpha: 255))
        #expect(image.pixel(x: 710, y: 44) == .init(red: 242, green: 242, blue: 247, alpha: 255))
        let plus = image.pixel(x: 710, y: 162)
        #expect(plus.red < 60 && plus.green < 60 && plus.blue < 60, "\(plus)")
        let glass = image.pixel(x: 676, y: 162)
        #expect(glass.red > 240 && glass.green > 240 && glass.blue > 240, "\(glass)")
    }
}
