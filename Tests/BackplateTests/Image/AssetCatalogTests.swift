import Testing
import BackplateTestSupport
import Foundation
import Backplate
@testable import BackplateCore
import BackplateUIKit
import BackplateSnapshotTesting

/// The fixture catalog: colour sets in each Contents.json spelling and image sets with
/// several scales.
let recipeKitCatalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Fixtures/RecipeKit.xcassets")

@Suite(.tags(.pixels)) struct AssetCatalogTests {
    init() throws { try AssetCatalog.register(recipeKitCatalog) }

    func bytes(_ color: Color, _ scheme: ColorScheme, contrast: ColorSchemeContrast = .standard) -> [Int] {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        env.colorSchemeContrast = contrast
        let r = color.resolve(in: env)
        return [r.red, r.green, r.blue, r.opacity].map { (c: Float) -> Int in Int((c * 255).rounded()) }
    }

    @Test func floatComponentsWithLightDarkAndHighContrast() {
        let tint = Color("FloatTint")
        #expect(bytes(tint, .light) == [255, 102, 0, 255])
        #expect(bytes(tint, .dark) == [51, 153, 255, 255])
        #expect(bytes(tint, .light, contrast: .increased) == [153, 0, 0, 255])
        // No dark high-contrast entry: the dark value is used.
        #expect(bytes(tint, .dark, contrast: .increased) == [51, 153, 255, 255])
    }

    /// Asset names match whatever their case, as on iOS: unseen41's HealthVaults asks for
    /// `Image("meat")` from `Meat.symbolset`; the exact name still wins.
    @Test func namesMatchWhateverTheirCase() {
        #expect(bytes(Color("floattint"), .light) == [255, 102, 0, 255])
        #expect(bytes(Color("INTTINT"), .dark) == [30, 144, 255, 255])
        #expect(AssetCatalog.color(named: "NoSuchTint") == nil)
    }

    @Test func integerAndHexComponents() {
        let tint = Color("IntTint")
        #expect(bytes(tint, .light) == [230, 76, 26, 255])
        #expect(bytes(tint, .dark) == [30, 144, 255, 255])
    }

    @Test func displayP3IsConvertedToSRGB() {
        // P3 (0.8, 0.5, 0) through linear light and the P3-to-sRGB matrix: (216.7, 122.9, 0).
        let b = bytes(Color("P3Tint"), .light)
        #expect(abs(b[0] - 217) <= 1 && abs(b[1] - 123) <= 1 && b[2] == 0 && b[3] == 128)
        // Without a dark appearance the light value is used in dark mode.
        #expect(bytes(Color("P3Tint"), .dark) == b)
    }

    @Test func namespacedGroupsAndJSONNumbers() {
        let accent = Color("Brand/Accent")
        #expect(bytes(accent, .light) == [0, 153, 51, 255])
        #expect(bytes(accent, .dark) == [102, 255, 153, 255])
        // The same name without its namespace is not found: clear.
        #expect(bytes(Color("Accent"), .light) == [0, 0, 0, 0])
    }

    /// Xcode's "System Colors" entries name UIKit colours (`"secondarySystemBackgroundColor"`);
    /// each resolves in its entry's appearance, and a lone light entry adapts as its colour does.
    @Test func systemColourReferencesResolveInEachAppearance() {
        // secondarySystemBackground light (242, 242, 247); systemGray2 dark (99, 99, 102).
        #expect(bytes(Color("CardSurface"), .light) == [242, 242, 247, 255])
        #expect(bytes(Color("CardSurface"), .dark) == [99, 99, 102, 255])
        // systemBlue alone: iOS 26's light (0, 136, 255) and dark (0, 145, 255).
        #expect(bytes(Color("LinkTint"), .light) == [0, 136, 255, 255])
        #expect(bytes(Color("LinkTint"), .dark) == [0, 145, 255, 255])
        #expect(AssetCatalog.systemReference("labelColor")?.dark == RGBAColor(255, 255, 255))
        #expect(AssetCatalog.systemReference("systemGroupedBackgroundColor")?.light == RGBAColor(242, 242, 247))
        #expect(AssetCatalog.systemReference("noSuchColor") == nil)
        // A set whose only entry is a macOS colour draws clear, and the warning says why.
        let (color, warnings) = RuntimeWarning.collecting { Color("MacOnlyTint") }
        #expect(bytes(color, .light) == [0, 0, 0, 0])
        #expect(warnings.contains { $0.contains("Color 'MacOnlyTint': its colour set has no iOS colour") }, "\(warnings)")
    }

    @Test func catalogColourRendersPerScheme() throws {
        let swatch = Color("IntTint").frame(width: 4, height: 4)
        let light = ImageRenderer(content: swatch)
        let dark = ImageRenderer(content: swatch)
        dark.environment.colorScheme = .dark
        #expect(try light.render().pixel(x: 2, y: 2) == RenderedImage.Pixel(red: 230, green: 76, blue: 26, alpha: 255))
        #expect(try dark.render().pixel(x: 2, y: 2) == RenderedImage.Pixel(red: 30, green: 144, blue: 255, alpha: 255))
        #expect(UIColor(named: "IntTint") != nil)
        #expect(UIColor(named: "NoSuchColour") == nil)
    }

    @Test func imageSetsUseTheLargestScaleTheirContentsDeclare() throws {
        // 1x (10 px, red) and 2x (20 px, blue) PNGs, a dark-only 3x and a 3x slot without a file.
        let badge = try #require(AssetCatalog.imageFile(named: "RecipeBadge"))
        #expect(badge.url.lastPathComponent == "badge-medium.png" && badge.scale == 2)
        let image = try ImageRenderer(content: Image("RecipeBadge")).render()
        #expect(image.width == 10 && image.height == 10)   // 20 px at 2x = 10 pt
        let hiDPI = ImageRenderer(content: Image("RecipeBadge"))
        hiDPI.scale = 2
        let rendered = try hiDPI.render()
        #expect(rendered.width == 20)
        #expect(rendered.pixel(x: 10, y: 10) == RenderedImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
        // A JPEG whose file name has no @2x: the scale comes from Contents.json (40 x 20 px → 20 x 10 pt).
        let photo = try ImageRenderer(content: Image("RecipePhoto")).render()
        #expect(photo.width == 20 && photo.height == 10)
    }

    @Test func anImageSetsDarkVariantDrawsInDarkMode() throws {
        // RecipeBadge's dark entry is a 30-pixel green square at 3x; the light ones red and blue.
        let dark = ImageRenderer(content: Image("RecipeBadge"))
        dark.scale = 3
        dark.environment.colorScheme = .dark
        let image = try dark.render()
        #expect(image.width == 30)
        #expect(image.pixel(x: 15, y: 15) == RenderedImage.Pixel(red: 0, green: 255, blue: 0, alpha: 255))
        let light = ImageRenderer(content: Image("RecipeBadge"))
        light.scale = 3
        #expect(try light.render().pixel(x: 15, y: 15) == RenderedImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(AssetCatalog.imageFile(named: "RecipeBadge")?.url.lastPathComponent == "badge-medium.png")
    }

    @Test func aTemplateImageSetDrawsInTheForegroundStyle() throws {
        // RecipeGlyph: a black 8 × 8 square in a clear 16-pixel PNG at 2x, rendering intent template.
        let green = Color(red: 0, green: 1, blue: 0)
        let tinted = ImageRenderer(content: Image("RecipeGlyph").foregroundStyle(green))
        tinted.scale = 2
        let image = try tinted.render()
        #expect(image.width == 16)
        #expect(image.pixel(x: 8, y: 8) == RenderedImage.Pixel(red: 0, green: 255, blue: 0, alpha: 255))
        #expect(image.pixel(x: 1, y: 1).alpha == 0)
        // renderingMode(.original) keeps the file's black.
        let original = ImageRenderer(content: Image("RecipeGlyph").renderingMode(.original).foregroundStyle(green))
        original.scale = 2
        #expect(try original.render().pixel(x: 8, y: 8) == RenderedImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test func registeringAFileIsAnError() {
        #expect(throws: AssetCatalog.NotAFolder.self) {
            try AssetCatalog.register(recipeKitCatalog.appendingPathComponent("Contents.json"))
        }
    }
}

@Suite(.backplateLook(.iOS18), .tags(.pixels)) struct UIKitColorTests {
    func bytes(_ color: Color, _ scheme: ColorScheme) -> [Int] {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        let r = color.resolve(in: env)
        return [r.red, r.green, r.blue, r.opacity].map { (c: Float) -> Int in Int((c * 255).rounded()) }
    }

    @Test func systemBackgroundsAndGrays() {
        #expect(bytes(Color(uiColor: .systemBackground), .light) == [255, 255, 255, 255])
        #expect(bytes(Color(uiColor: .systemBackground), .dark) == [0, 0, 0, 255])
        #expect(bytes(Color(uiColor: .secondarySystemBackground), .dark) == [28, 28, 30, 255])
        #expect(bytes(Color(uiColor: .systemGroupedBackground), .light) == [242, 242, 247, 255])
        #expect(bytes(Color(UIColor.systemGray4), .light) == [209, 209, 214, 255])
        #expect(bytes(Color(UIColor.systemGray4), .dark) == [58, 58, 60, 255])
        #expect(bytes(Color(uiColor: .systemGray6), .dark) == [28, 28, 30, 255])
    }

    @Test func labelsSeparatorsAndTints() {
        #expect(bytes(Color(uiColor: .label), .light) == [0, 0, 0, 255])
        #expect(bytes(Color(uiColor: .label), .dark) == [255, 255, 255, 255])
        #expect(bytes(Color(uiColor: .secondaryLabel), .light) == [60, 60, 67, 153])
        #expect(bytes(Color(uiColor: .separator), .dark) == [84, 84, 88, 153])
        #expect(bytes(Color(UIColor.systemBlue), .light) == [0, 122, 255, 255])
        #expect(bytes(Color(UIColor.systemBlue), .dark) == [10, 132, 255, 255])
        #expect(bytes(Color(uiColor: .white), .dark) == [255, 255, 255, 255])
        #expect(bytes(Color(uiColor: .clear), .light) == [0, 0, 0, 0])
    }

    @Test func constructedAndDynamicColours() {
        #expect(bytes(Color(uiColor: UIColor(red: 1, green: 0.4, blue: 0, alpha: 1)), .light) == [255, 102, 0, 255])
        #expect(bytes(Color(uiColor: UIColor(white: 0.2, alpha: 0.5)), .dark) == [51, 51, 51, 128])
        let dynamic = UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(red: 0, green: 0, blue: 1, alpha: 1) : UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        }
        #expect(bytes(Color(uiColor: dynamic), .light) == [255, 0, 0, 255])
        #expect(bytes(Color(uiColor: dynamic), .dark) == [0, 0, 255, 255])
        let resolved = dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(bytes(Color(resolved), .light) == [0, 0, 255, 255])
        #expect(bytes(Color(uiColor: UIColor.systemRed.withAlphaComponent(0.5)), .dark) == [255, 69, 58, 128])
    }
}
