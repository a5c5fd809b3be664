import Foundation
import Testing
import BackplateTestSupport
@testable import Backplate
@testable import BackplateCairo
@testable import BackplateCore

/// Each failure class of issue 9 with its minimal reproducer: the value, the stage, and the
/// defined answer Backplate now gives.
@Suite(.tags(.layout, .pixels, .regression)) struct RobustnessRegressionTests {
    // MARK: 1. Sizes that do not fit an Int

    @Test func hugeFrameThrowsInsteadOfTrapping() throws {
        // frame(width: 1e19) at PNG: a thrown RenderError naming the size, no trap.
        let r = ImageRenderer(content: Color.red.frame(width: 1e19, height: 10))
        #expect(throws: RenderError.self) { try r.render() }
        #expect(throws: RenderError.self) { try r.svgData() }
        #expect(throws: RenderError.self) { try r.pdfData() }
    }

    @Test func pixelSizeIsCheckedBeforeConverting() {
        #expect(throws: RenderError.self) { try CairoRenderer.pixelSize(CGSize(width: 1e19, height: 1), scale: 1) }
        #expect(throws: RenderError.self) { try CairoRenderer.pixelSize(CGSize(width: 10, height: 10), scale: 1e19) }
        #expect(throws: PixelGeometry.Problem.tooLarge(1e19)) { try PixelGeometry.pixelCount(1e19, scale: 1) }
        #expect(throws: PixelGeometry.Problem.notFinite(.infinity)) { try PixelGeometry.pixelCount(.infinity, scale: 1) }
        #expect(throws: PixelGeometry.Problem.invalidScale(0)) { try PixelGeometry.pixelCount(1, scale: 0) }
        #expect((try? PixelGeometry.pixelCount(10.2, scale: 2)) == 21)
        #expect(PixelGeometry.canvas(width: 20_000, height: 20_000, scale: 1) == nil) // 400 M pixels > maxPixels
        #expect(PixelGeometry.clampedInt(1e300) == Int.max && PixelGeometry.clampedInt(.nan, fallback: 7) == 7)
    }

    @Test func extremeRendererScalesAreRefusedOrRaised() throws {
        // scale 1e19 / 1e-300 used to trap. A bitmap too large to make is refused before any
        // pixel is allocated; a scale below 1/1024 draws at 1/1024 (with a runtime warning).
        let big = ImageRenderer(content: Color.red.frame(width: 1, height: 1))
        big.scale = 1e19
        #expect(throws: RenderError.imageTooLarge(width: .max, height: .max)) { try big.render() }
        let small = ImageRenderer(content: Color.red.frame(width: 2048, height: 1024))
        small.scale = 1e-300
        let img = try small.render()
        #expect(img.width == 2 && img.height == 1)
    }

    @Test func hugeProposalThrows() {
        let r = ImageRenderer(content: Color.red)
        r.proposedSize = ProposedViewSize(width: 1e19, height: 1e19)
        #expect(throws: RenderError.self) { try r.render() }
    }

    @Test func printedTreeWithHugeLengths() {
        // print(renderer.layout()) trapped on lengths of 2^63 or more.
        let r = ImageRenderer(content: Color.red.frame(width: 1e19, height: 1e300))
        #expect(r.layout().description.contains("1e+19×1e+300"))
        #expect(formatLength(9.3e18) == "9.3e+18" && formatLength(12) == "12" && formatLength(-1e308) == "-1e+308")
    }

    @Test func textInAHugelyNegativeFrame() throws {
        let r = ImageRenderer(content: Text("Backplate").frame(width: 40).offset(x: -1e19).frame(width: -1e19))
        _ = r.layout().description
        _ = try? r.render()
    }

    // MARK: 2. Non-finite colours

    @Test func nonFiniteColoursAreDefinedAtConstruction() {
        // Color(hue: .nan) trapped when built; NaN components trapped at layout and render.
        #expect(Color(hue: .nan, saturation: 1, brightness: 1).rgba(in: EnvironmentValues()) == RGBAColor(red: 1, green: 0, blue: 0))
        #expect(Color(hue: .infinity, saturation: 1, brightness: 1).rgba(in: EnvironmentValues()) == RGBAColor(red: 1, green: 0, blue: 0))
        #expect(Color(red: .nan, green: .infinity, blue: -.infinity, opacity: .nan).rgba(in: EnvironmentValues()) == RGBAColor(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(Color(hue: 1.25, saturation: 1, brightness: 1).rgba(in: EnvironmentValues()).green == 1) // hue wraps
        #expect(Color.red.opacity(.nan).rgba(in: EnvironmentValues()).alpha == 1)
    }

    @Test func nanTextColoursRender() throws {
        let nan = Color(red: .nan, green: .nan, blue: .nan)
        let view = Text("Backplate").foregroundColor(nan).underline(color: nan).strikethrough(color: nan)
        let image = try ImageRenderer(content: view).render()
        #expect(image.width > 0)
        // NaN red is 0: the text is drawn in black (opaque dark pixels exist).
        #expect((0..<image.width).contains { x in (0..<image.height).contains { y in image.pixel(x: x, y: y).alpha > 200 } })
    }

    // MARK: 3. Paths, dashes, blurs, gradients

    @Test func hugeArcSweepIsBounded() {
        var p = Path()
        p.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .radians(1e15))
        #expect(p.elements.count <= 14) // ≤ 3 turns of quarter-turn curves, plus the move
        // The bounded sweep keeps direction, end angle and turn parity.
        let b = CGArcGeometry.boundedSweep(7 * 2 * .pi + 1)
        #expect(abs(b - (2 * .pi + 1)) < 1e-9)
        // `CGFloat.pi` and typed operands: `.pi` in literal arithmetic inside `#expect` took 1.2 s to type-check.
        let backwards: CGFloat = CGArcGeometry.boundedSweep(-(8 * 2 * CGFloat.pi + 1))
        #expect(abs(backwards + (4 * CGFloat.pi + 1)) < 1e-9)
        #expect(CGArcGeometry.boundedSweep(3) == 3)
    }

    @Test func nearZeroDashIsBounded() {
        let outline = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
            .strokedPath(StrokeStyle(lineWidth: 4, dash: [1e-9]))
        // At most maxDashes dashes, each a band of a few points: bounded, not millions.
        #expect(outline.elements.count < 20 * Int(PathStroker.maxDashes))
        #expect(!outline.isEmpty)
    }

    @Test func hugeDashWithANegativePhaseIsBounded() throws {
        // Fuzz seed 9030 tree 59: dash [1e308, -1], phase -1 spun forever in cairo (the
        // period overflowed to infinity). A negative length makes the stroke solid, as in CG.
        let style = StrokeStyle(lineWidth: 6, dash: [1e308, -1], dashPhase: -1)
        #expect(style.drawableDash(along: Path(CGRect(x: 0, y: 0, width: 10, height: 10))) == nil)
        let image = try ImageRenderer(content: Ellipse().stroke(Color.red, style: style).frame(width: 80, height: 60)).render()
        #expect(image.pixel(x: 40, y: 2).red > 200 && image.pixel(x: 40, y: 58).red > 200)
        // A lone huge length is clamped, so its period and phase stay finite: one solid dash.
        let huge = try #require(StrokeStyle(lineWidth: 2, dash: [1e308], dashPhase: -1).drawableDash(along: Path(ellipseIn: CGRect(x: 0, y: 0, width: 80, height: 60))))
        #expect(huge.lengths == [PathStroker.maxDashLength, PathStroker.maxDashLength])
        #expect(huge.phase == 2 * PathStroker.maxDashLength - 1)
        let outline = Path(ellipseIn: CGRect(x: 0, y: 0, width: 80, height: 60)).strokedPath(StrokeStyle(lineWidth: 2, dash: [1e308], dashPhase: -1))
        #expect(!outline.isEmpty)
    }

    @Test func fineDashAlongAHugePathIsScaledToAHundredThousandDashes() throws {
        // 0.3 pt dashes along a 4-million-point line would be 6.7 million dashes for cairo.
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 4_000_000, y: 0))
        let dash = try #require(StrokeStyle(dash: [0.3, 0.3]).drawableDash(along: line))
        #expect(abs(4_000_000 / (dash.lengths[0] + dash.lengths[1]) - PathStroker.maxDashes) < 1)
        // Along 1,000 pt the same pattern is kept; the phase is taken within one period.
        let short = Path(CGRect(x: 0, y: 0, width: 250, height: 250))
        #expect(StrokeStyle(dash: [3, 2], dashPhase: 12).drawableDash(along: short)?.lengths == [3, 2])
        #expect(StrokeStyle(dash: [3, 2], dashPhase: 12).drawableDash(along: short)?.phase == 2)
    }

    @Test func subnormalDashScalesByItsShareOfThePeriod() throws {
        // Subnormal dashes [d, 2d]: 0.5 pt over the period overflowed the outline stroker's
        // factor to infinity and its phase to NaN. Each length now keeps its share of the period.
        let ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 80, height: 60))
        let tiny = CGFloat.leastNonzeroMagnitude
        let style = StrokeStyle(lineWidth: 2, dash: [tiny, 2 * tiny], dashPhase: 3)
        let dash = try #require(style.drawableDash(along: ring, minimumPeriod: PathStroker.minDashPeriod))
        #expect(abs(dash.lengths[0] - 0.5 / 3) < 1e-9 && abs(dash.lengths[1] - 1.0 / 3) < 1e-9)
        #expect(dash.phase >= 0 && dash.phase < 0.5)
        // Without a minimum period (cairo's form) the pattern is scaled to 100,000 dashes.
        let cairo = try #require(style.drawableDash(along: ring))
        #expect(abs((cairo.lengths[0] + cairo.lengths[1]) * PathStroker.maxDashes - ring.controlPolygonLength) < 1e-6)
        #expect(abs(cairo.lengths[1] / cairo.lengths[0] - 2) < 1e-9)
        // Along 100 pt that is 200 periods of 0.5 pt: 200 dashes, each one band.
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100, y: 0))
        var moves = 0
        line.strokedPath(style).forEach { if case .move = $0 { moves += 1 } }
        #expect((199...201).contains(moves))
        let image = try ImageRenderer(content: Ellipse().stroke(Color.red, style: style).frame(width: 80, height: 60)).render()
        #expect(image.pixel(x: 40, y: 30).alpha == 0)
    }

    @Test func hugeBlurIsBoundedByTheOutput() throws {
        // blur(radius: 2000) on a 100×100 view took 8.4 s and 1.1 GB: now the blur runs at a
        // coarser scale (σ ≤ 16 px), and a radius that large spreads the view to nothing.
        let image = try ImageRenderer(content: Color.red.frame(width: 100, height: 100).blur(radius: 2000)).render()
        #expect(image.pixel(x: 50, y: 50).alpha < 3)
        let coarse: CGFloat = 16.0 / 2000
        #expect(GaussianBlur.workingScale(radius: 2000, rasterScale: 2) == coarse)
        #expect(GaussianBlur.workingScale(radius: 4, rasterScale: 2) == 2)
        #expect(GaussianBlur.drawableRadius(.nan) == 0 && GaussianBlur.drawableRadius(.infinity) == GaussianBlur.maxRadius)
    }

    @Test func opaqueBlurOfAHugeRadiusIsTheAverage() throws {
        // An opaque blur of 1e9 hung: it converges to the view's average colour.
        let image = try ImageRenderer(content: Color.red.frame(width: 60, height: 40).blur(radius: 1e9, opaque: true)).render()
        let p = image.pixel(x: 30, y: 20)
        #expect(p.red > 240 && p.green < 70 && p.alpha > 240, "\(p)")
    }

    @Test func hugeShadowRadius() throws {
        _ = try ImageRenderer(content: Color.red.frame(width: 50, height: 50).shadow(radius: 1e19)).render()
        _ = try ImageRenderer(content: Color.red.frame(width: 50, height: 50).shadow(radius: .infinity)).render()
    }

    @Test func angularGradientCentredFarAway() throws {
        // A centre at 1e19 overflowed cairo's stack: it now paints the colour of the direction
        // it is seen in. Seen from (1e19, 1e19) the view lies at 225°: between the stops.
        let g = AngularGradient(colors: [.red, .blue], center: UnitPoint(x: 1e17, y: 1e17), angle: .zero)
        let image = try ImageRenderer(content: g.frame(width: 30, height: 30)).render()
        let p = image.pixel(x: 15, y: 15)
        #expect(p.alpha == 255)
        #expect(image.pixel(x: 1, y: 1) == image.pixel(x: 28, y: 28)) // uniform
    }

    @Test func effectBoundsWithNaNTransformsDoNotTrap() throws {
        // Found by the fuzzer (seed 1000, tree 117): a NaN scale inside a shadowed, clipped
        // group made Foundation's CGRect.intersection trap while sizing the offscreen group.
        let nan = DisplayList.Item.group(DisplayList.GroupItem(
            effect: .transform(CGAffineTransform(scaleX: .nan, y: 1)), bounds: CGRect(x: 0, y: 0, width: 10, height: 10),
            items: [.shape(DisplayList.ShapeItem(path: Path(CGRect(x: 0, y: 0, width: 10, height: 10)), paint: .color(RGBAColor(red: 1, green: 0, blue: 0)),
                                                 fillStyle: FillStyle(), stroke: nil, frame: CGRect(x: 0, y: 0, width: 10, height: 10), source: "test"))]))
        let clipped = DisplayList.Item.group(DisplayList.GroupItem(effect: .clip(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), FillStyle()),
                                                                   bounds: CGRect(x: 0, y: 0, width: 10, height: 10), items: [nan]))
        #expect(CairoEffects.bounds(of: [clipped]).isNull)
        let view = Color.red.frame(width: 20, height: 20).scaleEffect(.nan).clipShape(Circle()).shadow(radius: 3)
        _ = try ImageRenderer(content: view.padding(10)).render()
    }

    // MARK: 4. Deep trees

    // Enabled since layout got faster: about 5 s in a debug build (it took minutes while every guide
    // read and every view paid a dynamic protocol cast and an allocated closure).
    @Test func hundredThousandNestedModifiersLayOutAndFree() throws {
        // The declaration (10^5 nested AnyViews) is the caller's own value: it is built and
        // freed on a large stack. The layout tree comes back to this thread and is freed here,
        // which overflowed the stack before ViewNode's iterative teardown.
        let tree = DeepStack.run { () -> LayoutTree in
            var view = AnyView(Color.red.frame(width: 10, height: 10))
            for i in 0..<100_000 {
                switch i % 3 {
                case 0: view = AnyView(view.padding(0))
                case 1: view = AnyView(view.fixedSize())
                default: view = AnyView(VStack { view })
                }
            }
            return ImageRenderer(content: view).layout()
        }
        #expect(tree.size == CGSize(width: 10, height: 10))
    }

    // MARK: 6. Infinite or NaN results never escape layout

    @Test func layoutNeverReturnsInfiniteSizes() {
        func size<V: View>(_ v: V, _ p: ProposedViewSize = .unspecified) -> CGSize {
            let r = ImageRenderer(content: v)
            r.proposedSize = p
            return r.layout().size
        }
        // Rule: a non-finite dimension is placed as 0 (documented on CGSize.placeable).
        #expect(size(Color.red.frame(width: 10, height: 10).padding(.infinity)) == .zero)
        #expect(size(Color.red.frame(minWidth: .infinity).frame(height: 5)) == CGSize(width: 0, height: 5))
        #expect(size(Color.red, .infinity) == .zero)
        #expect(size(Color.red.aspectRatio(1e-300, contentMode: .fit), ProposedViewSize(width: 100, height: nil)).width.isFinite)
        // A nil dimension does not constrain `.fill`: the square is as tall as it is wide
        // (SwiftUI's square grid cells), never infinite.
        #expect(size(Color.red.aspectRatio(nil, contentMode: .fill), ProposedViewSize(width: 100, height: nil)) == CGSize(width: 100, height: 100))
        #expect(size(Color.red.aspectRatio(1, contentMode: .fill), ProposedViewSize(width: nil, height: 40)) == CGSize(width: 40, height: 40))
        // Rule: a negative dimension is placed as 0.
        #expect(size(Color.red.frame(width: 10, height: 10).padding(-1e308)) == .zero)
    }

    @Test func renderReportsTheInfiniteSize() {
        let r = ImageRenderer(content: Color.red)
        r.proposedSize = .infinity
        #expect(throws: RenderError.invalidSize(width: .infinity, height: .infinity)) { try r.render() }
    }

    @Test func nonFiniteEffectsGiveLayoutFrames() {
        let tree = ImageRenderer(content: Color.red.frame(width: 10, height: 10).scaleEffect(.infinity).id("a")).layout()
        #expect(tree.frame(of: "a") == CGRect(x: 0, y: 0, width: 10, height: 10))
        let rotated = ImageRenderer(content: Color.red.frame(width: 10, height: 10).rotationEffect(.radians(.nan)).id("b")).layout()
        #expect(rotated.frame(of: "b") == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    // MARK: 7. Decompression bombs

    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        var d = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        for v in [width, height] { d += [UInt8(v >> 24), UInt8((v >> 16) & 255), UInt8((v >> 8) & 255), UInt8(v & 255)] }
        d += [8, 6, 0, 0, 0, 0, 0, 0, 0] // depth, colour type, methods, (bad) CRC
        return d
    }

    @Test func pngDeclaringTwentyThousandSquaredIsRefused() {
        #expect(throws: ImageDecodingError.tooLarge(width: 20_000, height: 20_000)) {
            try RasterImage.decode(Self.pngHeader(width: 20_000, height: 20_000))
        }
        let image = Image(data: Self.pngHeader(width: 20_000, height: 20_000))
        #expect(ImageRenderer(content: image).layout().size == .zero)
        #expect(RuntimeWarning.emitted.contains { $0.contains("20000×20000") && $0.contains("decoding budget") })
    }

    @Test func truncatedJPEGDeclaringSixteenThousandSquaredIsRefused() {
        // SOI, a baseline SOF0 declaring 16000 × 16000, then nothing.
        var jpeg = Data([0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x3E, 0x80, 0x3E, 0x80, 0x03,
                         0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
                         // SOS: the header ends here; the scan data is missing (truncated).
                         0xFF, 0xDA, 0x00, 0x0C, 0x03, 0x01, 0x00, 0x02, 0x11, 0x03, 0x11, 0x00, 0x3F, 0x00])
        jpeg += Data(repeating: 0, count: 600)
        #expect(decodeError(jpeg) == .tooLarge(width: 16_000, height: 16_000))
    }

    func decodeError(_ d: Data) -> ImageDecodingError? {
        do { _ = try RasterImage.decode(d); return nil } catch { return error as? ImageDecodingError }
    }

    @Test func imageDataIsDecodedLazily() {
        // Building the image decodes nothing: only resolution does.
        let image = Image(data: Self.pngHeader(width: 30_000, height: 30_000))
        #expect(image.deferred != nil)
        #expect(image.loaded(in: EnvironmentValues()).deferred == nil)
    }

    // MARK: 8. Files

    @Test func atomicWritesLeaveNoTemporaryFiles() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("backplate-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // A stale file from a killed writer (a pid that cannot be running) is swept.
        let stale = dir.appendingPathComponent(".out.png.backplate-2147483646-42.tmp")
        try Data([1]).write(to: stale)
        let r = ImageRenderer(content: Color.red.frame(width: 4, height: 4))
        try r.write(to: dir.appendingPathComponent("out.png"))
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(names == ["out.png"])
        // A failed render leaves nothing behind.
        let bad = ImageRenderer(content: Color.red)
        bad.proposedSize = .infinity
        #expect(throws: RenderError.self) { try bad.write(to: dir.appendingPathComponent("bad.png")) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["out.png"])
    }
}

/// Long words and paragraphs (issue 9, class 5): laid out in near-linear time and never
/// silently dropped. `BACKPLATE_LONG_TEXT=1000000` runs the 10^6-character sizes.
@Suite(.tags(.layout, .pixels, .regression)) struct LongTextTests {
    static var length: Int { Int(ProcessInfo.processInfo.environment["BACKPLATE_LONG_TEXT"] ?? "") ?? 100_000 }

    @Test func longUnbreakableWordWraps() {
        let n = Self.length
        let r = ImageRenderer(content: Text(String(repeating: "x", count: n)).frame(width: 300))
        let start = Date()
        let tree = r.layout()
        print("long word of \(n) characters: \(Date().timeIntervalSince(start)) s, size \(tree.size)")
        // Every character is laid out: a 300-point column of many lines.
        #expect(tree.size.width == 300)
        #expect(tree.size.height > CGFloat(n) * 5 / 300 * 10)
    }

    @Test func longParagraphIsNotDropped() {
        let n = Self.length
        let words = String(repeating: "backplate ", count: n / 10)
        let unwrapped = ImageRenderer(content: Text(words)).layout()
        // It used to lay out as one empty line (0 × 21 pt) past 2^18 characters.
        #expect(unwrapped.size.width > 1000)
        let start = Date()
        let wrapped = ImageRenderer(content: Text(words).frame(width: 400)).layout()
        print("paragraph of \(n) characters: \(Date().timeIntervalSince(start)) s, size \(wrapped.size)")
        #expect(wrapped.size.height > CGFloat(n) * 5 / 400 * 10)
    }
}
