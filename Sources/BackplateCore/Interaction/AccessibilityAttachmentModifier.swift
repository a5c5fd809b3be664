import Foundation

/// A view modifier that adds accessibility properties to the view: what SwiftUI's
/// accessibility modifiers return. It draws nothing and changes no layout; the properties
/// feed the accessibility tree (`LayoutTree.accessibilityElements`, the `.accessibilityTree`
/// and `.accessibilityImage` snapshot strategies).
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier, PrimitiveModifier {
    let attributes: AccessibilityAttributes
    /// A view read instead of the content (`accessibilityRepresentation`).
    let representation: AnyView?
    /// A view, not drawn, whose text is the label (a slider's label).
    let labelView: AnyView?

    init(_ attributes: AccessibilityAttributes = AccessibilityAttributes(), representation: AnyView? = nil,
         labelView: AnyView? = nil) {
        self.attributes = attributes
        self.representation = representation
        self.labelView = labelView
    }

    private static let representationStep = "Backplate.accessibilityRepresentation"
    private static let labelStep = "Backplate.accessibilityLabelView"

    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let nodes = content(context)
        guard !nodes.isEmpty else { return nodes }
        var attributes = self.attributes
        // Resolved, never laid out: their elements take the frame of the view they describe.
        // Positions of their own keep their `@State` apart from the content's.
        if let representation {
            attributes.representation = context.resolver.resolve(representation, context.appending(.explicit(AnyHashable(Self.representationStep))))
        }
        if let labelView {
            attributes.labelNodes = context.resolver.resolve(labelView, context.appending(.explicit(AnyHashable(Self.labelStep))))
        }
        for node in nodes { node.addAccessibility(attributes) }
        return nodes
    }
}

extension AccessibilityAttachmentModifier {
    /// The semantics a control gives itself: one element made from its label, with `traits`
    /// in place of the label's own (a button's text is not static text), and `value`.
    static func control(_ traits: AccessibilityTraits, value: String? = nil, labelView: AnyView? = nil) -> Self {
        AccessibilityAttachmentModifier(
            AccessibilityAttributes(value: value, addedTraits: traits.rawValue, children: .combine, replacesChildTraits: true),
            labelView: labelView)
    }
}

nonisolated extension View {
    /// `self` with the accessibility `attributes` added (the modifier written last wins).
    func accessibilityAttached(_ attributes: AccessibilityAttributes) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(attributes))
    }
}
