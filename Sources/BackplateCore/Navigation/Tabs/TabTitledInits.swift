import Foundation

// Tabs titled with a string and an SF Symbol or asset-catalog image (iOS 18), as SwiftUI
// declares them: a localized key or a string, with or without a value and a role.

extension Tab where Label == DefaultTabLabel {
    /// Creates a tab titled with a localized key and an SF Symbol, selected when the tab view's selection equals `value`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: nil, content: content(),
                  label: DefaultTabLabel(title: Text(titleKey), icon: Image(systemName: systemImage), role: nil))
    }

    /// Creates a tab titled with a localized key and an SF Symbol, with a role, selected when the tab view's selection equals `value`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(),
                  label: DefaultTabLabel(title: Text(titleKey), icon: Image(systemName: systemImage), role: role))
    }

    /// Creates a tab titled with a string and an SF Symbol, selected when the tab view's selection equals `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: nil, content: content(),
                  label: DefaultTabLabel(title: Text(title), icon: Image(systemName: systemImage), role: nil))
    }

    /// Creates a tab titled with a string and an SF Symbol, with a role, selected when the tab view's selection equals `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(),
                  label: DefaultTabLabel(title: Text(title), icon: Image(systemName: systemImage), role: role))
    }

    /// Creates a tab titled with a localized key and an asset-catalog image (loaded as `Image(name)` loads it), selected when the tab view's selection equals `value`.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: nil, content: content(),
                  label: DefaultTabLabel(title: Text(titleKey), icon: Image(image), role: nil))
    }

    /// Creates a tab titled with a localized key and an asset-catalog image (loaded as `Image(name)` loads it), with a role, selected when the tab view's selection equals `value`.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(),
                  label: DefaultTabLabel(title: Text(titleKey), icon: Image(image), role: role))
    }

    /// Creates a tab titled with a string and an asset-catalog image (loaded as `Image(name)` loads it), selected when the tab view's selection equals `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: nil, content: content(),
                  label: DefaultTabLabel(title: Text(title), icon: Image(image), role: nil))
    }

    /// Creates a tab titled with a string and an asset-catalog image (loaded as `Image(name)` loads it), with a role, selected when the tab view's selection equals `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(),
                  label: DefaultTabLabel(title: Text(title), icon: Image(image), role: role))
    }
}

extension Tab where Label == DefaultTabLabel {
    /// Creates a tab titled with a localized key and an SF Symbol, selected when an optional selection holds `value`.
    public init<T: Hashable>(_ titleKey: LocalizedStringKey, systemImage: String, value: T, @ViewBuilder content: () -> Content) where Value == T? {
        self.init(value: value, role: nil, content: content(),
                  label: DefaultTabLabel(title: Text(titleKey), icon: Image(systemName: systemImage), role: nil))
    }

    /// Creates a tab titled with a localized key and an SF Symbol, with a role, selected when an optional selection holds `value`.
    public init<T: Hashable>(_ titleKey: LocalizedStringKey, systemImage: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content) where Value == T? {
        self.init(value: value, role: role, content: content(),
                  label: DefaultTabLabel(title: Text(titleKey), icon: Image(systemName: systemImage), role: role))
    }

    /// Creates a tab titled with a string and an SF Symbol, selected when an optional selection holds `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, T: Hashable>(_ title: S, systemImage: String, value: T, @ViewBuilder content: () -> Content) where Value == T? {
        self.init(value: value, role: nil, content: content(),
                  label: DefaultTabLabel(title: Text(title), icon: Image(systemName: systemImage), role: nil))
    }

    /// Creates a tab titled with a string and an SF Symbol, with a role, selected when an optional selection holds `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, T: Hashable>(_ title: S, systemImage: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content) where Value == T? {
        self.init(value: value, role: role, content: content(),
                  label: DefaultTabLabel(title: Text(title), icon: Image(systemName: systemImage), role: role))
    }

    /// Creates a tab titled with a localized key and an asset-catalog image (loaded as `Image(name)` loads it), selected when an optional selection holds `value`.
    public init<T: Hashable>(_ titleKey: LocalizedStringKey, image: String, value: T, @ViewBuilder content: () -> Content) where Value == T? {
        self.init(value: value, role: nil, content: content(),
                  label: DefaultTabLabel(title: Text(titleKey), icon: Image(image), role: nil))
    }

    /// Creates a tab titled with a localized key and an asset-catalog image (loaded as `Image(name)` loads it), with a role, selected when an optional selection holds `value`.
    public init<T: Hashable>(_ titleKey: LocalizedStringKey, image: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content) where Value == T? {
        self.init(value: value, role: role, content: content(),
                  label: DefaultTabLabel(title: Text(titleKey), icon: Image(image), role: role))
    }

    /// Creates a tab titled with a string and an asset-catalog image (loaded as `Image(name)` loads it), selected when an optional selection holds `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, T: Hashable>(_ title: S, image: String, value: T, @ViewBuilder content: () -> Content) where Value == T? {
        self.init(value: value, role: nil, content: content(),
                  label: DefaultTabLabel(title: Text(title), icon: Image(image), role: nil))
    }

    /// Creates a tab titled with a string and an asset-catalog image (loaded as `Image(name)` loads it), with a role, selected when an optional selection holds `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, T: Hashable>(_ title: S, image: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content) where Value == T? {
        self.init(value: value, role: role, content: content(),
                  label: DefaultTabLabel(title: Text(title), icon: Image(image), role: role))
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// Creates a tab titled with a localized key and an SF Symbol, without a selection value.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: nil, content: content(),
                  label: DefaultTabLabel(title: Text(titleKey), icon: Image(systemName: systemImage), role: nil))
    }

    /// Creates a tab titled with a localized key and an SF Symbol, with a role, without a selection value.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(),
                  label: DefaultTabLabel(title: Text(titleKey), icon: Image(systemName: systemImage), role: role))
    }

    /// Creates a tab titled with a string and an SF Symbol, without a selection value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: nil, content: content(),
                  label: DefaultTabLabel(title: Text(title), icon: Image(systemName: systemImage), role: nil))
    }

    /// Creates a tab titled with a string and an SF Symbol, with a role, without a selection value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(),
                  label: DefaultTabLabel(title: Text(title), icon: Image(systemName: systemImage), role: role))
    }

    /// Creates a tab titled with a localized key and an asset-catalog image (loaded as `Image(name)` loads it), without a selection value.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: nil, content: content(),
                  label: DefaultTabLabel(title: Text(titleKey), icon: Image(image), role: nil))
    }

    /// Creates a tab titled with a localized key and an asset-catalog image (loaded as `Image(name)` loads it), with a role, without a selection value.
    public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(),
                  label: DefaultTabLabel(title: Text(titleKey), icon: Image(image), role: role))
    }

    /// Creates a tab titled with a string and an asset-catalog image (loaded as `Image(name)` loads it), without a selection value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: nil, content: content(),
                  label: DefaultTabLabel(title: Text(title), icon: Image(image), role: nil))
    }

    /// Creates a tab titled with a string and an asset-catalog image (loaded as `Image(name)` loads it), with a role, without a selection value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(),
                  label: DefaultTabLabel(title: Text(title), icon: Image(image), role: role))
    }
}
