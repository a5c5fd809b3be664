import Foundation

/// Kinds of safe area.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates regions from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The safe area defined by the device and containers (notch, bars).
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The area covered by the software keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// All regions.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Expands the view out of the safe area. A rendered image has no safe area (no status
    /// bar, home indicator or keyboard), so layout and pixels are unchanged.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(_InertModifier())
    }

    /// Expands the view out of the safe area (deprecated in SwiftUI). A rendered image has
    /// no safe area, so layout and pixels are unchanged.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { modifier(_InertModifier()) }
}
