import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateUIKit

/// `UIImage(systemName:)` and `UIImage.SymbolConfiguration`: the symbol drawn by the symbol
/// renderer at the screen's 3x, sized as UIKit sizes it, `nil` for names SF Symbols lacks.
@MainActor @Suite(.tags(.pixels)) struct UIImageSymbolTests {
    @Test func unknownNamesAreNil() {
        #expect(UIImage(systemName: "no.such.symbol.anywhere") == nil)
        #expect(UIImage(systemName: "") == nil)
        #expect(UIImage(systemName: "star.fill") != nil)
        #expect(UIImage(named: "star.fill") == nil)   // symbols are not named images
    }

    /// Apple Developer Forums thread 716773: `chevron.compact.down` at 64 points, light, medium
    /// scale is 70.33 × 25.67 points (211 × 77 pixels) on a 3x device.
    @Test func sizeFollowsTheConfigurationAsUIKitMeasures() throws {
        let config = UIImage.SymbolConfiguration(pointSize: 64, weight: .light)
        let image = try #require(UIImage(systemName: "chevron.compact.down", withConfiguration: config))
        #expect(image.scale == 3)
        #expect(abs(image.size.width - 211.0 / 3) < 0.01 && abs(image.size.height - 77.0 / 3) < 0.01, "\(image.size)")
        #expect(image.isSymbolImage && image.symbolConfiguration != nil)
        // The default configuration is the body's 17 points: a larger point size is larger.
        let body = try #require(UIImage(systemName: "person"))
        let large = try #require(UIImage(systemName: "person", withConfiguration: UIImage.SymbolConfiguration(scale: .large)))
        #expect(body.size.height > 15 && body.size.height < 20, "\(body.size)")
        #expect(large.size.width > body.size.width && large.size.height > body.size.height)
        // withConfiguration lays the new configuration over the old: the size stays 64.
        let bold = image.withConfiguration(UIImage.SymbolConfiguration(weight: .bold))
        #expect(bold.symbolConfiguration?.pointSize == 64 && bold.symbolConfiguration?.weight == .bold)
        #expect(UIImage(systemName: "chevron.compact.down")?.applyingSymbolConfiguration(config)?.size == image.size)
        #expect(UIImage().applyingSymbolConfiguration(config) == nil)
    }

    @Test func drawnInBlackOrTheTint() throws {
        let star = try #require(UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        func darkestAndOpaque(_ image: UIImage) -> [Int] {
            let r = image.renderedImage
            var best = [255, 255, 255, 0]
            for y in 0..<r.height { for x in 0..<r.width {
                let p = rgba(r, x, y)
                if p[3] > best[3] { best = p }
            } }
            return best
        }
        // The ink: opaque black where the star is solid.
        #expect(darkestAndOpaque(star) == [0, 0, 0, 255], "\(darkestAndOpaque(star))")
        let red = star.withTintColor(.systemRed)
        #expect(red.size == star.size)
        let ink = darkestAndOpaque(red)
        #expect(ink[0] > 200 && ink[1] < 80 && ink[3] == 255, "\(ink)")
        // A bitmap's tint recolours its pixels through their alpha.
        let recoloured = UIImage(renderedImage: RenderedImage(width: 1, height: 1, scale: 1, rgba: [10, 20, 30, 128]))
            .withTintColor(UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(recoloured.renderedImage.rgba == [0, 0, 255, 128])
    }

    /// `Image(uiImage:)` of a symbol is a template: it takes the foreground style, as SwiftUI's.
    @Test func swiftUIDrawsASymbolImageInTheForegroundStyle() throws {
        let star = try #require(UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30)))
        let renderer = ImageRenderer(content: Image(uiImage: star).foregroundStyle(Color(red: 0, green: 0.5, blue: 1)))
        renderer.scale = 3
        let image = try renderer.render()
        #expect(abs(Double(image.width) / 3 - star.size.width) < 0.5 && abs(Double(image.height) / 3 - star.size.height) < 0.5)
        let centre = rgba(image, image.width / 2, image.height / 2)
        #expect(centre[0] < 10 && abs(centre[1] - 128) < 3 && centre[2] > 250 && centre[3] == 255, "\(centre)")
        // With a tint colour it keeps its own colour.
        let tinted = ImageRenderer(content: Image(uiImage: star.withTintColor(UIColor(red: 1, green: 0, blue: 0, alpha: 1)))
            .foregroundStyle(Color(red: 0, green: 0.5, blue: 1)))
        tinted.scale = 3
        let red = try tinted.render()
        let p = rgba(red, red.width / 2, red.height / 2)
        #expect(p[0] > 250 && p[1] < 5 && p[2] < 5, "\(p)")
    }
}
