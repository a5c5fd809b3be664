import Foundation

/// An action sheet's content (deprecated in SwiftUI: use
/// `confirmationDialog(_:isPresented:titleVisibility:actions:)`). Never drawn in a still
/// render: like an alert, it belongs to a window the system shows above the app.
public struct ActionSheet {
    /// A button of an action sheet: the same type as an alert's button.
    public typealias Button = Alert.Button

    /// The title.
    public let title: Text
    /// The message below the title.
    public let message: Text?
    /// The buttons, in order.
    public let buttons: [Button]

    /// Creates an action sheet with the given buttons (by default one Cancel button).
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

nonisolated extension View {
    /// Presents an action sheet when `isPresented` is `true` (deprecated in SwiftUI). A still
    /// render shows the presenting view only; `content` is not called.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        presentation("actionSheet", isPresented: isPresented)
    }

    /// Presents an action sheet built from `item` when it is non-nil (deprecated in SwiftUI).
    /// A still render shows the presenting view only; `content` is not called.
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        presentation("actionSheet", item: item)
    }
}
