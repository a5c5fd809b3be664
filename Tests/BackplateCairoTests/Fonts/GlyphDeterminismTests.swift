import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCairo

/// Every engine rasterises a glyph to the same pixels, whatever other text the process drew
/// before or draws at the same time (see `NamedInstancePinning`: cairo shares one FreeType face
/// per font file and face index between all engines, and FreeType drew a variable font's
/// default instance along two different paths depending on that shared face's history).
@Suite(.tags(.layout, .fonts, .regression)) struct GlyphDeterminismTests {
    /// Regular text of 13 pt: the system substitute's default instance (`opsz` 14, `wght` 400),
    /// the text whose round glyphs differed by 1-4 levels between engines.
    static func defaultInstanceText() -> some View {
        Text("Thank you for your order. Items ship within two business days; questions go to support.")
            .font(.system(size: 13))
            .frame(width: 260, alignment: .leading)
            .padding(4)
            .background(.white)
    }

    /// Regular text at another size, which moves the shared face off its default coordinates.
    static func faceMover(_ i: Int) -> some View {
        VStack(alignment: .leading) {
            Text("Regular at \(18 + i % 30) pt").font(.system(size: 18 + CGFloat(i % 30)))
            Text("Serif at another size").font(.system(size: 20 + CGFloat(i % 20), design: .serif))
        }
        .background(.white)
    }

    /// Text in more faces than cairo keeps open (ten): each named instance is its own face, so
    /// drawing this makes cairo close faces and reopen them later in their initial state.
    static func faceChurner() -> some View {
        let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        return VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<weights.count, id: \.self) { i in
                HStack(spacing: 2) {
                    Text("Ag").font(.custom("Montserrat", size: 11).weight(weights[i]))
                    Text("Ag").font(.system(size: 11, weight: weights[i]))
                    Text("Ag").font(.system(size: 11, weight: weights[i])).italic()
                    Text("Ag").font(.system(size: 11, weight: weights[i], design: .serif))
                    Text("Ag").font(.system(size: 11, weight: weights[i], design: .monospaced))
                }
            }
            Text("🙂")
        }
        .background(.white)
    }

    /// The bytes of `list` drawn by a new engine (new font map, new cairo scaled fonts, so its
    /// glyphs are rasterised afresh) at scale 2, as in the CI failure.
    static func drawnByFreshEngine(_ list: DisplayList, size: CGSize) throws -> [UInt8] {
        try CairoRenderer(textEngine: PangoTextEngine()).renderImage(list, size: size, scale: 2).rgba
    }

    @Test func freshEnginesDrawTheSameBytesWhileOtherTextMovesAndReopensTheFace() throws {
        let renderer = ImageRenderer(content: Self.defaultInstanceText())
        let list = renderer.displayList()
        let size = renderer.layout().size
        let reference = try Self.drawnByFreshEngine(list, size: size)
        #expect(reference.count == Int(size.width * 2) * Int(size.height * 2) * 4)
        #expect(reference.contains { $0 < 128 }, "the text draws ink")

        // In sequence: after the face was moved, and after faces were closed and reopened.
        _ = try ImageRenderer(content: Self.faceMover(3)).render()
        let afterMove = try Self.drawnByFreshEngine(list, size: size)
        _ = try ImageRenderer(content: Self.faceChurner()).render()
        let afterChurn = try Self.drawnByFreshEngine(list, size: size)
        let sameAfterMove = afterMove == reference, sameAfterChurn = afterChurn == reference
        #expect(sameAfterMove, "a fresh engine drew other pixels after regular text of another size")
        #expect(sameAfterChurn, "a fresh engine drew other pixels after cairo reopened its faces")

        // At once, on several threads: checkers draw with fresh engines while others move the
        // shared face and make cairo reopen faces.
        let lock = NSLock()
        nonisolated(unsafe) var checked: [Bool] = []
        DispatchQueue.concurrentPerform(iterations: 36) { i in
            switch i % 3 {
            case 0:
                let same = (try? Self.drawnByFreshEngine(list, size: size)) == reference
                lock.lock(); checked.append(same); lock.unlock()
            case 1: _ = try? ImageRenderer(content: Self.faceMover(i)).render()
            default: _ = try? ImageRenderer(content: Self.faceChurner()).render()
            }
        }
        #expect(checked.count == 12)
        #expect(checked.filter { !$0 }.count == 0, "\(checked.filter { !$0 }.count) of 12 concurrent renders differ")
    }

    /// The bundled variable fonts are drawn through named-instance faces (face index
    /// `instance << 16`), which FreeType always loads along the same path, for every weight,
    /// size, slant and design, the default instance's coordinates included.
    @Test func systemFontsDrawThroughNamedInstanceFaces() throws {
        try #require(SystemFontFaces.hasSubstitute, "needs the Inter substitute from scripts/install-deps.sh")
        let engine = PangoTextEngine()
        var fonts: [ResolvedFont] = []
        for size: CGFloat in [11, 13, 17, 22, 28, 34] {
            for weight in [-0.8, -0.4, 0, 0.1, 0.23, 0.3, 0.4, 0.62] {
                fonts.append(ResolvedFont(family: nil, size: size, weight: weight))
                var italic = ResolvedFont(family: nil, size: size, weight: weight)
                italic.italic = true
                fonts.append(italic)
                if SerifSubstitute.isInstalled {
                    var serif = ResolvedFont(family: nil, size: size, weight: weight)
                    serif.design = .serif
                    fonts.append(serif)
                }
            }
        }
        for font in fonts {
            let index = try #require(engine.faceIndex(for: font))
            #expect(index >= 0x10000, "\(font.size) pt, weight \(font.weight), italic \(font.italic), \(font.design): face index \(index)")
        }
    }

    /// The instances offered are the file's named instances off index 0, and a request takes
    /// the nearest: Inter 4 has nine (Thin 100 ... Black 900); fontconfig lists Regular, its
    /// default, as index 0, so regular text (fontconfig weight 80) takes Medium (100), 20 away,
    /// rather than Light (50), 30 away.
    @Test func theNearestNamedInstanceOffIndexZeroIsChosen() throws {
        let file = try #require(SystemFontFaces.substituteRoman)
        // Asked before any engine registered the font folders, the file is unknown: nothing is
        // kept, so it cannot pin every later engine to index 0 (this suite run alone did).
        _ = PangoTextEngine()
        let instances = NamedInstancePinning.instances(ofFile: file)
        #expect(instances.count == 8)
        #expect(instances.allSatisfy { $0.index >= 0x10000 && $0.index & 0xFFFF == 0 })
        #expect(instances.map(\.weight) == [0, 40, 50, 100, 180, 200, 205, 210])
        #expect(NamedInstancePinning.instance(for: 80, in: instances)?.weight == 100)
        #expect(NamedInstancePinning.instance(for: 200, in: instances)?.weight == 200)
        #expect(NamedInstancePinning.instance(for: 0, in: instances)?.weight == 0)
        #expect(NamedInstancePinning.instance(for: 80, in: []) == nil)
        // A static font has no named instances: its patterns are left as they are.
        #expect(NamedInstancePinning.instances(ofFile: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf").isEmpty)
    }
}
