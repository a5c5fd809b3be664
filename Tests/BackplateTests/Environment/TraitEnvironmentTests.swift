import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCore
@testable import BackplateSnapshotTesting
import BackplateUIKit
import SnapshotTesting

/// The traits a device carries, as environment values: a `UITraitCollection` given to a
/// snapshot (a device preset's, merged with `traits:`) sets size classes, display scale,
/// colour scheme, contrast, legibility weight, layout direction and the Dynamic Type size.
@Suite(.backplateLook(.iOS18), .tags(.pixels)) struct TraitEnvironmentTests {
    func environment(_ traits: UITraitCollection) -> EnvironmentValues {
        var env = EnvironmentValues()
        SnapshotTraits(traits).apply(to: &env)
        return env
    }

    func image<V: View>(_ view: V, _ strategy: Snapshotting<V, UIImage>) -> RenderedImage {
        var result: UIImage?
        strategy.snapshot(view).run { result = $0 }
        return result!.renderedImage
    }

    @Test func everyTraitBecomesAnEnvironmentValue() {
        let env = environment(UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(layoutDirection: .rightToLeft),
            UITraitCollection(displayScale: 3), UITraitCollection(horizontalSizeClass: .regular),
            UITraitCollection(verticalSizeClass: .compact), UITraitCollection(preferredContentSizeCategory: .accessibilityLarge),
            UITraitCollection(accessibilityContrast: .high), UITraitCollection(legibilityWeight: .bold),
        ]))
        #expect(env.colorScheme == .dark)
        #expect(env.layoutDirection == .rightToLeft)
        #expect(env.displayScale == 3)
        #expect(env.horizontalSizeClass == .regular && env.verticalSizeClass == .compact)
        #expect(env.dynamicTypeSize == .accessibility2 && env.sizeCategory == .accessibilityLarge)
        #expect(env.colorSchemeContrast == .increased)
        #expect(env.legibilityWeight == .bold)
    }

    @Test func unspecifiedTraitsKeepTheDefaults() {
        let env = environment(UITraitCollection())
        #expect(env.colorScheme == .light && env.layoutDirection == .leftToRight)
        #expect(env.dynamicTypeSize == .large && env.colorSchemeContrast == .standard && env.legibilityWeight == .regular)
        #expect(env.displayScale == 2)   // Backplate's snapshot default scale
    }

    @Test func devicePresetsSetMediumTextAndTheirSizeClasses() {
        let portrait = environment(ViewImageConfig.iPhone13.traits)
        #expect(portrait.dynamicTypeSize == .medium)
        #expect(portrait.horizontalSizeClass == .compact && portrait.verticalSizeClass == .regular)
        #expect(portrait.layoutDirection == .leftToRight)
        let landscape = environment(ViewImageConfig.iPhone13ProMax(.landscape).traits)
        #expect(landscape.horizontalSizeClass == .regular && landscape.verticalSizeClass == .compact)
        #expect(Font.body.resolved(in: portrait).size == 16)
    }

    @Test func contentSizeCategoryConversions() {
        #expect(DynamicTypeSize(UIContentSizeCategory.extraSmall) == .xSmall)
        #expect(DynamicTypeSize(UIContentSizeCategory.accessibilityMedium) == .accessibility1)
        #expect(DynamicTypeSize(UIContentSizeCategory.accessibilityExtraExtraExtraLarge) == .accessibility5)
        #expect(DynamicTypeSize(UIContentSizeCategory.unspecified) == nil)
        #expect(UIContentSizeCategory(DynamicTypeSize.xxLarge) == .extraExtraLarge)
        #expect(ContentSizeCategory(UIContentSizeCategory.medium) == .medium)
        #expect(UserInterfaceSizeClass(UIUserInterfaceSizeClass.compact) == .compact)
        #expect(UserInterfaceSizeClass(UIUserInterfaceSizeClass.unspecified) == nil)
    }

    @Test func accessibilityLargeSnapshotDrawsBiggerText() {
        let label = Text("Souk").font(.body)
        let standard = image(label, .image(layout: .sizeThatFits, traits: .init(displayScale: 3)))
        let large = image(label, .image(layout: .sizeThatFits,
                                        traits: .init(traitsFrom: [.init(displayScale: 3), .init(preferredContentSizeCategory: .accessibilityLarge)])))
        // Body is 17 pt at the default size and 33 pt at accessibilityLarge (AX2): line heights
        // 20.333 and 39.667 pt at @3x.
        #expect(standard.height == 61)
        #expect(large.height == 119)
        #expect(Double(large.width) / Double(standard.width) > 1.8)
    }

    @Test func rightToLeftSnapshotIsMirrored() {
        let row = HStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10)
            Color(red: 0, green: 0, blue: 1).frame(width: 30, height: 10)
        }
        let ltr = image(row, .image(layout: .sizeThatFits, traits: .init(displayScale: 1)))
        let rtl = image(row, .image(layout: .sizeThatFits,
                                    traits: .init(traitsFrom: [.init(displayScale: 1), .init(layoutDirection: .rightToLeft)])))
        #expect(ltr.width == 40 && rtl.width == 40)
        #expect(rgba(ltr, 2, 5) == [255, 0, 0, 255] && rgba(ltr, 35, 5) == [0, 0, 255, 255])
        #expect(rgba(rtl, 2, 5) == [0, 0, 255, 255] && rgba(rtl, 35, 5) == [255, 0, 0, 255])
    }

    @Test func increasedContrastDrawsTheIncreasedContrastColours() {
        // Reference §8.2: system red is 255,59,48 (light) and 215,0,21 with Increase Contrast;
        // 255,69,58 and 255,105,97 in dark.
        let swatch = Color.red.frame(width: 4, height: 4)
        func colour(_ traits: [UITraitCollection]) -> [Int] {
            rgba(image(swatch, .image(layout: .sizeThatFits, traits: .init(traitsFrom: [.init(displayScale: 1)] + traits))), 2, 2)
        }
        #expect(colour([]) == [255, 59, 48, 255])
        #expect(colour([.init(accessibilityContrast: .high)]) == [215, 0, 21, 255])
        #expect(colour([.init(userInterfaceStyle: .dark)]) == [255, 69, 58, 255])
        #expect(colour([.init(userInterfaceStyle: .dark), .init(accessibilityContrast: .high)]) == [255, 105, 97, 255])
    }

    @Test func boldTextTraitDrawsHeavierText() throws {
        let label = Text("Souk souk souk").font(.body).foregroundStyle(.black)
        func ink(_ traits: [UITraitCollection]) -> Int {
            let img = image(label, .image(layout: .sizeThatFits, traits: .init(traitsFrom: [.init(displayScale: 2)] + traits)))
            var total = 0
            for y in 0..<img.height { for x in 0..<img.width { total += Int(img.pixel(x: x, y: y).alpha) } }
            return total
        }
        #expect(ink([.init(legibilityWeight: .bold)]) > ink([.init(legibilityWeight: .regular)]))
    }
}
