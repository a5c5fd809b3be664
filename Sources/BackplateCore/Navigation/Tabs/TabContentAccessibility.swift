import Foundation

// Accessibility of a tab (iOS 18). Backplate's tab bar item is read as its label's title, its
// badge as its value; these modifiers are kept so SwiftUI code compiles and change nothing drawn.

nonisolated extension TabContent {
    /// Adds a label to the tab's item for assistive technologies; changes nothing drawn.
    public func accessibilityLabel(_ label: Text, isEnabled: Bool = true) -> some TabContent<TabValue> { changingTabs { _ in } }
    /// Adds a localized label to the tab's item; changes nothing drawn.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool = true) -> some TabContent<TabValue> { changingTabs { _ in } }
    /// Adds a string label to the tab's item; changes nothing drawn.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool = true) -> some TabContent<TabValue> { changingTabs { _ in } }

    /// Adds a hint to the tab's item for assistive technologies; changes nothing drawn.
    public func accessibilityHint(_ hint: Text, isEnabled: Bool = true) -> some TabContent<TabValue> { changingTabs { _ in } }
    /// Adds a localized hint to the tab's item; changes nothing drawn.
    public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool = true) -> some TabContent<TabValue> { changingTabs { _ in } }
    /// Adds a string hint to the tab's item; changes nothing drawn.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool = true) -> some TabContent<TabValue> { changingTabs { _ in } }

    /// Adds a value to the tab's item for assistive technologies; changes nothing drawn.
    public func accessibilityValue(_ value: Text, isEnabled: Bool = true) -> some TabContent<TabValue> { changingTabs { _ in } }
    /// Adds a localized value to the tab's item; changes nothing drawn.
    public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool = true) -> some TabContent<TabValue> { changingTabs { _ in } }
    /// Adds a string value to the tab's item; changes nothing drawn.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool = true) -> some TabContent<TabValue> { changingTabs { _ in } }

    /// Identifies the tab's item for UI tests; changes nothing drawn.
    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool = true) -> some TabContent<TabValue> { changingTabs { _ in } }

    /// Sets the labels by which voice control can select the tab; changes nothing drawn.
    public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool = true) -> some TabContent<TabValue> { changingTabs { _ in } }
    /// Sets localized labels by which voice control can select the tab; changes nothing drawn.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool = true) -> some TabContent<TabValue> {
        changingTabs { _ in }
    }
    /// Sets string labels by which voice control can select the tab; changes nothing drawn.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S], isEnabled: Bool = true) -> some TabContent<TabValue> {
        changingTabs { _ in }
    }
}
