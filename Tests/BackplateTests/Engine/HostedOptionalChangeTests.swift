import Foundation
import Testing
@testable import Backplate

/// `onChange(of:)` and `onPreferenceChange` watching an optional value in a hosted render. The
/// first pass records the value; a later pass runs the action only if it differs, as SwiftUI
/// does. Before, the unrecorded value read back as nil, so watching `Int?` ran the action on
/// the second pass with `nil` as the old value, though nothing had changed.
@MainActor @Suite struct HostedOptionalChangeTests {
    struct Watcher: View {
        @State var value: Int?
        @State var calls: [String] = []
        let target: Int?
        var body: some View {
            Color.clear.frame(width: CGFloat(10 + calls.count), height: 10)
                .id(calls.joined(separator: ","))
                .onAppear { value = target }
                .onChange(of: value) { old, new in calls.append("\(old.map(String.init) ?? "nil")>\(new.map(String.init) ?? "nil")") }
        }
    }

    private func layout(_ view: Watcher) -> LayoutTree {
        let renderer = ImageRenderer(content: view)
        renderer.hostedPasses = 4
        return renderer.layout()
    }

    @Test func anUnchangedOptionalRunsNoAction() {
        #expect(layout(Watcher(value: 1, target: 1)).size.width == 10)
        #expect(layout(Watcher(value: nil, target: nil)).size.width == 10)
    }

    @Test func aChangedOptionalRunsTheActionOnceWithTheOldValue() {
        let tree = layout(Watcher(value: 1, target: 2))
        #expect(tree.size.width == 11)
        #expect(tree.frame(of: "1>2") != nil)
        #expect(layout(Watcher(value: nil, target: 5)).frame(of: "nil>5") != nil)
    }
}
