import Testing
import Foundation
import SwiftUI

private struct SearchScreen: View {
    @FocusState var searching: Bool
    let focusAtStart: Bool
    @State private var text = ""

    var body: some View {
        NavigationStack {
            List { Text("Row").gesture(TapGesture(), name: "open", isEnabled: true) }
                .navigationTitle("Mail")
                .searchable(text: $text)
                .searchFocused($searching)
                .onAppear { if focusAtStart { searching = true } }
        }
    }
}

/// iOS 18's `searchFocused` and named gestures, as an app file writes them: the screen draws as
/// without them, and a search field the state says is focused is named in a warning.
@MainActor
@Suite struct SearchFocusAndNamedGestureTests {
    func render<V: View>(_ view: V) throws -> Data {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 393, height: 400)
        return try renderer.render().pngData()
    }

    @Test func namedGesturesDrawNothing() throws {
        let square = Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 20)
        let gestured = square
            .gesture(TapGesture(), name: "tap")
            .highPriorityGesture(DragGesture(), name: "drag", isEnabled: false)
            .simultaneousGesture(LongPressGesture(), name: "press")
        #expect(try render(gestured) == render(square))
    }

    @Test func anUnfocusedSearchFieldDrawsAsWithoutTheBinding() throws {
        let (_, warnings) = try RuntimeWarning.collecting { try render(SearchScreen(focusAtStart: false)) }
        #expect(!warnings.contains { $0.contains("searchFocused") })
    }

    @Test func aFocusedSearchFieldIsNamedInAWarning() throws {
        // A hosted render (as the snapshot strategies make) runs `onAppear`, then draws again.
        let renderer = ImageRenderer(content: SearchScreen(focusAtStart: true))
        renderer.proposedSize = ProposedViewSize(width: 393, height: 400)
        renderer.hostedPasses = 2
        let (_, warnings) = try RuntimeWarning.collecting { try renderer.render() }
        #expect(warnings.contains { $0.contains("searchFocused") })
    }
}
