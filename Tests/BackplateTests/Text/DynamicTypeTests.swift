import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCore

/// Dynamic Type: text styles at every content size (Apple's HIG table), custom fonts and
/// `@ScaledMetric` scaling with them, and `dynamicTypeSize(_:)` ranges clamping the size.
@Suite(.tags(.layout)) struct DynamicTypeTests {
    /// Body sizes from the HIG "iOS, iPadOS Dynamic Type sizes" table, xSmall ... AX5.
    static let publishedBody: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]

    /// SF Pro's natural line height (1.193359 em, docs/layout-rules.md §11.2) rounded up to the @3x grid.
    func lineHeightAt3x(_ size: CGFloat) -> CGFloat {
        ((size * 2444 / 2048) * 3 - 1e-6).rounded(.up) / 3
    }

    @Test func dynamicTypeSizeCasesOrderAndAccessibility() {
        #expect(DynamicTypeSize.allCases == [.xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge,
                                             .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5])
        let accessibilitySizes: [DynamicTypeSize] = DynamicTypeSize.allCases.filter(\.isAccessibilitySize)
        #expect(accessibilitySizes == [.accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5])
        #expect(DynamicTypeSize.xSmall < .large && DynamicTypeSize.xxxLarge < .accessibility1)
        #expect(EnvironmentValues().dynamicTypeSize == .large)
        #expect(EnvironmentValues().sizeCategory == .large)
        var env = EnvironmentValues()
        env.sizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(env.dynamicTypeSize == .accessibility5)
        env.dynamicTypeSize = .xSmall
        #expect(env.sizeCategory == .extraSmall)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory && !ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    @Test(arguments: zip(DynamicTypeSize.allCases, DynamicTypeTests.publishedBody))
    func bodyTextAtEachSizeHasThePublishedSizeAndLineHeight(size: DynamicTypeSize, points: CGFloat) throws {
        var env = EnvironmentValues()
        env.dynamicTypeSize = size
        #expect(Font.body.resolved(in: env).size == points)
        let r = ImageRenderer(content: Text("Hamburgefonts").font(.body).id("t").dynamicTypeSize(size))
        r.scale = 3
        let frame = try #require(r.layout().frame(of: "t"))
        #expect(abs(frame.height - lineHeightAt3x(points)) < 1e-9, "\(size): \(frame.height)")
        // The content size category (the deprecated name) gives the same text.
        let byCategory = ImageRenderer(content: Text("Hamburgefonts").font(.body).id("t")
            .environment(\.sizeCategory, ContentSizeCategory.allCases[size.index]))
        byCategory.scale = 3
        #expect(byCategory.layout().frame(of: "t") == frame)
    }

    @Test func everyStyleFollowsThePublishedTable() {
        // Spot values from the HIG table, one per style and several categories.
        let expected: [(Font.TextStyle, DynamicTypeSize, CGFloat, CGFloat)] = [
            (.largeTitle, .xSmall, 31, 38), (.largeTitle, .accessibility5, 60, 70),
            (.title, .xxxLarge, 34, 41), (.title2, .accessibility1, 34, 41), (.title3, .medium, 19, 24),
            (.headline, .xLarge, 19, 24), (.subheadline, .xxxLarge, 21, 28), (.callout, .accessibility3, 38, 46),
            (.footnote, .small, 12, 16), (.caption, .xxLarge, 16, 21), (.caption2, .large, 11, 13),
            (.caption2, .accessibility5, 40, 48),
        ]
        for (style, size, points, leading) in expected {
            #expect(style.size(at: size) == points, "\(style) \(size)")
            #expect(style.leading(at: size) == leading, "\(style) \(size)")
        }
        // At .large every style has its default size; sizes never shrink as the category grows.
        for style in Font.TextStyle.allCases {
            #expect(style.size(at: .large) == style.size)
            let sizes = DynamicTypeSize.allCases.map { style.size(at: $0) }
            #expect(sizes == sizes.sorted(), "\(style)")
        }
        // Headline is body's size, semibold.
        var env = EnvironmentValues()
        env.dynamicTypeSize = .accessibility2
        #expect(Font.headline.resolved(in: env).size == 33 && Font.headline.resolved(in: env).weight == 0.3)
    }

    @Test func customFontsScaleRelativeToTheirStyle() {
        var env = EnvironmentValues()
        env.dynamicTypeSize = .xLarge
        #expect(abs(Font.custom("Souk Serif", size: 20).resolved(in: env).size - 20 * 19 / 17) < 1e-9)
        #expect(abs(Font.custom("Souk Serif", size: 20, relativeTo: .caption).resolved(in: env).size - 20 * 14 / 12) < 1e-9)
        #expect(Font.custom("Souk Serif", fixedSize: 20).resolved(in: env).size == 20)
        #expect(Font.system(size: 20).resolved(in: env).size == 20)
        #expect(Font.system(.title).resolved(in: env).size == 30)
        env.dynamicTypeSize = .large
        #expect(Font.custom("Souk Serif", size: 20, relativeTo: .largeTitle).resolved(in: env).size == 20)
    }

    /// A view that shows the Dynamic Type size it sees as the width of a clear frame
    /// (its index in `allCases`).
    struct SizeProbe: View {
        @Environment(\.dynamicTypeSize) var size
        var body: some View {
            Color.clear.frame(width: CGFloat(DynamicTypeSize.allCases.firstIndex(of: size)!), height: 1).id("probe")
        }
    }

    func seen<V: View>(_ view: V) -> DynamicTypeSize {
        let width = ImageRenderer(content: view).layout().frame(of: "probe")!.width
        return DynamicTypeSize.allCases[Int(width)]
    }

    @Test func rangesClampTheSize() {
        #expect(seen(SizeProbe().dynamicTypeSize(.small ... .large).dynamicTypeSize(.xSmall)) == .small)
        #expect(seen(SizeProbe().dynamicTypeSize(.small ... .large).dynamicTypeSize(.xxxLarge)) == .large)
        #expect(seen(SizeProbe().dynamicTypeSize(.small ... .large).dynamicTypeSize(.medium)) == .medium)
        #expect(seen(SizeProbe().dynamicTypeSize(.small ..< .large).dynamicTypeSize(.xxLarge)) == .medium)
        #expect(seen(SizeProbe().dynamicTypeSize(.xLarge...).dynamicTypeSize(.small)) == .xLarge)
        #expect(seen(SizeProbe().dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.accessibility5)) == .large)
        #expect(seen(SizeProbe().dynamicTypeSize(..<DynamicTypeSize.large).dynamicTypeSize(.accessibility1)) == .medium)
        // Apple's example: a range applied after setting a value limits it.
        #expect(seen(SizeProbe().dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.xLarge)) == .large)
        // A value set inside a range is still limited by it.
        #expect(seen(SizeProbe().dynamicTypeSize(.xxxLarge).dynamicTypeSize(...DynamicTypeSize.large)) == .large)
        // Nested ranges limit to both; an empty range changes nothing.
        #expect(seen(SizeProbe().dynamicTypeSize(.medium...).dynamicTypeSize(...DynamicTypeSize.xLarge).dynamicTypeSize(.xSmall)) == .medium)
        #expect(seen(SizeProbe().dynamicTypeSize(.large ..< .large).dynamicTypeSize(.xSmall)) == .xSmall)
        #expect(seen(SizeProbe()) == .large)
    }

    @Test func clampedSizeDrivesText() throws {
        let r = ImageRenderer(content: Text("Souk").id("t").dynamicTypeSize(...DynamicTypeSize.xxLarge).dynamicTypeSize(.accessibility5))
        r.scale = 3
        #expect(r.layout().frame(of: "t")?.height == lineHeightAt3x(21))
    }

    struct ScaledProbe: View {
        @ScaledMetric var inset: CGFloat = 10
        @ScaledMetric(relativeTo: .largeTitle) var hero: CGFloat = 100
        var body: some View {
            HStack(spacing: 0) {
                Color.clear.frame(width: inset, height: 1).id("inset")
                Color.clear.frame(width: hero, height: 1).id("hero")
            }
        }
    }

    /// (size, body size, large title size) from the HIG table.
    static let scaledCases: [(DynamicTypeSize, Double, Double)] = [
        (.large, 17, 34), (.xSmall, 14, 31), (.xxxLarge, 23, 40), (.accessibility5, 53, 60),
    ]

    @Test(arguments: DynamicTypeTests.scaledCases) @MainActor
    func scaledMetricFollowsItsTextStyle(size: DynamicTypeSize, body: Double, largeTitle: Double) {
        let inset: Double = 10 * body / 17
        let hero: Double = 100 * largeTitle / 34
        let tree = ImageRenderer(content: ScaledProbe().dynamicTypeSize(size)).layout()
        #expect(abs(tree.frame(of: "inset")!.width - inset) < 1e-9)
        #expect(abs(tree.frame(of: "hero")!.width - hero) < 1e-9)
    }

    @Test func boldLegibilityWeightIsOneWeightHeavier() {
        var env = EnvironmentValues()
        #expect(env.legibilityWeight == .regular)
        env.legibilityWeight = .bold
        #expect(Font.body.resolved(in: env).weight == Font.Weight.medium.value)
        #expect(Font.headline.resolved(in: env).weight == Font.Weight.bold.value)
        #expect(Font.body.weight(.black).resolved(in: env).weight == Font.Weight.black.value)
        #expect(Font.body.weight(.ultraLight).resolved(in: env).weight == Font.Weight.thin.value)
    }

    @Test func accessibilitySizeDrawsBiggerText() throws {
        let small = try renderImage(Text("Souk").dynamicTypeSize(.large), scale: 2)
        let big = try renderImage(Text("Souk").dynamicTypeSize(.accessibility3), scale: 2)
        #expect(big.height > small.height * 2 && big.width > small.width * 2)
        #expect(abs(Double(big.height) - (40 * 2444 / 2048 * 2).rounded(.up)) <= 1)
    }
}
