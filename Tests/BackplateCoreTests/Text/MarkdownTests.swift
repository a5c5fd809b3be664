import Testing
import BackplateSnapshotTesting
import BackplateTestSupport
import Foundation
@testable import BackplateCore

/// Inline Markdown in `Text` literals (docs/layout-rules.md §11.5: parsed for `LocalizedStringKey`
/// literals since iOS 15; `Text(verbatim:)` and string variables are not parsed).
@Suite(.backplateLook(.iOS18), .tags(.layout)) struct MarkdownTests {
    typealias Seg = InlineMarkdown.Segment

    /// The runs a text resolves to, with the styles that matter here.
    func runs(_ text: Text) -> [(String, weight: Double, italic: Bool, mono: Bool, strike: Bool)] {
        let tree = LayoutTree.make(text, proposal: .unspecified, environment: EnvironmentValues(), textEngine: FixedMetricsTextEngine())
        var out: [(String, Double, Bool, Bool, Bool)] = []
        for case .text(let t) in tree.displayList().flattenedLeaves {
            for r in t.runs { out.append((r.string, r.font.weight, r.font.italic, r.font.monospaced, r.strikethrough != nil)) }
        }
        return out
    }

    @Test func strongEmphasisCodeStrikethrough() {
        let segs = InlineMarkdown.parse("a **b** *c* `d` ~~e~~")
        #expect(segs == [Seg(text: "a "), Seg(text: "b", strong: true), Seg(text: " "), Seg(text: "c", emphasis: true),
                         Seg(text: " "), Seg(text: "d", code: true), Seg(text: " "), Seg(text: "e", strikethrough: true)])
    }

    @Test func underscoresAndNesting() {
        #expect(InlineMarkdown.parse("__b__ _i_") == [Seg(text: "b", strong: true), Seg(text: " "), Seg(text: "i", emphasis: true)])
        #expect(InlineMarkdown.parse("***x***") == [Seg(text: "x", strong: true, emphasis: true)])
        #expect(InlineMarkdown.parse("**bold *both* bold**") == [Seg(text: "bold ", strong: true),
                                                                  Seg(text: "both", strong: true, emphasis: true),
                                                                  Seg(text: " bold", strong: true)])
        // Intraword underscores are literal; intraword asterisks emphasise (CommonMark).
        #expect(InlineMarkdown.parse("snake_case_name") == [Seg(text: "snake_case_name")])
        #expect(InlineMarkdown.parse("un*frigging*believable") == [Seg(text: "un"), Seg(text: "frigging", emphasis: true), Seg(text: "believable")])
    }

    @Test func literalsThatAreNotMarkup() {
        #expect(InlineMarkdown.parse("2 * 3 * 4") == [Seg(text: "2 * 3 * 4")])
        #expect(InlineMarkdown.parse("**unclosed") == [Seg(text: "**unclosed")])
        #expect(InlineMarkdown.parse("\\*not\\*") == [Seg(text: "*not*")])
        #expect(InlineMarkdown.parse("`a**b**`") == [Seg(text: "a**b**", code: true)])
        #expect(InlineMarkdown.parse("") == [])
    }

    @Test func links() {
        #expect(InlineMarkdown.parse("see [the **docs**](https://example.com) now") ==
                [Seg(text: "see "), Seg(text: "the ", link: "https://example.com"),
                 Seg(text: "docs", strong: true, link: "https://example.com"), Seg(text: " now")])
        #expect(InlineMarkdown.parse("[not a link] (x)") == [Seg(text: "[not a link] (x)")])
    }

    @Test func literalTextIsStyled() {
        let r = runs(Text("Plain **bold** *italic* `code` ~~gone~~"))
        let strings: [String] = r.map(\.0)
        #expect(strings == ["Plain ", "bold", " ", "italic", " ", "code", " ", "gone"])
        #expect(r[1].weight == Font.Weight.bold.value)
        #expect(r[3].italic && r[3].weight == 0)
        #expect(r[5].mono)
        #expect(r[7].strike)
    }

    @Test func verbatimStringVariablesAndInterpolationsAreNotParsed() {
        #expect(runs(Text(verbatim: "**x**")).map(\.0) == ["**x**"])
        let variable = "**x**"
        #expect(runs(Text(variable)).map(\.0) == ["**x**"])
        // An interpolated value is shown as it is; the literal around it is still parsed (the
        // number, formatted in the text's locale, is a run of its own).
        #expect(runs(Text("**\(variable)** and \(3)")).map(\.0) == ["**x**", " and ", "3"])
        #expect(runs(Text("**\(variable)** and \(3)"))[0].weight == Font.Weight.bold.value)
    }

    @Test func linksUseTheTint() {
        let tree = LayoutTree.make(Text("go [here](https://a.b)").tint(.red), proposal: .unspecified,
                                   environment: EnvironmentValues(), textEngine: FixedMetricsTextEngine())
        guard case .text(let t)? = tree.displayList().flattenedLeaves.first else { Issue.record("no text"); return }
        #expect(t.paints[0] == .color(RGBAColor(red: 0, green: 0, blue: 0)))
        #expect(t.paints[1] == .color(RGBAColor(255, 59, 48)))   // system red (docs/layout-rules.md §8.2)
    }

    /// Apple's automatic grammar agreement: `^[\(n) night](inflect: true)` reads "1 night",
    /// "3 nights" on iOS; other extended attributes keep their text without the markup.
    @Test func inflectedExtendedAttributes() {
        // The interpolated number is a run of its own, formatted in the text's locale.
        let nights = 3, people = 2, one = 1, many = 1200
        #expect(runs(Text("^[\(nights) night](inflect: true)")).map(\.0).joined() == "3 nights")
        #expect(runs(Text("Book ^[\(one) nights](inflect: true) for ^[\(people) person](inflect: true)")).map(\.0).joined()
                == "Book 1 night for 2 people")
        #expect(runs(Text("^[\(nights) berry](inflect: true), ^[\(nights) box](inflect: true)")).map(\.0).joined() == "3 berries, 3 boxes")
        #expect(runs(Text("^[\(many) step](inflect: true)")).map(\.0).joined() == "1,200 steps")
        #expect(InlineMarkdown.parse("^[**2** day](morphology: { number: \"one\" })") == [Seg(text: "2", strong: true), Seg(text: " day")])
        // AttributedString(markdown:) reads the syntax only when extended attributes are allowed.
        #expect(InlineMarkdown.parse("^[2 day](inflect: true)", extendedAttributes: false) == [Seg(text: "^[2 day](inflect: true)")])
        #expect(InlineMarkdown.parse("^[2 day](inflect: true)", inflects: false) == [Seg(text: "2 day")])
    }
}
