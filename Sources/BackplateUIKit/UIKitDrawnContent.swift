import Foundation
import BackplateCore

/// A UIKit view Backplate draws as the SwiftUI view iOS would show in its place, when a
/// `UIViewRepresentable` wraps it (`UIDatePicker`, `UICalendarView`, `UITextView`, `UILabel`).
protocol UIKitDrawnView: UIView {
    /// The SwiftUI drawing of the view as it is now.
    @MainActor func swiftUIDrawing() -> AnyView
}

nonisolated extension UIViewRepresentable {
    /// For a representable whose view type Backplate draws: makes the coordinator and the view,
    /// updates it once, as SwiftUI does before its first frame, and returns its drawing.
    @MainActor public func _drawnUIKitContent(in environment: EnvironmentValues) -> AnyView? {
        guard UIViewType.self is any UIKitDrawnView.Type else { return nil }
        let context = Context(coordinator: makeCoordinator(), transaction: Transaction(), environment: environment)
        let view = makeUIView(context: context)
        updateUIView(view, context: context)
        return (view as? any UIKitDrawnView)?.swiftUIDrawing()
    }
}

extension UIView {
    /// The view's tint as SwiftUI's `tint` (nil: the environment's accent colour).
    var swiftUITint: Color? { tintColor.map { Color(uiColor: $0) } }
}
