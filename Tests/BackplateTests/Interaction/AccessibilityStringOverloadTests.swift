import Testing
import BackplateTestSupport
import Foundation
import Backplate

/// Shapes whose type-checking time depended on overload sets (docs/type-checking.md): they must
/// keep compiling with SwiftUI's sets and read or draw as iOS does. Accessibility text takes a
/// literal as a `LocalizedStringKey` (the `StringProtocol` forms are disfavoured, as SwiftUI's),
/// a `String` or `Substring` value through the generic form; `.asymmetric` is `AnyTransition`'s.
@MainActor @Suite struct AccessibilityStringOverloadTests {
    private func list<V: View>(_ view: V) -> DisplayList {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 393, height: 400)
        return renderer.displayList()
    }

    @Test func literalsAndStringValuesLabelTheSameElement() {
        let name = "Dark mode"
        let words = "Use the dark appearance now"
        let elements = accessibilityElements(VStack {
            Color.gray.frame(width: 40, height: 40)
                .accessibilityLabel("Profile")
                .accessibilityHint("Opens your profile")
                .accessibilityValue("\(3) entries")
            Color.gray.frame(width: 40, height: 40)
                .accessibilityLabel(name)
                .accessibilityHint(words.dropLast(4))
                .accessibilityValue(name.prefix(4))
        })
        #expect(elements.map(\.label) == ["Profile", "Dark mode"])
        #expect(elements.map(\.hint) == ["Opens your profile", "Use the dark appearance"])
        #expect(elements.map(\.value) == ["3 entries", "Dark"])
    }

    @Test func textKeepsItsOwnAccessibilityLabel() {
        let spoken = "Five stars"
        let literal: Text = Text("★★★★★").accessibilityLabel("Rating")
        let value: Text = Text("★★★★★").accessibilityLabel(spoken)
        #expect(accessibilityElements(literal).map(\.label) == ["Rating"])
        #expect(accessibilityElements(value).map(\.label) == ["Five stars"])
    }

    @Test func labelsAroundClosureModifiersDrawNothing() {
        let loading = false
        let rows = VStack { Text("One"); Text("Two") }
        let plain = ScrollView { rows }.refreshable {}.overlay { if loading { ProgressView() } }
        let labelled = ScrollView {
            rows
                .accessibilityElement(children: .combine)
                .accessibilityLabel("Entries")
                .accessibilityValue("\(2) entries")
        }
        .refreshable {}
        .accessibilityLabel("Entries scroll view")
        .accessibilityHint("Pull to refresh")
        .overlay { if loading { ProgressView() } }
        #expect(list(labelled) == list(plain))
        #expect(accessibilityElements(labelled).map(\.value).contains("2 entries"))
    }

    @Test func asymmetricTransitionsLeaveTheViewAtRest() {
        let card = Text("Card").padding().background(Color.yellow)
        let frames = accessibilityElements(card).map(\.frame)
        let erased = card.transition(.asymmetric(insertion: .scale.combined(with: .opacity),
                                                 removal: .move(edge: .leading).combined(with: .opacity)))
        #expect(list(erased) == list(card))
        #expect(accessibilityElements(erased).map(\.frame) == frames)
        #expect(accessibilityElements(card.transition(AsymmetricTransition(insertion: .scale, removal: .opacity))).map(\.frame) == frames)
        let labels: [String] = accessibilityElements(card.transition(.scale.combined(with: .opacity))).map(\.label)
        #expect(labels == ["Card"])
    }
}
