import Foundation
import Testing
import BackplateTestSupport
import Backplate
@testable import BackplatePreviewTool

/// `PreviewScanner` on the fixture's files: previews found by parsing, with their lines.
@Suite(.tags(.pixels)) struct PreviewScannerTests {
    @Test func findsMacrosWithNamesTraitsAndLines() throws {
        let file = PreviewToolSupport.fixture.appendingPathComponent("Sources/BakeryApp/BakeryPastryRow.swift").path
        let scanned = try PreviewToolSupport.scanner.scan(fileAt: file)
        #expect(scanned.previews.map(\.name) == ["Pastry row", "Badge"])
        #expect(scanned.previews.map(\.line) == [36, 41])
        #expect(scanned.previews.map(\.endLine) == [39, 43])
        #expect(scanned.previews.map(\.traits) == [[".sizeThatFitsLayout"], [".fixedLayout(width: 200, height: 100)"]])
        // The import, and the badge's `SwiftUI.Color.orange` qualifier.
        #expect(scanned.importReplacements.map(\.module) == [PreviewScanRules.moduleStandIns["SwiftUI"], "Backplate"] && scanned.importReplacements[0].module.hasPrefix("Backplate; import CoreData;"))
    }

    @Test func findsProvidersAndSetsMainAside() throws {
        let menu = try PreviewToolSupport.scanner.scan(fileAt: PreviewToolSupport.fixture.appendingPathComponent("Sources/BakeryApp/BakeryMenuView.swift").path)
        #expect(menu.previews.map(\.kind) == [.macro, .previewProvider])
        #expect(menu.previews[1].typeName == "BakeryMenuView_Previews")
        #expect(menu.previews[1].line == 23)

        let appPath = PreviewToolSupport.fixture.appendingPathComponent("Sources/BakeryApp/BakeryApp.swift").path
        let app = try PreviewToolSupport.scanner.scan(fileAt: appPath)
        let source = try String(contentsOfFile: appPath, encoding: .utf8)
        let prepared = try #require(app.preparedSource(source))
        // `@main` blanked, `import SwiftUI` → `import Backplate` with Core Data and what UIKit's
        // headers bring (`UNUserNotificationCenter` with only SwiftUI imported); lines unchanged.
        #expect(!prepared.contains("@main\nstruct") && prepared.contains("     \nstruct BakeryApp"))
        #expect(prepared.hasPrefix("import Backplate; import CoreData; import UserNotifications; import CoreGraphics; import QuartzCore; import CoreText; import ImageIO; import CoreImage\n"))
        #expect(prepared.split(separator: "\n", omittingEmptySubsequences: false).count
                == source.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    @Test func textThatOnlyMentionsPreviewIsNotAPreview() throws {
        let source = """
            // #Preview("in a comment") { Text("no") }
            let text = "#Preview { }"
            struct NotAProvider: View { var body: some View { EmptyView() } }
            """
        #expect(try PreviewToolSupport.scanner.scan(source: source, path: "/x/Y.swift").previews.isEmpty)
    }

    @Test func aScannerThatCannotRunOrAnswerThrows() throws {
        let source = [PreviewScanRules.Source(path: "/x/Y.swift", text: "#Preview { Text(\"a\") }")]
        #expect(throws: (any Error).self) { try PreviewScanner(plugin: "/nonexistent/BackplateMacros-tool").scan(source) }
        // An executable that exits 0 without answering.
        let silent = #expect(throws: PreviewInputError.self) { try PreviewScanner(plugin: "/bin/true").scan(source) }
        #expect(silent?.description.contains("failed with status 0") == true)
        #expect(try PreviewScanner(plugin: "/bin/false").scan([]).isEmpty)
    }

    @Test func compilerMessagesInsideMacroExpansionsMoveToTheUsersLine() {
        let output = """
            /tmp/x/@__swiftmacro_6Bakery33_abc_Preview_fMf_.swift:4:20: error: cannot find 'ovenTemp' in scope
            /work/app/Oven.swift:10:1: note: in expansion of macro 'Preview' here
            /work/app/Oven.swift:3:5: error: missing return
            """
        let d = PreviewBuilder.parseDiagnostics(output, copies: [:], known: ["/work/app/Oven.swift"])
        #expect(d.map(\.description) == ["/work/app/Oven.swift:10:1: error: cannot find 'ovenTemp' in scope",
                                         "/work/app/Oven.swift:3:5: error: missing return"])
    }

    @Test func groupedStyleNotesNameTheUsersFileBehindTheirBranch() {
        // Swift 6's default style: the expansion's buffer is named by the macro, and the note
        // that names the user's file is drawn as a branch ("`- ") in front of its path.
        let output = """
            macro expansion #Preview:12:20: error: property must be declared fileprivate because its type 'Flavour' uses a private type
            `- /cache/src/3/Picker.swift:85:2: note: expanded code originates here
            """
        let d = PreviewBuilder.parseDiagnostics(output, copies: ["/cache/src/3/Picker.swift": "/work/app/Picker.swift"],
                                                known: ["/work/app/Picker.swift"])
        #expect(d.map(\.description) == ["/work/app/Picker.swift:85:2: error: property must be declared fileprivate because its type 'Flavour' uses a private type"])
    }
}

/// `backplate preview` on the fixture package: five files, previews that use sibling views
/// and models, an `@main` app file, one file that does not compile.
@Suite(.serialized, .tags(.pixels)) struct PreviewCommandTests {
    struct Run {
        let status: Int32
        let output: String
        let report: PreviewReport
        let folder: URL
    }

    static func runPreview(_ extra: [String] = []) throws -> Run {
        let out = PreviewToolSupport.temporaryFolder("preview-out")
        let cache = PreviewToolSupport.temporaryFolder("preview-cache")
        let result = ChildProcess.run(PreviewToolSupport.backplate,
                                      ["preview", PreviewToolSupport.fixture.path, "-o", out.path, "--cache-path", cache.path] + extra,
                                      timeout: 900)
        try? FileManager.default.removeItem(at: cache)   // the built program and module cache (~20 MB)
        let data = try Data(contentsOf: out.appendingPathComponent("previews.json"))
        return Run(status: result.status, output: result.output, report: try JSONDecoder().decode(PreviewReport.self, from: data), folder: out)
    }

    func image(_ run: Run, _ file: String) throws -> RenderedImage {
        try #require(RenderedImage(pngData: try Data(contentsOf: run.folder.appendingPathComponent(file))))
    }

    @Test func rendersEveryGoodPreviewWithItsTraitsAndReportsTheBrokenOne() throws {
        let run = try Self.runPreview()
        let byName = Dictionary(run.report.results.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(Set(byName.keys) == ["Pastry row", "Badge", "Menu landscape", "Menu", "Menu dark", "Oven"])
        #expect(run.status == 1)

        // The broken file: its compiler error with file and line; nothing drawn.
        let oven = try #require(byName["Oven"])
        #expect(!oven.rendered)
        #expect(oven.errors.contains { $0.contains("BakeryOven.swift:6:") && $0.contains("ovenTemperature") })
        #expect(run.output.contains("BakeryOven.swift:6:"))
        // It is listed as left out of the build, with its errors, for previews that need it.
        #expect(run.report.leftOutFiles.count == 1)
        let leftOut = try #require(run.report.leftOutFiles.first { $0.key.hasSuffix("/BakeryOven.swift") })
        #expect(leftOut.value.contains { $0.contains(":6:") && $0.contains("ovenTemperature") })
        #expect(run.output.contains("left out") && run.output.contains("BakeryOven.swift, which does not compile"))

        // sizeThatFits: the row's own size (a 260 pt frame plus 16 pt padding each side),
        // light and dark, at 2 pixels per point.
        let row = try #require(byName["Pastry row"])
        #expect(row.rendered && row.layout == "sizeThatFits")
        #expect(row.pngs.map(\.scheme) == ["light", "dark"])
        #expect(row.pngs[0].width == 292)
        let rowImage = try image(run, row.pngs[0].file)
        #expect(rowImage.width == 584)

        // fixedLayout(width: 200, height: 100): a 400 × 200 px canvas, the orange badge in
        // its centre, the system background around it (white, black in dark). The badge is
        // orange once the `Task` its `onAppear` starts has run (grey before), and 120 pt wide
        // once the block it sends to the main queue has run (60 pt before): the preview
        // program's main thread gives the main queue a turn between passes, in the drawing
        // render as in the layout one.
        let badge = try #require(byName["Badge"])
        #expect(badge.layout == "fixed" && badge.pngs.map(\.width) == [200, 200] && badge.pngs.map(\.height) == [100, 100])
        let light = try image(run, badge.pngs[0].file)
        #expect(light.width == 400 && light.height == 200)
        let centre = light.pixel(x: 200, y: 100)
        #expect(centre.red == 255 && (136...146).contains(centre.green) && (35...45).contains(centre.blue))   // iOS 26's systemOrange (255, 141, 40)
        #expect(light.pixel(x: 100, y: 100) == centre, "the badge spans pixels 80 to 320 when 120 pt wide")
        #expect(badge.nodes.contains { $0.width == 120 && $0.height == 60 })
        #expect(light.pixel(x: 10, y: 10) == .init(red: 255, green: 255, blue: 255, alpha: 255))
        let dark = try image(run, badge.pngs[1].file)
        #expect(dark.pixel(x: 10, y: 10) == .init(red: 0, green: 0, blue: 0, alpha: 255))

        // landscapeLeft: the default device (iPhone 15 Pro, 393 × 852) turned sideways.
        let landscape = try #require(byName["Menu landscape"])
        #expect(landscape.orientation == "landscapeLeft" && landscape.pngs.first?.width == 852 && landscape.pngs.first?.height == 393)

        // A PreviewProvider's Group: two previews; the second asks for dark and sizeThatFits.
        let menu = try #require(byName["Menu"])
        #expect(menu.kind == "previewProvider" && menu.layout == "device" && menu.pngs.map(\.width) == [393, 393])
        let menuDark = try #require(byName["Menu dark"])
        #expect(menuDark.pngs.map(\.scheme) == ["dark"] && menuDark.layout == "sizeThatFits")
        // The layout tree came along: the menu's title is a Text node inside the VStack.
        #expect(menu.nodes.contains { $0.label == "Text" && $0.path.contains("VStack") })

        // The contact sheet names every preview with its location.
        let html = try String(contentsOf: run.folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("Pastry row") && html.contains("BakeryPastryRow.swift:36"))
        #expect(html.contains("5 of 6 previews rendered"))
        #expect(html.contains("Left out: BakeryOven.swift"))
    }

    @Test func optionsChangeTheTraits() throws {
        let run = try Self.runPreview(["--color-scheme", "dark", "--device", "iPhone SE (3rd generation)", "--scale", "1",
                                       "--layout-direction", "rightToLeft", "--dynamic-type", "accessibility2", "--format", "png", "svg",
                                       "--ios", "26"])
        let menu = try #require(run.report.results.first { $0.name == "Menu" })
        // Only dark; the SE's 375 × 667 screen; 1 pixel per point; the SVG beside the PNG.
        #expect(menu.pngs.map(\.scheme) == ["dark"])
        #expect(menu.pngs[0].width == 375 && menu.pngs[0].height == 667)
        #expect(menu.device == "iPhone SE (3rd generation)" && menu.layoutDirection == "rightToLeft" && menu.dynamicTypeSize == "accessibility2")
        #expect(try image(run, menu.pngs[0].file).width == 375)
        #expect(menu.imageFiles.contains { $0.hasSuffix(".svg") })
        // `--ios 26`: iOS 26's dark systemOrange (255, 146, 48), not iOS 18's (255, 159, 10).
        let badge = try #require(run.report.results.first { $0.name == "Badge" })
        let centre = try image(run, badge.pngs[0].file).pixel(x: 100, y: 50)
        #expect(centre.red == 255 && (141...151).contains(centre.green) && (43...53).contains(centre.blue), "\(centre)")
    }

    @Test func helpExplainsEachOption() {
        let help = ChildProcess.run(PreviewToolSupport.backplate, ["preview", "--help"], timeout: 60).output
        for option in ["--device", "--scale", "--color-scheme", "--dynamic-type", "--layout-direction", "--ios", "--format", "--output", "--target",
                       "--default-isolation", "--approachable-concurrency", "--enable-upcoming-feature"] {
            #expect(help.contains(option), "no \(option) in --help")
        }
    }
}

/// A folder outside any package: a lone file brings its siblings; a preview that crashes at
/// run time is reported and the previews after it still render; a preview inside `#if DEBUG`
/// renders, with a colour from the folder's own asset catalog (as in Xcode's canvas).
@Suite(.tags(.pixels)) struct PreviewCrashTests {
    @Test func aCrashingPreviewIsReportedAndTheOthersRender() throws {
        let folder = PreviewToolSupport.temporaryFolder("crash").appendingPathComponent("BakeryCrash")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            import SwiftUI

            struct BakeryCrashingView: View {
                var body: some View {
                    let loaves: [Int] = []
                    return Text("Loaf \\(loaves[3])")
                }
            }
            """.write(to: folder.appendingPathComponent("BakeryCrashingView.swift"), atomically: true, encoding: .utf8)
        try """
            import SwiftUI

            #Preview("A crash") { BakeryCrashingView() }

            #Preview("Bread", traits: .fixedLayout(width: 50, height: 30)) { Color.brown }

            #if DEBUG
            #Preview("Crust", traits: .fixedLayout(width: 50, height: 30)) { Color("Crust") }
            #endif
            """.write(to: folder.appendingPathComponent("BakeryCrashPreviews.swift"), atomically: true, encoding: .utf8)
        let crust = folder.appendingPathComponent("Resources/Assets.xcassets/Crust.colorset")
        try FileManager.default.createDirectory(at: crust, withIntermediateDirectories: true)
        try """
            {"colors": [{"idiom": "universal", "color": {"color-space": "srgb",
              "components": {"red": "0.200", "green": "0.400", "blue": "0.600", "alpha": "1.000"}}}]}
            """.write(to: crust.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let out = PreviewToolSupport.temporaryFolder("crash-out")
        let cache = PreviewToolSupport.temporaryFolder("crash-cache")
        defer { for f in [folder.deletingLastPathComponent(), out, cache] { try? FileManager.default.removeItem(at: f) } }
        let run = ChildProcess.run(PreviewToolSupport.backplate,
                                   ["preview", folder.appendingPathComponent("BakeryCrashPreviews.swift").path, "-o", out.path,
                                    "--cache-path", cache.path, "--color-scheme", "light"],
                                   timeout: 900)
        #expect(run.status == 1)
        let report = try JSONDecoder().decode(PreviewReport.self, from: Data(contentsOf: out.appendingPathComponent("previews.json")))
        #expect(report.results.map(\.name) == ["A crash", "Bread", "Crust"])
        #expect(!report.results[0].rendered && report.results[0].errors.contains { $0.contains("crashed") })
        #expect(report.results[1].rendered && report.results[1].pngs.map(\.width) == [50])
        // Xcode builds previews with DEBUG defined and the target's catalog in its bundle:
        // the colour set's sRGB (0.2, 0.4, 0.6) fills the canvas, with no warning.
        let png = try #require(report.results[2].pngs.first)
        let image = try #require(RenderedImage(pngData: try Data(contentsOf: out.appendingPathComponent(png.file))))
        #expect(image.pixel(x: 50, y: 30) == .init(red: 51, green: 102, blue: 153, alpha: 255))
        #expect(report.results[2].warnings.isEmpty, "\(report.results[2].warnings)")
    }
}

/// A second run into the same folder leaves only its own pictures: the images the first run's
/// `previews.json` listed and this run did not write again are deleted, nothing else.
@Suite struct PreviewStaleImagesTests {
    @Test func imagesOfPreviewsNoLongerThereAreRemovedAndNothingElse() throws {
        let folder = PreviewToolSupport.temporaryFolder("stale-images")
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in ["0-Card-light.png", "1-Old-light.png", "notes.txt"] {
            try Data("x".utf8).write(to: folder.appendingPathComponent(file))
        }
        PreviewSession.removeStaleImages(in: folder.path, listedBefore: ["0-Card-light.png", "1-Old-light.png", "../notes.txt", ".."],
                                         writtenNow: ["0-Card-light.png"])
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == ["0-Card-light.png", "notes.txt"])
        #expect(PreviewSession.listedImages(in: folder.path).isEmpty)
    }
}
