import Testing
import BackplateTestSupport
import Foundation
import Backplate

// The previews under test: every form of #Preview and a PreviewProvider with several views.
// Each swatch is a fixed-size colour, so the canvas sizes and centre pixels are known.
struct PreviewFixtureSwatch: View {
    var color: Color
    var body: some View { color.frame(width: 40, height: 20) }
}

#Preview {
    PreviewFixtureSwatch(color: .red)
}

#Preview("Fitting swatch", traits: .sizeThatFitsLayout) {
    PreviewFixtureSwatch(color: .blue)
}

#Preview("Fixed swatch", traits: .fixedLayout(width: 100, height: 60)) {
    PreviewFixtureSwatch(color: .green)
}

#Preview("Landscape swatch", traits: .landscapeLeft) {
    PreviewFixtureSwatch(color: .red)
}

#Preview(traits: .sizeThatFitsLayout, .landscapeRight) {
    PreviewFixtureSwatch(color: .blue)
}

#Preview("Dark swatch", traits: .sizeThatFitsLayout) {
    PreviewFixtureSwatch(color: .red)
        .padding(5)
        .preferredColorScheme(.dark)
}

/// A view that asks for the dark scheme in its own body.
struct PreviewFixtureDarkOnboarding: View {
    var body: some View { PreviewFixtureSwatch(color: .red).preferredColorScheme(.dark) }
}

#Preview("Inner dark swatch", traits: .sizeThatFitsLayout) {
    PreviewFixtureDarkOnboarding()
        .padding(5)
}

#Preview("Counter", traits: .sizeThatFitsLayout) {
    @Previewable @State var count = 3
    Color.green.frame(width: CGFloat(count) * 10, height: 10)
}

struct PreviewFixtureSwatch_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            PreviewFixtureSwatch(color: .orange)
                .previewLayout(.sizeThatFits)
                .previewDisplayName("Provider fitting")
            PreviewFixtureSwatch(color: .purple)
                .previewLayout(.fixed(width: 80, height: 50))
            PreviewFixtureSwatch(color: .pink)
                .previewDevice("iPhone SE (3rd generation)")
                .previewInterfaceOrientation(.landscapeLeft)
        }
        .padding(2)
        .preferredColorScheme(.dark)
    }
}

extension EnvironmentValues {
    @Entry var previewFixtureWidth: CGFloat = 12
    @Entry var previewFixtureLabel: String?
}

struct PreviewFixtureEntryReader: View {
    @Environment(\.previewFixtureWidth) private var width
    var body: some View { Color.red.frame(width: width, height: 5) }
}

@MainActor
@Suite(.backplateLook(.iOS18), .tags(.pixels)) struct PreviewCatalogTests {
    let file = "BackplateTests/PreviewTests.swift"

    var macros: [PreviewEntry] { PreviewCatalog.previews(inFile: file) }

    func entry(_ name: String) throws -> PreviewEntry {
        try #require(PreviewCatalog.preview(named: name))
    }

    func pixel(_ image: RenderedImage, _ x: Int, _ y: Int) -> RenderedImage.Pixel { image.pixel(x: x, y: y) }
    let white = RenderedImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255)
    let black = RenderedImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255)

    @Test func everyMacroInTheFileIsFoundInSourceOrder() throws {
        let found = macros
        #expect(found.count == 8)
        #expect(found.allSatisfy { $0.origin == .macro && $0.moduleName == "BackplateTests" })
        let lines = found.compactMap(\.line)
        #expect(lines == lines.sorted())
        #expect(found.map { $0.settings.displayName } == [nil, "Fitting swatch", "Fixed swatch", "Landscape swatch", nil, "Dark swatch", "Inner dark swatch", "Counter"])
        // An unnamed preview is called by its file and line, as Xcode labels it.
        #expect(found[0].displayName == "PreviewTests.swift:\(found[0].line ?? -1)")
        #expect(found[0].line == 13)
        #expect(try entry("Fixed swatch").line == 21)
    }

    @Test func deviceLayoutIsTheDeviceScreenWithTheViewCentred() throws {
        let preview = macros[0]
        #expect(preview.settings.layout == nil)
        let image = try preview.render(scale: 1)
        #expect(image.width == 393 && image.height == 852)
        // Centred in the safe area (59 above, 34 below, as Xcode's canvas reserves): 428.5...448.5.
        #expect(pixel(image, 196, 430) == RenderedImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255))
        #expect(pixel(image, 196, 447) == RenderedImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255))
        #expect(pixel(image, 196, 426) == white && pixel(image, 196, 450) == white)
        #expect(pixel(image, 5, 5) == white)
    }

    @Test func sizeThatFitsIsTheViewsOwnSize() throws {
        let image = try entry("Fitting swatch").render(scale: 2)
        #expect(image.width == 80 && image.height == 40)
        #expect(pixel(image, 40, 20) == RenderedImage.Pixel(red: 0, green: 122, blue: 255, alpha: 255))
    }

    @Test func fixedLayoutIsExactlyThatSize() throws {
        let preview = try entry("Fixed swatch")
        #expect(preview.canvasSize == CGSize(width: 100, height: 60))
        let image = try preview.render(scale: 1)
        #expect(image.width == 100 && image.height == 60)
        #expect(pixel(image, 50, 30) == RenderedImage.Pixel(red: 52, green: 199, blue: 89, alpha: 255))
        #expect(pixel(image, 2, 2) == white)
    }

    @Test func landscapeSwapsTheDeviceWidthAndHeight() throws {
        let preview = try entry("Landscape swatch")
        #expect(preview.settings.orientation == .landscapeLeft)
        let image = try preview.render(scale: 1)
        #expect(image.width == 852 && image.height == 393)
        // Centred in landscape's safe area (59 on both sides, 21 below): rows 176...196.
        #expect(pixel(image, 426, 178) == RenderedImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255))
        #expect(pixel(image, 426, 194) == RenderedImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255))
        #expect(pixel(image, 426, 198) == white)
        // Several traits: size that fits wins the canvas, the orientation is kept.
        let both = macros[4]
        #expect(both.settings.layout == .sizeThatFits && both.settings.orientation == .landscapeRight)
        let fitted = try both.render(scale: 1)
        #expect(fitted.width == 40 && fitted.height == 20)
    }

    @Test func deviceSafeAreasAreTheSimulators() {
        func insets(_ name: String?, landscape: Bool = false) -> [CGFloat] {
            let e = PreviewDevice.safeAreaInsets(of: name.map(PreviewDevice.init(rawValue:)), landscape: landscape)
            return [e.top, e.leading, e.bottom, e.trailing]
        }
        #expect(insets(nil) == [59, 0, 34, 0] && insets(nil, landscape: true) == [0, 59, 21, 59])
        #expect(insets("iPhone SE (3rd generation)") == [20, 0, 0, 0] && insets("iPhone SE (3rd generation)", landscape: true) == [0, 0, 0, 0])
        #expect(insets("iPhone 13 mini") == [50, 0, 34, 0] && insets("iPhone 14") == [47, 0, 34, 0])
        #expect(insets("iPhone 16 Pro") == [62, 0, 34, 0] && insets("iPhone 16 Pro", landscape: true) == [0, 62, 21, 62])
        #expect(insets("iPad Pro (11-inch)", landscape: true) == [24, 0, 20, 0])
        #expect(insets("Apple Watch") == [59, 0, 34, 0])
    }

    @Test func preferredColorSchemeDarkensTheCanvas() throws {
        let preview = try entry("Dark swatch")
        #expect(preview.settings.colorScheme == .dark)
        let image = try preview.render(scale: 1)
        #expect(image.width == 50 && image.height == 30)
        #expect(pixel(image, 1, 1) == black)                  // the padding shows the dark background
        #expect(pixel(image, 25, 15) == RenderedImage.Pixel(red: 255, green: 69, blue: 58, alpha: 255))   // dark-mode red
        // An explicit scheme wins over the preview's own.
        #expect(pixel(try preview.render(colorScheme: .light, scale: 1), 1, 1) == white)
    }

    @Test func aPreferenceStatedInsideTheViewDarkensTheWholeCanvas() throws {
        // unseen47's onboarding states `.preferredColorScheme(.dark)` in its own body: the
        // canvas, background included, is dark in both of the canvas's variants; a scheme asked
        // for explicitly wins; a plain render darkens the subtree only.
        let preview = try entry("Inner dark swatch")
        #expect(preview.settings.colorScheme == nil && preview.defaultColorSchemes == [.light, .dark])
        for scheme in [ColorScheme.light, .dark] {
            let canvas = preview.renderer(colorScheme: scheme, scale: 1)
            canvas.honorsPreferredColorScheme = true   // as `backplate preview` draws its default variants
            let image = try canvas.render()
            #expect(pixel(image, 1, 1) == black, "\(scheme)")
            #expect(pixel(image, 25, 15) == RenderedImage.Pixel(red: 255, green: 69, blue: 58, alpha: 255), "\(scheme)")
        }
        #expect(pixel(try preview.render(scale: 1), 1, 1) == black)
        #expect(pixel(try preview.render(colorScheme: .light, scale: 1), 1, 1) == white)
        let plain = ImageRenderer(content: PreviewFixtureDarkOnboarding().padding(5))
        plain.isOpaque = true
        let image = try plain.render()
        #expect(pixel(image, 1, 1) == white && pixel(image, 25, 15) == RenderedImage.Pixel(red: 255, green: 69, blue: 58, alpha: 255))
    }

    @Test func previewableStateBecomesTheViewsState() throws {
        let image = try entry("Counter").render(scale: 1)
        #expect(image.width == 30 && image.height == 10)
    }

    @Test func providerViewsAreSeparatePreviewsWithTheirOwnTraits() throws {
        let provided = PreviewCatalog.previews.filter { $0.typeName == "PreviewFixtureSwatch_Previews" }
        #expect(provided.count == 3)
        #expect(provided.map(\.index) == [0, 1, 2])
        #expect(provided.allSatisfy { $0.origin == .previewProvider && $0.moduleName == "BackplateTests" && $0.fileID == nil })
        #expect(provided.map(\.displayName) == ["Provider fitting", "PreviewFixtureSwatch_Previews #2", "PreviewFixtureSwatch_Previews #3"])
        // Modifiers on the Group apply to each view: 2 pt padding, dark scheme.
        #expect(provided.allSatisfy { $0.settings.colorScheme == .dark })
        let fitting = try provided[0].render(scale: 1)
        #expect(fitting.width == 44 && fitting.height == 24)
        #expect(pixel(fitting, 0, 0) == black)
        #expect(pixel(fitting, 22, 12) == RenderedImage.Pixel(red: 255, green: 159, blue: 10, alpha: 255))  // dark orange
        let fixed = try provided[1].render(scale: 1)
        #expect(fixed.width == 80 && fixed.height == 50)
        let se = try provided[2].render(scale: 1)
        #expect(provided[2].settings.device?.rawValue == "iPhone SE (3rd generation)")
        #expect(se.width == 667 && se.height == 375)
        // Found by type name for a file's command.
        #expect(PreviewCatalog.previews(inFile: file, providerTypeNames: ["PreviewFixtureSwatch_Previews"]).count == 11)
    }

    @Test func entryMacroDeclaresAnEnvironmentValue() throws {
        var env = EnvironmentValues()
        #expect(env.previewFixtureWidth == 12)
        #expect(env.previewFixtureLabel == nil)
        env.previewFixtureWidth = 30
        env.previewFixtureLabel = "x"
        #expect(env.previewFixtureWidth == 30 && env.previewFixtureLabel == "x")
        let renderer = ImageRenderer(content: PreviewFixtureEntryReader().environment(\.previewFixtureWidth, 25))
        #expect(try renderer.render().width == 25)
        #expect(try ImageRenderer(content: PreviewFixtureEntryReader()).render().width == 12)
    }
}

// Imported last: the tests above check the #Preview macros' line numbers in this file.
import BackplateSnapshotTesting
