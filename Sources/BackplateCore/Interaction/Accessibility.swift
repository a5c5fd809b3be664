import Foundation

/// Accessibility traits: what kind of element VoiceOver announces (button, header, image...).
/// Traits change nothing that is drawn; they are read by the accessibility tree. A `SetAlgebra`
/// struct, as SwiftUI declares it (not an option set).
public struct AccessibilityTraits: _BitFieldSet {
    /// The members, one bit each (`_BitFieldSet` gives the set operations).
    public var _bits: UInt
    /// The set with exactly the members of `bits`.
    public init(_bits: UInt) { self._bits = _bits }
    /// The bits as the engine's accessibility attributes record them.
    package var rawValue: Int { Int(bitPattern: _bits) }
    /// Traits from the engine's recorded bits.
    package init(rawValue: Int) { _bits = UInt(bitPattern: rawValue) }
    /// A button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// A header.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// Selected.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// A link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// Static text.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 4)
    /// An image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// A search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 6)
    /// Plays its own sound.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 7)
    /// A keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 8)
    /// Updates frequently.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    /// Starts a media session.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 10)
    /// Allows direct touch interaction.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 11)
    /// Causes an automatic page turn.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 12)
    /// A modal view.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 13)
    /// A toggle.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 14)
    /// A summary element.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 15)
    /// A tab bar (iOS 17).
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 24)
    /// UIKit's adjustable trait (sliders, steppers, `accessibilityAdjustableAction`), which
    /// SwiftUI sets without naming it.
    package static let adjustable = AccessibilityTraits(rawValue: 1 << 16)
}

/// How an accessibility element is made from its children. No visual effect.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let grouping: AccessibilityAttributes.Children
    /// The children are not read; the element has only the properties set on it.
    public static let ignore = AccessibilityChildBehavior(grouping: .ignore)
    /// The children stay elements, read together as the new element's children.
    public static let contain = AccessibilityChildBehavior(grouping: .contain)
    /// The children's labels, values and traits are merged into the new element.
    public static let combine = AccessibilityChildBehavior(grouping: .combine)
}

nonisolated extension View {
    /// Adds traits to the view's accessibility element (or, on a view that is no element,
    /// to every element inside it). No visible effect; read by the accessibility tree.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttached(.init(addedTraits: traits.rawValue))
    }
    /// Removes traits from the view's accessibility element (a text's `.isStaticText`, a
    /// button's `.isButton`). No visible effect; read by the accessibility tree.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttached(.init(removedTraits: traits.rawValue))
    }
    /// Sets the label VoiceOver reads for the view, replacing its text. No visible effect.
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttached(.init(label: label.plainString))
    }
    /// Sets the label VoiceOver reads for the view, replacing its text. No visible effect.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityLabel(Text(labelKey))
    }
    /// Sets the label VoiceOver reads for the view, replacing its text. No visible effect.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttached(.init(label: String(label)))
    }
    /// Sets the label VoiceOver reads for the view from a localized string resource (a
    /// generated String Catalog symbol). No visible effect.
    @_disfavoredOverload
    public func accessibilityLabel(_ labelResource: LocalizedStringResource) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttached(.init(label: labelResource.resolved))
    }
    /// Sets the value VoiceOver reads after the label (a control's state). No visible effect.
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttached(.init(value: valueDescription.plainString))
    }
    /// Sets the value VoiceOver reads after the label (a control's state). No visible effect.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityValue(Text(valueKey))
    }
    /// Sets the value VoiceOver reads after the label (a control's state). No visible effect.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttached(.init(value: String(value)))
    }
    /// Sets the hint VoiceOver reads after a pause (what activating the view does). No visible effect.
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttached(.init(hint: hint.plainString))
    }
    /// Sets the hint VoiceOver reads after a pause (what activating the view does). No visible effect.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHint(Text(hintKey))
    }
    /// Sets the hint VoiceOver reads after a pause (what activating the view does). No visible effect.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttached(.init(hint: String(hint)))
    }
    /// Sets the identifier UI tests find the view by (never read aloud). No visible effect.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttached(.init(identifier: identifier))
    }
    /// Sets the labels Voice Control and Full Keyboard Access know the view by, most
    /// important first. No visible effect.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttached(.init(inputLabels: inputLabels.map(\.plainString)))
    }
    /// Sets the labels Voice Control and Full Keyboard Access know the view by. No visible effect.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityInputLabels(inputLabelKeys.map { Text($0) })
    }
    /// Sets the labels Voice Control and Full Keyboard Access know the view by. No visible effect.
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttached(.init(inputLabels: inputLabels.map { String($0) }))
    }
    /// Marks the view as a heading of `level` (VoiceOver's rotor moves between headings): its
    /// element gets the `.isHeader` trait and the level, which VoiceOver speaks for `h1` to
    /// `h6` ("Heading level 2."). No visible effect.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        var attributes = AccessibilityAttributes(addedTraits: AccessibilityTraits.isHeader.rawValue)
        attributes.headingLevel = Int(level.rawValue)
        return accessibilityAttached(attributes)
    }
    /// Hides the view and everything inside it from VoiceOver (`true`). No visible effect.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttached(.init(isHidden: hidden))
    }
    /// Makes one accessibility element of the view: `.ignore` reads none of its children (give
    /// it a label), `.combine` reads their labels and values together (joined with ", "),
    /// `.contain` keeps them as elements read together. No visible effect.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibilityAttached(.init(children: children.grouping))
    }
    /// Orders the view among the elements of its container: higher priorities are read first
    /// (default 0), equal ones top to bottom, leading to trailing. No visible effect.
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttached(.init(sortPriority: sortPriority))
    }
    /// Adds an accessibility action of `actionKind`: `.default` is VoiceOver's double tap,
    /// `.escape` and `.magicTap` are listed on the element's tree line, a named kind is a
    /// custom action (listed under "Actions Available"). No visible effect; a still render
    /// never runs the handler.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
                                    _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttached(actionKind.attributes)
    }
    /// Adds a named custom accessibility action, which VoiceOver offers on the element's actions
    /// rotor (the action written last first). No visible effect; a still render never runs it.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAction(named: Text(nameKey), handler)
    }
    /// Adds a custom accessibility action named by a string (see `accessibilityAction(named:_:)`).
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAction(AccessibilityActionKind(name: String(name)), handler)
    }
    /// Adds a custom accessibility action named by a text (see `accessibilityAction(named:_:)`).
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAction(AccessibilityActionKind(named: name), handler)
    }
    /// Makes the view adjustable (VoiceOver's swipe up and down): its element gets the
    /// adjustable trait. No visible effect; a still render never runs the handler.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttached(.init(addedTraits: AccessibilityTraits.adjustable.rawValue))
    }
    /// Gives assistive technologies `representation`'s accessibility elements instead of this
    /// view's, at this view's frame. No visible effect: the view draws as itself and the
    /// representation is resolved for the accessibility tree only, never laid out or drawn.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        modifier(AccessibilityAttachmentModifier(representation: AnyView(representation())))
    }
}

/// The hierarchy of a heading among other headings (VoiceOver speaks levels 1 to 6).
@frozen public enum AccessibilityHeadingLevel: UInt, Sendable, Hashable {
    /// A heading without a hierarchy.
    case unspecified
    /// Level 1 heading.
    case h1
    /// Level 2 heading.
    case h2
    /// Level 3 heading.
    case h3
    /// Level 4 heading.
    case h4
    /// Level 5 heading.
    case h5
    /// Level 6 heading.
    case h6
}

/// The kind of an accessibility action.
public struct AccessibilityActionKind: Sendable, Hashable {
    let name: String
    /// A custom action's name (nil for the standard kinds).
    let actionName: String?
    init(kind: String) {
        name = kind
        actionName = nil
    }
    init(name: String) {
        self.name = "named"
        actionName = name
    }
    /// The default action (VoiceOver's double tap).
    public static let `default` = AccessibilityActionKind(kind: "default")
    /// Escape (VoiceOver's two-finger scrub).
    public static let escape = AccessibilityActionKind(kind: "escape")
    /// Magic tap (VoiceOver's two-finger double tap).
    public static let magicTap = AccessibilityActionKind(kind: "magicTap")
    /// A custom action named by `name`, which VoiceOver offers on the element's actions rotor.
    public init(named name: Text) { self.init(name: name.plainString) }

    /// What adding an action of this kind records on the element: a custom action's name, the
    /// escape or magic-tap bit; nothing for the default action.
    var attributes: AccessibilityAttributes {
        var attributes = AccessibilityAttributes()
        if let actionName { attributes.customActions = [.named(actionName)] }
        if self == .escape { attributes.standardActions = AccessibilityStandardActions.escape }
        if self == .magicTap { attributes.standardActions = AccessibilityStandardActions.magicTap }
        return attributes
    }
}

/// The direction of an accessibility adjustment.
public enum AccessibilityAdjustmentDirection: Sendable, Hashable {
    /// Up (a larger value).
    case increment
    /// Down (a smaller value).
    case decrement
}
