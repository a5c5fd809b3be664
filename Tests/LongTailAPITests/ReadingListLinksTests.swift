import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import LinkPresentation

/// `ReadingListLinksFile.swift`: LinkPresentation compiles unchanged; a render reaches no
/// network, so every metadata fetch fails with `LPError.metadataFetchFailed` (and a warning),
/// and the rich link card, a UIKit view, leaves its frame empty.
@MainActor @Suite(.tags(.appFiles)) struct ReadingListLinksTests {
    @Test func titlesFallBackToHostsAndTheCardIsLeftEmpty() async throws {
        let model = ReadingListModel(urls: [URL(string: "https://www.swift.org/blog/")!,
                                            URL(string: "https://developer.apple.com/news/")!])
        await model.loadTitles()
        #expect(model.failures == 2 && model.links.map(\.title) == [nil, nil])
        let texts = phoneTexts(ReadingListView(model: model))
        let host = try #require(frame(texts, "www.swift.org"), "\(texts.map(\.0))")
        let featured = try #require(frame(texts, "Featured"))
        let saved = try #require(frame(texts, "Saved"))
        #expect(frame(texts, "developer.apple.com") != nil && frame(texts, "2 previews couldn't load") != nil)
        // The 120-point card row lies between the two section headers and host < saved < ...
        #expect(saved.minY - featured.maxY > 120 && host.minY > saved.maxY)
        let (images, warnings) = try RuntimeWarning.collecting {
            try renderPhoneLightAndDark(ReadingListView(model: model), name: "ReadingListLinks")
        }
        #expect(warnings.contains { $0.contains("LinkCard") }, "\(warnings)")
        // The card's frame is the grouped list's empty white (light) / dark-grey (dark) row.
        let cardY = Double(featured.maxY + 8 + 60)
        #expect(close(images.light.pixel(x: 200 * 2, y: Int(cardY * 2)), 255, 255, 255))
        #expect(close(images.dark.pixel(x: 200 * 2, y: Int(cardY * 2)), 28, 28, 30))
    }

    @Test func completionFormsFailTooAndMetadataKeepsWhatIsSet() {
        let failed = LockedFlag()
        let (_, warnings) = RuntimeWarning.collecting {
            LPMetadataProvider().startFetchingMetadata(for: URL(string: "https://example.com/a")!) { metadata, error in
                failed.set(metadata == nil && (error as? LPError)?.code == .metadataFetchFailed)
            }
        }
        #expect(failed.get && warnings.contains { $0.contains("https://example.com/a") })
        let metadata = LPLinkMetadata()
        metadata.title = "Example"
        metadata.url = URL(string: "https://example.com")
        #expect(metadata.title == "Example" && metadata.imageProvider == nil && LPError.Code.metadataFetchFailed.rawValue == 2)
        let view = LPLinkView(metadata: metadata)
        #expect(view.metadata.url?.host == "example.com")
        #expect(LPMetadataProvider().timeout == 30)
    }
}
