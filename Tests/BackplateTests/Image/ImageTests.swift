import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import BackplateSnapshotTesting

/// Pixel images: decoding (PNG, JPEG), sizing (docs/layout-rules.md §1.3, §2.5), drawing modes, named
/// lookup, and bad input.
@Suite(.backplateLook(.iOS18), .tags(.layout, .pixels)) struct ImageTests {
    /// 16 × 8 JPEG: left half system red, right half system blue (made with pdftoppm).
    static let jpeg = Data(base64Encoded: "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAIABADASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwDj64Oiiv2D6Df/ADUH/cp/7sn237Tb/mk/+5//AN0z/9k=")!

    /// A 4 × 2 PNG: opaque green on the left half, transparent on the right.
    static func png(scale: CGFloat = 1) throws -> Data {
        let r = ImageRenderer(content: HStack(spacing: 0) { Color.green.frame(width: 2, height: 2); Color.clear.frame(width: 2, height: 2) })
        return try r.pngData()
    }

    /// `jpeg` is a 16 × 8 JPEG: its lossy blocks shift colours by up to 12/255.
    let jpegTolerance = ColorTolerance(steps: 12)

    @Test func decodesJPEGAndPNG() throws {
        let jpeg = try #require(RasterImage(decoding: Self.jpeg))
        #expect(jpeg.width == 16 && jpeg.height == 8)
        let left = Array(jpeg.rgba[(4 * 16 + 2) * 4..<(4 * 16 + 2) * 4 + 4])
        let right = Array(jpeg.rgba[(4 * 16 + 13) * 4..<(4 * 16 + 13) * 4 + 4])
        #expect(abs(Int(left[0]) - 255) < 12 && abs(Int(left[1]) - 59) < 12 && abs(Int(left[2]) - 48) < 12 && left[3] == 255)
        #expect(abs(Int(right[0]) - 0) < 12 && abs(Int(right[1]) - 122) < 12 && abs(Int(right[2]) - 255) < 12)
        let png = try #require(RasterImage(decoding: try Self.png(), scale: 2))
        #expect(png.width == 4 && png.height == 2 && png.scale == 2)
        #expect(png.rgba[3] == 255 && png.rgba[(2) * 4 + 3] == 0)
    }

    @Test func fixedSizeImagesIgnoreTheProposal() throws {
        let tree = ImageRenderer(content: Image(data: Self.jpeg).id("img").frame(width: 100, height: 100)).layout()
        #expect(tree.frame(of: "img") == CGRect(x: 42, y: 46, width: 16, height: 8))
        // Points are pixels ÷ scale.
        #expect(ImageRenderer(content: Image(data: Self.jpeg, scale: 2)).layout().size == CGSize(width: 8, height: 4))
        #expect(ImageRenderer(content: Image(data: Self.jpeg, scale: .nan)).layout().size == CGSize(width: 16, height: 8))
    }

    @Test func resizableImagesFillAndKeepTheirRatio() {
        func size<V: View>(_ v: V, _ w: CGFloat?, _ h: CGFloat?) -> CGSize {
            let r = ImageRenderer(content: v)
            r.proposedSize = ProposedViewSize(width: w, height: h)
            return r.layout().size
        }
        let image = Image(data: Self.jpeg)
        #expect(size(image.resizable(), 100, 30) == CGSize(width: 100, height: 30))
        #expect(size(image.resizable(), nil, nil) == CGSize(width: 16, height: 8))
        #expect(size(image.resizable(), 50, nil) == CGSize(width: 50, height: 8))
        // aspectRatio / scaledToFit / scaledToFill use the image's own 2:1 ratio (§2.5).
        #expect(size(image.resizable().scaledToFit(), 100, 100) == CGSize(width: 100, height: 50))
        #expect(size(image.resizable().aspectRatio(contentMode: .fit), 100, 100) == CGSize(width: 100, height: 50))
        #expect(size(image.resizable().scaledToFill(), 100, 100) == CGSize(width: 200, height: 100))
        #expect(size(image.resizable().aspectRatio(1, contentMode: .fit), 100, 60) == CGSize(width: 60, height: 60))
    }

    @Test func drawsScaledWithOrWithoutInterpolation() throws {
        let smooth = try ImageRenderer(content: Image(data: Self.jpeg).resizable().frame(width: 64, height: 32)).render()
        let sharp = try ImageRenderer(content: Image(data: Self.jpeg).resizable().interpolation(.none).frame(width: 64, height: 32)).render()
        #expect(close(smooth.pixel(x: 4, y: 16), 255, 59, 48, jpegTolerance))
        #expect(close(smooth.pixel(x: 60, y: 16), 0, 122, 255, jpegTolerance))
        // Scaled 4×: nearest-neighbour repeats each source pixel in 4 × 4 blocks; smoothing
        // blends neighbours, so the pixels of a block differ near the red/blue edge.
        #expect(sharp.pixel(x: 28, y: 16) == sharp.pixel(x: 31, y: 16))
        #expect(sharp.pixel(x: 32, y: 16) == sharp.pixel(x: 35, y: 16))
        #expect(smooth.pixel(x: 28, y: 16) != smooth.pixel(x: 31, y: 16))
    }

    @Test func templateImagesTakeTheForegroundStyle() throws {
        let image = try ImageRenderer(content: Image(data: try Self.png()).renderingMode(.template).foregroundStyle(.purple)).render()
        // Opaque pixels become system purple; transparent ones stay transparent.
        #expect(close(image.pixel(x: 0, y: 0), 175, 82, 222) && image.pixel(x: 0, y: 0).alpha == 255)
        #expect(image.pixel(x: 3, y: 1).alpha == 0)
        // Original mode ignores the style.
        let original = try ImageRenderer(content: Image(data: try Self.png()).foregroundStyle(.purple)).render()
        #expect(close(original.pixel(x: 0, y: 0), 52, 199, 89))
    }

    @Test func capInsetsKeepCornersUnscaled() {
        let r = ImageRenderer(content: Image(data: Self.jpeg).resizable(capInsets: EdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4))
            .frame(width: 100, height: 40))
        let items = r.displayList().flattenedLeaves.compactMap { item -> DisplayList.ImageItem? in
            if case .image(let i) = item { return i } else { return nil }
        }
        #expect(items.count == 9)
        #expect(items.first?.frame == CGRect(x: 0, y: 0, width: 4, height: 2))
        #expect(items.last?.frame == CGRect(x: 96, y: 38, width: 4, height: 2))
        #expect(items[4].frame == CGRect(x: 4, y: 2, width: 92, height: 36))
    }

    @Test func orientationTurnsThePixels() throws {
        let raster = try #require(RasterImage(decoding: Self.jpeg))
        let tree = ImageRenderer(content: Image(raster.cgImage, scale: 1, orientation: .right, label: Text("x"))).layout()
        #expect(tree.size == CGSize(width: 8, height: 16))
        // Turned clockwise: the red left half is now on top.
        let image = try ImageRenderer(content: Image(decorative: raster.cgImage, scale: 1, orientation: .right)).render()
        #expect(close(image.pixel(x: 4, y: 2), 255, 59, 48, 20))
        #expect(close(image.pixel(x: 4, y: 13), 0, 122, 255, 20))
    }

    @Test func namedImagesAreFoundInSearchFolders() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("backplate-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.jpeg.write(to: dir.appendingPathComponent("photo.jpg"))
        try Self.png().write(to: dir.appendingPathComponent("icon@2x.png"))
        NamedImages.addSearchPath(dir)
        #expect(ImageRenderer(content: Image("photo")).layout().size == CGSize(width: 16, height: 8))
        #expect(ImageRenderer(content: Image(decorative: "icon")).layout().size == CGSize(width: 2, height: 1))
        #expect(ImageRenderer(content: Image("photo.jpg", label: Text("A photo"))).layout().size == CGSize(width: 16, height: 8))
        #expect(ImageRenderer(content: Image("missing-\(UUID().uuidString)")).layout().size == .zero)
    }

    @Test func badDataGivesAnEmptyImage() throws {
        #expect(RasterImage(decoding: Data()) == nil)
        #expect(RasterImage(decoding: Data([0xFF, 0xD8, 0xFF, 0x00])) == nil)
        #expect(RasterImage(decoding: Data([0x89, 0x50, 0x4E, 0x47, 0x0D])) == nil)
        #expect(RasterImage(decoding: Data("not an image".utf8)) == nil)
        #expect(RasterImage(width: 0, height: 0, rgba: []) == nil)
        for data in [Data(), Data([1, 2, 3]), Self.jpeg.prefix(100)] {
            let r = ImageRenderer(content: HStack { Image(data: data).id("i"); Color.red.frame(width: 4, height: 4) })
            #expect(r.layout().frame(of: "i")?.size == .zero)
            #expect(throws: Never.self) { try r.render() }
        }
        // A resizable empty image takes the proposal and draws nothing.
        let empty = try ImageRenderer(content: Image(data: Data()).resizable().frame(width: 5, height: 5)).render()
        #expect(empty.pixel(x: 2, y: 2).alpha == 0)
    }
}
