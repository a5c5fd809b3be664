import Foundation
import BackplateCore

extension Tab where Label == BackplateCore.Label<Text, Image> {
    /// Creates a tab with a localized title and an image from the app's asset catalog, selected
    /// when the tab view's selection equals `value` (iOS 18). The image loads as `Image(name)`
    /// loads it (a missing asset draws nothing and prints a warning once).
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { BackplateCore.Label(titleKey, image: image) }
    }

    /// Creates a tab with a string title and an asset-catalog image, selected when the tab
    /// view's selection equals `value` (iOS 18).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { BackplateCore.Label(title, image: image) }
    }
}

extension Tab where Value == Never, Label == BackplateCore.Label<Text, Image> {
    /// Creates a tab without a selection value, with a localized title and an asset-catalog
    /// image (iOS 18).
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { BackplateCore.Label(titleKey, image: image) }
    }

    /// Creates a tab without a selection value, with a string title and an asset-catalog image
    /// (iOS 18).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { BackplateCore.Label(title, image: image) }
    }
}
