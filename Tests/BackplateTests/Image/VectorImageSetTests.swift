import Testing
import BackplateTestSupport
import Foundation
import Synchronization
import Backplate
import BackplateCairo

/// Image sets holding a PDF or SVG file, as Xcode's asset catalogs do: sized by the page or
/// the SVG's canvas in points, drawn as outlines when the set preserves vector data.
@Suite(.tags(.pixels)) struct VectorImageSetTests {
    init() throws { try AssetCatalog.register(recipeKitCatalog) }

    let red = RenderedImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
    let blue = RenderedImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255)

    @Test func anSVGSetIsSizedByItsCanvasInPoints() throws {
        // RecipeLeaf: a 24 × 12 SVG, red square on its left half, a blue 6 × 8 bar at (16, 2).
        let renderer = ImageRenderer(content: Image("RecipeLeaf"))
        renderer.scale = 2
        let image = try renderer.render()
        #expect(image.width == 48 && image.height == 24)
        #expect(image.pixel(x: 10, y: 12) == red)
        #expect(image.pixel(x: 38, y: 12) == blue)
        #expect(image.pixel(x: 28, y: 12).alpha == 0)
        #expect(image.pixel(x: 38, y: 2).alpha == 0)
    }

    @Test func aPreservedVectorStaysSharpWhenEnlarged() throws {
        // Ten times its size at 1x: the red square's edge falls between pixels 119 and 120,
        // and outlines leave no blended pixel there (a 3x bitmap scaled up would).
        let renderer = ImageRenderer(content: Image("RecipeLeaf").resizable().frame(width: 240, height: 120))
        let image = try renderer.render()
        #expect(image.pixel(x: 119, y: 60) == red)
        #expect(image.pixel(x: 120, y: 60).alpha == 0)
        #expect(image.pixel(x: 160, y: 20) == blue)
        #expect(image.pixel(x: 159, y: 20).alpha == 0)
    }

    @Test func aPDFSetIsItsFirstPageAndATemplateTakesTheForegroundStyle() throws {
        // RecipeStamp: a 30 × 20-point page with a black 20 × 10 rectangle 5 points in; intent template.
        let renderer = ImageRenderer(content: Image("RecipeStamp").foregroundStyle(Color(red: 0, green: 1, blue: 0)))
        renderer.scale = 3
        let image = try renderer.render()
        #expect(image.width == 90 && image.height == 60)
        #expect(image.pixel(x: 45, y: 30) == RenderedImage.Pixel(red: 0, green: 255, blue: 0, alpha: 255))
        #expect(image.pixel(x: 14, y: 30).alpha == 0)
        #expect(image.pixel(x: 45, y: 14).alpha == 0)
        #expect(image.pixel(x: 45, y: 15).alpha == 255)
    }

    @Test func aSetThatDoesNotPreserveVectorsScalesItsScreenRendering() throws {
        // Without preserves-vector-representation iOS draws Xcode's bitmap for the screen's
        // scale stretched to the frame: at 1x and ten times the size, the rectangle's left edge
        // (at 50 points) is blended over the pixels between two source pixels' centres.
        let renderer = ImageRenderer(content: Image("RecipeStamp").resizable().frame(width: 300, height: 200))
        let image = try renderer.render()
        #expect(image.pixel(x: 100, y: 100).alpha == 255)
        let edge = image.pixel(x: 50, y: 100).alpha
        #expect(edge > 40 && edge < 215, "edge alpha \(edge)")
    }

    @Test func vectorDocumentsStayOutlinesInSVGOutput() throws {
        let svg = String(decoding: try ImageRenderer(content: Image("RecipeLeaf")).svgData(), as: UTF8.self)
        #expect(!svg.contains("<image"))
        #expect(svg.contains("rgb(100%, 0%, 0%)") || svg.contains("rgb(100%,0%,0%)"))
    }

    @Test func rendersOnManyThreadsShareOneDocument() throws {
        // One PDF and one SVG document, drawn as outlines and rendered for the screen at once.
        @Sendable func view() -> some View {
            HStack(spacing: 0) {
                Image("RecipeLeaf").resizable().frame(width: 48, height: 24)
                Image("RecipeStamp").resizable().frame(width: 60, height: 40)
            }
        }
        let images = LockedPixels()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            images.append((try? ImageRenderer(content: view()).render().rgba) ?? [])
        }
        let all = images.all
        #expect(all.count == 8 && Set(all).count == 1 && !all[0].isEmpty)
        let first = try ImageRenderer(content: view()).render()
        #expect(first.pixel(x: 10, y: 12) == red && first.pixel(x: 48 + 30, y: 20).alpha == 255)
    }

    @Test func anSVGWithOnlyAViewBoxTakesItsSize() throws {
        let data = Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"><rect width="40" height="20"/></svg>"#.utf8)
        let image = try RasterImage.decodeVector(data)
        #expect(image.width == 120 && image.height == 60 && image.scale == 3)
        let centreAlpha: Int = (30 * 120 + 60) * 4 + 3
        #expect(image.rgba[centreAlpha] == 255)
    }

    @Test func unreadableDocumentsThrow() {
        let noSize = Data(#"<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>"#.utf8)
        #expect(throws: ImageDecodingError.self) { try RasterImage.decodeVector(noSize) }
        #expect(throws: ImageDecodingError.self) { try RasterImage.decodeVector(Data("not a document".utf8)) }
        #expect(throws: ImageDecodingError.self) { try RasterImage.decodeVector(Data("%PDF-1.4\n".utf8)) }
        #expect(throws: ImageDecodingError.self) { try RasterImage.decodeVector(Data()) }
    }
}

/// Rendered pixels collected from several threads.
private final class LockedPixels: Sendable {
    private let state = Mutex<[[UInt8]]>([])
    func append(_ pixels: [UInt8]) { state.withLock { $0.append(pixels) } }
    var all: [[UInt8]] { state.withLock { $0 } }
}
