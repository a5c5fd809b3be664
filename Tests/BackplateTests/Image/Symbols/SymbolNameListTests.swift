import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCore
@testable import BackplateCairo

/// Every public SF Symbols name draws (issue 30): the list of SF Symbols 7.2's names is data
/// (`scripts/symbols/sf-symbols.tsv`), each name has a frame and glyphs with ink, a name SF
/// Symbols lacks warns and draws nothing, outline and filled names never share a glyph, and
/// the composed families sit where their enclosing shapes do.
@Suite(.tags(.layout, .pixels, .fonts)) struct SymbolNameListTests {
    /// The names open-source apps drew as an empty slot before (issue 30).
    static let issueNames = ["bird.fill", "bolt.car.fill", "carseat.left.and.heat.waves", "carseat.right.fan", "cloud.sun.circle",
                             "iphone.slash", "arrow.left.and.line.vertical.and.arrow.right", "swift"]

    @Test func theListHoldsEverySFSymbols7Name() {
        let names = SymbolTable.publicNames
        // sf-symbols.tsv: 9,184 names of SF Symbols 7.2 (7,833 without localized variants) and
        // 53 renamed names that only the alias list holds.
        #expect(names.count == 9237)
        for name in Self.issueNames + ["apple.intelligence", "character.book.closed.ar", "line.horizontal.3", "heart.fill", "17.circle.fill",
                                       "figure.run", "wifi.router", "inset.filled.rectangle"] {
            #expect(names.contains(name), "\(name)")
        }
        for name in ["no.such.symbol", "heart.fil", "Heart", ""] { #expect(!names.contains(name), "\(name)") }
        #expect(names == PangoTextEngine.supportedSymbolNames)
    }

    @Test func everyNameHasAFrameAndGlyphsWithInk() async {
        let engine = PangoTextEngine()
        var empty: [String] = []
        for (i, name) in SymbolTable.publicNames.sorted().enumerated() {
            // About 10 s of layout on a loaded machine: the other suites' tasks get the
            // cooperative threads in between (the server suites time their answers).
            if i % 100 == 0 { await Task.yield() }
            let request = SymbolLayoutRequest(name: name, pointSize: 17, displayScale: 2)
            guard let frame = request.frame, frame.size.width > 1, frame.size.height > 1,
                  let result = engine.layoutSymbol(request), result.shaped != nil || !result.layers.isEmpty else {
                empty.append(name)
                continue
            }
        }
        #expect(empty.isEmpty, "\(empty.count) names without ink: \(empty.prefix(20))")
    }

    @Test(arguments: issueNames)
    func issueNamesDrawInkInsideTheirFrame(_ name: String) throws {
        let r = ImageRenderer(content: Image(systemName: name).font(.system(size: 34)).padding(4))
        r.scale = 2
        let size = r.layout().size
        let (image, warnings) = try RuntimeWarning.collecting { try renderSymbol(name) }
        #expect(!warnings.contains { $0.contains(name) }, "\(warnings)")
        let box = try #require(inkBox(image), "\(name) draws nothing")
        let frameW = Int((size.width - 8) * 2), frameH = Int((size.height - 8) * 2)
        #expect(box.minX >= 7 && box.minY >= 7 && box.maxX <= 8 + frameW && box.maxY <= 8 + frameH, "\(name): ink \(box) in \(size)")
        #expect(max(box.maxX - box.minX, box.maxY - box.minY) * 2 >= min(frameW, frameH), "\(name): ink \(box)")
    }

    @Test func aNameSFSymbolsLacksWarnsNamingItAndDrawsNothing() throws {
        let (image, warnings) = try RuntimeWarning.collecting { try renderSymbol("bird.flying.unicorn") }
        #expect(warnings.contains { $0.contains("'bird.flying.unicorn'") })
        #expect(inkBox(image) == nil)
        // Apple's own symbols outside the public set (Settings' "pencil.and.sparkles", which
        // CardGenie names) are not in `Image(systemName:)`'s catalogue either: a warning, no ink.
        let (internalImage, internalWarnings) = try RuntimeWarning.collecting { try renderSymbol("pencil.and.sparkles") }
        #expect(!SymbolTable.publicNames.contains("pencil.and.sparkles"))
        #expect(internalWarnings.contains { $0.contains("'pencil.and.sparkles'") } && inkBox(internalImage) == nil)
    }

    @Test func outlineAndFilledNamesNeverShareGlyphs() throws {
        var shared: [String] = []
        var pairs = 0
        for name in SymbolTable.publicNames where SymbolTable.isPublicName(name + ".fill") {
            pairs += 1
            let outline = SymbolCatalog.recipe(for: name), fill = SymbolCatalog.recipe(for: name + ".fill")
            if outline?.mono == fill?.mono && outline?.layers == fill?.layers { shared.append(name) }
        }
        #expect(pairs > 2500)
        #expect(shared.isEmpty, "\(shared.count) pairs share: \(shared.prefix(20))")
        // The issue's two: the outline forms draw less ink than the filled ones.
        for name in ["safari", "shippingbox", "house", "bird"] {
            let outline = try #require(inkBox(renderSymbol(name))), fill = try #require(inkBox(renderSymbol(name + ".fill")))
            #expect(Double(outline.count) < 0.8 * Double(fill.count), "\(name): \(outline.count) vs \(fill.count) px")
        }
    }

    @Test func composedCirclesSitWhereTheCircleDoes() throws {
        // cloud.sun.circle and bird.circle: the glyph inside a stroked circle, the ring exactly
        // `circle`'s; the filled forms: `circle.fill` with the glyph cut out (fewer pixels).
        let circle = try #require(inkBox(renderSymbol("circle"))), disc = try #require(inkBox(renderSymbol("circle.fill")))
        for name in ["cloud.sun.circle", "bird.circle", "17.circle"] {
            let box = try #require(inkBox(renderSymbol(name)))
            #expect(abs(box.minX - circle.minX) <= 1 && abs(box.maxX - circle.maxX) <= 1, "\(name): \(box) vs \(circle)")
            #expect(abs(box.minY - circle.minY) <= 1 && abs(box.maxY - circle.maxY) <= 1, "\(name): \(box) vs \(circle)")
            #expect(box.count > circle.count, "\(name): the glyph inside adds ink")
        }
        for name in ["bird.circle.fill", "17.circle.fill", "cloud.sun.circle.fill"] {
            let box = try #require(inkBox(renderSymbol(name)))
            #expect(abs(box.minX - disc.minX) <= 1 && abs(box.maxX - disc.maxX) <= 1 && abs(box.maxY - disc.maxY) <= 1, "\(name)")
            #expect(Double(box.count) < 0.95 * Double(disc.count), "\(name): the glyph is a hole, \(box.count) vs \(disc.count) px")
        }
    }

    @Test func composedFilledCircleIsLayeredInHierarchicalRendering() throws {
        // Hierarchical: the circle at the secondary level (half opacity), the bird over it at
        // full strength; monochrome: the bird is a hole (no half-opaque pixels at all).
        func alphas(_ mode: SymbolRenderingMode) throws -> (full: Int, half: Int) {
            let view = Image(systemName: "bird.circle.fill").font(.system(size: 34)).symbolRenderingMode(mode)
                .foregroundStyle(.black).padding(4)
            let r = ImageRenderer(content: view)
            r.scale = 2
            let image = try r.render()
            var full = 0, half = 0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let a = image.pixel(x: x, y: y).alpha
                    if a > 245 { full += 1 } else if a > 110 && a < 145 { half += 1 }
                }
            }
            return (full, half)
        }
        let hierarchical = try alphas(.hierarchical), monochrome = try alphas(.monochrome)
        #expect(hierarchical.half > 1500 && hierarchical.full > 300, "\(hierarchical)")
        #expect(monochrome.half < 200 && monochrome.full > 2000, "\(monochrome)")
    }

    @Test func composedSlashesAndBadgesAddToTheirBaseGlyph() throws {
        // A slash over the base glyph where the font has no slashed form; a badge at the
        // bottom trailing corner of a smaller base glyph.
        let slashed = try #require(inkBox(renderSymbol("abs.brakesignal.slash")))
        let plain = try #require(inkBox(renderSymbol("abs.brakesignal")))
        #expect(slashed.count != plain.count)
        // The badge is in the bottom trailing quarter of the ink; the book is shrunk to the
        // top leading part, so the top trailing corner stays empty.
        let image = try renderSymbol("book.badge.plus")
        let box = try #require(inkBox(image))
        let midX = (box.minX + box.maxX) / 2, midY = (box.minY + box.maxY) / 2
        func inked(_ xs: Range<Int>, _ ys: Range<Int>) -> Int {
            var n = 0
            for y in ys { for x in xs where image.pixel(x: x, y: y).alpha > 127 { n += 1 } }
            return n
        }
        let quarter = (box.maxX - midX) * (box.maxY - midY)
        #expect(inked(midX..<box.maxX, midY..<box.maxY) * 4 > quarter, "the badge fills its quarter")
        #expect(image.pixel(x: box.maxX, y: box.minY).alpha < 128, "the top trailing corner is empty")
    }

    @Test func templatedNamesTakeTheTemplatesFrame() {
        // SF Symbols 5 templates (template-frames-all.tsv), 17 pt medium at 3x:
        // `bird.fill` ink 1.1577 x 1.2838 circles, 0.1239 side margins.
        let d = 17 * 0.9961
        func px(_ v: Double) -> Double { (v * 3).rounded() / 3 }
        let bird = SymbolLayoutRequest(name: "bird.fill", pointSize: 17, displayScale: 3).frame
        #expect(abs((bird?.size.width ?? 0) - px(d * (1.1577 + 2 * 0.1239))) < 0.01)
        #expect(abs((bird?.size.height ?? 0) - px(d * (1.2838 + 2 * 0.0591))) < 0.01)
        // A localized variant takes its base name's frame.
        #expect(SymbolLayoutRequest(name: "character.book.closed.ar", pointSize: 17, displayScale: 3).frame?.size
                == SymbolLayoutRequest(name: "character.book.closed", pointSize: 17, displayScale: 3).frame?.size)
    }

    @Test func arrowUpForwardMatchesIOS16() throws {
        // airsettings-button-row-ios16 (iOS 16.4, 2x): the row's trailing `arrow.up.forward` at
        // 17 pt has 12.5 x 12.5 pt of ink (25 x 25 px) ending 2.0 pt (4 px) before its frame's
        // trailing edge.
        let r = ImageRenderer(content: Image(systemName: "arrow.up.forward").foregroundStyle(.black).padding(4))
        r.scale = 2
        let size = r.layout().size
        let box = try #require(inkBox(try r.render()))
        #expect(abs((box.maxX - box.minX + 1) - 25) <= 1 && abs((box.maxY - box.minY + 1) - 25) <= 1, "\(box)")
        let frameRight = Int(((size.width - 4) * 2).rounded())
        #expect(abs(frameRight - (box.maxX + 1) - 4) <= 1, "margin \(frameRight - box.maxX - 1) px")
    }

    /// Outline and filled pairs whose font has one form only (hollowed outlines, bold or
    /// Material Design Icons outline forms), for looking at (BACKPLATE_SNAPSHOT_DIR); the
    /// outline of each draws less ink than its filled form.
    @Test func sheetOfOutlineAndFilledPairs() throws {
        let names = ["safari", "shippingbox", "house", "bird", "book", "map", "car", "bus", "camera", "gift", "key", "trophy",
                     "leaf", "tree", "cart", "tag", "bolt", "drop", "flame", "moon", "cloud.sun", "sun.max", "play", "film"]
        let sheet = VStack(spacing: 4) {
            ForEach([false, true], id: \.self) { filled in
                HStack(spacing: 4) {
                    ForEach(names, id: \.self) { name in
                        Image(systemName: filled ? name + ".fill" : name).font(.system(size: 22)).frame(width: 36, height: 34)
                    }
                }
            }
        }.padding(4).background(Color.white).foregroundStyle(.black)
        let r = ImageRenderer(content: sheet)
        r.scale = 2
        let image = try r.render()
        if let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
            try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            try image.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent("symbols-outline-fill-pairs.png"))
        }
        for (i, name) in names.enumerated() {
            func dark(_ row: Int) -> Int {
                var n = 0
                for y in (4 + row * 38) * 2..<(4 + row * 38 + 34) * 2 {
                    for x in (4 + i * 40) * 2..<(4 + i * 40 + 36) * 2 where image.pixel(x: x, y: y).red < 128 { n += 1 }
                }
                return n
            }
            #expect(dark(0) > 0 && dark(0) < dark(1), "\(name): outline \(dark(0)) px, filled \(dark(1)) px")
        }
    }

    /// A contact sheet of every 25th name at 28 pt, for looking at (written when
    /// BACKPLATE_SNAPSHOT_DIR is set); every cell has ink.
    @Test func contactSheetOfTheList() throws {
        let all = SymbolTable.publicNames.sorted()
        let names = stride(from: 0, to: all.count, by: 25).map { all[$0] }
        let rows = stride(from: 0, to: names.count, by: 20).map { Array(names[$0..<min($0 + 20, names.count)]) }
        let sheet = VStack(alignment: .leading, spacing: 4) {
            ForEach(rows, id: \.self) { row in
                HStack(spacing: 4) {
                    ForEach(row, id: \.self) { name in
                        Image(systemName: name).font(.system(size: 28)).frame(width: 48, height: 44).background(Color(white: 0.93))
                    }
                }
            }
        }.padding(4).background(Color.white).foregroundStyle(.black)
        let r = ImageRenderer(content: sheet)
        r.scale = 1
        let image = try r.render()
        #expect(names.count > 360)
        if let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
            try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            try image.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent("symbols-name-list.png"))
            try names.joined(separator: "\n").write(to: URL(fileURLWithPath: dir).appendingPathComponent("symbols-name-list.txt"), atomically: true, encoding: .utf8)
        }
        // Every cell has dark ink at its middle row band.
        for (i, _) in names.enumerated() {
            let cx = 4 + (i % 20) * 52, cy = 4 + (i / 20) * 48
            var dark = 0
            for y in cy + 4..<cy + 40 { for x in cx + 4..<cx + 44 where image.pixel(x: x, y: y).red < 100 { dark += 1 } }
            #expect(dark > 10, "\(names[i]) draws nothing")
        }
    }
}
