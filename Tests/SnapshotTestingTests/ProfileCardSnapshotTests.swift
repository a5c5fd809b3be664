import SnapshotTesting
import Testing
#if canImport(SwiftUI)
import SwiftUI
#else
import Backplate
import BackplateSnapshotTesting
#endif

// `perceptualPrecision: 0.98`, as swift-snapshot-testing recommends for references recorded on
// another machine or run: two renders' glyph antialiasing can differ by a few levels (ΔE ≈ 1).
@Test func profileCard() {
  assertSnapshot(of: ProfileCard(user: .sample), as: .image(perceptualPrecision: 0.98, layout: .device(config: .iPhone13)))
  assertSnapshot(of: ProfileCard(user: .sample), as: .image(perceptualPrecision: 0.98, layout: .sizeThatFits, traits: .init(userInterfaceStyle: .dark)))
}
