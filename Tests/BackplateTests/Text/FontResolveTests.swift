import Testing
import Foundation
import BackplateCore

/// `Font.resolve(in:)` (iOS 26): a font's concrete size, weight and traits in an environment's
/// `fontResolutionContext`, as the text engine draws it: text styles at iOS's Dynamic Type
/// sizes (HIG table), one weight heavier with Bold Text, and the traits the font was given.
@Suite struct FontResolveTests {
    func context(_ size: DynamicTypeSize = .large, boldText: Bool = false) -> Font.Context {
        var env = EnvironmentValues()
        env.dynamicTypeSize = size
        env.legibilityWeight = boldText ? .bold : .regular
        return env.fontResolutionContext
    }

    @Test func textStylesResolveToIOSSizesAndWeightsAtTheDefaultSize() {
        let styles: [Font] = [.largeTitle, .title, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption, .caption2]
        let sizes: [CGFloat] = styles.map { $0.resolve(in: context()).pointSize }
        let expected: [CGFloat] = [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11]
        #expect(sizes == expected)
        let headline = Font.headline.resolve(in: context())
        #expect(headline.weight == .semibold && headline.isBold)
        let body = Font.body.resolve(in: context())
        #expect(body.weight == .regular && !body.isBold && !body.isItalic && !body.isMonospaced)
        #expect(body.width == .standard && body.leading == .standard && !body.isSmallCaps)
    }

    @Test func dynamicTypeScalesTextStylesAndRelativeCustomFonts() {
        #expect(Font.body.resolve(in: context(.accessibility5)).pointSize == 53)
        #expect(Font.body.resolve(in: context(.xSmall)).pointSize == 14)
        #expect(Font.largeTitle.resolve(in: context(.xxxLarge)).pointSize == 40)
        let scaled: CGFloat = Font.custom("Avenir", size: 34).resolve(in: context(.accessibility5)).pointSize
        #expect(abs(scaled - 106) < 0.001)  // 34 pt × body's 53/17 growth
        #expect(Font.custom("Avenir", fixedSize: 34).resolve(in: context(.accessibility5)).pointSize == 34)
        #expect(Font.system(size: 12).resolve(in: context(.accessibility5)).pointSize == 12)
    }

    @Test func boldTextMakesEveryWeightOneStepHeavier() {
        let body = Font.body.resolve(in: context(boldText: true))
        #expect(body.weight == .medium && !body.isBold)
        let headline = Font.headline.resolve(in: context(boldText: true))
        #expect(headline.weight == .bold && headline.isBold)
        #expect(Font.body.bold().resolve(in: context()).isBold)
    }

    @Test func traitsGivenToTheFontAreReported() {
        let light = Font.system(size: 12, weight: .light).italic().resolve(in: context())
        #expect(light.pointSize == 12 && light.weight == .light && light.isItalic && !light.isBold)
        #expect(Font.system(.body, design: .monospaced).resolve(in: context()).isMonospaced)
        #expect(Font.body.monospaced().resolve(in: context()).isMonospaced)
        #expect(!Font.body.monospacedDigit().resolve(in: context()).isMonospaced)
        let condensed = Font.body.width(.condensed).leading(.tight).resolve(in: context())
        #expect(condensed.width == .condensed && condensed.leading == .tight)
        let allSmall = Font.body.smallCaps().resolve(in: context())
        #expect(allSmall.isSmallCaps && allSmall.isLowercaseSmallCaps && allSmall.isUppercaseSmallCaps)
        let lower = Font.body.lowercaseSmallCaps().resolve(in: context())
        #expect(lower.isLowercaseSmallCaps && !lower.isUppercaseSmallCaps && !lower.isSmallCaps)
    }

    @Test func contextsCompareByTheirSettings() {
        #expect(EnvironmentValues().fontResolutionContext == context())
        #expect(context(.xLarge) != context())
        #expect(context(boldText: true) != context())
        #expect(Font.title.resolve(in: context()) == Font.system(.title).resolve(in: context()))
    }
}
