import Foundation

// A still render shows the presenting view only: an alert belongs to a separate window that
// the system shows above the app, so none of these modifiers draws anything, whatever the
// value of `isPresented` (when it is true, a runtime warning names the alert). The action
// and message builders are not evaluated.

nonisolated extension View {
    /// Presents an alert with a title and actions when `isPresented` is `true`. A still render
    /// shows the presenting view only.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View { presentation("alert", isPresented: isPresented) }
    /// Presents an alert with a title and actions. A still render shows the presenting view only.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View { presentation("alert", isPresented: isPresented) }
    /// Presents an alert with a title and actions. A still render shows the presenting view only.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View { presentation("alert", isPresented: isPresented) }

    /// Presents an alert with a title, actions and a message. A still render shows the
    /// presenting view only.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { presentation("alert", isPresented: isPresented) }
    /// Presents an alert with a title, actions and a message. A still render shows the
    /// presenting view only.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { presentation("alert", isPresented: isPresented) }
    /// Presents an alert with a title, actions and a message. A still render shows the
    /// presenting view only.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { presentation("alert", isPresented: isPresented) }

    /// Presents an alert built from `data`. A still render shows the presenting view only.
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View { presentation("alert", isPresented: isPresented) }
    /// Presents an alert built from `data`. A still render shows the presenting view only.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View { presentation("alert", isPresented: isPresented) }
    /// Presents an alert built from `data`. A still render shows the presenting view only.
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View { presentation("alert", isPresented: isPresented) }
    /// Presents an alert with a message built from `data`. A still render shows the
    /// presenting view only.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { presentation("alert", isPresented: isPresented) }
    /// Presents an alert with a message built from `data`. A still render shows the
    /// presenting view only.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { presentation("alert", isPresented: isPresented) }
    /// Presents an alert with a message built from `data`. A still render shows the
    /// presenting view only.
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { presentation("alert", isPresented: isPresented) }

    /// Presents an alert describing `error`. A still render shows the presenting view only.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?,
                                                  @ViewBuilder actions: () -> A) -> some View { presentation("alert", isPresented: isPresented) }
    /// Presents an alert describing `error`, with actions and a message built from it. A still
    /// render shows the presenting view only.
    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?,
                                                           @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M) -> some View { presentation("alert", isPresented: isPresented) }

    /// Presents an alert while `error` is non-nil. A still render shows the presenting view only.
    public func alert<E: LocalizedError, A: View>(error: Binding<E?>, @ViewBuilder actions: () -> A) -> some View { presentation("alert", item: error) }
    /// Presents an alert with a message while `error` is non-nil. A still render shows the
    /// presenting view only.
    public func alert<E: LocalizedError, A: View, M: View>(error: Binding<E?>, @ViewBuilder actions: (E) -> A,
                                                           @ViewBuilder message: (E) -> M) -> some View { presentation("alert", item: error) }

    /// Presents an `Alert` when `isPresented` is `true` (deprecated in SwiftUI). A still render
    /// shows the presenting view only.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { presentation("alert", isPresented: isPresented) }
    /// Presents an `Alert` built from `item` when it is non-nil (deprecated in SwiftUI). A still
    /// render shows the presenting view only.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { presentation("alert", item: item) }
}

/// An alert's content (deprecated in SwiftUI: use `alert(_:isPresented:actions:message:)`).
/// Never drawn in a still render.
public struct Alert {
    /// The title.
    public let title: Text
    /// The message.
    public let message: Text?
    /// The buttons, in order.
    public let buttons: [Button]

    /// Creates an alert with one button (an "OK" default button when `dismissButton` is nil).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// Creates an alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an alert.
    public struct Button {
        /// The button's role.
        enum Style { case `default`, cancel, destructive }
        let style: Style
        /// The label.
        public let label: Text?
        let action: (() -> Void)?

        /// A button with the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(style: .default, label: label, action: action) }
        /// A cancel button with a custom label.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(style: .cancel, label: label, action: action) }
        /// A cancel button with the system's label.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(style: .cancel, label: nil, action: action) }
        /// A destructive button.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(style: .destructive, label: label, action: action) }
    }
}
