import Testing
import BackplateTestSupport
import Foundation
@_spi(Benchmarks) @testable import Backplate
@testable import BackplateCairo

/// Drawing optimisations must not change a single pixel: the benchmark card of
/// `Benchmarks/` (shared/bench/card_c.c as a view) and its text page are compared byte for byte
/// with references recorded before the drawing was optimised (measured in Benchmarks/README.md), and each fast path is
/// checked against the straightforward computation it replaces, on every input it can see.
///
/// The references depend on the installed fonts (Inter from `scripts/install-deps.sh`): a
/// change to text rendering (fonts, shaping, tracking) legitimately changes the text pixels;
/// re-record by deleting `Fixtures/DrawingReference/*.png` and running the suite once (it
/// records a missing reference and fails, asking for a look at the new file).
@Suite struct DrawingReferenceTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/DrawingReference")

    /// Compares `image` with the reference PNG `name` byte for byte (recording it when missing).
    func expectIdentical(_ image: RenderedImage, to name: String) throws {
        let url = Self.folder.appendingPathComponent("\(name).png")
        if let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
            try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            try? image.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent("\(name).png"))
        }
        guard let data = try? Data(contentsOf: url) else {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try image.pngData().write(to: url)
            Issue.record("recorded the missing reference \(url.path): look at it, then run again")
            return
        }
        let reference = try #require(RenderedImage(pngData: data))
        #expect(reference.width == image.width && reference.height == image.height)
        // The references are opaque, so PNG (through cairo's premultiplying reader) holds them exactly.
        #expect(stride(from: 3, to: reference.rgba.count, by: 4).allSatisfy { reference.rgba[$0] == 255 })
        var differing = 0, largest = 0
        for (a, b) in zip(image.rgba, reference.rgba) where a != b {
            differing += 1
            largest = max(largest, abs(Int(a) - Int(b)))
        }
        #expect(differing == 0, "\(name): \(differing) bytes differ from the reference (largest difference \(largest))")
    }

    @Test func cardIsPixelIdenticalToTheReference() throws {
        let image = try ImageRenderer(content: DrawingReferenceViews.card()).render()
        #expect(image.width == 1200 && image.height == 630)
        try expectIdentical(image, to: "card")
    }

    @Test func textPageIsPixelIdenticalToTheReference() throws {
        let image = try ImageRenderer(content: DrawingReferenceViews.textPage()).render()
        #expect(image.width == 800 && image.height == 1000)
        try expectIdentical(image, to: "text-page")
    }

    /// A prepared drawing (the display list alone, drawn again) gives the same pixels as a
    /// full render, on every draw.
    @Test func preparedDrawingDrawsTheSamePixelsAsRender() throws {
        let renderer = ImageRenderer(content: DrawingReferenceViews.card())
        let rendered = try renderer.render()
        let prepared = try renderer.preparedDrawing()
        #expect(prepared.size == CGSize(width: 1200, height: 630))
        #expect(try prepared.draw().rgba == rendered.rgba)
        #expect(try prepared.draw().rgba == rendered.rgba)
    }

    /// The table-driven unpremultiplication gives, for every alpha and every component value
    /// (including invalid premultiplied values above alpha), the bytes of the division
    /// `min(255, (v·255 + a/2) / a)` computed per pixel.
    @Test func straightAlphaConversionMatchesDivision() {
        var words = [UInt32](repeating: 0, count: 256 * 256)
        for a in 0..<256 {
            for v in 0..<256 { words[a * 256 + v] = UInt32(a) << 24 | UInt32(v) << 16 | UInt32(255 - v) << 8 | UInt32((v * 7) & 255) }
        }
        let fast = words.withUnsafeBytes { StraightAlpha.convert($0.baseAddress!, width: 256, height: 256, rowBytes: 1024, opaque: false) }
        var slow = [UInt8](repeating: 0, count: 256 * 256 * 4)
        for (i, p) in words.enumerated() {
            let a = p >> 24
            guard a > 0 else { continue }
            func un(_ v: UInt32) -> UInt8 { UInt8(min(255, (v * 255 + a / 2) / a)) }
            slow[i * 4] = un((p >> 16) & 0xFF); slow[i * 4 + 1] = un((p >> 8) & 0xFF); slow[i * 4 + 2] = un(p & 0xFF); slow[i * 4 + 3] = UInt8(a)
        }
        #expect(fast == slow)
        // Spot values: opaque is only reordered; 64 at half alpha becomes 128; transparent is 0.
        // Typed offsets: literal index arithmetic inside `#expect` took 0.4 s to type-check.
        let opaqueAt: Int = (255 * 256 + 10) * 4, halfAt: Int = (128 * 256 + 64) * 4, clearAt: Int = 77 * 4
        let opaquePixel: [UInt8] = Array(fast[opaqueAt..<opaqueAt + 4]), clearPixel: [UInt8] = Array(fast[clearAt..<clearAt + 4])
        #expect(opaquePixel == [10, 245, 70, 255])
        #expect(fast[halfAt] == 128)
        #expect(clearPixel == [0, 0, 0, 0])
        // RGB24 (opaque): alpha bits are ignored and become 255.
        let opaque = [UInt32(0x0012_3456)].withUnsafeBytes { StraightAlpha.convert($0.baseAddress!, width: 1, height: 1, rowBytes: 4, opaque: true) }
        #expect(opaque == [0x12, 0x34, 0x56, 255])
    }

    /// The blur's multiply-and-shift division equals integer division for every sum a box of
    /// bytes can hold, for every width up to 300 and at the extremes of wide boxes.
    @Test func boxDivisorIsExact() {
        var mismatches = 0
        for width in 1...300 {
            let divide = BoxDivisor(width)
            for x in 0..<(256 * width) where divide(x) != x / width { mismatches += 1 }
        }
        for width in [301, 1_001, 4_095, 32_767, 65_535, 65_536, 1_000_001] {
            let divide = BoxDivisor(width)
            for x in [0, 1, width - 1, width, width + 1, 255 * width, 255 * width + width / 2, 256 * width - 1] where divide(x) != x / width {
                mismatches += 1
            }
        }
        #expect(mismatches == 0)
        #expect(BoxDivisor(65_535).magic != 0 && BoxDivisor(65_536).magic == 0)
    }
}

/// The pictures of `Benchmarks/Benchmarks/BenchmarkCards` (the probes' card and text page),
/// repeated here because the test targets cannot depend on the benchmark package.
enum DrawingReferenceViews {
    static func hex(_ v: Int) -> Color {
        Color(red: Double((v >> 16) & 255) / 255, green: Double((v >> 8) & 255) / 255, blue: Double(v & 255) / 255)
    }

    /// shared/bench/card_c.c as a view (`benchCard()`).
    static func card() -> some View {
        ZStack(alignment: .topLeading) {
            LinearGradient(colors: [hex(0x6366F1), hex(0xEC4899)], startPoint: .topLeading, endPoint: .bottomTrailing)
            VStack(alignment: .leading, spacing: 16) {
                Text("Render SwiftUI on Linux").font(.system(size: 64, weight: .bold)).foregroundStyle(hex(0x0F172A))
                Text("Gradients, shadows and text — headless to PNG, SVG and PDF").font(.system(size: 28)).foregroundStyle(hex(0x475569))
            }
            .padding(.horizontal, 64)
            .padding(.top, 80)
            .frame(width: 1000, height: 400, alignment: .topLeading)
            .background {
                RoundedRectangle(cornerRadius: 40).fill(.white)
                    .overlay(RoundedRectangle(cornerRadius: 40).stroke(hex(0xCBD5E1), lineWidth: 1).padding(0.5))
            }
            .shadow(color: hex(0x0F172A).opacity(0.35), radius: 20, y: 20)
            .offset(x: 100, y: 115)
        }
        .frame(width: 1200, height: 630)
    }

    /// Baselines/text_page_c.c as a view (`benchTextPage()`).
    static func textPage() -> some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(title).font(.system(size: 32, weight: .bold)).foregroundStyle(hex(0x0F172A))
            ForEach(paragraphs.indices, id: \.self) { i in
                Text(paragraphs[i]).font(.system(size: 17)).foregroundStyle(hex(0x334155))
            }
        }
        .padding(40)
        .frame(width: 800, height: 1000, alignment: .topLeading)
        .background(Color.white)
    }

    static let title = "Rendering SwiftUI views on a Linux server"
    static let paragraphs = [
        "Backplate lays out views by SwiftUI's rules and draws them with cairo and pango, so a server can turn the same declarations an iPhone app uses into PNG, SVG and PDF files without a display, a window server or a browser.",
        "Each render resolves the view tree in its environment, proposes sizes from the root down, places every child, and records what to draw as a display list of shapes, gradients, images and shaped text runs.",
        "Text is shaped once during layout: the measured lines are kept and drawn exactly as they were measured, so a paragraph wraps at the same words in the bitmap, in the vector documents and in the frames the layout reports.",
        "Shadows and blurs are computed offscreen at a working scale that keeps their cost proportional to the output, then composited back; gradients, rounded rectangles and strokes go straight to cairo's rasterizer.",
        "The PNG encoder writes opaque images as RGB, leaves rows of renders unfiltered and compresses them with libdeflate, which is faster than zlib at the same ratio; JPEG and WebP come from libjpeg-turbo and libwebp.",
        "On a server, renders run on worker threads with a text engine each, taken from a pool, so two cores draw two cards at once; caches are bounded, and nothing grows from one request to the next.",
        "This page exists to measure drawing that is dominated by glyphs rather than by fills: about 1,400 glyphs in seven paragraphs, the kind of page a report, an invoice or a social preview card holds.",
    ]
}

/// JPEG and WebP quality settings do what they say on the benchmark card: a higher quality
/// gives a larger file that decodes closer to the rendered pixels.
@Suite struct LossyQualityTests {
    /// Mean absolute difference per colour component between two opaque images.
    func meanError(_ a: RenderedImage, _ b: RenderedImage) -> Double {
        var total = 0, count = 0
        for i in stride(from: 0, to: min(a.rgba.count, b.rgba.count), by: 4) {
            for c in 0..<3 { total += abs(Int(a.rgba[i + c]) - Int(b.rgba[i + c])) }
            count += 3
        }
        return Double(total) / Double(max(count, 1))
    }

    @Test func higherQualityIsLargerAndCloser() throws {
        let image = try ImageRenderer(content: DrawingReferenceViews.card()).render()
        let qualities = [0.3, 0.6, 0.95]
        let jpegs = try qualities.map { try image.jpegData(quality: $0) }
        let webps = try qualities.map { try image.webpData(quality: $0) }
        #expect(jpegs[0].count < jpegs[1].count && jpegs[1].count < jpegs[2].count)
        #expect(webps[0].count < webps[1].count && webps[1].count < webps[2].count)
        let jpegErrors = try jpegs.map { meanError(try #require(RenderedImage(jpegData: $0)), image) }
        let webpErrors = try webps.map { meanError(try #require(RenderedImage(webpData: $0)), image) }
        #expect(jpegErrors[0] > jpegErrors[1] && jpegErrors[1] > jpegErrors[2])
        #expect(webpErrors[0] > webpErrors[1] && webpErrors[1] > webpErrors[2])
        // At 0.95 both stay within 2 levels per component on average (a visually lossless card).
        #expect(jpegErrors[2] < 2 && webpErrors[2] < 2)
        // Every setting is far smaller than the raw pixels (1200 × 630 × 3 bytes).
        #expect(jpegs[2].count < 1200 * 630 * 3 / 10 && webps[2].count < 1200 * 630 * 3 / 10)
    }
}

/// The shadow's skipped area (`ShadowOcclusion`) and the blur's split loops keep every pixel.
@Suite struct DrawingFastPathTests {
    /// The box blur exactly as first written: each output the rounded mean of its window,
    /// samples outside the buffer 0 (or the edge value with `clamp`), horizontal passes then
    /// vertical ones.
    func referenceBlur(_ pixels: [UInt8], width: Int, height: Int, channels: Int, sigma: Double, clamp: Bool) -> [UInt8] {
        let radii = GaussianBlur.boxSizes(sigma: sigma).map { ($0 - 1) / 2 }.filter { $0 > 0 }
        var img = pixels
        for r in radii {
            var out = img
            for y in 0..<height {
                for c in 0..<channels {
                    for x in 0..<width {
                        var sum = 0
                        for k in -r...r {
                            let xx = x + k
                            if xx >= 0 && xx < width { sum += Int(img[(y * width + xx) * channels + c]) }
                            else if clamp { sum += Int(img[(y * width + (xx < 0 ? 0 : width - 1)) * channels + c]) }
                        }
                        out[(y * width + x) * channels + c] = UInt8((sum + r) / (2 * r + 1))
                    }
                }
            }
            img = out
        }
        for r in radii {
            var out = img
            for y in 0..<height {
                for i in 0..<(width * channels) {
                    var sum = 0
                    for k in -r...r {
                        let yy = y + k
                        if yy >= 0 && yy < height { sum += Int(img[yy * width * channels + i]) }
                        else if clamp { sum += Int(img[(yy < 0 ? 0 : height - 1) * width * channels + i]) }
                    }
                    out[y * width * channels + i] = UInt8((sum + r) / (2 * r + 1))
                }
            }
            img = out
        }
        return img
    }

    @Test(arguments: [1, 4])
    func blurMatchesTheReferenceAlgorithm(channels: Int) {
        let width = 37, height = 23
        var seed: UInt32 = 12345
        let pixels = (0..<(width * height * channels)).map { _ -> UInt8 in
            seed = seed &* 1_103_515_245 &+ 12_345
            return UInt8(truncatingIfNeeded: seed >> 16)
        }
        for sigma in [0.6, 2.0, 5.5, 16.0, 40.0] {
            for clamp in [false, true] {
                var fast = pixels
                fast.withUnsafeMutableBufferPointer {
                    GaussianBlur.blur($0.baseAddress!, width: width, height: height, rowBytes: width * channels,
                                      channels: channels, sigma: sigma, clampEdges: clamp)
                }
                #expect(fast == referenceBlur(pixels, width: width, height: height, channels: channels, sigma: sigma, clamp: clamp),
                        "sigma \(sigma) clamp \(clamp)")
            }
        }
    }

    /// A rectangle hides its whole pixels strictly inside (its edges count as outside, so the
    /// 100×50 rectangle's are 1..<99 × 1..<49), less one more pixel on every side.
    @Test func rectangleHidesItsInteriorLessOnePixel() throws {
        let hole = try #require(ShadowOcclusion.hiddenDeviceRect(ofOpaqueFill: Path(CGRect(x: 0, y: 0, width: 100, height: 50))))
        #expect(hole == (2, 2, 98, 48))
    }

    /// A rounded rectangle hides a rectangle inside its outline: at least the rectangle inset by
    /// the corner radius, and none of the corners' curved area.
    @Test func roundedRectangleHidesOnlyPixelsInsideIt() throws {
        let rect = CGRect(x: 0, y: 0, width: 1000, height: 400)
        for style in [RoundedCornerStyle.continuous, .circular] {
            let path = Path(roundedRect: rect, cornerRadius: 40, style: style)
            let hole = try #require(ShadowOcclusion.hiddenDeviceRect(ofOpaqueFill: path))
            #expect(hole.x0 <= 40 && hole.y0 <= 40 && hole.x1 >= 960 && hole.y1 >= 360)
            for p in [CGPoint(x: hole.x0, y: hole.y0), CGPoint(x: hole.x1, y: hole.y0),
                      CGPoint(x: hole.x0, y: hole.y1), CGPoint(x: hole.x1, y: hole.y1)] {
                #expect(path.contains(p), "\(style) \(p)")
            }
        }
    }

    /// Shapes that cannot be proved to cover a rectangle hide nothing: a concave outline, two
    /// subpaths, and a shape too small to be worth the test.
    @Test func unprovableShapesHideNothing() throws {
        var l = Path()
        l.move(to: CGPoint(x: 0, y: 0)); l.addLine(to: CGPoint(x: 100, y: 0)); l.addLine(to: CGPoint(x: 100, y: 30))
        l.addLine(to: CGPoint(x: 30, y: 30)); l.addLine(to: CGPoint(x: 30, y: 100)); l.addLine(to: CGPoint(x: 0, y: 100))
        l.closeSubpath()
        #expect(ShadowOcclusion.hiddenDeviceRect(ofOpaqueFill: l) == nil)
        var two = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        two.addRect(CGRect(x: 200, y: 0, width: 100, height: 100))
        #expect(ShadowOcclusion.hiddenDeviceRect(ofOpaqueFill: two) == nil)
        #expect(ShadowOcclusion.hiddenDeviceRect(ofOpaqueFill: Path(CGRect(x: 0, y: 0, width: 8, height: 8))) == nil)
    }
}
