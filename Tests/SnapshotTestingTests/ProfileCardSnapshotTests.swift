import SnapshotTesting
import Testing
#if canImport(SwiftUI)
import SwiftUI
#else
import Backplate
import BackplateSnapshotTesting
#endif

@Test func profileCard() {
  assertSnapshot(of: ProfileCard(user: .sample), as: .image(layout: .device(config: .iPhone13)))
  assertSnapshot(of: ProfileCard(user: .sample), as: .image(layout: .sizeThatFits, traits: .init(userInterfaceStyle: .dark)))
}
