import Testing
import Foundation
import WatchConnectivity

/// A habit app's watch sync as such apps write it: a session protocol `WCSession` adopts with an
/// empty extension, a delegate that queues the payload until activation, and a service that sends
/// when activated. On the iOS Simulator no watch is paired, so sending fails and the app carries on.
private protocol WatchSession {
    var activationState: WCSessionActivationState { get }
    var delegate: WCSessionDelegate? { get set }
    func activate()
    func updateApplicationContext(_ applicationContext: [String: Any]) throws
}

extension WCSession: WatchSession {}

private final class SyncDelegate: NSObject, WCSessionDelegate {
    var activations: [WCSessionActivationState] = []
    func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: Error?) {
        activations.append(activationState)
    }
    func sessionDidBecomeInactive(_ session: WCSession) {}
    func sessionDidDeactivate(_ session: WCSession) { session.activate() }
}

private final class WatchSync {
    private var session: WatchSession
    let delegate = SyncDelegate()
    private(set) var failures: [WCError.Code] = []

    init(session: WatchSession = WCSession.default) {
        self.session = session
        self.session.delegate = delegate
        self.session.activate()
    }

    func send(habits: [String]) {
        do {
            try session.updateApplicationContext(["habits": habits])
        } catch let error as WCError {
            failures.append(error.code)
        } catch {}
    }
}

@Suite struct WatchSyncTests {
    @Test func anIPhoneWithoutAPairedWatchActivatesAndCannotSend() {
        #expect(WCSession.isSupported())
        let sync = WatchSync()
        #expect(sync.delegate.activations == [.activated])
        #expect(WCSession.default.activationState == .activated)
        #expect(!WCSession.default.isPaired && !WCSession.default.isWatchAppInstalled && !WCSession.default.isReachable)
        sync.send(habits: ["Read", "Walk"])
        #expect(sync.failures == [.deviceNotPaired])
        #expect(WCError.Code.deviceNotPaired.rawValue == 7005)
    }

    @Test func sendingBeforeActivationFailsAsNotActivated() {
        // A fresh thread has its own `default` session, not yet activated.
        nonisolated(unsafe) var state: WCSessionActivationState?
        nonisolated(unsafe) var thrown: WCError?
        nonisolated(unsafe) var reached: WCError?
        let done = DispatchSemaphore(value: 0)
        Thread {
            let session = WCSession.default
            state = session.activationState
            do { try session.updateApplicationContext([:]) } catch { thrown = error as? WCError }
            session.sendMessage(["ping": 1], replyHandler: nil) { reached = $0 as? WCError }
            done.signal()
        }.start()
        done.wait()
        #expect(state == .notActivated)
        #expect(thrown == WCError(.sessionNotActivated))
        #expect(reached == WCError(.notReachable))
    }
}
