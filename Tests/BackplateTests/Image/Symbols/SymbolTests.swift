import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// `Image(systemName:)`: SF Symbols names drawn from Material Icons, sized from the font and
/// `imageScale` (SF Symbols' circle.fill diameters), tinted by the foreground style.
@Suite(.tags(.layout, .pixels, .fonts)) struct SymbolTests {
    /// The bounding box of pixels with alpha above 128.
    func inkBox(_ image: RenderedImage, x0: Int = 0, x1: Int? = nil) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (Int, Int, Int, Int)?
        for y in 0..<image.height {
            for x in x0..<min(x1 ?? image.width, image.width) where image.pixel(x: x, y: y).alpha > 128 {
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return box
    }

    @Test func starAtThreeScalesGrowsAndIsTinted() throws {
        let r = ImageRenderer(content: HStack(alignment: .firstTextBaseline) {
            Image(systemName: "star.fill").imageScale(.small).id("s")
            Image(systemName: "star.fill").imageScale(.medium).id("m")
            Image(systemName: "star.fill").imageScale(.large).id("l")
        }.foregroundStyle(.yellow))
        r.scale = 2
        let tree = r.layout()
        let s = tree.frame(of: "s")!, m = tree.frame(of: "m")!, l = tree.frame(of: "l")!
        #expect(s.width < m.width && m.width < l.width)
        #expect(s.height < m.height && m.height < l.height)
        // Scaled as SF Symbols' circle: 78.86% : 99.61% : 127.2% of the point size (frames are
        // whole pixels, so the ratios hold to a pixel).
        #expect(abs(m.width / s.width - 99.61 / 78.86) < 0.03)
        // Large scale also widens the margins (1.12 at the sides, SymbolFrames.swift).
        #expect(abs(l.width / m.width - (127.2 * 1.334) / (99.61 * 1.3068)) < 0.03)
        // star.fill: ink 1.08 × 1.03 circle diameters (16.93 pt medium at 17 pt) plus the
        // margins of unmeasured symbols (0.1134 × 0.0591 diameters a side: the mean measured
        // side margin, and the 1 pt every 17-pt measurement has above and below), rounded to
        // half points at 2x.
        #expect(m.width == 22 && m.height == 19.5, "\(m)")   // 22.13 × 19.44
        let image = try r.render()
        for (f, k) in [(s, 1.0), (m, 1.0), (l, 1.5)] {
            let center = image.pixel(x: Int(f.midX * 2), y: Int(f.midY * 2))
            #expect(center.red == 255 && center.green == 204 && center.blue == 0 && center.alpha == 255)   // system yellow
            // The ink fills the frame less its margins (1.08 × 1.03 circle diameters).
            let d = f.height / (1.03 + 2 * 0.0591 * k)   // large scale: 1.5 times the margin above and below
            let ink = try #require(inkBox(image, x0: Int(f.minX * 2), x1: Int((f.maxX * 2).rounded(.up))))
            #expect(abs(CGFloat(ink.maxX - ink.minX + 1) - 1.08 * d * 2) <= 3)   // antialiased edges, pixel rounding
            #expect(abs(CGFloat(ink.maxY - ink.minY + 1) - 1.03 * d * 2) <= 3)
        }
    }

    @Test func secondaryStyleAndBackgroundProminence() throws {
        // Seed 004's StarRating: yellow normally, the secondary style on a prominent background.
        struct Stars: View {
            @Environment(\.backgroundProminence) private var prominence
            var body: some View {
                HStack(spacing: 1) { ForEach(0..<3, id: \.self) { _ in Image(systemName: "star.fill") } }
                    .foregroundStyle(prominence == .increased ? AnyShapeStyle(.secondary) : AnyShapeStyle(.yellow))
                    .imageScale(.small)
            }
        }
        let plain = try ImageRenderer(content: Stars()).render()
        let prominent = try ImageRenderer(content: Stars().environment(\.backgroundProminence, .increased)).render()
        let cx = plain.width / 6, cy = plain.height / 2
        let p = plain.pixel(x: cx, y: cy), q = prominent.pixel(x: cx, y: cy)
        #expect(p.red == 255 && p.green == 204 && p.blue == 0)
        // Secondary label colour: (60, 60, 67) at 60% opacity (docs/layout-rules.md §8.2).
        #expect(q.red == 60 && q.green == 60 && q.blue == 67 && abs(Int(q.alpha) - 153) <= 1)
        // Three small stars one point apart: 3 × (1.0901 + 2 × 0.0990) × 13.41, in whole points, + 2
        // (star.fill's SF Symbols 5 template: 101.57 pt advance at 100 pt, small scale).
        #expect(abs(ImageRenderer(content: Stars()).layout().size.width - (3 * 17 + 2)) < 0.001)   // 1.2881 × 13.41 = 17.27 → 17
    }

    @Test func catalogCoversTheCommonSymbols() throws {
        let required = ["star", "star.fill", "heart", "heart.fill", "checkmark", "xmark", "plus", "minus",
                        "chevron.left", "chevron.right", "chevron.up", "chevron.down",
                        "arrow.left", "arrow.right", "arrow.up", "arrow.down", "circle", "circle.fill", "square", "square.fill",
                        "checkmark.circle", "checkmark.circle.fill", "xmark.circle", "xmark.circle.fill", "gear",
                        "person", "person.fill", "house", "house.fill", "magnifyingglass", "trash", "bell", "envelope"]
        let names = PangoTextEngine.supportedSymbolNames
        #expect(names.count >= 60)
        for name in required { #expect(names.contains(name), "\(name)") }
        // Every symbol draws ink inside its frame, in the foreground colour.
        for name in names.sorted() {
            let r = ImageRenderer(content: Image(systemName: name).foregroundStyle(.blue))
            let size = r.layout().size
            #expect(size.width > 0 && size.height > 0, "\(name)")
            let image = try r.render()
            #expect(inkBox(image) != nil, "\(name) draws nothing")
        }
    }

    @Test func unknownNamesDrawNothing() throws {
        // A name Backplate lacks keeps circle.fill's frame (SymbolFrameTests) and draws nothing.
        let tree = ImageRenderer(content: HStack { Image(systemName: "no.such.symbol").id("x"); Text("A") }).layout()
        #expect(tree.frame(of: "x")!.size == CGSize(width: 20, height: 19))
        #expect(ImageRenderer(content: Image(systemName: "")).layout().size == .zero)
        // It renders (to nothing) when given a frame.
        let image = try ImageRenderer(content: Image(systemName: "no.such.symbol").frame(width: 4, height: 4)).render()
        #expect(inkBox(image) == nil)
    }

    @Test func symbolsFollowTheFont() {
        let tree = ImageRenderer(content: VStack {
            Image(systemName: "circle.fill").id("body")
            Image(systemName: "circle.fill").font(.largeTitle).id("title")
            Image(systemName: "circle.fill").font(.system(size: 100)).id("100")
        }).layout()
        // circle.fill: a circle 99.61% of the point size plus play.circle.fill's measured margins
        // (0.0886 × 0.0591 diameters a side; 20 × 19 at 17 pt), in whole points at 1x.
        #expect(tree.frame(of: "body")!.size == CGSize(width: 20, height: 19))
        #expect(abs(tree.frame(of: "title")!.width - 40) < 0.001)   // 34 × 0.9961 × 1.1772 = 39.87 → 40
        #expect(abs(tree.frame(of: "100")!.height - 111) < 0.001)   // 99.61 × 1.1182 = 111.4 → 111
    }

    @Test func labelPutsTheIconBeforeTheTitle() {
        let tree = ImageRenderer(content: VStack(alignment: .leading) {
            Label("Favorites", systemImage: "heart.fill").id("label")
            Label("Only icon", systemImage: "heart.fill").labelStyle(.iconOnly).id("icon")
            Label("Only title", systemImage: "heart.fill").labelStyle(.titleOnly).id("title")
        }).layout()
        let label = tree.frame(of: "label")!
        let heart = 21.0
        // Icon (21 wide: heart.fill's measured 20.67-pt frame in whole points), 8 points, then the
        // title; one body line tall.
        #expect(abs(label.height - 21) < 1e-9)
        #expect(label.width > heart + 8 + 60)
        #expect(abs(tree.frame(of: "icon")!.width - heart) < 0.001)
        #expect(tree.frame(of: "title")!.height == 21)
        #expect(tree.frame(of: "title")!.width == ImageRenderer(content: Text("Only title")).layout().size.width)
    }
}
