import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import BackplateCairo
import BackplateUIKit
import Synchronization

/// Custom symbols from asset catalogs' symbol sets, laid out and drawn as iOS draws them: the
/// template's cap height (Baseline − Capline guides) scaled to the font's, the width between
/// the variant's margin guides, the Baseline guide on the text baseline, a template tinted by
/// the foreground style. Fixtures (RecipeKit.xcassets): `RecipeTimer` draws a 70-unit rounded
/// square and a 20-unit dot at SF Symbols' template positions in Regular-S, Regular-M, Bold-M
/// and Regular-L; `RecipeDot` has only Regular-M; `RecipeBroken` is a truncated SVG and
/// `RecipeMissing` names a file that is not there.
@Suite(.tags(.layout, .pixels)) struct CustomSymbolTests {
    init() throws { try AssetCatalog.register(recipeKitCatalog) }

    /// SF Pro's cap height (1443 / 2048 em) and the template's at 100 pt (1126 − 1055.54).
    static let capHeight = 1443.0 / 2048, templateCap = 1126 - 1055.54
    /// `circle.fill`'s diameter per point at each scale (regular weight), which relates the
    /// scales: a variant drawn for another scale grows by their ratio.
    static let circle: [Image.Scale: Double] = [.small: 0.7886, .medium: 0.9961, .large: 1.272]

    /// A frame by the rule (docs/text-fonts-images.md, "Custom symbols"): the glyph scaled by
    /// the font's cap height over the template's; the advance between the margin guides; the ink
    /// plus SF Symbols' 0.0591-circle margins above and below (× 1.5 at large scale); the
    /// frame centred on the ink; all rounded to 3x pixels.
    func expected(advance: Double, inkHeight: Double, inkCentre: Double, size: Double, scale: Image.Scale = .medium,
                  from variantScale: Image.Scale = .medium, circle weighted: Double? = nil) -> (width: Double, height: Double, baseline: Double) {
        let k = size * Self.capHeight / Self.templateCap * Self.circle[scale]! / Self.circle[variantScale]!
        let margin = (weighted ?? Self.circle[scale]!) * size * 0.0591 * (scale == .large ? 1.5 : 1)
        func px(_ v: Double) -> Double { (v * 3).rounded() / 3 }
        let height = px(inkHeight * k + 2 * margin)
        return (px(advance * k), height, height / 2 - inkCentre * k)
    }

    func layout<V: View>(_ view: V) -> LayoutTree {
        let renderer = ImageRenderer(content: view)
        renderer.scale = 3
        return renderer.layout()
    }

    func check(_ size: CGSize, _ e: (width: Double, height: Double, baseline: Double), _ label: String) {
        #expect(abs(size.width - e.width) < 0.001 && abs(size.height - e.height) < 0.001, "\(label): \(size) vs \(e.width) × \(e.height)")
    }

    @Test func bodyFrameComesFromTheGuides() {
        // Regular-M: margins 1390...1505 (115 units), ink 70 high, its centre 35 above the baseline.
        let e = expected(advance: 115, inkHeight: 70, inkCentre: 35, size: 17)
        check(layout(Image("RecipeTimer")).size, e, "body")
        #expect(abs(e.width - 59.0 / 3) < 0.001 && abs(e.height - 14) < 0.001)
    }

    @Test func aFortyPointFontScalesTheGlyph() {
        let e = expected(advance: 115, inkHeight: 70, inkCentre: 35, size: 40)
        check(layout(Image("RecipeTimer").font(.system(size: 40))).size, e, "40 pt")
        #expect(abs(e.width - 46) < 0.001)
    }

    @Test func largeScaleDrawsTheLargeVariant() {
        // Regular-L: margins 1388...1533 (145 units), ink 90 high (80 above the baseline, 10 below).
        let e = expected(advance: 145, inkHeight: 90, inkCentre: 35, size: 17, scale: .large, from: .large)
        check(layout(Image("RecipeTimer").imageScale(.large)).size, e, "large")
        let small = expected(advance: 92, inkHeight: 56, inkCentre: 28, size: 17, scale: .small, from: .small)
        check(layout(Image("RecipeTimer").imageScale(.small)).size, small, "small")
    }

    @Test func onlyRegularMediumIsScaledForEveryScaleAndWeight() {
        for scale in [Image.Scale.small, .medium, .large] {
            let e = expected(advance: 115, inkHeight: 70, inkCentre: 35, size: 17, scale: scale)
            check(layout(Image("RecipeDot").imageScale(scale)).size, e, "RecipeDot \(scale)")
        }
        // Bold has no variant of its own: Regular-M's glyph, the margins of the bold circle.
        let boldCircle = (99.61 + 0.4 / 0.62 * (106.64 - 99.61)) / 100
        let bold = expected(advance: 115, inkHeight: 70, inkCentre: 35, size: 17, circle: boldCircle)
        check(layout(Image("RecipeDot").fontWeight(.bold)).size, bold, "RecipeDot bold")
    }

    @Test func boldChoosesTheBoldVariant() {
        // Bold-M: margins 1890...2014 (124 units), ink 76 high (73 above the baseline, 3 below).
        let boldCircle = (99.61 + 0.4 / 0.62 * (106.64 - 99.61)) / 100
        let e = expected(advance: 124, inkHeight: 76, inkCentre: 35, size: 17, circle: boldCircle)
        check(layout(Image("RecipeTimer").fontWeight(.bold)).size, e, "bold")
        check(layout(Image("RecipeTimer").font(.body.weight(.black))).size, e, "black, nearest Bold-M")
        let regular = expected(advance: 115, inkHeight: 70, inkCentre: 35, size: 17)
        check(layout(Image("RecipeTimer").fontWeight(.light)).size, regular, "light, nearest Regular-M")
    }

    @Test func theBaselineGuideSitsOnTheTextBaseline() throws {
        let tree = layout(HStack(alignment: .firstTextBaseline) {
            Image("RecipeTimer").id("symbol")
            Text("Timer").id("text")
        })
        let text = try #require(tree.frame(of: "text")), symbol = try #require(tree.frame(of: "symbol"))
        let baseline = text.minY + 17 * SystemFontMetrics.ascender
        let e = expected(advance: 115, inkHeight: 70, inkCentre: 35, size: 17)
        #expect(abs(symbol.maxY - e.baseline - baseline) < 0.001, "symbol baseline \(symbol.maxY - e.baseline) vs text \(baseline)")
        // The ink (0 to 70 units above the guide) sits between the text's baseline and cap line.
        #expect(abs(symbol.midY - (baseline - 35 * 17 * Self.capHeight / Self.templateCap)) < 0.001)
    }

    @Test func aLabelPutsTheSymbolOnItsTitlesBaseline() throws {
        let tree = layout(VStack {
            Label("Timer", image: "RecipeTimer").id("label")
            Label { Text("Timer").id("title") } icon: { Image("RecipeTimer").id("icon") }
        })
        let title = try #require(tree.frame(of: "title")), icon = try #require(tree.frame(of: "icon"))
        let e = expected(advance: 115, inkHeight: 70, inkCentre: 35, size: 17)
        check(icon.size, e, "icon")
        #expect(abs(icon.maxY - e.baseline - (title.minY + 17 * SystemFontMetrics.ascender)) < 0.001)
        #expect(icon.maxX < title.minX)
        // `Label(_:image:)` is the same label.
        let label = try #require(tree.frame(of: "label"))
        #expect(abs(label.width - (title.maxX - icon.minX)) < 0.001 && abs(label.height - (max(title.maxY, icon.maxY) - min(title.minY, icon.minY))) < 0.001)
    }

    @Test func theSquareStandsOnTheTextBaselineInBothSchemes() throws {
        // The square's bottom is the template's Baseline guide: its ink ends on the text's
        // baseline (dark just above it, background just below), in light and dark.
        let row = HStack(alignment: .firstTextBaseline) {
            Image("RecipeTimer").id("symbol")
            Text("Timer").id("text")
            Image("RecipeTimer").fontWeight(.bold)
            Image("RecipeTimer").imageScale(.large)
        }.padding(10)
        let tree = ImageRenderer(content: row).layout()
        let text = try #require(tree.frame(of: "text")), symbol = try #require(tree.frame(of: "symbol"))
        let baseline = text.minY + 17 * SystemFontMetrics.ascender
        let squareX = symbol.minX + 7.71
        let (light, dark) = try renderLightAndDark(row, name: "custom-symbol-row", folder: "CustomSymbols", width: nil)
        #expect(at(light, squareX, baseline - 0.75) == [0, 0, 0] && at(light, squareX, baseline + 0.75) == [255, 255, 255])
        #expect(at(dark, squareX, baseline - 0.75) == [255, 255, 255] && at(dark, squareX, baseline + 0.75) == [0, 0, 0])
    }

    @Test func theForegroundStyleTintsEveryLayer() throws {
        // The square's centre (1435, 1091) and the dot's (1485, 1091) land at (7.71, 7) and
        // (16.21, 7) points; the gap between them at 14.08; the SVG's own blue and red are not drawn.
        let image = try renderImage(Image("RecipeTimer").foregroundStyle(Color(red: 1, green: 0, blue: 0)), scale: 3)
        #expect(image.width == 59 && image.height == 42)
        #expect(rgba(image, 23, 21) == [255, 0, 0, 255])
        #expect(rgba(image, 48, 21) == [255, 0, 0, 255])
        #expect(image.pixel(x: 42, y: 21).alpha == 0)
        #expect(image.pixel(x: 23, y: 1).alpha == 0, "the top margin is empty")
    }

    @Test func theDefaultStyleFollowsTheColorScheme() throws {
        let light = try renderImage(Image("RecipeTimer"), scale: 3)
        let dark = try renderImage(Image("RecipeTimer"), scale: 3, dark: true)
        #expect(rgba(light, 23, 21) == [0, 0, 0, 255])
        #expect(rgba(dark, 23, 21) == [255, 255, 255, 255])
        #expect(light.pixel(x: 42, y: 21).alpha == 0 && dark.pixel(x: 42, y: 21).alpha == 0)
    }

    @Test func rendersOnManyThreadsShareOneTemplate() throws {
        // Every weight and scale of both templates drawn from eight threads at once.
        @Sendable func view() -> some View {
            HStack(alignment: .firstTextBaseline) {
                Image("RecipeTimer")
                Image("RecipeTimer").fontWeight(.bold).imageScale(.large)
                Image("RecipeDot").imageScale(.small)
                Text("12:30")
            }
        }
        let images = LockedRenders()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            images.append((try? renderImage(view(), scale: 2).rgba) ?? [])
        }
        let all = images.all
        #expect(all.count == 8 && Set(all).count == 1 && !all[0].isEmpty)
    }

    @Test func aResizableSymbolStretchesItsInkToTheFrame() throws {
        // Regular-M's ink is 95 × 70 units: at 95 × 70 points the square spans x 0...70 and
        // the dot x 75...95, with no margin left around them, as a resizable SF Symbol.
        let image = try renderImage(Image("RecipeTimer").resizable().frame(width: 95, height: 70).foregroundStyle(Color(red: 1, green: 0, blue: 0)))
        #expect(image.width == 95 && image.height == 70)
        #expect(rgba(image, 0, 35) == [255, 0, 0, 255] && rgba(image, 69, 35) == [255, 0, 0, 255])
        #expect(rgba(image, 35, 0) == [255, 0, 0, 255] && rgba(image, 35, 69) == [255, 0, 0, 255])
        #expect(image.pixel(x: 72, y: 35).alpha == 0)
        #expect(rgba(image, 94, 35)[3] > 0 && rgba(image, 85, 35) == [255, 0, 0, 255])
    }

    @Test func vectorOutputKeepsTheOutlines() throws {
        let svg = String(decoding: try ImageRenderer(content: Image("RecipeTimer").foregroundStyle(Color(red: 0, green: 0, blue: 1))).svgData(), as: UTF8.self)
        #expect(!svg.contains("<image"))
        #expect(svg.contains("rgb(0%, 0%, 100%)") || svg.contains("rgb(0%,0%,100%)"))
    }

    @Test func layeredRenderingModesDrawMonochromeAndWarn() throws {
        let (image, warnings) = try RuntimeWarning.collecting {
            try renderImage(Image("RecipeDot").symbolRenderingMode(.hierarchical).foregroundStyle(Color(red: 0, green: 1, blue: 0)), scale: 3)
        }
        #expect(rgba(image, 23, 21) == [0, 255, 0, 255] && rgba(image, 48, 21) == [0, 255, 0, 255])
        #expect(warnings.contains { $0.contains("'RecipeDot'") && $0.contains("monochrome") }, "\(warnings)")
        // `.original` draws the template's own fills: the square's preview blue (#007AFF).
        let (original, originalWarnings) = try RuntimeWarning.collecting { try renderImage(Image("RecipeDot").renderingMode(.original), scale: 3) }
        #expect(rgba(original, 23, 21) == [0, 122, 255, 255])
        #expect(originalWarnings.contains { $0.contains("'RecipeDot'") && $0.contains("own fill colours") }, "\(originalWarnings)")
    }

    @Test(arguments: ["RecipeBroken", "RecipeMissing"])
    func anUnreadableSymbolSetWarnsAndDrawsNothing(_ name: String) throws {
        let (tree, warnings) = RuntimeWarning.collecting {
            layout(HStack(spacing: 0) { Image(name).id("symbol"); Color.red.frame(width: 4, height: 4) })
        }
        #expect(try #require(tree.frame(of: "symbol")).size == .zero)
        #expect(warnings.contains { $0.contains("symbol set '\(name)'") }, "\(warnings)")
        let image = try renderImage(Image(name).padding(1), scale: 3)
        #expect(image.width == 6 && image.height == 6)
    }

    @Test func aSmallOnlyTemplateServesTheMediumScale() throws {
        // Template 2.0's interpolation sources: Ultralight-S, Regular-S and Black-S only. Medium
        // draws Regular-S grown by circle.fill's 99.61 / 78.86; black draws Black-S.
        func group(_ id: String, _ x: Double, _ width: Double) -> String {
            #"<line id="left-margin-\#(id)" x1="\#(x - 10)" x2="\#(x - 10)" y1="600" y2="720"/><line id="right-margin-\#(id)" x1="\#(x + width + 10)" x2="\#(x + width + 10)" y1="600" y2="720"/>"#
        }
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200"><g id="Guides"><line id="Baseline-S" x1="263" x2="3036" y1="696" y2="696"/><line id="Capline-S" x1="263" x2="3036" y1="625.541" y2="625.541"/>"#
            + group("Ultralight-S", 500, 50) + group("Regular-S", 1400, 56) + group("Black-S", 2300, 64)
            + #"</g><g id="Symbols"><g id="Ultralight-S"><rect x="500" y="646" width="50" height="50"/></g><g id="Regular-S"><rect x="1400" y="640" width="56" height="56"/></g><g id="Black-S"><rect x="2300" y="632" width="64" height="64"/></g></g></svg>"#
        let template = try CustomSymbolTemplate.decode(Data(svg.utf8))
        let variantIDs: [String] = template.variants.map(\.id)
        #expect(variantIDs == ["Ultralight-S", "Regular-S", "Black-S"])
        let medium = try #require(template.frame(for: SymbolLayoutRequest(name: "s", pointSize: 17, displayScale: 3)))
        let grow = 99.61 / 78.86
        #expect(medium.variant == "Regular-S")
        #expect(abs(medium.size.width - ((76 * 17 * Self.capHeight / (696 - 625.541) * grow) * 3).rounded() / 3) < 0.001, "\(medium.size)")
        let black = try #require(template.frame(for: SymbolLayoutRequest(name: "s", pointSize: 17, weight: 0.62, displayScale: 3)))
        #expect(black.variant == "Black-S")
        #expect(abs(black.size.width - ((84 * 17 * Self.capHeight / (696 - 625.541) * grow) * 3).rounded() / 3) < 0.001, "\(black.size)")
    }

    @Test func aTemplateWithoutVariantsOrGuidesThrows() {
        let noVariant = Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200"><g id="Guides"><line id="Baseline-M" x1="0" x2="10" y1="1126" y2="1126"/><line id="Capline-M" x1="0" x2="10" y1="1055.54" y2="1055.54"/></g><g id="Symbols"><g id="Other"><rect width="9" height="9"/></g></g></svg>"#.utf8)
        let noGuides = Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200"><g id="Symbols"><g id="Regular-M"><rect width="9" height="9"/></g></g></svg>"#.utf8)
        #expect(throws: ImageDecodingError.self) { try CustomSymbolTemplate.decode(noVariant) }
        #expect(throws: ImageDecodingError.self) { try CustomSymbolTemplate.decode(noGuides) }
        #expect(throws: ImageDecodingError.self) { try CustomSymbolTemplate.decode(Data("<svg".utf8)) }
    }

    @Test func uiImageNamedDrawsTheSymbolAtBodySize() throws {
        let image = try #require(UIImage(named: "RecipeTimer"))
        #expect(abs(image.size.width - 59.0 / 3) < 0.001 && abs(image.size.height - 14) < 0.001, "\(image.size)")
    }

    @Test func generatedImageResourceFindsTheSymbolSet() {
        let e = expected(advance: 115, inkHeight: 70, inkCentre: 35, size: 17)
        check(layout(Image(ImageResource(name: "RecipeTimer", bundle: .main))).size, e, "ImageResource")
    }
}

/// Rendered pixels collected from several threads.
private final class LockedRenders: Sendable {
    private let state = Mutex<[[UInt8]]>([])
    func append(_ pixels: [UInt8]) { state.withLock { $0.append(pixels) } }
    var all: [[UInt8]] { state.withLock { $0 } }
}
