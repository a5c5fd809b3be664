import Foundation
import Testing
import BackplateTestSupport
@testable import BackplateCore

/// Render-local slots (`RenderLocalKey`, `Resolver.withRenderLocal`): an object per key per render, found by the key's
/// fixed index; the last `Color`'s content lives in one.
@Suite struct RenderLocalTests {
    final class Counter { var count = 0 }
    final class Other {}
    static let counterKey = RenderLocalKey { Counter() }
    static let otherKey = RenderLocalKey { Other() }

    @Test func eachKeyHasItsOwnIndexAndObject() {
        #expect(Self.counterKey.index != Self.otherKey.index)
        #expect(Self.counterKey.index != LastColorContent.key.index)
        let resolver = Resolver()
        let first = resolver.withRenderLocal(Self.counterKey) { $0 }
        first.count = 3
        // The same object for the same key in one render, whichever key was asked first.
        _ = resolver.withRenderLocal(Self.otherKey) { $0 }
        #expect(resolver.withRenderLocal(Self.counterKey) { $0 } === first)
        #expect(resolver.withRenderLocal(Self.counterKey) { $0 }.count == 3)
        // A new render starts with new objects.
        let next = Resolver()
        #expect(next.withRenderLocal(Self.counterKey) { $0 } !== first)
        #expect(next.withRenderLocal(Self.counterKey) { $0 }.count == 0)
    }

    @Test func aKeyMadeLaterExtendsTheTable() {
        let resolver = Resolver()
        _ = resolver.withRenderLocal(Self.counterKey) { $0 }
        let late = RenderLocalKey { Counter() }
        #expect(late.index > Self.counterKey.index)
        let object = resolver.withRenderLocal(late) { $0 }
        #expect(resolver.withRenderLocal(late) { $0 } === object)
        #expect(resolver.withRenderLocal(Self.counterKey) { $0 } !== object)
    }

    @Test func aRendersObjectsAreFreedWithIt() {
        weak var object: Counter?
        do {
            let resolver = Resolver()
            object = resolver.withRenderLocal(Self.counterKey) { $0 }
            #expect(object != nil)
            #expect(resolver.withRenderLocal(Self.counterKey) { $0 } === object)
        }
        #expect(object == nil)
    }

    @Test func equalColoursInOneEnvironmentShareTheirContent() {
        let resolver = Resolver()
        let context = ResolveContext(environment: EnvironmentValues(), stackOrientation: nil, modifierContent: nil, resolver: resolver)
        let nodes = resolver.resolve(HStack { Color.red; Color.red; Color.blue; Color(red: 0, green: 0, blue: 1) }, context)
        let contents = nodes[0].children.map { $0.content as? ShapeContent }
        #expect(contents.count == 4)
        #expect(contents[0] != nil && contents[0] === contents[1])
        #expect(contents[1] !== contents[2])
        // `Color.blue` is a system colour, not the RGB blue: a new content.
        #expect(contents[2] !== contents[3])
        #expect(contents[2]?.style.base as? Color == Color.blue)
        // Another render makes its own.
        let other = Resolver()
        let again = other.resolve(Color.red, ResolveContext(environment: EnvironmentValues(), stackOrientation: nil,
                                                            modifierContent: nil, resolver: other))
        #expect((again[0].content as? ShapeContent) !== contents[0])
    }
}
