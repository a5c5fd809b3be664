import Testing
import Foundation
import SwiftUI
import FoundationModels

// A journal's tagging screen, written as unseen38's DailyLock writes it: its `@Generable`
// response is `Equatable`, and the screen animates on the streamed partial response.

@Generable
struct EntryTags: Equatable {
    @Guide(description: "The three most important actions or feelings in the entry.", .maximumCount(3))
    let tags: [Tag]

    @Generable
    struct Tag: Equatable {
        @Guide(description: "One action or feeling.")
        let text: String
    }
}

@Generable
struct EntryTitle {
    var title: String
}

private struct EntryTagsView: View {
    var partial: EntryTags.PartiallyGenerated?
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(partial?.tags ?? []) { tag in Text(tag.text ?? "") }
        }
        .animation(.default, value: partial)
    }
}

private func isEquatable(_ type: Any.Type) -> Bool { type is any Equatable.Type }

@Suite struct GenerablePartialComparisonTests {
    @Test func aPartialComparesWhenItsTypeDeclaresEquatable() throws {
        let json = #"{"tags":[{"text":"ran"},{"text":"calm"}]}"#
        let first = try EntryTags.PartiallyGenerated(GeneratedContent(json: json))
        let second = try EntryTags.PartiallyGenerated(GeneratedContent(json: json))
        #expect(first.tags?.map(\.text) == ["ran", "calm"])
        // Each reading has its own generation identifier, so equal text is not enough.
        #expect(first == first && first != second)
        var shorter = first
        shorter.tags?.removeLast()
        #expect(shorter != first)
        _ = EntryTagsView(partial: first).body
        // A type that declares neither keeps a partial form that does not compare.
        #expect(!isEquatable(EntryTitle.PartiallyGenerated.self) && isEquatable(EntryTags.PartiallyGenerated.self))
    }
}
