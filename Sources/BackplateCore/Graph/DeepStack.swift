import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs pipeline work on a thread with a large stack, so that deeply nested views (ten
/// thousand levels of `AnyView`) resolve, lay out and draw without overflowing the caller's
/// stack.
///
/// `run` is re-entrant: called on a thread it created, it runs the body inline, so one render
/// (resolution, layout, display list and drawing) costs one thread start, whichever stages
/// call it. Nothing is shared between calls: any number of threads may call `run` at once.
package enum DeepStack {
    /// The stack reserved for pipeline work: 1 GiB of address space, committed only as used.
    static let stackSize = 1 << 30

    /// Marks threads created by `DeepStack` (its value is non-nil on them).
    private static let marker: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Whether the current thread is one of `DeepStack`'s large-stack threads.
    package static var isOnDeepStack: Bool { pthread_getspecific(marker) != nil }

    /// Thread-specific values a large-stack thread takes over from the thread that starts it
    /// (`inheritThreadValue`), so per-thread state of a render (a backend's lock depth) holds
    /// on the thread that does the render's work.
    private static let inheritedKeysLock = NSLock()
    nonisolated(unsafe) private static var inheritedKeys: [pthread_key_t] = []

    /// Makes every large-stack thread start with the starting thread's value of `key`.
    package static func inheritThreadValue(_ key: pthread_key_t) {
        inheritedKeysLock.lock()
        inheritedKeys.append(key)
        inheritedKeysLock.unlock()
    }

    /// The starting thread's values of the inherited keys (bit patterns, `Sendable`).
    private static func capturedValues() -> [(pthread_key_t, Int)] {
        inheritedKeysLock.lock()
        let keys = inheritedKeys
        inheritedKeysLock.unlock()
        return keys.map { ($0, Int(bitPattern: pthread_getspecific($0))) }
    }

    private final class Job: @unchecked Sendable {
        let body: () -> Void
        let inherited: [(pthread_key_t, Int)]
        init(_ body: @escaping () -> Void) {
            self.body = body
            inherited = DeepStack.capturedValues()
        }
    }

    /// Starts a detached large-stack thread running `body`; returns false (and runs nothing)
    /// when no thread can be created.
    private static func start(_ body: @escaping () -> Void) -> (started: Bool, thread: pthread_t?) {
        let job = Job(body)
        var attr = pthread_attr_t()
        pthread_attr_init(&attr)
        defer { pthread_attr_destroy(&attr) }
        pthread_attr_setstacksize(&attr, stackSize)
        let unmanaged = Unmanaged.passRetained(job)
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let created = pthread_create(&thread, &attr, { raw in
            let job = Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue()
            pthread_setspecific(DeepStack.marker, UnsafeRawPointer(bitPattern: 1))
            for (key, value) in job.inherited { pthread_setspecific(key, UnsafeRawPointer(bitPattern: value)) }
            // The whole render counts as main-actor isolated on this thread (`ViewIsolation`).
            ViewIsolation.run { job.body() }
            return nil
        }, unmanaged.toOpaque())
        if created != 0 {
            unmanaged.release()
            return (false, nil)
        }
        #if canImport(Glibc)
        return (true, thread)
        #else
        return (true, thread!)
        #endif
    }

    /// Runs `body` on a large-stack thread and returns its result: inline when the caller
    /// already is such a thread, on the current thread if no thread can be created.
    package static func run<T>(_ body: () throws -> T) rethrows -> T {
        _ = marker
        if isOnDeepStack { return try body() }
        return try withoutActuallyEscaping(body) { escapable in
            var result: Result<T, Error>?
            let (started, thread) = start { result = Result { try escapable() } }
            guard started, let thread else { return try ViewIsolation.run(escapable) }
            pthread_join(thread, nil)
            return try result!.get()
        }
    }

    /// Runs `body` on a new large-stack thread and resumes the caller when it finishes,
    /// without blocking a thread of Swift's cooperative pool.
    package static func runAsync<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        _ = marker
        return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, Error>) in
            let (started, thread) = start { continuation.resume(with: Result { try body() }) }
            if started, let thread {
                pthread_detach(thread)
            } else {
                continuation.resume(with: Result { try ViewIsolation.run(body) })
            }
        }
    }
}
