import Foundation
import Testing
import Backplate

/// Conformances SwiftUI's types have on iOS and Backplate lacked, found by comparing the iOS
/// 17.4 SDK's interfaces with Backplate's symbol graphs (docs/api/conformances-missing.tsv):
/// a model holding a `Text` or an `Image` synthesizes `==`, layouts and spacers cross into
/// `@Sendable` closures, and edges round-trip through `Codable`.
@Suite struct SwiftUIConformanceTests {
    struct Row: Equatable {
        let title: Text
        let icon: Image
    }

    @Test func textAndImageAreEquatableByWhatTheyShow() {
        let row = Row(title: Text("Inbox"), icon: Image(systemName: "tray"))
        #expect(row == Row(title: Text("Inbox"), icon: Image(systemName: "tray")))
        #expect(row != Row(title: Text("Outbox"), icon: Image(systemName: "tray")))
        #expect(row != Row(title: Text("Inbox"), icon: Image(systemName: "tray.fill")))
        #expect(Text("Inbox").bold() != Text("Inbox"))
        #expect(Text("Inbox").font(.title) == Text("Inbox").font(.title))
        #expect(Image(systemName: "tray").resizable() != Image(systemName: "tray"))
    }

    private func isSendable<T: Sendable>(_ value: T) -> Bool { true }

    @Test func layoutsAndPlainViewsAreSendable() {
        #expect(isSendable(Spacer(minLength: 4)))
        #expect(isSendable(EmptyView()))
        #expect(isSendable(HStackLayout(spacing: 2)))
        #expect(isSendable(VStackLayout()))
        #expect(isSendable(ZStackLayout(alignment: .top)))
        #expect(isSendable(GridLayout()))
    }

    @Test func edgesRoundTripThroughCodable() throws {
        let data = try JSONEncoder().encode([HorizontalEdge.trailing])
        #expect(try JSONDecoder().decode([HorizontalEdge].self, from: data) == [.trailing])
        let vertical = try JSONEncoder().encode(VerticalEdge.bottom)
        #expect(try JSONDecoder().decode(VerticalEdge.self, from: vertical) == .bottom)
    }
}
