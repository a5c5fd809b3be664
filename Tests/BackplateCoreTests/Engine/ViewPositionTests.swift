import Foundation
import Testing
import BackplateTestSupport
@testable import BackplateCore

/// A view with one `@State` slot, keyed by its position.
private struct Slot: View {
    @State private var value = 0
    let name: String
    var body: some View { Color.red.frame(width: 1, height: 1) }
}

private extension Int {
    /// An id other than the element itself.
    var shiftedByTen: Int { self + 10 }
}

/// A struct whose first stored property (offset 0) is not the struct itself.
private struct Pair: Hashable {
    var first: Int
    var second: Int
}

/// A reference element.
private final class Marker: Hashable {
    static func == (a: Marker, b: Marker) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

@Suite(.tags(.layout)) struct ViewPositionTests {
    /// The positions (as text) of every state slot a resolution created.
    func statePositions(_ view: some View) -> [String] {
        let resolver = Resolver()
        let context = ResolveContext(environment: EnvironmentValues(), stackOrientation: nil, modifierContent: nil, resolver: resolver)
        _ = resolver.resolve(view, context)
        return resolver.stateStore.boxes.keys.map { "\($0.position)" }.sorted()
    }

    @Test func forEachKeysStateByIDNotIndex() {
        let forward = statePositions(ForEach(["a", "b", "c"], id: \.self) { Slot(name: $0) })
        #expect(forward.count == 3)
        #expect(forward.allSatisfy { $0.contains("element(") })
        #expect(statePositions(ForEach(["c", "a", "b"], id: \.self) { Slot(name: $0) }) == forward)
    }

    @Test func explicitIDIsPartOfThePosition() {
        let one = statePositions(Slot(name: "x").id(1))
        let two = statePositions(Slot(name: "x").id(2))
        #expect(one.count == 1 && two.count == 1)
        #expect(one != two)
    }

    @Test func tupleChildrenHaveTheirOwnPositions() {
        let slot = Slot(name: "same")
        #expect(Set(statePositions(VStack { slot; slot; slot })).count == 3)
    }

    @Test func equalPathsAreEqualPositions() {
        let a = ViewPosition.root.appending(.child(1)).appending(.element("k"))
        let b = ViewPosition.root.appending(.child(1)).appending(.element("k"))
        let c = ViewPosition.root.appending(.child(2)).appending(.element("k"))
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(a != c)
        #expect(ViewPosition.root == ViewPosition.root)
        #expect(a.steps.count == 2)
    }

    /// `appendingContent` and `appendingIntegerElement` (no `Step` value) give the positions
    /// `appending(.content)` and `appending(.integerElement(_:))` give, from every kind of
    /// inline end: equal, equally hashed, the same steps.
    @Test func stepShortcutsMatchTheGeneralAppend() {
        let starts: [ViewPosition] = [
            .root,
            ViewPosition.root.appending(.child(3)),
            ViewPosition.root.appending(.child(3)).materialized,
            ViewPosition.root.appending(.element("k")),
            ViewPosition.root.appending(.integerElement(7)).appending(.content).appending(.content),
            ViewPosition.root.appending(.body(ObjectIdentifier(Slot.self))).appending(.content),
        ]
        for start in starts {
            for id in [0, 5, -1] {
                let general = start.appending(.integerElement(id)), shortcut = start.appendingIntegerElement(id)
                #expect(general == shortcut && general.hashValue == shortcut.hashValue)
                #expect(shortcut.steps == start.steps + [.integerElement(id)])
                #expect(shortcut.appendingContent == general.appending(.content))
            }
            let general = start.appending(.content), shortcut = start.appendingContent
            #expect(general == shortcut && general.hashValue == shortcut.hashValue)
            #expect(shortcut.steps == start.steps + [.content])
            #expect(shortcut.appending(.child(1)) == general.appending(.child(1)))
        }
        #expect(ViewPosition.root.appendingIntegerElement(1) != ViewPosition.root.appending(.child(1)))
    }

    /// An integer `ForEach` keys state by the element (`id: \.self` and the range initialiser
    /// take the shortcut; a key path to another id does not), under a modifier too.
    @Test func integerForEachKeysStateByElement() {
        let bySelf = statePositions(ForEach(0..<3, id: \.self) { Slot(name: "\($0)").padding(1) })
        #expect(bySelf.count == 3)
        #expect(bySelf.allSatisfy { $0.contains("integerElement(") && $0.contains("content") })
        #expect(statePositions(ForEach(0..<3) { Slot(name: "\($0)").padding(1) }) == bySelf)
        let shifted = statePositions(ForEach(0..<3, id: \.shiftedByTen) { Slot(name: "\($0)").padding(1) })
        #expect(shifted.count == 3 && shifted != bySelf)
        #expect(shifted.contains { $0.contains("integerElement(12)") })
        #expect(bySelf.contains { $0.contains("integerElement(2)") })
    }

    /// `id: \.self` is recognised as the identity (the element is its own id, no key path
    /// applied) for value and reference elements; other key paths, even to a stored value
    /// at offset 0 or through the identity, are applied.
    @Test func identityKeyPathIsRecognised() {
        let row = { (_: Int) in EmptyView() }
        #expect(ForEach(0..<3, id: \.self, content: row).identifiesBySelf)
        #expect(ForEach(0..<3, content: row).identifiesBySelf)
        #expect(!ForEach(0..<3, id: \.shiftedByTen, content: row).identifiesBySelf)
        #expect(!ForEach(0..<3, id: \.self.shiftedByTen, content: row).identifiesBySelf)
        #expect(ForEach(["a", "b"], id: \.self) { _ in EmptyView() }.identifiesBySelf)
        #expect(ForEach([Pair(first: 1, second: 2)], id: \.self) { _ in EmptyView() }.identifiesBySelf)
        let byFirst = ForEach([Pair(first: 1, second: 2), Pair(first: 5, second: 2)], id: \.first) { _ in EmptyView() }
        #expect(!byFirst.identifiesBySelf)
        #expect(byFirst.data.map(byFirst.identify) == [1, 5])
        let object = Marker()
        let byObject = ForEach([object], id: \.self) { _ in EmptyView() }
        #expect(byObject.identifiesBySelf && byObject.identify(object) === object)
    }

    @Test func fieldLayoutFindsDynamicProperties() {
        let layout = DynamicPropertyLayout.of(Slot.self)
        #expect(layout.fields.count == 1)
        #expect(DynamicPropertyLayout.of(Color.self).isEmpty)
    }
}

@Suite(.tags(.layout)) struct DeepPositionTests {
    private struct Leaf: View {
        @State private var side: CGFloat = 3
        var body: some View { GeometryReader { _ in Color.red }.frame(width: side, height: side) }
    }

    @Test func tenThousandLevelsKeepStateAndReleaseCleanly() {
        var view = AnyView(Leaf())
        for _ in 0..<10_000 { view = AnyView(view.padding(0)) }
        var tree: LayoutTree? = layout(view)
        #expect(tree?.size == CGSize(width: 3, height: 3))
        tree = nil
        #expect(tree == nil)
    }
}

/// A style-like value with an environment property, evaluated through `DynamicPropertyHost`.
private struct SchemeTint {
    @Environment(\.colorScheme) var scheme
    func makeBody() -> some View { Color.red.frame(width: scheme == .dark ? 20 : 10, height: 1) }
}

@Suite(.tags(.layout)) struct DynamicPropertyHostTests {
    @Test func hostInstallsIntoTheStyleCopy() {
        let host = DynamicPropertyHost(SchemeTint()) { AnyView($0.makeBody()) }
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(layout(host).size.width == 10)
        #expect(layout(host, environment: dark).size.width == 20)
    }
}
