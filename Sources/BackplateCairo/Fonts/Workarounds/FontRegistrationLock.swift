import Foundation
import BackplateCore
#if canImport(Glibc)
import Glibc
#endif

/// The process-wide reader-writer lock between font registration and text work.
///
/// Why (a workaround): fontconfig (2.14, Debian 12) adds fonts with `FcConfigAppFontAddDir` to
/// the configuration every engine's font map reads, with no lock against those reads
/// (docs/text-fonts-images.md, "Registering fonts while other threads render"). No C
/// reproducer; test: `FontRegistrationConcurrencyTests`.
///
/// Renders and every engine operation read, in parallel; `PangoTextEngine.registerFonts(in:)`
/// writes. Rules that keep it free of deadlocks:
/// - Reading is re-entrant per thread, and `DeepStack` threads inherit their caller's depth.
/// - A registration asked for while its thread reads (a view's `body` during a render) is
///   queued and applied by the thread whose render ends last.
/// - New readers yield to a waiting registration in windows of `writerPreference` opened at
///   most every `yieldInterval`, then proceed, so neither starvation nor a reader nested across
///   threads can hang it, and renders that overlap without end are not each held a second.
package final class FontRegistrationLock: @unchecked Sendable {
    // Unchecked Sendable: its state is guarded by its own pthread locks.
    /// The lock every engine and render shares.
    package static let shared = FontRegistrationLock()

    /// How long a new reader yields to a waiting registration before proceeding anyway.
    static let writerPreference: TimeInterval = 1
    /// How often a new window of yielding opens while a registration still waits.
    static let yieldInterval: TimeInterval = 10
    /// The end of the current window in which new readers yield (`nil`: none opened).
    private var yieldUntil: Date?
    /// First reads that waited for a registration.
    private var yields = 0

    private let condition = NSCondition()
    private var readers = 0
    private var writing = false
    private var writersWaiting = 0
    /// Registrations asked for by threads that were reading, applied when readers reach 0.
    private var pending: [() -> Void] = []
    /// Work queued by `whenIdle`: run alone when readers reach 0, without holding up new reads.
    private var idle: [() -> Void] = []

    /// Per thread: how many reads it holds (inherited by `DeepStack` threads), and whether it
    /// is the writer (then its own reads pass through).
    private let depthKey: pthread_key_t
    private let writerKey: pthread_key_t

    private init() {
        var depth = pthread_key_t()
        pthread_key_create(&depth, nil)
        var writer = pthread_key_t()
        pthread_key_create(&writer, nil)
        depthKey = depth
        writerKey = writer
        DeepStack.inheritThreadValue(depth)
        DeepStack.inheritThreadValue(writer)
    }

    private var depth: Int {
        get { Int(bitPattern: pthread_getspecific(depthKey)) }
        set { pthread_setspecific(depthKey, UnsafeRawPointer(bitPattern: newValue)) }
    }

    private var isWriterThread: Bool {
        get { pthread_getspecific(writerKey) != nil }
        set { pthread_setspecific(writerKey, newValue ? UnsafeRawPointer(bitPattern: 1) : nil) }
    }

    /// Whether the current thread holds a read (its own or its render's).
    package var isReading: Bool { depth > 0 }

    /// Starts a read: waits while a registration runs (and, for a thread's first read, while
    /// one waits or is queued, until the end of the current yielding window).
    package func lockRead() {
        if isWriterThread { return }
        // Nested (inside this thread's read or the render that started this thread): the outer
        // read keeps writers out, so only the thread's own count changes, with no shared lock.
        if depth > 0 { depth += 1; return }
        condition.lock()
        // A waiting or queued registration goes first: new renders let the ones in progress
        // end, so the registration is not starved by a steady stream of renders.
        if writersWaiting > 0 || !pending.isEmpty {
            let now = Date()
            if yieldUntil.map({ now > $0.addingTimeInterval(FontRegistrationLock.yieldInterval) }) ?? true {
                yieldUntil = now.addingTimeInterval(FontRegistrationLock.writerPreference)
            }
            if let deadline = yieldUntil, now < deadline {
                yields += 1
                while writersWaiting > 0 || !pending.isEmpty, !writing, condition.wait(until: deadline) {}
            }
        }
        while writing { condition.wait() }
        readers += 1
        condition.unlock()
        depth += 1
    }

    /// Ends a read started by `lockRead()`; the last reader out applies queued registrations.
    package func unlockRead() {
        if isWriterThread { return }
        if depth > 1 { depth -= 1; return }
        depth = 0
        condition.lock()
        readers -= 1
        guard readers == 0 else { condition.unlock(); return }
        if (pending.isEmpty && idle.isEmpty) || writing || writersWaiting > 0 {
            // A waiting writer applies the queue itself (below) once it holds the lock.
            condition.broadcast()
            condition.unlock()
            return
        }
        writing = true
        condition.unlock()
        runAsWriter(drainPending())
    }

    /// Runs `body` as a reader.
    package func reading<T>(_ body: () throws -> T) rethrows -> T {
        lockRead()
        defer { unlockRead() }
        return try body()
    }

    /// Runs `body` alone: after the reads in progress end, with new reads waiting. Returns
    /// `nil` without running it when the calling thread reads (it would wait for itself): the
    /// body is then queued and runs as soon as no thread reads.
    package func writing<T>(_ body: @escaping () -> T) -> T? {
        if isWriterThread { return body() }
        if depth > 0 {
            condition.lock()
            pending.append { _ = body() }
            condition.unlock()
            return nil
        }
        condition.lock()
        writersWaiting += 1
        while writing || readers > 0 { condition.wait() }
        writersWaiting -= 1
        writing = true
        let queued = drainPendingLocked()
        condition.unlock()
        var result: T?
        runAsWriter(queued + [{ result = body() }])
        return result
    }

    /// Takes the queued registrations (the caller has set `writing`).
    private func drainPending() -> [() -> Void] {
        condition.lock()
        defer { condition.unlock() }
        return drainPendingLocked()
    }

    private func drainPendingLocked() -> [() -> Void] {
        let queued = pending + idle
        pending.removeAll()
        idle.removeAll()
        return queued
    }

    /// Runs `body` alone, like a registration, but without making new reads wait for it: when
    /// no thread reads it runs at once; otherwise it is queued and run by the thread whose read
    /// ends last (or with the next registration). For upkeep that may wait for an idle moment
    /// (`HeldScaledFonts`' sweep).
    package func whenIdle(_ body: @escaping () -> Void) {
        if isWriterThread { body(); return }
        condition.lock()
        if depth == 0, readers == 0, !writing, writersWaiting == 0 {
            writing = true
            condition.unlock()
            runAsWriter([body])
            return
        }
        idle.append(body)
        condition.unlock()
    }

    /// Runs writes with `writing` set, then releases every waiting reader and writer.
    private func runAsWriter(_ bodies: [() -> Void]) {
        isWriterThread = true
        for body in bodies { body() }
        isWriterThread = false
        condition.lock()
        // Registrations queued while these ran (from threads that read before) run now too.
        let more = drainPendingLocked()
        if !more.isEmpty {
            condition.unlock()
            runAsWriter(more)
            return
        }
        writing = false
        if writersWaiting == 0 { yieldUntil = nil }
        condition.broadcast()
        condition.unlock()
    }

    /// First reads that waited for a registration so far (for tests).
    package var yieldedReads: Int {
        condition.lock()
        defer { condition.unlock() }
        return yields
    }

    /// Registrations queued and not yet applied (for tests).
    package var pendingCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return pending.count
    }
}

/// A text engine's lock: its own recursive lock, taken inside a read of the process-wide
/// `FontRegistrationLock`, so no engine touches fontconfig while a font folder is registered.
final class EngineLock: Sendable {
    private let recursive = NSRecursiveLock()

    func lock() {
        FontRegistrationLock.shared.lockRead()
        recursive.lock()
    }

    func unlock() {
        recursive.unlock()
        FontRegistrationLock.shared.unlockRead()
    }
}
