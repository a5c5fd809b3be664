import Foundation
import Testing
import BackplateTestSupport
import Backplate
import BackplateSnapshotTesting

/// Seed 001's code, compiled verbatim, renders as the article describes.
@Suite(.backplateLook(.iOS18), .tags(.appFiles, .layout, .pixels)) struct Seed001Tests {
    typealias Pixel = RenderedImage.Pixel
    let red = Pixel(red: 255, green: 59, blue: 48, alpha: 255)
    let blue = Pixel(red: 0, green: 122, blue: 255, alpha: 255)
    let yellow = Pixel(red: 255, green: 204, blue: 0, alpha: 255)

    @Test func rainbowIsSixNestedBands() throws {
        let image = try ImageRenderer(content: Color.black.frame(width: 8, height: 8).rainbow()).render()
        #expect(image.width == 8 + 192)
        // Bands from the outside in: red, orange, yellow, green, blue, purple, each 16 points.
        let expected: [(UInt8, UInt8, UInt8)] = [(255, 59, 48), (255, 149, 0), (255, 204, 0), (52, 199, 89), (0, 122, 255), (175, 82, 222)]
        for (i, c) in expected.enumerated() {
            #expect(image.pixel(x: 8 + 16 * i, y: 100) == Pixel(red: c.0, green: c.1, blue: c.2, alpha: 255))
        }
        #expect(image.pixel(x: 100, y: 100) == Pixel(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test func accentColorReachesSliderAndButtonAndIsOverriddenDeeper() throws {
        let r = ImageRenderer(content: ContentView5())
        r.proposedSize = ProposedViewSize(width: 393, height: nil)
        let tree = r.layout()
        // padding 16 + slider 31 + 10 + button title + 10 + rect 100 + padding 16.
        #expect(tree.size.width == 393)
        let image = try r.render()
        #expect(image.pixel(x: 2, y: 2) == yellow)                                  // the background fills the padded stack
        // Slider: the filled track left of the thumb is blue (overridden), the rectangle is red with a blue border.
        let sliderY = 16 + 15
        #expect(image.pixel(x: 60, y: sliderY) == blue)
        let rectTop = Int(tree.size.height) - 16 - 100
        #expect(image.pixel(x: 196, y: rectTop + 50) == red)
        #expect(image.pixel(x: 196 - 145, y: rectTop + 50) == blue)
        // The button title is red: some pixel in its row is reddish.
        let buttonY = 16 + 31 + 10
        var reddish = 0
        for y in buttonY..<(buttonY + 20) { for x in 150..<250 {
            let p = image.pixel(x: x, y: y)
            if p.red > 200 && p.green < 150 && p.blue < 150 { reddish += 1 }
        } }
        #expect(reddish > 20)
    }

    @Test func environmentKeyDefaultsToNil() throws {
        let r = ImageRenderer(content: OutlinedRect().frame(width: 40, height: 40))
        let image = try r.render()
        // No secondary accent colour: a clear border, the accent fill shows to the edge.
        #expect(image.pixel(x: 2, y: 20) == blue)
    }

    @Test func theOtherContentViewsRender() throws {
        // The slider is greedy: the padded stacks take the proposed width.
        for view in [AnyView(ContentView1()), AnyView(ContentView2()), AnyView(ContentView3())] {
            let r = ImageRenderer(content: view)
            r.proposedSize = ProposedViewSize(width: 300, height: nil)
            let image = try r.render()
            #expect(image.width == 300 && image.height > 40)
        }
        // Three labels stacked with text-to-text spacing: three body lines tall.
        let labels = ImageRenderer(content: ContentView4()).layout()
        #expect(labels.size.width < 100)
        #expect(abs(labels.size.height - 3 * 21) < 0.001)
    }
}
