import Testing
import CoreHaptics

/// A vibration service as unseen18's workout app writes it: main-actor isolated, it resets its
/// own static state from the engine's stopped and reset handlers. On iOS the handlers are plain
/// closures (not `@Sendable`), so the main-actor mutation compiles; so must it here.
@MainActor private enum BuzzService {
    static var isReady = false
    static var resets = 0
    static var engine: CHHapticEngine?

    static func prepare() throws {
        let engine = try CHHapticEngine()
        self.engine = engine
        engine.stoppedHandler = { _ in isReady = false }
        engine.resetHandler = { resets += 1 }
        isReady = true
    }
}

@Suite struct HapticEngineHandlersTests {
    @Test @MainActor func handlersUpdateMainActorStateTheyCapture() throws {
        try BuzzService.prepare()
        let engine = try #require(BuzzService.engine)
        #expect(BuzzService.isReady)
        // The engine never stops by itself in a render; calling the stored handlers runs the app's code.
        engine.stoppedHandler(.idleTimeout)
        engine.resetHandler()
        #expect(!BuzzService.isReady)
        #expect(BuzzService.resets == 1)
        #expect(!CHHapticEngine.capabilitiesForHardware().supportsHaptics)
    }
}
