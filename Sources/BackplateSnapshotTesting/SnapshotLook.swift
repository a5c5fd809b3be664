import Foundation
import Backplate
import BackplateCore
import Testing

/// The iOS look snapshots draw in the current task (nil: `BackplateLook.default`).
/// Set it for a test or suite with the `.backplateLook(_:)` trait, or around XCTest assertions
/// with `withBackplateLook(_:operation:)`.
public enum SnapshotLook {
    /// The look snapshot strategies resolve views with; nil leaves `EnvironmentValues`' default.
    @TaskLocal public static var current: BackplateLook?
}

/// A Swift Testing trait that draws a test's or suite's snapshots, and every other render it
/// starts (`ImageRenderer`, `renderPNG`), with an iOS release's look, for references recorded
/// on that release: `@Suite(.backplateLook(.iOS18))`. A view's own `.backplateLook(_:)` wins.
public struct BackplateLookTrait: SuiteTrait, TestTrait, TestScoping {
    /// The look the snapshots draw.
    public let look: BackplateLook
    /// Applies to every test in a suite.
    public var isRecursive: Bool { true }

    /// Runs the test with `SnapshotLook.current` and the renders' default look set to `look`.
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await SnapshotLook.$current.withValue(look) {
            try await PinnedDefaults.$current.withValue(BackplateLook.pinning(look)) { try await function() }
        }
    }
}

extension Trait where Self == BackplateLookTrait {
    /// Draws the snapshots of this test or suite with an iOS release's look (Backplate-only).
    public static func backplateLook(_ look: BackplateLook) -> Self { BackplateLookTrait(look: look) }
}

/// Runs `operation` with its snapshots and renders drawn in an iOS release's look (for
/// XCTest, where traits do not exist).
public func withBackplateLook<R>(_ look: BackplateLook, operation: () throws -> R) rethrows -> R {
    try SnapshotLook.$current.withValue(look) {
        try PinnedDefaults.$current.withValue(BackplateLook.pinning(look)) { try operation() }
    }
}
