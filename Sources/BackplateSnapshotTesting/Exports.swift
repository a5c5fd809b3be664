// The UIKit stand-ins the strategies' signatures name (`UITraitCollection`, `UIEdgeInsets`,
// `UIImage`, ...), so a test file importing `BackplateSnapshotTesting` compiles unchanged.
@_exported import BackplateUIKit
