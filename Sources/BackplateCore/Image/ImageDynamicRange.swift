import Foundation

extension Image {
    /// How much of a high-dynamic-range image's range may be shown (iOS 17). Backplate draws
    /// standard range only, as a screen in SDR mode does, so every value draws alike.
    public struct DynamicRange: Hashable, Sendable {
        let name: String
        /// Standard dynamic range.
        public static let standard = DynamicRange(name: "standard")
        /// Some headroom above standard range.
        public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
        /// The full high dynamic range.
        public static let high = DynamicRange(name: "high")
    }

    /// Limits how much dynamic range the image shows (drawn in standard range either way).
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> Image { self }
}

private struct AllowedDynamicRangeKey: EnvironmentKey { static let defaultValue: Image.DynamicRange? = nil }

extension EnvironmentValues {
    /// The dynamic range images may show: `nil` (the system's choice) unless set.
    public var allowedDynamicRange: Image.DynamicRange? {
        get { self[AllowedDynamicRangeKey.self] }
        set { self[AllowedDynamicRangeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Limits the dynamic range of the images inside (drawn in standard range either way).
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View {
        environment(\.allowedDynamicRange, range)
    }
}
