import Foundation

/// A category that groups accessibility actions (iOS 18): VoiceOver offers a category's actions
/// on a rotor of their own (`.edit`: the Edit rotor) instead of the Actions rotor. Nothing is drawn.
public struct AccessibilityActionCategory: Sendable {
    /// The category's name; nil for `.default`.
    let name: String?

    /// The default actions of a view: they replace the system's Actions rotor.
    public static let `default` = AccessibilityActionCategory(name: nil)
    /// Actions that edit text: they replace the system's Edit actions.
    public static let edit = AccessibilityActionCategory(name: "Edit")

    /// A category of your own, named by `nameResource` (iOS 26's spelling).
    @_disfavoredOverload
    public init(_ nameResource: LocalizedStringResource) { name = nameResource.resolved }
    /// A category of your own, named by `name`.
    public init(_ name: Text) { self.name = name.plainString }
    /// A category of your own, named by the localized `nameKey`.
    public init(_ nameKey: LocalizedStringKey) { self.init(Text(nameKey)) }
    /// A category of your own, named by `name`.
    public init<S: StringProtocol>(_ name: S) { self.name = String(name) }

    private init(name: String?) { self.name = name }
}

nonisolated extension View {
    /// Adds a custom accessibility action per element of `content` (each button's label names
    /// one) in `category` (iOS 18); equal categories on one view are combined. The views are
    /// not drawn. The tree lists the actions (`actions=[...]`, last written first) and, for a
    /// category other than `.default`, the category with its actions; a still render never runs them.
    public func accessibilityActions<Content: View>(category: AccessibilityActionCategory, @ViewBuilder _ content: () -> Content) -> some View {
        modifier(AccessibilityAttachmentModifier(actionsView: AnyView(content()), actionCategory: category.name))
    }
}
