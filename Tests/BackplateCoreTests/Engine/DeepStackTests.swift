import Testing
import BackplateTestSupport
import Foundation
@testable import BackplateCore

/// `DeepStack.run` is re-entrant: nested calls run inline on the one large-stack worker thread.
/// (A render's stages run on their caller's thread and come here only where a tree gets deep:
/// `StackBudgetTests`.)
@Suite(.tags(.regression)) struct DeepStackTests {
    @Test func nestedRunsStayOnTheSameWorkerThread() {
        #expect(!DeepStack.isOnDeepStack)
        let (outer, inner, nested) = DeepStack.run { () -> (pthread_t, pthread_t, Bool) in
            (pthread_self(), DeepStack.run { pthread_self() }, DeepStack.isOnDeepStack)
        }
        #expect(pthread_equal(outer, inner) != 0)
        #expect(pthread_equal(outer, pthread_self()) == 0)
        #expect(nested)
    }

    @Test func errorsPropagate() {
        struct Boom: Error {}
        #expect(throws: Boom.self) { try DeepStack.run { try DeepStack.run { throw Boom() } } }
    }

    @Test func asyncRunsResumeWithTheResult() async throws {
        let onWorker = try await DeepStack.runAsync { DeepStack.isOnDeepStack }
        #expect(onWorker)
        let values = try await withThrowingTaskGroup(of: Int.self) { group in
            for i in 0..<16 { group.addTask { try await DeepStack.runAsync { i * i } } }
            var all: [Int] = []
            for try await v in group { all.append(v) }
            return all.sorted()
        }
        let squares: [Int] = (0..<16).map { (i: Int) -> Int in i * i }
        #expect(values == squares)
    }

    @Test func tenThousandNestedViewsLayOut() {
        var view = AnyView(Color.red.frame(width: 4, height: 4))
        for _ in 0..<10_000 { view = AnyView(view.padding(0)) }
        let tree = layout(view)
        #expect(tree.size == CGSize(width: 4, height: 4))
        #expect(tree.displayList().flattenedLeaves.count == 1)
    }

    @Test func workersAreParkedAndReusedWithinTheirLimit() async throws {
        // A finished run parks its worker; the next run takes a parked worker. The pool never
        // holds more than its limit, however many runs went at once.
        // (Other suites' renders may take the parked worker at once: one of a few tries sees it.)
        let parked = (0..<50).contains { _ in
            _ = DeepStack.run { 1 }
            return DeepStack.idleWorkerCount >= 1
        }
        #expect(parked)
        let threads = try await withThrowingTaskGroup(of: UInt.self) { group in
            for _ in 0..<24 { group.addTask { try await DeepStack.runAsync { UInt(bitPattern: Int(pthread_self())) } } }
            var all: [UInt] = []
            for try await t in group { all.append(t) }
            return all
        }
        #expect(threads.count == 24)
        #expect(DeepStack.idleWorkerCount <= DeepStack.maxIdleWorkers)
        // A thread-specific value inherited by a job is cleared before the worker takes the next.
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        DeepStack.inheritThreadValue(key)
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: 7))
        #expect(DeepStack.run { Int(bitPattern: pthread_getspecific(key)) } == 7)
        pthread_setspecific(key, nil)
        #expect(DeepStack.run { Int(bitPattern: pthread_getspecific(key)) } == 0)
    }
}
