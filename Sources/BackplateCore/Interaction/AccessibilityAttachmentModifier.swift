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
    /// A view, not drawn, whose text is the value (a menu picker's selected option).
    let valueView: AnyView?
    /// A control, read as dimmed (UIKit's not-enabled trait) where `isEnabled` is false.
    let isControl: Bool
    /// A view, not drawn, whose elements name custom actions (`accessibilityActions`).
    let actionsView: AnyView?
    /// The named category `actionsView`'s actions belong to (`accessibilityActions(category:_:)`).
    let actionCategory: String?

    init(_ attributes: AccessibilityAttributes = AccessibilityAttributes(), representation: AnyView? = nil,
         labelView: AnyView? = nil, valueView: AnyView? = nil, isControl: Bool = false, actionsView: AnyView? = nil,
         actionCategory: String? = nil) {
        self.attributes = attributes
        self.representation = representation
        self.labelView = labelView
        self.valueView = valueView
        self.isControl = isControl
        self.actionsView = actionsView
        self.actionCategory = actionCategory
    }

    private static let representationStep = "Backplate.accessibilityRepresentation"
    private static let labelStep = "Backplate.accessibilityLabelView"
    private static let valueStep = "Backplate.accessibilityValueView"
    private static let actionsStep = "Backplate.accessibilityActionsView"

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
        if let valueView {
            attributes.valueNodes = context.resolver.resolve(valueView, context.appending(.explicit(AnyHashable(Self.valueStep))))
        }
        if let actionsView {
            let nodes = context.resolver.resolve(actionsView, context.appending(.explicit(AnyHashable(Self.actionsStep))))
            attributes.customActions = [.views(nodes)] + (attributes.customActions ?? [])
            if let actionCategory {
                attributes.actionCategories = [AccessibilityActionCategorySource(name: actionCategory, views: nodes)]
            }
        }
        if isControl && !context.environment.isEnabled { attributes.addedTraits |= AccessibilityTraits.notEnabled.rawValue }
        for node in nodes { node.addAccessibility(attributes) }
        return nodes
    }
}

extension AccessibilityAttachmentModifier {
    /// The semantics a control gives itself: one element made from its label, with `traits`
    /// in place of the label's own (a button's text is not static text), and `value`. A label
    /// or value given as a string or an undrawn view replaces what the drawn children read;
    /// `isControl` false for a view that is not dimmed when disabled (a `Label`).
    static func control(_ traits: AccessibilityTraits, label: String? = nil, value: String? = nil, isExpanded: Bool? = nil,
                        labelView: AnyView? = nil, valueView: AnyView? = nil, isControl: Bool = true) -> Self {
        var attributes = AccessibilityAttributes(label: label, value: value, addedTraits: traits.rawValue, children: .combine,
                                                 replacesChildTraits: true)
        attributes.isExpanded = isExpanded
        return AccessibilityAttachmentModifier(attributes, labelView: labelView, valueView: valueView, isControl: isControl)
    }

    /// A list row: a row whose content is one element lends it the row's frame, as VoiceOver
    /// frames a cell; an expanded disclosure group's header gets a cell at least `minHeight` tall.
    static func listRow(minHeight: CGFloat) -> Self {
        var attributes = AccessibilityAttributes()
        attributes.lendsFrameToSingleElement = true
        attributes.rowMinHeight = minHeight
        return AccessibilityAttachmentModifier(attributes)
    }

    /// A group whose elements stay apart and are read in order, numbered "1 of n" (a segmented
    /// control's segments, a tab bar's tabs).
    static var numberedGroup: Self {
        var attributes = AccessibilityAttributes(children: .contain)
        attributes.numbersChildren = true
        return AccessibilityAttachmentModifier(attributes)
    }
}

nonisolated extension View {
    /// `self` with the accessibility `attributes` added (the modifier written last wins).
    func accessibilityAttached(_ attributes: AccessibilityAttributes) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(attributes))
    }
}
