import Foundation
import BackplateCore

extension Label where Title == Text, Icon == Image {
    /// A label with a localized title and an image from the app's asset catalog, loaded as
    /// `Image(name)` loads it (a missing asset draws nothing and prints a warning once).
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label with a string title (not localized, not parsed as Markdown) and an asset-catalog image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension ContentUnavailableView where Label == BackplateCore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An unavailable-content view whose label shows an image from the app's asset catalog.
    public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { BackplateCore.Label(titleKey, image: name) }, description: { description })
    }

    /// An unavailable-content view with a string title and an asset-catalog image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { BackplateCore.Label(title, image: name) }, description: { description })
    }
}
