import Foundation

/// A type that describes a chart to assistive technologies (SwiftUI's
/// `AXChartDescriptorRepresentable`).
@MainActor @preconcurrency
public protocol AXChartDescriptorRepresentable {
    /// Makes the chart's descriptor.
    func makeChartDescriptor() -> AXChartDescriptor
    /// Updates a descriptor made earlier (by default, does nothing).
    func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}

extension AXChartDescriptorRepresentable {
    /// Does nothing.
    public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}

nonisolated extension View {
    /// Describes the chart this view draws to VoiceOver's audio graphs. A rendered image has no
    /// accessibility tree: the view draws as without it, and the descriptor is never made.
    public func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(_ representable: R) -> some View {
        modifier(_InertModifier())
    }
}
