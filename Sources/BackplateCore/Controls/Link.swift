import Foundation

/// A control for navigating to a URL, drawn as its label in the tint colour and body font
/// (no underline), sized to fit (docs/controls.md §5.4). A still render opens nothing.
nonisolated public struct Link<Label: View>: View {
    let label: Label
    /// The URL the link opens.
    let destination: URL

    /// Creates a control, consisting of a URL and a label, used to navigate to the given URL.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// The tinted label.
    public var body: some View {
        BorderlessButtonStyle().makeBody(configuration: PrimitiveButtonStyleConfiguration(
            role: nil, label: .init(view: AnyView(label)), action: {}))
        .modifier(AccessibilityAttachmentModifier.control(.isLink))  // one element: the label's text, `.isLink`
    }
}

extension Link where Label == Text {
    /// Creates a link with a localized title.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a link with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
