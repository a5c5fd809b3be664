import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on a thread with a large stack, so that deeply nested views (ten thousand
/// levels of `AnyView`) resolve, lay out and draw without overflowing the caller's stack.
public enum DeepStack {
    /// The stack reserved for pipeline work: 1 GiB of address space, committed only as used.
    static let stackSize = 1 << 30

    private final class Job: @unchecked Sendable {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// Runs `body` on a large-stack thread and returns its result; falls back to the current
    /// thread if no thread can be created.
    public static func run<T>(_ body: () throws -> T) rethrows -> T {
        try withoutActuallyEscaping(body) { escapable in
            var result: Result<T, Error>?
            let job = Job { result = Result { try escapable() } }
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
                job.body()
                return nil
            }, unmanaged.toOpaque())
            if created != 0 {
                unmanaged.release()
                return try escapable()
            }
            #if canImport(Glibc)
            pthread_join(thread, nil)
            #else
            pthread_join(thread!, nil)
            #endif
            return try result!.get()
        }
    }
}
