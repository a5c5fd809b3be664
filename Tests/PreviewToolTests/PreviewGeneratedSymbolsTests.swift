import Backplate
import BackplateTestSupport
import Foundation
import Testing
@testable import BackplatePreviewTool

/// `backplate preview` on a folder with an asset catalog and a String Catalog and no
/// hand-written symbols: `Color.habitTeal`, `.foregroundStyle(.habitTeal)`, `Image(.streakFlame)`
/// and `Text(.welcomeTitle)` compile as Xcode's generated symbols make them, and draw the
/// catalogs' colours (light and dark), image and source-language string.
@Suite(.tags(.pixels)) struct PreviewGeneratedSymbolsTests {
    static let view = """
        import SwiftUI
        import UIKit

        // Sample data made while the previews are listed, before anything renders (RecipeApp's).
        #Preview("Flame data", traits: .fixedLayout(width: 20, height: 20)) {
            let data = UIImage(resource: .streakFlame).pngData()
            data.flatMap(UIImage.init(data:)).map { Image(uiImage: $0).resizable() }
        }

        struct HabitHeader: View {
            var body: some View {
                VStack(spacing: 0) {
                    Color.habitTeal.frame(width: 60, height: 20)
                    Rectangle().foregroundStyle(.habitTeal).frame(width: 60, height: 20)
                    Image(.streakFlame).resizable().frame(width: 60, height: 20)
                }
            }
        }

        #Preview("Header", traits: .fixedLayout(width: 60, height: 60)) {
            HabitHeader()
        }

        #Preview("Welcome symbol", traits: .fixedLayout(width: 200, height: 40)) {
            Text(.welcomeTitle).font(.title3)
        }

        #Preview("Welcome literal", traits: .fixedLayout(width: 200, height: 40)) {
            Text(verbatim: "Welcome back").font(.title3)
        }

        #Preview("Welcome key", traits: .fixedLayout(width: 200, height: 40)) {
            Text(verbatim: "welcome.title").font(.title3)
        }

        #Preview("Streak", traits: .fixedLayout(width: 200, height: 40)) {
            Text(.streakDays(1)).font(.title3)
        }

        #Preview("Streak literal", traits: .fixedLayout(width: 200, height: 40)) {
            Text(verbatim: "1 day").font(.title3)
        }
        """

    static let strings = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "welcome.title": {"extractionState": "manual", "comment": "The header's greeting",
            "localizations": {"en": {"stringUnit": {"state": "translated", "value": "Welcome back"}}}},
          "streak.days %lld": {"extractionState": "manual", "localizations": {"en": {"variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "%lld day"}},
            "other": {"stringUnit": {"state": "translated", "value": "%lld days"}}}}}}}}}
        """

    /// The folder: the view, `Assets.xcassets` (a teal with a dark appearance, a green PNG) and
    /// `Localizable.xcstrings`.
    static func makeFolder() throws -> URL {
        let folder = PreviewToolSupport.temporaryFolder("symbols").appendingPathComponent("HabitHeader")
        let assets = folder.appendingPathComponent("Resources/Assets.xcassets")
        let teal = assets.appendingPathComponent("HabitTealColor.colorset")
        let flame = assets.appendingPathComponent("Streak Flame.imageset")
        for f in [teal, flame] { try FileManager.default.createDirectory(at: f, withIntermediateDirectories: true) }
        try view.write(to: folder.appendingPathComponent("HabitHeader.swift"), atomically: true, encoding: .utf8)
        try Data(strings.utf8).write(to: folder.appendingPathComponent("Resources/Localizable.xcstrings"))
        try Data("""
            {"colors": [
              {"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0.200", "green": "0.400", "blue": "0.600", "alpha": "1.000"}}},
              {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"color-space": "srgb", "components": {"red": "0.800", "green": "0.600", "blue": "0.400", "alpha": "1.000"}}}]}
            """.utf8).write(to: teal.appendingPathComponent("Contents.json"))
        try Data("""
            {"images": [{"idiom": "universal", "filename": "flame.png", "scale": "1x"}]}
            """.utf8).write(to: flame.appendingPathComponent("Contents.json"))
        let green = ImageRenderer(content: Color(red: 0, green: 0.8, blue: 0).frame(width: 6, height: 2))
        try green.pngData().write(to: flame.appendingPathComponent("flame.png"))
        return folder
    }

    @Test func catalogSymbolsCompileAndDrawTheCatalogsValues() throws {
        let folder = try Self.makeFolder()
        let out = PreviewToolSupport.temporaryFolder("symbols-out")
        let cache = PreviewToolSupport.temporaryFolder("symbols-cache")
        defer { for f in [folder.deletingLastPathComponent(), out, cache] { try? FileManager.default.removeItem(at: f) } }
        let run = ChildProcess.run(PreviewToolSupport.backplate,
                                   ["preview", folder.appendingPathComponent("HabitHeader.swift").path, "-o", out.path,
                                    "--cache-path", cache.path, "--scale", "1"], timeout: 900)
        #expect(run.status == 0, "\(run.output)")
        let report = try JSONDecoder().decode(PreviewReport.self, from: Data(contentsOf: out.appendingPathComponent("previews.json")))
        let byName = Dictionary(report.results.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        func image(_ name: String, _ scheme: String) throws -> RenderedImage {
            let png = try #require(byName[name]?.pngs.first { $0.scheme == scheme })
            return try #require(RenderedImage(pngData: try Data(contentsOf: out.appendingPathComponent(png.file))))
        }

        // "HabitTealColor" is `habitTeal` (the last word Color dropped): sRGB (0.2, 0.4, 0.6)
        // light, (0.8, 0.6, 0.4) dark, as a `Color` and as a `ShapeStyle`.
        let light = try image("Header", "light"), dark = try image("Header", "dark")
        for y in [10, 30] {
            #expect(light.pixel(x: 30, y: y) == .init(red: 51, green: 102, blue: 153, alpha: 255))
            #expect(dark.pixel(x: 30, y: y) == .init(red: 204, green: 153, blue: 102, alpha: 255))
        }
        // "Streak Flame" is `ImageResource.streakFlame`: the set's green PNG, in both schemes.
        for image in [light, dark] {
            let flame = image.pixel(x: 30, y: 50)
            #expect(flame.red <= 2 && (202...206).contains(flame.green) && flame.blue <= 2)
        }
        #expect(byName["Header"]?.warnings.isEmpty == true, "\(byName["Header"]?.warnings ?? [])")
        // The set's PNG decoded through `UIImage(resource:)` while the previews were listed.
        let data = try image("Flame data", "light").pixel(x: 10, y: 10)
        #expect(data.red <= 2 && (202...206).contains(data.green) && data.blue <= 2, "\(data)")

        // `Text(.welcomeTitle)` draws the source language's value, pixel for pixel the literal
        // "Welcome back" and not the key; `.streakDays(1)` picks the plural's "one" form.
        for scheme in ["light", "dark"] {
            let symbol = try image("Welcome symbol", scheme)
            #expect(samePixels(symbol.rgba, try image("Welcome literal", scheme).rgba))
            #expect(!samePixels(symbol.rgba, try image("Welcome key", scheme).rgba))
            #expect(samePixels(try image("Streak", scheme).rgba, try image("Streak literal", scheme).rgba))
        }
    }

    @Test func theModulesOwnSymbolsAreNotGeneratedAgain() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let handWritten = "import SwiftUI\n\nextension ColorResource {\n    static let habitTeal = ColorResource(name: \"HabitTealColor\", bundle: .main)\n}\n"
        let module = try #require(PreviewSources.modules(for: [folder.path]).first)
        let source = try #require(PreviewGeneratedSymbols.source(for: module, sources: [handWritten]))
        #expect(!source.contains("static let habitTeal"))
        #expect(source.contains("static var habitTeal: Color { Color(ColorResource.habitTeal) }"))
        #expect(source.contains("static let streakFlame = ImageResource(name: \"Streak Flame\""))
        #expect(source.contains("static var welcomeTitle: LocalizedStringResource"))
        #expect(PreviewSources.stringCatalogs(in: module.folders).map { ($0 as NSString).lastPathComponent } == ["Localizable.xcstrings"])
    }

    /// A package target's files that read `Bundle.module` get SwiftPM's accessor, pointing at the
    /// program's own bundle where resources are copied; files that declare one keep theirs.
    @Test func bundleModuleIsGeneratedOnlyWhereFilesUseItAndDeclareNone() throws {
        let reader = "let url = Bundle.module.url(forResource: \"Secrets\", withExtension: \"plist\")"
        let accessor = try #require(PreviewGeneratedSymbols.bundleModuleAccessor(sources: ["import SwiftUI", reader]))
        #expect(accessor.contains("extension Foundation.Bundle {\n    static let module: Bundle = .main\n}"))
        #expect(PreviewGeneratedSymbols.bundleModuleAccessor(sources: ["let url = Bundle.main.bundleURL"]) == nil)
        let ownAccessor = "extension Foundation.Bundle {\n    static var module: Bundle { .main }\n}"
        #expect(PreviewGeneratedSymbols.bundleModuleAccessor(sources: [reader, ownAccessor]) == nil)
    }
}
