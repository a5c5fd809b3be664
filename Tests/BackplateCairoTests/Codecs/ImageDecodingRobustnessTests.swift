import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// Image file decoding under bad input: every truncation and thousands of seeded corruptions of
/// real PNG, JPEG, WebP and GIF files. Each must give a defined answer (an image within the budget, or an error), never a crash; run
/// under AddressSanitizer by `scripts/sanitize.sh address`, which sees any bad read or write.
@Suite(.tags(.layout, .regression)) struct ImageDecodingRobustnessTests {
    /// A 24 × 10 PNG, JPEG and WebP of a gradient with text (real encoder output, not a stub).
    static let files: (png: Data, jpeg: Data, webp: Data) = {
        let view = ZStack {
            LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
            Text("Ag").font(.system(size: 8))
        }.frame(width: 24, height: 10)
        let r = ImageRenderer(content: view)
        return (try! r.pngData(), try! r.jpegData(quality: 0.8), try! r.webpData())
    }()

    /// A 1 × 1 GIF89a (the classic transparent pixel).
    static let gif = Data([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0xFF, 0xFF, 0xFF,
                           0x00, 0x00, 0x00, 0x21, 0xF9, 0x04, 0x01, 0x00, 0x00, 0x00, 0x00, 0x2C, 0x00, 0x00, 0x00, 0x00,
                           0x01, 0x00, 0x01, 0x00, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3B])

    /// Whatever decodes must be within the budget and have the pixels its size says.
    func checkDefined(_ data: Data, _ label: String) {
        guard let image = RasterImage(decoding: data) else { return }
        #expect(image.width > 0 && image.height > 0 && image.width * image.height <= ImageDecodingLimits.maxPixels, "\(label)")
        #expect(image.rgba.count == image.width * image.height * 4, "\(label)")
    }

    @Test func goodFilesDecodeToTheirSize() throws {
        for data in [Self.files.png, Self.files.jpeg, Self.files.webp] {
            let image = try #require(RasterImage(decoding: data))
            #expect(image.width == 24 && image.height == 10)
            // Left is red, right is blue (the gradient's ends).
            let row: Int = 5 * 24
            let left: UInt8 = image.rgba[row * 4], right: UInt8 = image.rgba[(row + 23) * 4 + 2]
            #expect(left > 200 && right > 200)
        }
    }

    @Test func everyTruncationGivesADefinedAnswer() {
        for (name, data) in [("png", Self.files.png), ("jpeg", Self.files.jpeg), ("webp", Self.files.webp), ("gif", Self.gif)] {
            for length in 0..<data.count { checkDefined(data.prefix(length), "\(name) cut at \(length)") }
        }
    }

    @Test func seededCorruptionsGiveADefinedAnswer() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int { state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407; return Int(state >> 33) }
        for (name, original) in [("png", Self.files.png), ("jpeg", Self.files.jpeg), ("webp", Self.files.webp), ("gif", Self.gif)] {
            for variant in 0..<1_500 {
                var bytes = [UInt8](original)
                for _ in 0..<(1 + variant % 8) { bytes[next() % bytes.count] = UInt8(truncatingIfNeeded: next()) }
                checkDefined(Data(bytes), "\(name) variant \(variant)")
            }
        }
    }

    @Test func theTransparentGIFPixelDecodes() throws {
        let image = try RasterImage.decode(Self.gif)
        #expect((image.width, image.height) == (1, 1) && image.rgba[3] == 0)
    }

    @Test func badFilesDrawAnEmptyImageInARender() throws {
        // The last 20 bytes of the JPEG are entropy-coded data and its end marker.
        let cut = Self.files.jpeg.prefix(Self.files.jpeg.count - 20)
        let heic = Data([0, 0, 0, 24] + Array("ftypheic".utf8) + [0, 0, 0, 0])
        for data in [cut, heic, Self.files.webp.prefix(30), Self.files.png.prefix(40)] {
            let r = ImageRenderer(content: HStack(spacing: 0) { Image(data: data).id("i"); Color.red.frame(width: 4, height: 4) })
            let size = r.layout().frame(of: "i")?.size
            // A truncated JPEG keeps its declared size (libjpeg-turbo's warning); the rest are empty.
            #expect(size == (data == cut ? CGSize(width: 24, height: 10) : .zero))
            #expect(throws: Never.self) { try r.render() }
        }
    }
}
