import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import BackplateSnapshotTesting

/// Symbol rendering modes, variants and variable values, checked by pixels. Layered symbols
/// (`checkmark.circle.fill`: a disc at the secondary level, a check at the primary) follow
/// SwiftUI's rules: hierarchical fills the secondary layer with the foreground style at 50%
/// (docs/layout-rules.md §8.2 hierarchical levels), palette with the second style, multicolour with the
/// inherent colours (`exclamationmark.triangle.fill`: yellow triangle, white mark).
@Suite(.backplateLook(.iOS18), .tags(.layout, .pixels)) struct SymbolRenderingTests {
    /// Renders at 100 pt, scale 1, on a clear background.
    func render<V: View>(_ view: V) throws -> (RenderedImage, CGSize) {
        let r = ImageRenderer(content: view.font(.system(size: 100)))
        return (try r.render(), r.layout().size)
    }

    /// A point inside the disc of a circle symbol but clear of its inner mark: 12% in from
    /// the left edge, on the horizontal midline.
    func discPoint(_ size: CGSize) -> (Int, Int) { (Int(size.width * 0.12), Int(size.height / 2)) }

    @Test func monochromeKnocksTheMarkOut() throws {
        let (image, size) = try render(Image(systemName: "checkmark.circle.fill").foregroundStyle(.blue))
        let (x, y) = discPoint(size)
        #expect(rgba(image, x, y) == [0, 122, 255, 255])
        #expect(pixelCount(image, near: [0, 0, 0, 0], 0) > 0)                  // the check is a hole
    }

    @Test func circleLeftHalfFilledFillsOnlyItsLeftHalf() throws {
        // The same frame as circle.fill (the same circle); inside it, 30% across is ink and 70%
        // across is the unfilled half (clear), both on the midline.
        let (image, size) = try render(Image(systemName: "circle.lefthalf.filled").foregroundStyle(.blue))
        let (_, circleSize) = try render(Image(systemName: "circle.fill"))
        #expect(size == circleSize)
        let y = Int(size.height / 2)
        #expect(rgba(image, Int(size.width * 0.3), y) == [0, 122, 255, 255])
        #expect(rgba(image, Int(size.width * 0.7), y)[3] == 0)
    }

    @Test func figureHikingDrawsInFigureRunsFrame() throws {
        // No SF Symbols template was exported for figure.hiking: it takes figure.run's ink box
        // (0.8255 × 1.0813 circle diameters), so both frames match and are taller than wide,
        // and the hiker draws ink in the foreground style inside it.
        let (image, size) = try render(Image(systemName: "figure.hiking").foregroundStyle(.blue))
        let (_, runSize) = try render(Image(systemName: "figure.run"))
        #expect(size == runSize)
        #expect(size.height > size.width)
        #expect(pixelCount(image, near: [0, 122, 255, 255], 0) > Int(size.width * size.height * 0.1))
    }

    @Test func paletteFillsTheSecondLayerWithTheSecondStyle() throws {
        let (image, size) = try render(Image(systemName: "checkmark.circle.fill")
            .symbolRenderingMode(.palette).foregroundStyle(.white, .blue))
        let (x, y) = discPoint(size)
        #expect(rgba(image, x, y) == [0, 122, 255, 255])            // disc: second style
        #expect(pixelCount(image, near: [255, 255, 255, 255], 2) > 100)        // check: first style
        // Two styles select palette rendering without the modifier, as in SwiftUI.
        let (implicit, _) = try render(Image(systemName: "checkmark.circle.fill").foregroundStyle(.white, .blue))
        #expect(rgba(implicit, x, y) == [0, 122, 255, 255] && pixelCount(implicit, near: [255, 255, 255, 255], 2) > 100)
    }

    @Test func hierarchicalDrawsTheSecondaryLayerAtHalfOpacity() throws {
        let (image, size) = try render(Image(systemName: "checkmark.circle.fill")
            .symbolRenderingMode(.hierarchical).foregroundStyle(.blue))
        let (x, y) = discPoint(size)
        let disc = rgba(image, x, y)
        #expect(close(disc, [0, 122, 255, 128], 2), "\(disc)")
        #expect(pixelCount(image, near: [0, 122, 255, 255], 2) > 100)          // the check at full strength
        // The environment form applies to every symbol inside.
        let (viaEnv, _) = try render(HStack { Image(systemName: "checkmark.circle.fill") }
            .symbolRenderingMode(.hierarchical).foregroundStyle(.blue))
        #expect(close(rgba(viaEnv, x, y), [0, 122, 255, 128], 2))
    }

    @Test func multicolorUsesInherentColours() throws {
        let (triangle, size) = try render(Image(systemName: "exclamationmark.triangle.fill").symbolRenderingMode(.multicolor))
        #expect(pixelCount(triangle, near: [255, 204, 0, 255], 2) > 1000)      // system yellow triangle
        #expect(pixelCount(triangle, near: [255, 255, 255, 255], 2) > 50)      // white mark
        #expect(size.width > size.height)
        let (heart, hs) = try render(Image(systemName: "heart.fill").symbolRenderingMode(.multicolor).foregroundStyle(.blue))
        #expect(rgba(heart, Int(hs.width / 2), Int(hs.height / 2)) == [255, 59, 48, 255])   // system red, not the style
        // renderingMode(.original) on a symbol is multicolour too; dark mode gives dark red.
        let r = ImageRenderer(content: Image(systemName: "heart.fill").renderingMode(.original).font(.system(size: 100)))
        r.environment.colorScheme = .dark
        #expect(rgba(try r.render(), Int(hs.width / 2), Int(hs.height / 2)) == [255, 69, 58, 255])
        // A symbol without inherent colours takes the foreground style.
        let (gear, gs) = try render(Image(systemName: "gear").symbolRenderingMode(.multicolor).foregroundStyle(.green))
        #expect(pixelCount(gear, near: [52, 199, 89, 255], 2) > 100 && gs.width > 0)
    }

    @Test func variantsPickTheNamedForm() {
        func name<V: View>(_ view: V) -> String? {
            ImageRenderer(content: view).displayList().description
                .components(separatedBy: "\"symbol ").dropFirst().first?.components(separatedBy: "\"").first
        }
        #expect(name(Image(systemName: "bell").symbolVariant(.fill)) == "bell.fill")
        #expect(name(Image(systemName: "bell").symbolVariant(.slash)) == "bell.slash")
        #expect(name(Image(systemName: "xmark").symbolVariant(.circle.fill)) == "xmark.circle.fill")
        #expect(name(Image(systemName: "xmark").symbolVariant(.circle).symbolVariant(.fill)) == "xmark.circle.fill")
        #expect(name(Image(systemName: "person").symbolVariant(.circle)) == "person.circle")
        #expect(name(Image(systemName: "heart.fill").symbolVariant(.fill)) == "heart.fill")
        // Apple's `SymbolVariants.none`: `symbolVariant(.none)` has no effect; setting the
        // environment value to `.none` removes the variants set above. A missing form falls back.
        #expect(name(HStack { Image(systemName: "bell").symbolVariant(.none) }.symbolVariant(.fill)) == "bell.fill")
        #expect(name(HStack { Image(systemName: "bell").environment(\.symbolVariants, .none) }.symbolVariant(.fill)) == "bell")
        #expect(name(Image(systemName: "gear").symbolVariant(.square)) == "gear")
        #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
        // The environment value is readable.
        var env = EnvironmentValues()
        env.symbolVariants = .slash
        #expect(env.symbolVariants == .slash)
    }

    @Test func variableValueDimsTheUnreachedParts() throws {
        let full = try render(Image(systemName: "speaker.wave.3.fill", variableValue: 1).foregroundStyle(.black))
        let none = try render(Image(systemName: "speaker.wave.3.fill", variableValue: 0).foregroundStyle(.black))
        #expect(full.1 == none.1)
        // The outer wave (right part of the frame): full strength at 1, tertiary (25%) at 0.
        func maxAlpha(_ image: RenderedImage, fromX x0: Int) -> Int {
            var a = 0
            for y in 0..<image.height { for x in x0..<image.width { a = max(a, Int(image.pixel(x: x, y: y).alpha)) } }
            return a
        }
        // The outer wave is the right eighth of the drawn glyph (Material's speaker, fitted to the
        // height of SF's wider ink box, does not reach the frame's right side).
        var xs: [Int] = []
        for y in 0..<full.0.height { for x in 0..<full.0.width where full.0.pixel(x: x, y: y).alpha > 0 { xs.append(x) } }
        let (left, right) = (xs.min() ?? 0, xs.max() ?? 0)
        let x0 = right - (right - left) / 8
        #expect(maxAlpha(full.0, fromX: x0) == 255)
        #expect(abs(maxAlpha(none.0, fromX: x0) - 64) <= 2)
    }

    @Test func boldWeightThickensTheGlyph() throws {
        func ink(_ weight: Font.Weight) throws -> Int {
            let r = ImageRenderer(content: Image(systemName: "xmark").font(.system(size: 100, weight: weight)).foregroundStyle(.black))
            let image = try r.render()
            var n = 0
            for y in 0..<image.height { for x in 0..<image.width where image.pixel(x: x, y: y).alpha > 128 { n += 1 } }
            return n
        }
        let regular = try ink(.regular), heavy = try ink(.heavy)
        #expect(Double(heavy) > Double(regular) * 1.1, "\(regular) → \(heavy)")
    }

    @Test func symbolGallery() throws {
        // A sheet of symbols in each rendering mode, to look at (BACKPLATE_SNAPSHOT_DIR).
        let names = ["iphone", "checkmark.circle.fill", "exclamationmark.triangle.fill", "cloud.sun.fill", "cloud.rain.fill",
                     "sun.max.fill", "heart.fill", "star.fill", "play.circle.fill", "speaker.wave.3.fill", "pencil", "trash"]
        let sheet = VStack(alignment: .leading, spacing: 8) {
            ForEach([SymbolRenderingMode.monochrome, .hierarchical, .palette, .multicolor], id: \.self) { mode in
                HStack(spacing: 8) {
                    ForEach(names, id: \.self) { Image(systemName: $0) }
                }.symbolRenderingMode(mode)
            }
            HStack { Text("Weather"); Image(systemName: "cloud.sun.fill"); Text("22°"); Image(systemName: "chevron.right") }
        }
        .font(.title).foregroundStyle(.blue, .orange).padding().background(Color.white)
        let r = ImageRenderer(content: sheet)
        r.scale = 2
        let image = try r.render()
        if let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
            try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            try image.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent("symbol-gallery.png"))
        }
        #expect(pixelCount(image, near: [0, 122, 255, 255], 2) > 500 && pixelCount(image, near: [255, 149, 0, 255], 2) > 200)
    }
}
