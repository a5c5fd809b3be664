import Foundation
import Testing
import BackplateTestSupport
import Backplate
import CDeflate

/// A PNG reader independent of the encoder's filter code (chunks, libdeflate inflate,
/// unfiltering by the PNG specification), so straight-alpha pixels compare exactly.
private func decodePNGExactly(_ data: Data) -> RenderedImage? {
    let bytes = [UInt8](data)
    guard bytes.count > 8, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
    func be(_ o: Int) -> Int { Int(bytes[o]) << 24 | Int(bytes[o + 1]) << 16 | Int(bytes[o + 2]) << 8 | Int(bytes[o + 3]) }
    var o = 8, width = 0, height = 0, colorType = 0
    var idat = [UInt8]()
    while o + 12 <= bytes.count {
        let n = be(o), type = String(decoding: bytes[(o + 4)..<(o + 8)], as: UTF8.self)
        guard o + 12 + n <= bytes.count else { return nil }
        let body = Array(bytes[(o + 8)..<(o + 8 + n)])
        var crc: UInt32 = 0
        bytes.withUnsafeBufferPointer { crc = libdeflate_crc32(0, $0.baseAddress! + o + 4, 4 + n) }
        guard UInt32(be(o + 8 + n)) == crc else { return nil }
        if type == "IHDR" { width = be(o + 8); height = be(o + 12); colorType = Int(body[9]) }
        if type == "IDAT" { idat += body }
        o += 12 + n
    }
    let bpp = colorType == 2 ? 3 : 4, rowBytes = width * bpp
    var raw = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
    guard let d = libdeflate_alloc_decompressor() else { return nil }
    defer { libdeflate_free_decompressor(d) }
    var actual = 0
    let status = idat.withUnsafeBufferPointer { i in
        raw.withUnsafeMutableBufferPointer { libdeflate_zlib_decompress(d, i.baseAddress, i.count, $0.baseAddress, $0.count, &actual) }
    }
    guard status == LIBDEFLATE_SUCCESS, actual == raw.count else { return nil }
    var pixels = [UInt8](repeating: 0, count: rowBytes * height)
    for y in 0..<height {
        let f = raw[y * (rowBytes + 1)]
        for x in 0..<rowBytes {
            let v = Int(raw[y * (rowBytes + 1) + 1 + x])
            let a = x >= bpp ? Int(pixels[y * rowBytes + x - bpp]) : 0
            let b = y > 0 ? Int(pixels[(y - 1) * rowBytes + x]) : 0
            let c = x >= bpp && y > 0 ? Int(pixels[(y - 1) * rowBytes + x - bpp]) : 0
            let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
            let predicted = [0, a, b, (a + b) / 2, pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)][Int(f)]
            pixels[y * rowBytes + x] = UInt8((v + predicted) & 0xFF)
        }
    }
    if bpp == 4 { return RenderedImage(width: width, height: height, scale: 1, rgba: pixels) }
    var rgba = [UInt8]()
    rgba.reserveCapacity(width * height * 4)
    for i in stride(from: 0, to: pixels.count, by: 3) { rgba += [pixels[i], pixels[i + 1], pixels[i + 2], 255] }
    return RenderedImage(width: width, height: height, scale: 1, rgba: rgba)
}

/// Synthetic images: an opaque diagonal gradient with noise, and a translucent one.
private func syntheticImage(width: Int, height: Int, opaque: Bool) -> RenderedImage {
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    var seed: UInt32 = 12345
    for y in 0..<height {
        for x in 0..<width {
            seed = seed &* 1_103_515_245 &+ 12345
            let i = (y * width + x) * 4
            rgba[i] = UInt8((x * 255) / max(width - 1, 1))
            rgba[i + 1] = UInt8((y * 255) / max(height - 1, 1))
            rgba[i + 2] = UInt8(truncatingIfNeeded: (x + y) / 3 + Int(seed >> 29))
            rgba[i + 3] = opaque ? 255 : UInt8(truncatingIfNeeded: x * 7 + y * 3)
        }
    }
    return RenderedImage(width: width, height: height, scale: 1, rgba: rgba)
}

private let allCompressions: [PNGCompression] = [.fastest, .fast, .balanced, .smallest]

@Suite(.tags(.pixels)) struct PNGEncoderTests {
    @Test(arguments: [(1, 1), (3, 7), (1200, 630)])
    func syntheticImagesRoundTripExactly(width: Int, height: Int) throws {
        for opaque in [true, false] {
            let image = syntheticImage(width: width, height: height, opaque: opaque)
            for compression in allCompressions where !(compression == .smallest && width > 100) {
                let data = try image.pngData(compression: compression)
                let decoded = try #require(decodePNGExactly(data))
                #expect(decoded.width == width && decoded.height == height)
                #expect(decoded.rgba == image.rgba, "\(compression) opaque \(opaque)")
                // Colour type: RGB (2) for opaque images, RGBA (6) otherwise.
                #expect(data[25] == (opaque ? 2 : 6))
                if opaque {
                    // libpng (through cairo) reads the same pixels.
                    #expect(RenderedImage(pngData: data)?.rgba == image.rgba)
                }
            }
        }
    }

    @Test func renderedTransparentGradientRoundTripsThroughCairosReader() throws {
        let view = LinearGradient(colors: [.red.opacity(0.2), .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
            .frame(width: 37, height: 23)
        let image = try ImageRenderer(content: view).render()
        #expect(image.pixel(x: 0, y: 0).alpha < 255)
        for compression in allCompressions {
            let data = try image.pngData(compression: compression)
            #expect(decodePNGExactly(data)?.rgba == image.rgba)
            #expect(data[25] == 6)
        }
    }

    @Test func smallerSettingsMakeSmallerFiles() throws {
        let view = ZStack {
            LinearGradient(colors: [.indigo, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
            Text("Backplate encodes").font(.system(size: 40, weight: .bold)).foregroundStyle(.white)
        }.frame(width: 400, height: 200)
        let image = try ImageRenderer(content: view).render()
        let sizes = try allCompressions.map { try image.pngData(compression: $0).count }
        #expect(sizes[1] < sizes[0], "fast < fastest: \(sizes)")
        #expect(sizes[2] <= sizes[1], "balanced <= fast: \(sizes)")
        #expect(sizes[3] <= sizes[2], "smallest <= balanced: \(sizes)")
    }

    @Test func emptyOrShortBuffersThrow() {
        #expect(throws: RenderError.self) { try RenderedImage(width: 0, height: 0, scale: 1, rgba: []).pngData() }
        #expect(throws: PNGEncodingError.self) { try RenderedImage(width: 4, height: 4, scale: 1, rgba: [1, 2, 3]).pngData() }
    }
}

/// Left half red, right half blue, a translucent green band across the bottom.
private func twoColourView() -> some View {
    VStack(spacing: 0) {
        HStack(spacing: 0) { Color(red: 1, green: 0, blue: 0); Color(red: 0, green: 0, blue: 1) }.frame(height: 48)
        Color(red: 0, green: 1, blue: 0).opacity(0.5).frame(height: 16)
    }
    .frame(width: 64, height: 64)
}

/// JPEG and WebP are lossy: their blocks move a colour by up to 10/255, alpha included.
private func near(_ p: RenderedImage.Pixel, _ r: Int, _ g: Int, _ b: Int, _ a: Int = 255, tolerance: ColorTolerance = 10) -> Bool {
    close([Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)], [r, g, b, a], tolerance)
}

@Suite(.tags(.pixels)) struct LossyEncodingTests {
    @Test func jpegDecodesToTheColoursCompositedOverTheBackground() throws {
        let renderer = ImageRenderer(content: twoColourView())
        let data = try renderer.jpegData(quality: 0.9)
        #expect(data.starts(with: [0xFF, 0xD8, 0xFF]))
        let image = try #require(RenderedImage(jpegData: data))
        #expect(image.width == 64 && image.height == 64)
        #expect(near(image.pixel(x: 16, y: 24), 255, 0, 0))
        #expect(near(image.pixel(x: 48, y: 24), 0, 0, 255))
        // 50% green over white.
        #expect(near(image.pixel(x: 32, y: 56), 128, 255, 128))

        renderer.environment.colorScheme = .dark
        let dark = try #require(RenderedImage(jpegData: try renderer.jpegData(quality: 0.9)))
        // 50% green over black.
        #expect(near(dark.pixel(x: 32, y: 56), 0, 128, 0))
    }

    @Test func jpegQualityIsClampedAndNaNThrows() throws {
        let image = try ImageRenderer(content: LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
            .frame(width: 120, height: 80)).render()
        let low = try image.jpegData(quality: 0.1), high = try image.jpegData(quality: 1)
        #expect(low.count < high.count)
        #expect(try image.jpegData(quality: 7) == high)
        #expect(try image.jpegData(quality: -3) == image.jpegData(quality: 0))
        #expect(throws: ImageEncodingError.self) { try image.jpegData(quality: .nan) }
        #expect(throws: ImageEncodingError.self) { try image.webpData(quality: .nan) }
    }

    @Test func webpKeepsAlpha() throws {
        let renderer = ImageRenderer(content: twoColourView())
        let data = try renderer.webpData(quality: 0.9)
        #expect(data.starts(with: Array("RIFF".utf8)) && data[8..<12].elementsEqual("WEBP".utf8))
        let image = try #require(RenderedImage(webpData: data))
        #expect(near(image.pixel(x: 16, y: 24), 255, 0, 0, tolerance: 16))
        #expect(near(image.pixel(x: 48, y: 24), 0, 0, 255, tolerance: 16))
        #expect(near(image.pixel(x: 32, y: 56), 0, 255, 0, 128, tolerance: 16))
    }

    @Test func losslessWebPIsExactWhereVisible() throws {
        let source = try ImageRenderer(content: twoColourView()).render()
        let lossless = try source.webpData(lossless: true)
        let image = try #require(RenderedImage(webpData: lossless))
        #expect(image.rgba == source.rgba)
        let noisy = syntheticImage(width: 64, height: 64, opaque: true)
        #expect(try noisy.webpData(quality: 0.5).count < noisy.webpData(lossless: true).count)
    }

    @Test func tooLargeForWebPThrows() throws {
        let wide = RenderedImage(width: 16384, height: 1, scale: 1, rgba: [UInt8](repeating: 255, count: 16384 * 4))
        #expect(throws: ImageEncodingError.imageTooLarge(width: 16384, height: 1, format: "WebP")) { try wide.webpData() }
        #expect(throws: RenderError.emptyImage) { try RenderedImage(width: 0, height: 0, scale: 1, rgba: []).jpegData() }
    }

    @Test func writeChoosesTheFormatByExtension() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("backplate-encode-\(UUID())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let renderer = ImageRenderer(content: twoColourView())
        for name in ["a.jpg", "b.JPEG", "c.webp", "d.png"] {
            try renderer.write(to: dir.appendingPathComponent(name))
        }
        #expect(try Data(contentsOf: dir.appendingPathComponent("a.jpg")).starts(with: [0xFF, 0xD8, 0xFF]))
        #expect(try Data(contentsOf: dir.appendingPathComponent("b.JPEG")).starts(with: [0xFF, 0xD8, 0xFF]))
        #expect(try RenderedImage(webpData: Data(contentsOf: dir.appendingPathComponent("c.webp"))) != nil)
        #expect(try Data(contentsOf: dir.appendingPathComponent("d.png")).starts(with: [0x89, 0x50]))
    }
}
