import Testing
import BackplateTestSupport
import Foundation
import Backplate
import SwiftUI
@testable import AppFiles

/// `LumenOnboardingFile.swift`: a CAGradientLayer-backed hero view and a UIPageViewController
/// carousel of hosting controllers, wrapped for SwiftUI. The hero draws its gradient inside
/// its rounded corners, resolved for the appearance as iOS does, and the carousel shows its
/// first page's SwiftUI content.
@MainActor @Suite(.tags(.appFiles, .pixels)) struct LumenOnboardingTests {
    @Test func heroAndCarouselDrawLightAndDark() throws {
        let previews = PreviewCatalog.previews(inFile: "AppFiles/LumenOnboardingFile.swift")
        #expect(previews.map(\.displayName) == ["Onboarding", "Hero gradient"])
        let drawn = phoneTexts(LumenOnboardingScreen())
        let names = drawn.map(\.0)
        for expected in ["Lumen", "Sleep better, one night at a time", "Track your sleep", "Continue"] {
            #expect(names.contains(expected), "\(expected) in \(names)")
        }
        #expect(!names.contains("Wake gently"))   // only the current page shows
        let title = try #require(frame(drawn, "Lumen")), page = try #require(frame(drawn, "Track your sleep"))
        #expect(title.maxY < page.minY)
        let ((light, dark), warnings) = try RuntimeWarning.collecting {
            try renderPhoneLightAndDark(LumenOnboardingScreen(), name: "LumenOnboarding")
        }
        #expect(!warnings.contains { $0.contains("HeroGradient") || $0.contains("OnboardingCarousel") }, "\(warnings)")
        // The hero: 16 in from the sides, 200 high, its text 20 above its bottom; indigo at its
        // top-left, teal at its bottom-right, each in the appearance's variant.
        let subtitle = try #require(frame(drawn, "Sleep better, one night at a time"))
        let bottom = subtitle.maxY + 20, topEdge = bottom - 200
        let scale = Double(light.width) / 393
        func px(_ image: RenderedImage, _ x: Double, _ y: Double) -> RenderedImage.Pixel { image.pixel(x: Int(x * scale), y: Int(y * scale)) }
        for (image, dark) in [(light, false), (dark, true)] {
            let traits = UITraitCollection(userInterfaceStyle: dark ? .dark : .light)
            var indigo = [Int](), teal = [Int]()
            traits.performAsCurrent {
                indigo = (UIColor.systemIndigo.cgColor.components ?? []).prefix(3).map { Int(($0 * 255).rounded()) }
                teal = (UIColor.systemTeal.cgColor.components ?? []).prefix(3).map { Int(($0 * 255).rounded()) }
            }
            #expect(close(px(image, 16 + 12, topEdge + 12), indigo, 24), "\(px(image, 28, topEdge + 12)) \(indigo)")
            #expect(close(px(image, 393 - 16 - 12, bottom - 12), teal, 24), "\(px(image, 365, bottom - 12)) \(teal)")
            #expect(!close(px(image, 16.5, topEdge + 0.5), indigo, 24))   // outside the rounded corner
        }
        #expect(indigoDiffers(light, dark, y: Int((topEdge + 12) * scale)))
    }

    private func indigoDiffers(_ light: RenderedImage, _ dark: RenderedImage, y: Int) -> Bool {
        light.pixel(x: 56, y: y) != dark.pixel(x: 56, y: y)
    }
}
