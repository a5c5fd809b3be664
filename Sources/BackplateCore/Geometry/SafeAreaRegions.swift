import Foundation

/// Kinds of safe area.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates regions from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The safe area defined by the device and containers (notch, bars).
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The area covered by the software keyboard. A still render shows no keyboard, so this
    /// region never has insets.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// All regions.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
