import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import WidgetKit
import Intents

/// `HarborIntentWidget.swift`: a SiriKit-configured widget draws as a static one (first entry,
/// else the placeholder, in the 170-point small family), and a timeline that awaits, which a
/// still render cannot run, draws the placeholder with a warning.
@MainActor @Suite(.tags(.appFiles)) struct HarborIntentWidgetTests {
    @Test func theConfigurationDrawsEntriesElseThePlaceholder() {
        let entry = HarborEntry(date: Date(timeIntervalSince1970: 0), harbor: "Tromsø", knots: 30)
        let drawn = ImageRenderer(content: WidgetPreview(HarborWindWidget(), entries: [entry])).displayList().drawnTexts
        #expect(drawn.map(\.0) == ["Tromsø", "30 kn"], "\(drawn)")
        let title = try? #require(drawn.first?.1)
        #expect((title?.minX ?? 0) >= 16, "inside the 16-point margin: \(String(describing: title))")
        let placeholder = ImageRenderer(content: WidgetPreview(HarborWindWidget())).displayList().drawnTexts
        #expect(placeholder.map(\.0) == ["Harbor", "12 kn"], "\(placeholder)")
    }

    @Test func recommendationsKeepTheirIntentAndDescription() {
        let recommended = HarborProvider().recommendations()
        #expect(recommended.count == 1 && recommended.first?.intent.harbor == "Bergen")
        let description = recommended.first.map { ImageRenderer(content: $0.description).displayList().drawnTexts.map(\.0) }
        #expect(description == ["Bergen"])
    }

    @Test func previewsDrawTheFirstEntryOrWarnWhenTheTimelineAwaits() throws {
        let previews = PreviewCatalog.previews(inFile: "LongTailAPITests/HarborIntentWidget.swift")
        #expect(previews.map(\.displayName) == ["Harbor wind", "Harbor wind, awaited"])
        let first = try #require(previews.first).makeView()
        #expect(ImageRenderer(content: first).displayList().drawnTexts.map(\.0) == ["Bergen", "9 kn"])
        let (texts, warnings) = RuntimeWarning.collecting {
            ImageRenderer(content: previews[1].makeView()).displayList().drawnTexts.map(\.0)
        }
        #expect(texts == ["Harbor", "12 kn"], "the placeholder: \(texts)")
        #expect(warnings.contains { $0.contains("awaits") }, "\(warnings)")
    }
}
