import Foundation

// SharePreview's text- and string-titled forms: like the localized-title ones, they describe the
// item in a share sheet that a still render never presents, so nothing of them is drawn.

extension SharePreview {
    /// A preview titled with a text view.
    public init(_ title: Text) where Image == Never, Icon == Never { self.title = title }

    /// A preview with a text title and an image.
    public init(_ title: Text, image: Image) where Icon == Never { self.title = title }

    /// A preview with a string title and an image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) where Icon == Never { self.title = Text(title) }

    /// A preview with a text title and an icon.
    public init(_ title: Text, icon: Icon) where Image == Never { self.title = title }

    /// A preview with a string title and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) where Image == Never { self.title = Text(title) }

    /// A preview with a text title, an image and an icon.
    public init(_ title: Text, image: Image, icon: Icon) { self.title = title }

    /// A preview with a string title, an image and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.title = Text(title) }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// A share link for several items, labelled with a text title and the share symbol.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, label: DefaultShareLinkLabel(title: title))
    }
}
