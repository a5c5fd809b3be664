internal import CThreadStack
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How deep one render's recursive stages may go on the thread that called them before the
/// rest of the recursion moves to a large-stack thread (`DeepStack`).
///
/// Each recursive step (resolving, sizing, placing, preferences, display items, drawing) asks
/// `isLow`; only when the caller's stack is nearly used up does the step, and everything below
/// it, continue on a large-stack thread while the caller waits (`continueOnLargeStack`), so an
/// ordinary tree never changes threads (a hand-over's cost is in Benchmarks/README.md). One
/// budget serves one render, on one thread at a time, so its field needs no lock.
package final class StackBudget {
    /// Frames below this address are too near the end of the calling thread's stack; 0 (no
    /// limit) on a large-stack thread, the maximum address (always low) where the caller's
    /// stack could not be found or has too little room left.
    @exclusivity(unchecked) package private(set) var limit: UInt

    /// What a step may use below the limit without asking again: the frames between two
    /// checks, C libraries' own (cairo's and pixman's scanline buffers, Pango, HarfBuzz) and
    /// a view's `body`, with a wide margin for unoptimised builds.
    static let reserve: UInt = 512 << 10
    /// The least room a caller's thread must have left to run a stage at all: with less, the
    /// whole stage goes to a large-stack thread at its first step.
    static let minimumRoom: UInt = 1 << 20

    /// A budget with no limit until a stage `run`s with it (a pass made by a test and used
    /// directly recurses on the test's thread, as before budgets).
    package init() { limit = 0 }

    /// Runs one stage of a render (`body`) on the calling thread, main-actor isolated as
    /// every stage is (`ViewIsolation`), with this budget set for this thread: unlimited on a
    /// large-stack thread, else down to `reserve` above the end of the thread's stack. The
    /// previous limit is restored afterwards (a stage may run inside another).
    package func run<T>(_ body: () throws -> T) rethrows -> T {
        let saved = limit
        limit = DeepStack.isOnDeepStack ? 0 : Self.limitForCurrentThread()
        defer { limit = saved }
        return try ViewIsolation.run(body)
    }

    /// Whether the current frame is too deep for the caller's thread: the step about to
    /// recurse must go through `continueOnLargeStack`.
    @inline(__always) package var isLow: Bool { backplate_frame_address() < limit }

    /// Runs `body` (the rest of a recursion) on a large-stack thread while the caller waits,
    /// with no limit until it returns; inline when the caller already is such a thread.
    @inline(never)
    package func continueOnLargeStack<T>(_ body: () throws -> T) rethrows -> T {
        let saved = limit
        limit = 0
        defer { limit = saved }
        return try DeepStack.run(body)
    }

    /// The current thread's lowest usable stack address (`reserve` above its end), found once
    /// per thread: the maximum address when the stack's extent is unknown or less than
    /// `minimumRoom` of it is left.
    private static func limitForCurrentThread() -> UInt {
        _ = stackLowKey
        var low = UInt(bitPattern: pthread_getspecific(stackLowKey))
        if low == 0 {
            var address: UnsafeMutableRawPointer?
            var size = 0
            guard backplate_current_thread_stack(&address, &size) == 0, let address else { return .max }
            low = UInt(bitPattern: address)
            pthread_setspecific(stackLowKey, UnsafeRawPointer(bitPattern: low))
        }
        let here = backplate_frame_address()
        guard here > low, here - low >= minimumRoom else { return .max }
        return low + reserve
    }

    /// Per thread: the lowest address of its stack (threads never change stacks).
    private static let stackLowKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
}
