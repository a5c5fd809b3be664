import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import WidgetKit

/// WidgetKit's centre in a render: no home screen, so no widget configurations are reported.
@Suite struct WidgetCenterInfoTests {
    @Test func aRenderReportsNoInstalledWidgets() async throws {
        let result = await withCheckedContinuation { continuation in
            WidgetCenter.shared.getCurrentConfigurations { continuation.resume(returning: $0) }
        }
        #expect(try result.get().isEmpty)
        #expect(try await WidgetCenter.shared.currentConfigurations().isEmpty)
        #expect(DynamicIslandExpandedRegionVerticalPlacement.default != .belowIfTooWide)
    }
}
