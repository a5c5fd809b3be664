import Testing
import Foundation
import Backplate
import BackplateUIKit

/// An asset catalog image set whose file is a HEIC photo, as iPhone apps ship them: drawn by
/// `Image("name")` and `UIImage(named:)` through libheif, at the set's declared scale.
@Suite(.tags(.pixels)) struct HEICImageSetTests {
    init() throws { try AssetCatalog.register(recipeKitCatalog) }

    @Test func aHEICImageSetDrawsAtTwoX() throws {
        // RecipeHEIC: 16 × 16 pixels at 2x (8 × 8 points), quadrants red, green / blue, white.
        let file = try #require(AssetCatalog.imageFile(named: "RecipeHEIC"))
        #expect(file.url.lastPathComponent == "photo.heic" && file.scale == 2)
        let renderer = ImageRenderer(content: Image("RecipeHEIC"))
        renderer.scale = 2
        let image = try renderer.render()
        #expect(image.width == 16 && image.height == 16)
        // HEVC at quality 90 keeps the flat quadrants within 12/255 per channel.
        let expected: [(Int, Int, [Int])] = [(4, 4, [255, 0, 0]), (12, 4, [0, 255, 0]), (4, 12, [0, 0, 255]), (12, 12, [255, 255, 255])]
        for (x, y, rgb) in expected {
            let p = image.pixel(x: x, y: y)
            let got = [Int(p.red), Int(p.green), Int(p.blue)]
            #expect(zip(got, rgb).allSatisfy { abs($0 - $1) <= 12 } && p.alpha == 255, "(\(x), \(y)) is \(got)")
        }
        let uiImage = try #require(UIImage(named: "RecipeHEIC"))
        #expect(uiImage.size == CGSize(width: 8, height: 8) && uiImage.scale == 2)
    }
}
