import Testing
import Backplate

/// Draws every render of a test or suite with an iOS release's look, as
/// BackplateSnapshotTesting's trait does for the targets that import it:
/// `@Suite(.backplateLook(.iOS18))` for suites that assert iOS 17/18 figures.
struct LookPinTrait: SuiteTrait, TestTrait, TestScoping {
    let look: BackplateLook
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?,
                      performing function: @Sendable () async throws -> Void) async throws {
        try await PinnedDefaults.$current.withValue(BackplateLook.pinning(look)) { try await function() }
    }
}

extension Trait where Self == LookPinTrait {
    /// Pins the look of this test's or suite's renders.
    static func backplateLook(_ look: BackplateLook) -> Self { LookPinTrait(look: look) }
}
