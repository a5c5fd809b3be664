import Foundation

/// The system text formatting controls a rich-text `TextEditor` offers on each platform
/// (iOS 26), as SwiftUI's `TextInputFormattingControlPlacement`.
public struct TextInputFormattingControlPlacement: Sendable {
    /// A set of system text formatting controls.
    public struct Set: OptionSet, Sendable {
        /// The set's bits.
        public let rawValue: UInt
        /// A set from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The controls in the context menu, and the edit menu on iOS.
        public static let contextMenu = Set(rawValue: 1 << 0)
        /// The expanded controls in the iPadOS shortcuts bar or the visionOS ornament.
        public static let inputAssistant = Set(rawValue: 1 << 1)
        /// Every placement.
        public static let all = Set(rawValue: ~0)
        /// The platform's default placements.
        public static let `default` = Set.all
    }
}

nonisolated extension View {
    /// Shows or hides the system text formatting controls in `placement` for rich-text editors
    /// in this view. The controls are menus and keyboard bars, which a still render never
    /// shows, so nothing is drawn either way.
    public func textInputFormattingControlVisibility(_ visibility: Visibility, for placement: TextInputFormattingControlPlacement.Set) -> some View {
        modifier(_InertModifier())
    }
}
