import Foundation

// Accessibility modifiers whose views are read, never drawn: the buttons that name custom
// actions, and synthetic children laid out in the modified view's frame.
nonisolated extension View {
    /// Adds a custom accessibility action named by `label`'s text, which is not drawn (iOS 16).
    /// No visible effect; a still render never runs the action.
    public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View {
        modifier(AccessibilityAttachmentModifier(actionsView: AnyView(label())))
    }

    /// Adds a custom accessibility action per element of `content` (each button's label names
    /// one), which is not drawn (iOS 16). iOS lists them last written first. No visible effect.
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        modifier(AccessibilityAttachmentModifier(actionsView: AnyView(content())))
    }

    /// Replaces the view's accessibility elements with those of `children`, a view laid out in
    /// this view's frame (as an overlay) but never drawn: a chart drawn as one shape can give
    /// VoiceOver an element per bar. The children are read together, as a container.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
        accessibilityHidden(true).overlay { children().modifier(AccessibilityChildrenLayer()) }
    }
}

/// The layer of `accessibilityChildren`: laid out but never drawn, read by the
/// accessibility tree as a container of its elements.
nonisolated struct AccessibilityChildrenLayer: GeometryRenderEffectModifier, AccessibilityOnlyEffect {
    func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "accessibilityChildren" }
    func displayEffect(in context: EffectContext) -> DisplayList.Effect? { nil }
    var drawsContent: Bool { false }
}
