import Foundation

/// Accessibility traits. A rendered image carries no accessibility tree: traits change
/// nothing that is drawn.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates traits from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
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
}

/// How an accessibility element is made from its children. No visual effect.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// The children are ignored.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// The children become children of the new element.
    public static let contain = AccessibilityChildBehavior(name: "contain")
    /// The children's properties are merged into the new element.
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

nonisolated extension View {
    /// Adds accessibility traits (deprecated in SwiftUI). No visible effect.
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { modifier(_InertModifier()) }
    /// Adds accessibility traits. No visible effect.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { modifier(_InertModifier()) }
    /// Removes accessibility traits. No visible effect.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { modifier(_InertModifier()) }
    /// Sets an accessibility label. No visible effect.
    public func accessibilityLabel(_ label: String) -> some View { modifier(_InertModifier()) }
    /// Sets an accessibility label. No visible effect.
    public func accessibilityLabel(_ label: Text) -> some View { modifier(_InertModifier()) }
    /// Sets an accessibility label. No visible effect.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { modifier(_InertModifier()) }
    /// Sets an accessibility value. No visible effect.
    public func accessibilityValue(_ value: String) -> some View { modifier(_InertModifier()) }
    /// Sets an accessibility value. No visible effect.
    public func accessibilityValue(_ value: Text) -> some View { modifier(_InertModifier()) }
    /// Sets an accessibility value. No visible effect.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { modifier(_InertModifier()) }
    /// Sets an accessibility hint. No visible effect.
    public func accessibilityHint(_ hint: String) -> some View { modifier(_InertModifier()) }
    /// Sets an accessibility hint. No visible effect.
    public func accessibilityHint(_ hint: Text) -> some View { modifier(_InertModifier()) }
    /// Sets an accessibility hint. No visible effect.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { modifier(_InertModifier()) }
    /// Sets an accessibility identifier. No visible effect.
    public func accessibilityIdentifier(_ identifier: String) -> some View { modifier(_InertModifier()) }
    /// Hides the view from accessibility. No visible effect.
    public func accessibilityHidden(_ hidden: Bool) -> some View { modifier(_InertModifier()) }
    /// Makes an accessibility element from the view's children. No visible effect.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { modifier(_InertModifier()) }
    /// Sets the sort priority among siblings. No visible effect.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { modifier(_InertModifier()) }
    /// Adds an accessibility action of `actionKind` (VoiceOver's double tap by default). No
    /// visible effect.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
                                    _ handler: @escaping () -> Void) -> some View { modifier(_InertModifier()) }
    /// Adds a named custom accessibility action. No visible effect.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        modifier(_InertModifier())
    }
    /// Adds a custom accessibility action named by a string. No visible effect.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        modifier(_InertModifier())
    }
    /// Adds a custom accessibility action named by a text. No visible effect.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        modifier(_InertModifier())
    }
    /// Makes the view adjustable (VoiceOver's swipe up and down). No visible effect.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        modifier(_InertModifier())
    }
    /// Gives assistive technologies `representation`'s accessibility instead of this view's.
    /// No visible effect: the view draws as itself and the representation is not evaluated.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        modifier(_InertModifier())
    }
}

/// The kind of an accessibility action.
public struct AccessibilityActionKind: Sendable, Hashable {
    let name: String
    init(kind: String) { name = kind }
    /// The default action (VoiceOver's double tap).
    public static let `default` = AccessibilityActionKind(kind: "default")
    /// Escape (VoiceOver's two-finger scrub).
    public static let escape = AccessibilityActionKind(kind: "escape")
    /// Magic tap (VoiceOver's two-finger double tap).
    public static let magicTap = AccessibilityActionKind(kind: "magicTap")
    /// A custom named action.
    public init(named name: Text) { self.name = "named" }
}

/// The direction of an accessibility adjustment.
public enum AccessibilityAdjustmentDirection: Sendable, Hashable {
    /// Up (a larger value).
    case increment
    /// Down (a smaller value).
    case decrement
}
