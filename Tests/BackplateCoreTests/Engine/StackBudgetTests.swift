import Testing
import BackplateTestSupport
import Foundation
@testable import BackplateCore

/// A render's stages run on the caller's thread (no hand-over to a large-stack thread) unless
/// the tree is too deep for the caller's stack; then the recursion continues on a large-stack
/// thread where it gets deep, with the same frames.
@Suite(.tags(.regression)) struct StackBudgetTests {
    /// A grid of `rows` rows of 100 boxes of 10 × 10 (the layout benchmark's tree).
    private func grid(rows: Int) -> some View {
        VStack(spacing: 0) {
            ForEach(0..<rows, id: \.self) { _ in
                HStack(spacing: 0) {
                    ForEach(0..<100, id: \.self) { _ in Color.red.frame(width: 10, height: 10) }
                }
            }
        }
    }

    /// `depth` paddings of 1 around a 4 × 4 box, each behind an `AnyView`.
    private func nested(_ depth: Int) -> AnyView {
        var view = AnyView(Color.red.frame(width: 4, height: 4).id("core"))
        for _ in 0..<depth { view = AnyView(view.padding(1)) }
        return view
    }

    @Test func aShallowTreeIsResolvedLaidOutAndListedOnTheCallersThread() {
        let before = DeepStack.handOversFromCurrentThread
        let tree = layout(grid(rows: 10))
        let list = tree.displayList()
        #expect(DeepStack.handOversFromCurrentThread == before)
        #expect(tree.size == CGSize(width: 1000, height: 100))
        #expect(list.flattenedLeaves.count == 1000)
    }

    @Test func aDeepTreeContinuesOnALargeStackWhereItGetsDeep() {
        let before = DeepStack.handOversFromCurrentThread
        let tree = layout(nested(10_000))
        let list = tree.displayList()
        let handOvers = DeepStack.handOversFromCurrentThread - before
        // Each stage (resolution, layout, preferences, the display list) moves once, where the
        // tree gets too deep for this thread's 8 MB stack: not once per view.
        #expect(handOvers >= 1)
        #expect(handOvers <= 8)
        #expect(tree.size == CGSize(width: 20_004, height: 20_004))
        #expect(tree.frame(of: "core") == CGRect(x: 10_000, y: 10_000, width: 4, height: 4))
        #expect(list.flattenedLeaves.count == 1)
    }

    private final class ThreadResult<T>: @unchecked Sendable {
        var value: T?
        let done = DispatchSemaphore(value: 0)
    }

    /// Runs `body` on a new thread with a stack of `stackSize` bytes and returns its result.
    private func onThread<T: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> T) -> T {
        let box = ThreadResult<T>()
        let thread = Thread { box.value = body(); box.done.signal() }
        thread.stackSize = stackSize
        thread.start()
        box.done.wait()
        return box.value!
    }

    @Test(arguments: [640 << 10, 1536 << 10])
    func threadsWithSmallStacksLayOutDeepTrees(stackSize: Int) {
        // 640 KB is under the room a stage needs to start on its caller's thread (it moves at
        // its first step); 1.5 MB starts here and moves where the tree gets deep. A thousand
        // levels of `AnyView` and padding would overflow either stack.
        let (size, frame, leaves, handOvers) = onThread(stackSize: stackSize) { () -> (CGSize, CGRect?, Int, Int) in
            let tree = layout(nested(1_000))
            return (tree.size, tree.frame(of: "core"), tree.displayList().flattenedLeaves.count,
                    DeepStack.handOversFromCurrentThread)
        }
        #expect(handOvers >= 1)
        #expect(size == CGSize(width: 2_004, height: 2_004))
        #expect(frame == CGRect(x: 1_000, y: 1_000, width: 4, height: 4))
        #expect(leaves == 1)
    }

    @Test func aLargeStackThreadHasNoLimit() {
        let limit = DeepStack.run { () -> UInt in
            let stack = StackBudget()
            return stack.run { stack.limit }
        }
        #expect(limit == 0)
        let stack = StackBudget()
        let here = stack.run { stack.limit }
        #expect(here > 0 && here < .max)
        #expect(stack.limit == 0)   // restored once the stage ends
    }
}
