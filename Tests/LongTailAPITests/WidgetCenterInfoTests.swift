import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
@testable import WidgetKit

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

    /// `WidgetInfo` is `Identifiable` (by itself) and `Hashable`, as in WidgetKit: a
    /// `ForEach(configurations)` compiles, and widgets of one kind and family are the same.
    @Test func widgetInfosAreIdentifiedByKindAndFamily() {
        let small = WidgetInfo(kind: "Trail", family: .systemSmall, intent: nil)
        #expect(small == WidgetInfo(kind: "Trail", family: .systemSmall, intent: nil))
        #expect(small != WidgetInfo(kind: "Trail", family: .systemMedium, intent: nil))
        #expect(Set([small, small.id, WidgetInfo(kind: "Weather", family: .systemSmall, intent: nil)]).count == 2)
    }
}
