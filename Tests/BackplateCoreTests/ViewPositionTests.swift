import Foundation
import Testing
@testable import BackplateCore

/// A view with one `@State` slot, keyed by its position.
private struct Slot: View {
    @State private var value = 0
    let name: String
    var body: some View { Color.red.frame(width: 1, height: 1) }
}

@Suite struct ViewPositionTests {
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

    @Test func fieldLayoutFindsDynamicProperties() {
        let layout = DynamicPropertyLayout.of(Slot.self)
        #expect(layout.fields.count == 1)
        #expect(DynamicPropertyLayout.of(Color.self).isEmpty)
    }
}

@Suite struct DeepPositionTests {
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

@Suite struct DynamicPropertyHostTests {
    @Test func hostInstallsIntoTheStyleCopy() {
        let host = DynamicPropertyHost(SchemeTint()) { AnyView($0.makeBody()) }
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(layout(host).size.width == 10)
        #expect(layout(host, environment: dark).size.width == 20)
    }
}
