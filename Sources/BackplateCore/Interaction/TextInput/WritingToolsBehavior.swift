import Foundation

/// How much of the Writing Tools experience text views offer (iOS 18), as SwiftUI's
/// `WritingToolsBehavior`.
public struct WritingToolsBehavior: Hashable, Sendable {
    let name: String
    /// The system's choice for the view.
    public static let automatic = WritingToolsBehavior(name: "automatic")
    /// The full, inline experience.
    public static let complete = WritingToolsBehavior(name: "complete")
    /// A limited, overlay-panel experience.
    public static let limited = WritingToolsBehavior(name: "limited")
    /// No Writing Tools.
    public static let disabled = WritingToolsBehavior(name: "disabled")
}

nonisolated extension View {
    /// Sets the Writing Tools behaviour of text views in this view. Writing Tools appear over
    /// selected text; a still render has no selection, so nothing is drawn.
    public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View {
        modifier(_InertModifier())
    }
}
