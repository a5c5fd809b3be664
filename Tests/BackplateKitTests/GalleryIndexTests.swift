import Testing
import BackplateTestSupport
import Foundation
@testable import BackplateKit

/// The gallery's `index.html` (what `backplate gallery` writes next to the images).
@Suite(.tags(.layout)) struct GalleryIndexTests {
    @Test func everyExampleIsListedWithItsImageSizeAndLinks() {
        let examples = Gallery.examples
        let entries = examples.map { ($0, $0.renderer(scale: 1).layout().size) }
        let html = GalleryIndex.html(entries, formats: ["png", "svg", "pdf"])
        #expect(html.hasPrefix("<!doctype html>"))
        #expect(html.components(separatedBy: "<figure>").count - 1 == examples.count)
        for (e, size) in entries {
            #expect(html.contains("<img src=\"\(e.name).png\" width=\"\(Int(size.width.rounded()))\""), "\(e.name)")
            #expect(html.contains("\(Int(size.width.rounded()))×\(Int(size.height.rounded())) pt"), "\(e.name)")
            for f in ["png", "svg", "pdf"] {
                #expect(html.contains("<a href=\"\(e.name).\(f)\">\(f.uppercased())</a>"), "\(e.name).\(f)")
            }
        }
    }

    @Test func imageFallsBackToTheFirstFormatWithoutPNG() {
        let e = Gallery.examples[0]
        let html = GalleryIndex.html([(e, CGSize(width: 10, height: 20))], formats: ["svg"])
        #expect(html.contains("<img src=\"\(e.name).svg\" width=\"10\""))
        #expect(!html.contains(".pdf"))
    }

    @Test func textIsEscaped() {
        #expect(GalleryIndex.escape("a < b & \"c\" > d") == "a &lt; b &amp; &quot;c&quot; &gt; d")
        let e = GalleryExample("escape-check", title: "<b>&", summary: "\"quoted\"") { Color.red }
        let html = GalleryIndex.html([(e, CGSize(width: 1, height: 1))], formats: ["png"])
        #expect(html.contains("alt=\"&lt;b&gt;&amp;\""))
        #expect(html.contains("&quot;quoted&quot;"))
        #expect(!html.contains("<b>&"))
    }

    @Test func nonFiniteSizeDoesNotCrash() {
        let e = GalleryExample("infinite", title: "t", summary: "s") { Color.red }
        let html = GalleryIndex.html([(e, CGSize(width: CGFloat.infinity, height: .nan))], formats: ["png"])
        #expect(html.contains("0×0 pt"))
    }
}
