import Foundation
import Testing
import BackplateTestSupport
@testable import Backplate
import BackplateSnapshotTesting

/// `ImageRenderer`: defaults, sizes, pixels at 1x and 2x, draw order, errors.
@Suite(.backplateLook(.iOS18), .tags(.layout, .pixels)) struct ImageRendererTests {
    typealias Pixel = RenderedImage.Pixel

    func rgba(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) -> Pixel { Pixel(red: r, green: g, blue: b, alpha: a) }

    @Test func defaultsMatchSwiftUI() {
        let r = ImageRenderer(content: Color.red)
        #expect(r.proposedSize == .unspecified)
        #expect(r.scale == 1)
        // An unspecified proposal gives a colour its 10×10 ideal size.
        #expect(r.layout().size == CGSize(width: 10, height: 10))
    }

    @Test func proposedSizeIsProposedToTheRoot() throws {
        let r = ImageRenderer(content: Color.red)
        r.proposedSize = ProposedViewSize(width: 40, height: 30)
        let image = try r.render()
        #expect(image.width == 40 && image.height == 30)
    }

    @Test func pixelsAtScaleOneAndTwo() throws {
        let view = Circle().fill(Color.blue).frame(width: 40, height: 40).padding(10)
        for scale in [1.0, 2.0] as [CGFloat] {
            let r = ImageRenderer(content: view)
            r.scale = scale
            let image = try r.render()
            #expect(image.width == Int(60 * scale) && image.height == Int(60 * scale))
            func at(_ x: CGFloat, _ y: CGFloat) -> Pixel { image.pixel(x: Int(x * scale), y: Int(y * scale)) }
            #expect(at(30, 30) == rgba(0, 122, 255))           // centre of the circle
            #expect(at(15, 30) == rgba(0, 122, 255))           // inside, near the left edge
            #expect(at(13, 13).alpha == 0)                     // the circle's bounding-box corner
            #expect(at(2, 2).alpha == 0)                       // padding is transparent
            #expect(at(58, 58).alpha == 0)
        }
    }

    @Test func drawOrderCDRootABInPixels() throws {
        let view = Color.gray.frame(width: 100, height: 100)
            .overlay(Color.red.frame(width: 60, height: 60))
            .background(Color.blue.frame(width: 140, height: 140))
            .overlay(Color.green.frame(width: 30, height: 30))
            .background(Color.yellow.frame(width: 180, height: 180))
        let image = try ImageRenderer(content: view).render()
        // The composite keeps the root's 100×100 size; the larger layers overflow it and are cut by the canvas.
        #expect(image.width == 100 && image.height == 100)
        #expect(image.pixel(x: 50, y: 50) == rgba(52, 199, 89))    // B on top
        #expect(image.pixel(x: 50, y: 30) == rgba(255, 59, 48))    // A above the root
        #expect(image.pixel(x: 50, y: 10) == rgba(142, 142, 147))  // root above D and C
        // Padded by 50: the root spans 50...150, D 30...170, C 10...190.
        let framed = try ImageRenderer(content: view.padding(50)).render()
        #expect(framed.pixel(x: 100, y: 40) == rgba(0, 122, 255))  // D: outside the root, inside D
        #expect(framed.pixel(x: 100, y: 20) == rgba(255, 204, 0))  // C: outside D
        #expect(framed.pixel(x: 1, y: 1).alpha == 0)               // outside everything
    }

    @Test func edgesAreSnappedToPixels() throws {
        // A 10.5-point square at 1x snaps its edges to whole pixels: no half-covered column.
        let image = try ImageRenderer(content: Color.black.frame(width: 10.4, height: 10.4).padding(0.3)).render()
        #expect(image.pixel(x: 5, y: 5) == rgba(0, 0, 0))
        #expect(image.pixel(x: 10, y: 5).alpha == 0 || image.pixel(x: 10, y: 5).alpha == 255)
    }

    @Test func infiniteViewThrows() {
        let r = ImageRenderer(content: Color.red)
        r.proposedSize = .infinity
        #expect(throws: RenderError.self) { try r.render() }
    }

    @Test func emptyViewRendersNothing() throws {
        let image = try ImageRenderer(content: EmptyView()).render()
        #expect(image.width == 0 && image.height == 0)
        #expect(throws: RenderError.emptyImage) { try ImageRenderer(content: EmptyView()).pngData() }
    }

    @Test func hugeCanvasIsRefusedNotAllocated() {
        let r = ImageRenderer(content: Color.red.frame(width: 100_000, height: 100_000))
        #expect(throws: RenderError.self) { try r.render() }
    }

    @Test func tenThousandDeepNestingRenders() throws {
        var view = AnyView(Color.red.frame(width: 4, height: 4))
        for _ in 0..<10_000 { view = AnyView(view.padding(0)) }
        let image = try ImageRenderer(content: view).render()
        #expect(image.pixel(x: 2, y: 2) == rgba(255, 59, 48))
    }

    @Test func pngRoundTripsAndCompressionLevelsDiffer() throws {
        let view = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing).frame(width: 200, height: 100)
        let image = try ImageRenderer(content: view).render()
        let fast = try image.pngData(compression: .fast)
        let small = try image.pngData(compression: .smallest)
        #expect(fast.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(small.count < fast.count)
        for data in [fast, small, try image.pngData(compression: .balanced)] {
            let decoded = try #require(RenderedImage(pngData: data))
            #expect(decoded.rgba == image.rgba)
        }
        #expect(RenderedImage(pngData: Data([1, 2, 3])) == nil)
    }

    @Test func writeIsAtomicAndChecksTheExtension() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("backplate-\(UUID())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = ImageRenderer(content: Color.red.frame(width: 4, height: 4))
        try r.write(to: dir.appendingPathComponent("a.png"))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("a.png").path))
        #expect(throws: OutputFormatError.self) { try r.write(to: dir.appendingPathComponent("a.gif")) }
        let bad = ImageRenderer(content: Color.red)
        bad.proposedSize = .infinity
        #expect(throws: RenderError.self) { try bad.write(to: dir.appendingPathComponent("b.png")) }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("b.png").path))
    }

    @Test func renderersWorkFromSeveralThreadsAtOnce() async throws {
        let results = try await withThrowingTaskGroup(of: RenderedImage.Pixel.self) { group in
            for i in 0..<8 {
                group.addTask {
                    let r = ImageRenderer(content: VStack { Text("Row \(i)"); Color.green.frame(width: 30, height: 30) })
                    let image = try await r.render()
                    return image.pixel(x: image.width / 2, y: image.height - 5)
                }
            }
            var all: [RenderedImage.Pixel] = []
            for try await p in group { all.append(p) }
            return all
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == RenderedImage.Pixel(red: 52, green: 199, blue: 89, alpha: 255) })
    }
}
