import Foundation
import Synchronization

/// The child processes running now (the compiler, a render program), so that a `backplate`
/// stopped by a signal stops them too instead of leaving a compiler running for minutes.
package enum RunningChildren {
    private static let processIDs = Mutex<Set<Int32>>([])

    private static let terminating = Atomic<Bool>(false)

    static func add(_ pid: Int32) { processIDs.withLock { _ = $0.insert(pid) } }

    /// Parks the calling thread for good once a termination signal is being handled, so that
    /// a child it stopped is not taken for a failed build while the process ends.
    static func parkIfTerminating() {
        while terminating.load(ordering: .acquiring) { Thread.sleep(forTimeInterval: 1) }
    }
    static func remove(_ pid: Int32) { processIDs.withLock { _ = $0.remove(pid) } }

    /// Makes SIGTERM, SIGINT and SIGHUP end every process below this one (the compiler driver
    /// and its frontends, a render program), then this process, with the status a shell
    /// reports for the signal (128 + its number). Call it on the main thread first thing.
    package static func stopOnTermination() {
        let signals = [SIGTERM, SIGINT, SIGHUP]
        var blocked = sigset_t()
        sigemptyset(&blocked)
        for signal in signals { sigaddset(&blocked, signal) }
        // Blocked on every thread, the signals reach only the sources below (a child unblocks
        // them as it starts: `ChildProcess.withTerminationSignalsUnblocked`).
        pthread_sigmask(SIG_BLOCK, &blocked, nil)
        for signal in signals {
            let source = DispatchSource.makeSignalSource(signal: signal, queue: .global())
            source.setEventHandler {
                terminating.store(true, ordering: .releasing)
                stopDescendants()
                exit(128 + signal)
            }
            source.resume()
            // Kept for the life of the process.
            _ = Unmanaged.passRetained(source as AnyObject)
        }
    }

    /// Ends every process below this one: frozen first (SIGSTOP) until a scan finds no new
    /// one, so that a driver cannot start a frontend unseen, then SIGTERM and SIGCONT.
    private static func stopDescendants() {
        var frozen: [Int32] = processIDs.withLock { Array($0) }
        for pid in frozen { kill(pid, SIGSTOP) }
        while true {
            let found = descendants(of: getpid()).filter { !frozen.contains($0) }
            guard !found.isEmpty else { break }
            for pid in found { kill(pid, SIGSTOP) }
            frozen += found
        }
        for pid in frozen {
            kill(pid, SIGTERM)
            kill(pid, SIGCONT)
        }
    }

    /// Every process below `pid` (the driver's frontends too), from /proc.
    static func descendants(of pid: Int32) -> [Int32] {
        var parents: [Int32: Int32] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let child = Int32(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = Int32(fields[1]) { parents[child] = parent }
        }
        var found: [Int32] = [], frontier: Set<Int32> = [pid]
        while !frontier.isEmpty {
            let next = Set(parents.filter { frontier.contains($0.value) }.keys).subtracting(found)
            found += next
            frontier = next
        }
        return found
    }
}
