import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCore

/// iOS 26's `symbolColorRenderingMode(_:)` and `symbolVariableValueMode(_:)`: the environment
/// values they set; `.gradient` fills each layer with its colour's own gradient (as
/// `Color.gradient`, lighter at the top); `.draw` warns and draws as `.color`.
@MainActor
@Suite(.tags(.pixels)) struct SymbolColorAndValueModeTests {
    struct ModeReader: View {
        @Environment(\.symbolColorRenderingMode) var color
        @Environment(\.symbolVariableValueMode) var value
        var body: some View { Text(verbatim: "\(color == .gradient) \(value == .draw)") }
    }

    static let glyph = Image(systemName: "square.fill")

    /// `image` at 40 points.
    static func square(_ image: Image = glyph) -> some View { image.font(.system(size: 40)) }

    /// The pixel in the middle column, `fraction` of the way down the image.
    static func column(_ image: RenderedImage, at fraction: Double) -> RenderedImage.Pixel {
        image.pixel(x: image.width / 2, y: Int(Double(image.height - 1) * fraction))
    }

    @Test func modesTravelThroughTheEnvironment() {
        let set = phoneTexts(ModeReader().symbolColorRenderingMode(.gradient).symbolVariableValueMode(.draw))
        #expect(frame(set, "true true") != nil, "\(set.map(\.0))")
        let unset = phoneTexts(ModeReader())
        #expect(frame(unset, "false false") != nil, "\(unset.map(\.0))")
    }

    @Test func gradientFillsTheGlyphWithItsColoursOwnGradient() throws {
        let gradient = try renderImage(Self.square().foregroundStyle(.red).symbolColorRenderingMode(.gradient), scale: 2)
        // The same frame filled with `Color.red.gradient`: the glyph's ink takes its colours.
        let reference = try renderImage(Self.square().foregroundStyle(.clear).background(Color.red.gradient), scale: 2)
        let flat = try renderImage(Self.square().foregroundStyle(.red), scale: 2)
        #expect(gradient.width == reference.width && gradient.height == reference.height)
        for fraction in [0.25, 0.5, 0.75] {
            let g = Self.column(gradient, at: fraction), r = Self.column(reference, at: fraction)
            #expect(close(g, Int(r.red), Int(r.green), Int(r.blue), .pixel), "\(fraction): \(g) vs \(r)")
        }
        // Lighter at the top than at the bottom (red's green and blue rise); flat is one colour.
        let top = Self.column(gradient, at: 0.25), bottom = Self.column(gradient, at: 0.75)
        #expect(Int(top.green) > Int(bottom.green) + 20, "\(top) vs \(bottom)")
        #expect(Self.column(flat, at: 0.25) == Self.column(flat, at: 0.75))
    }

    @Test func theImagesOwnModeWinsOverTheEnvironments() throws {
        let own = try renderImage(Self.square(Self.glyph.symbolColorRenderingMode(.flat)).foregroundStyle(.blue).symbolColorRenderingMode(.gradient),
                                  scale: 2)
        let flat = try renderImage(Self.square().foregroundStyle(.blue), scale: 2)
        #expect(try own.pngData() == flat.pngData())
        let imageGradient = try renderImage(Self.square(Self.glyph.symbolColorRenderingMode(.gradient)).foregroundStyle(.blue), scale: 2)
        let environmentGradient = try renderImage(Self.square().foregroundStyle(.blue).symbolColorRenderingMode(.gradient), scale: 2)
        #expect(try imageGradient.pngData() == environmentGradient.pngData())
        #expect(try imageGradient.pngData() != flat.pngData())
    }

    @Test func drawWarnsAndDrawsAsColor() throws {
        let symbol = Image(systemName: "wifi", variableValue: 0.5).font(.system(size: 40)).foregroundStyle(.red)
        let (drawn, warnings) = try RuntimeWarning.collecting {
            try renderImage(symbol.symbolVariableValueMode(.draw), scale: 2)
        }
        #expect(warnings.contains { $0.hasPrefix("symbolVariableValueMode(.draw)") }, "\(warnings)")
        #expect(!warnings.contains { $0.hasPrefix("symbolColorRenderingMode") }, "\(warnings)")
        let (color, quiet) = try RuntimeWarning.collecting {
            try renderImage(symbol.symbolColorRenderingMode(.gradient).symbolVariableValueMode(.color), scale: 2)
        }
        #expect(!quiet.contains { $0.hasPrefix("symbol") }, "\(quiet)")
        #expect(try drawn.pngData() == renderImage(symbol.symbolVariableValueMode(.color), scale: 2).pngData())
        #expect(try drawn.pngData() != color.pngData())
    }

    /// A gradient foreground on a resizable symbol spans the symbol's frame, as on a shape of
    /// that frame (it was resolved in the page's coordinates inside the stretch, so one colour).
    @Test func aResizableSymbolsGradientSpansItsFrame() throws {
        let style = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        let symbol = try renderImage(Image(systemName: "square.fill").resizable().frame(width: 80, height: 80)
            .foregroundStyle(style).padding(40), scale: 2)
        let shape = try renderImage(Rectangle().fill(style).frame(width: 80, height: 80).padding(40), scale: 2)
        for y in [100, 160, 220] {
            let s = symbol.pixel(x: 160, y: y), r = shape.pixel(x: 160, y: y)
            #expect(close(s, Int(r.red), Int(r.green), Int(r.blue), 4), "y \(y): \(s) vs \(r)")
        }
    }

    /// Symbols inside text are glyphs of the text's runs, drawn in its flat colour: the
    /// gradient mode names what it leaves out there.
    @Test func aSymbolInsideTextWarnsThatItStaysFlat() throws {
        let text = Text(Image(systemName: "star.fill")) + Text(" Favourite")
        let (_, warnings) = try RuntimeWarning.collecting {
            try renderImage(text.foregroundStyle(.orange).symbolColorRenderingMode(.gradient), scale: 2)
        }
        #expect(warnings.contains { $0.hasPrefix("symbolColorRenderingMode(.gradient): the symbol 'star.fill' inside text") }, "\(warnings)")
        let (_, flat) = try RuntimeWarning.collecting { try renderImage(text.foregroundStyle(.orange), scale: 2) }
        #expect(!flat.contains { $0.contains("inside text is drawn in its flat colour") }, "\(flat)")
    }
}
