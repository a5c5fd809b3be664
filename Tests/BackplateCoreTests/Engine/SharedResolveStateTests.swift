import Foundation
import Testing
import BackplateTestSupport
@testable import BackplateCore

/// The copy-on-write state added for layout speed (measured in Benchmarks/README.md): a resolve context's shared
/// fields, a node's size-cache overflow and the named coordinate spaces of placement. Each copy
/// must behave as an independent value, as the plain fields they replaced did.
@Suite struct SharedResolveStateTests {
    @Test func aContextCopyWrittenLeavesTheOriginalUnchanged() {
        let resolver = Resolver()
        let original = ResolveContext(environment: EnvironmentValues(), stackOrientation: nil, modifierContent: nil, resolver: resolver)
        var copy = original
        copy.environment.layoutDirection = .rightToLeft
        copy.stackOrientation = .horizontal
        #expect(copy.environment.layoutDirection == .rightToLeft)
        #expect(copy.stackOrientation == .horizontal)
        #expect(original.environment.layoutDirection == .leftToRight)
        #expect(original.stackOrientation == nil)
        #expect(copy.resolver === original.resolver)
        // A container's context outside stacks: no orientation; the original keeps its own.
        #expect(copy.insideContainer.stackOrientation == nil)
        #expect(copy.stackOrientation == .horizontal)
    }

    @Test func anEnvironmentModifierReachesOnlyItsOwnContent() {
        let resolver = Resolver()
        let context = ResolveContext(environment: EnvironmentValues(), stackOrientation: nil, modifierContent: nil, resolver: resolver)
        let view = HStack {
            Color.red.environment(\.layoutDirection, .rightToLeft)
            Color.blue
        }
        let nodes = resolver.resolve(view, context)
        #expect(nodes.count == 1)
        let children = nodes[0].children
        #expect(children.count == 2)
        #expect(children.first?.layoutDirection == .rightToLeft)
        #expect(children.last?.layoutDirection == .leftToRight)
        #expect(nodes[0].layoutDirection == .leftToRight)
    }

    @Test func namedSpacesCopiesAreIndependent() {
        var spaces = NamedSpaces()
        #expect(spaces.isEmpty)
        let a = NamedSpace(size: CGSize(width: 10, height: 20), toGlobal: CGAffineTransform(translationX: 5, y: 6))
        spaces["a"] = a
        #expect(!spaces.isEmpty)
        #expect(spaces["a"]?.size == CGSize(width: 10, height: 20))
        var copy = spaces
        copy["b"] = NamedSpace(size: .zero, toGlobal: .identity)
        #expect(copy["b"] != nil && spaces["b"] == nil)
        spaces["a"] = nil
        #expect(spaces.isEmpty && spaces["a"] == nil)
        #expect(copy["a"]?.toGlobal.tx == 5)
    }

    @Test func sizeCacheCopiesAreIndependentPastTheInlineAnswers() {
        var cache = ProposalSizeCache()
        for w in 0..<4 { cache.insert(CGSize(width: w, height: 1), for: ProposedViewSize(width: CGFloat(w), height: nil)) }
        #expect(cache.cachedCount == 4)
        var copy = cache
        copy.insert(CGSize(width: 9, height: 9), for: ProposedViewSize(width: 9, height: nil))
        #expect(copy.cachedCount == 5 && cache.cachedCount == 4)
        #expect(cache.size(for: ProposedViewSize(width: 9, height: nil)) == nil)
        #expect(cache.size(for: ProposedViewSize(width: 3, height: nil)) == CGSize(width: 3, height: 1))
        copy.removeAll()
        #expect(copy.cachedCount == 0 && cache.cachedCount == 4)
    }
}
