import Foundation

/// What accessibility modifiers and built-in controls say about one node: the values
/// VoiceOver reads, how the node's children make elements, and whether it is hidden.
/// Traits are raw bits (the API's `AccessibilityTraits`); the engine only unites and removes them.
package struct AccessibilityAttributes {
    /// How an element is made from the accessibility elements inside a node.
    package enum Children: Hashable, Sendable {
        /// One element; the children are not read.
        case ignore
        /// One element reading the children's labels, values and traits together.
        case combine
        /// The children stay elements, read together in their own order.
        case contain
    }

    package var label: String?
    package var value: String?
    package var hint: String?
    package var identifier: String?
    package var inputLabels: [String]?
    package var addedTraits = 0
    package var removedTraits = 0
    package var isHidden: Bool?
    package var children: Children?
    package var sortPriority: Double?
    /// A control's own traits replace those its label's views bring (a button's text is not static text).
    package var replacesChildTraits = false
    /// Nodes resolved from `accessibilityRepresentation`, read instead of the node's own subtree.
    var representation: [ViewNode]?
    /// Nodes resolved from a label view that is not drawn (a slider's label), read as the label.
    var labelNodes: [ViewNode]?
    /// Nodes resolved from a view whose text is the value (a menu picker's selected option).
    var valueNodes: [ViewNode]?
    /// A disclosure control's state, read after its traits ("Expanded", "Collapsed").
    package var isExpanded: Bool?
    /// A `.contain` group whose elements VoiceOver numbers ("2 of 3": segments, tabs).
    package var numbersChildren = false
    /// A list row: when its content is one element, that element takes the row's frame.
    package var lendsFrameToSingleElement = false
    /// A list row's smallest height, which an expanded disclosure group's header cell keeps.
    package var rowMinHeight: CGFloat = 0
    /// A heading's level (1 to 6; 0 unspecified), from `accessibilityHeading(_:)`.
    package var headingLevel: Int?
    /// Custom actions, in the order VoiceOver lists them (the modifier written last first).
    var customActions: [AccessibilityActionSource]?
    /// Standard actions the element handles (`AccessibilityStandardActions` bits: escape, magic tap).
    package var standardActions = 0
    /// Custom content, in the order written; a later key replaces an earlier one.
    package var customContent: [AccessibilityCustomContentRecord]?
    /// A label view (`accessibilityLabel(content:)`) that reads the element's own label where
    /// it shows `PlaceholderContentView`.
    package var labelKeepsExisting = false
    /// Rotors (`accessibilityRotor`), in the order written.
    var rotors: [AccessibilityRotorSource]?
    /// Where rotor entries lead to this node (`accessibilityRotorEntry(id:in:)`, `.id(_:)`).
    package var rotorTargets: [AccessibilityRotorTarget]?
    /// Actions of named categories (iOS 18), the modifier written last first.
    var actionCategories: [AccessibilityActionCategorySource]?
    /// `AccessibilityDirectTouchOptions` bits of a direct touch area (read where the element
    /// has the `allowsDirectInteraction` trait).
    package var directTouchOptions: UInt?
    /// The kind of text (`accessibilityTextContentType`): the type's name.
    package var textContentType: String?
    /// How VoiceOver speaks the text (`speechSpellsOutCharacters`...).
    package var speech: AccessibilitySpeechRecord?

    package init(label: String? = nil, value: String? = nil, hint: String? = nil, identifier: String? = nil,
                 inputLabels: [String]? = nil, addedTraits: Int = 0, removedTraits: Int = 0, isHidden: Bool? = nil,
                 children: Children? = nil, sortPriority: Double? = nil, replacesChildTraits: Bool = false) {
        self.label = label
        self.value = value
        self.hint = hint
        self.identifier = identifier
        self.inputLabels = inputLabels
        self.addedTraits = addedTraits
        self.removedTraits = removedTraits
        self.isHidden = isHidden
        self.children = children
        self.sortPriority = sortPriority
        self.replacesChildTraits = replacesChildTraits
    }

    /// These attributes with `outer`'s applied over them: a value the outer modifier sets
    /// replaces this one (the modifier written last wins), traits accumulate, except that an
    /// outer control's traits replace those of the control it wraps.
    package func overridden(by outer: AccessibilityAttributes) -> AccessibilityAttributes {
        var r = self
        if let v = outer.label { r.label = v }
        if let v = outer.value { r.value = v }
        if let v = outer.hint { r.hint = v }
        if let v = outer.identifier { r.identifier = v }
        if let v = outer.inputLabels { r.inputLabels = v }
        if outer.replacesChildTraits {
            // A control around a control on the same node (a button whose label is a `Label`).
            r.addedTraits = outer.addedTraits
            r.removedTraits = outer.removedTraits
        } else {
            r.addedTraits = (r.addedTraits & ~outer.removedTraits) | outer.addedTraits
            r.removedTraits = (r.removedTraits & ~outer.addedTraits) | outer.removedTraits
        }
        if let v = outer.isHidden { r.isHidden = v }
        if let v = outer.children { r.children = v }
        if let v = outer.sortPriority { r.sortPriority = v }
        r.replacesChildTraits = r.replacesChildTraits || outer.replacesChildTraits
        if let v = outer.representation { r.representation = v }
        if let v = outer.labelNodes { r.labelNodes = v }
        if let v = outer.valueNodes { r.valueNodes = v }
        if let v = outer.isExpanded { r.isExpanded = v }
        r.numbersChildren = r.numbersChildren || outer.numbersChildren
        r.lendsFrameToSingleElement = r.lendsFrameToSingleElement || outer.lendsFrameToSingleElement
        r.rowMinHeight = max(r.rowMinHeight, outer.rowMinHeight)
        if let v = outer.headingLevel { r.headingLevel = v }
        if let v = outer.customActions { r.customActions = v + (r.customActions ?? []) }
        r.standardActions |= outer.standardActions
        if let v = outer.customContent { r.customContent = AccessibilityCustomContentRecord.merged(r.customContent ?? [], v) }
        if outer.labelNodes != nil { r.labelKeepsExisting = outer.labelKeepsExisting }
        if let v = outer.rotors { r.rotors = (r.rotors ?? []) + v }
        if let v = outer.rotorTargets { r.rotorTargets = (r.rotorTargets ?? []) + v }
        if let v = outer.actionCategories { r.actionCategories = v + (r.actionCategories ?? []) }
        if let v = outer.directTouchOptions { r.directTouchOptions = v }
        if let v = outer.textContentType { r.textContentType = v }
        if let v = outer.speech { r.speech = r.speech.map { $0.overridden(by: v) } ?? v }
        return r
    }

    /// `traits` with these attributes' additions and removals applied.
    package func applied(to traits: Int) -> Int { (traits & ~removedTraits) | addedTraits }
}

/// Node content that is an accessibility element by itself (text, a labelled image): the
/// attributes it has before any modifier.
protocol AccessibleContent {
    /// The content's own attributes; `isHidden` true for content VoiceOver skips (a decorative image).
    var accessibilityAttributes: AccessibilityAttributes { get }
}

extension ViewNode {
    /// Adds `attributes` as the outermost accessibility modifier of this node.
    func addAccessibility(_ attributes: AccessibilityAttributes) {
        accessibility = accessibility.map { $0.overridden(by: attributes) } ?? attributes
    }
}
