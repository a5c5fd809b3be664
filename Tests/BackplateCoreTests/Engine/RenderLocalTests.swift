import Foundation
import Testing
import BackplateTestSupport
@testable import BackplateCore

/// Render-local slots (`RenderLocal`, `Resolver.withRenderLocal`): an object per type per render, found by the
/// slot its type names; the last `Color`'s content lives in slot 0.
@Suite struct RenderLocalTests {
    final class Counter: RenderLocal { static var renderLocalSlot: Int { 1 }; var count = 0 }
    final class Other: RenderLocal { static var renderLocalSlot: Int { 2 } }
    final class Late: RenderLocal { static var renderLocalSlot: Int { 9 } }
    final class Claimant: RenderLocal { static var renderLocalSlot: Int { 10 } }
    final class Squatter: RenderLocal { static var renderLocalSlot: Int { 10 } }

    @Test func eachTypeHasItsOwnSlotAndObject() {
        #expect(Counter.renderLocalSlot != LastColorContent.renderLocalSlot)
        let resolver = Resolver()
        let first = resolver.withRenderLocal(Counter.self) { $0 }
        first.count = 3
        // The same object for the same type in one render, whichever type was asked first.
        _ = resolver.withRenderLocal(Other.self) { $0 }
        #expect(resolver.withRenderLocal(Counter.self) { $0 } === first)
        #expect(resolver.withRenderLocal(Counter.self) { $0 }.count == 3)
        // A new render starts with new objects.
        let next = Resolver()
        #expect(next.withRenderLocal(Counter.self) { $0 } !== first)
        #expect(next.withRenderLocal(Counter.self) { $0 }.count == 0)
    }

    @Test func aSlotPastTheTableExtendsIt() {
        let resolver = Resolver()
        let counter = resolver.withRenderLocal(Counter.self) { $0 }
        let late = resolver.withRenderLocal(Late.self) { $0 }
        #expect(resolver.withRenderLocal(Late.self) { $0 } === late)
        #expect(resolver.withRenderLocal(Counter.self) { $0 } === counter)
    }

    @Test func aSlotBelongsToOneType() {
        #expect(RenderLocals.claim(Claimant.renderLocalSlot, for: Claimant.self))
        #expect(RenderLocals.claim(Claimant.renderLocalSlot, for: Claimant.self))
        #expect(!RenderLocals.claim(Squatter.renderLocalSlot, for: Squatter.self))
        #expect(RenderLocals.claim(LastColorContent.renderLocalSlot, for: LastColorContent.self))
        #expect(!RenderLocals.claim(LastColorContent.renderLocalSlot, for: Counter.self))
    }

    @Test func aRendersObjectsAreFreedWithIt() {
        weak var object: Counter?
        do {
            let resolver = Resolver()
            object = resolver.withRenderLocal(Counter.self) { $0 }
            #expect(object != nil)
            #expect(resolver.withRenderLocal(Counter.self) { $0 } === object)
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
