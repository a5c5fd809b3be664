import Testing
import Foundation
@testable import Backplate

/// The SF Symbols names real SwiftUI code uses draw something. `appFileNames` are the names
/// app files rendered with Backplate asked for and found missing (issue 13); `publicCodeNames`
/// are the names most used in public SwiftUI projects (`systemName:`/`systemImage:` counted in
/// IceCubesApp, CodeEdit, isowords, MovieSwiftUI, enchanted, Whisky, apple/sample-food-truck,
/// HackingWithSwift and others) that Backplate lacked. Each must be in the frame table, draw
/// ink in the foreground colour, and keep that ink inside its frame.
@Suite struct SymbolCoverageTests {
    static let appFileNames = ["bed.double.fill", "fork.knife.circle.fill", "heart.text.square", "key.fill", "livephoto",
                               "mountain.2.fill", "rectangle.stack", "safari", "target", "trophy.fill", "pencil.and.outline"]

    static let publicCodeNames = ["bed.double", "fork.knife.circle", "heart.text.square.fill", "mountain.2", "rectangle.stack.fill",
                                  "safari.fill", "scope", "trophy", "pencil.line", "pencil.tip", "pencil.and.scribble"]

    /// The rectangle of pixels at least half covered, in pixels.
    static func inkBox(_ image: RenderedImage) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).alpha > 127 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return maxX >= 0 ? (minX, minY, maxX, maxY) : nil
    }

    @Test(arguments: appFileNames + publicCodeNames)
    func nameDrawsInkInsideItsFrame(_ name: String) throws {
        #expect(SymbolTable.frames[name] != nil, "\(name) is not in the frame table")
        #expect(PangoTextEngine.supportedSymbolNames.contains(name), "\(name) has no glyph")
        // Drawn inside a 4-pt inset so ink outside the frame would show.
        let r = ImageRenderer(content: Image(systemName: name).font(.system(size: 34)).foregroundStyle(.black).padding(4))
        r.scale = 2
        let size = r.layout().size
        let image = try r.render()
        let box = try #require(Self.inkBox(image), "\(name) draws nothing")
        // The ink stays inside the symbol's frame (the padded area less 4 pt = 8 px a side),
        // and fills a real part of it (at least a third of the frame's smaller side).
        let frameW = Int((size.width - 8) * 2), frameH = Int((size.height - 8) * 2)
        #expect(box.minX >= 7 && box.minY >= 7 && box.maxX <= 8 + frameW && box.maxY <= 8 + frameH, "\(name): ink \(box) in \(size)")
        let inkW = box.maxX - box.minX + 1, inkH = box.maxY - box.minY + 1
        #expect(max(inkW, inkH) * 3 >= min(frameW, frameH), "\(name): ink \(inkW) × \(inkH) px in \(frameW) × \(frameH)")
        // Black ink, as the foreground style asks.
        let p = image.pixel(x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2)
        #expect(p.alpha == 0 || (p.red < 40 && p.green < 40 && p.blue < 40), "\(name): \(p)")
    }
}
