import Foundation

/// A representation of a shared item in the share sheet's preview (not drawn: a still
/// render never shows the share sheet).
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    let title: Text
    /// Creates a preview with a localized title.
    public init(_ titleKey: LocalizedStringKey) where Image == Never, Icon == Never { title = Text(titleKey) }
    /// Creates a preview with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) where Image == Never, Icon == Never { self.title = Text(title) }
    /// Creates a preview with a title and an image.
    public init(_ titleKey: LocalizedStringKey, image: Image) where Icon == Never { title = Text(titleKey) }
    /// Creates a preview with a title and an icon.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) where Image == Never { title = Text(titleKey) }
    /// Creates a preview with a title, an image and an icon.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { title = Text(titleKey) }
}

/// The system-standard share label: `Label("Share", systemImage: "square.and.arrow.up")`.
nonisolated public struct DefaultShareLinkLabel: View {
    let title: Text
    /// The share icon and title.
    public var body: some View { Label(title: { title }, icon: { Image(systemName: "square.and.arrow.up") }) }
}

/// A view that controls a sharing presentation, drawn as its label (by default "Share" with
/// the share symbol) as a borderless, tinted button. A still render never presents the share
/// sheet; subject, message and preview are kept but not drawn.
nonisolated public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View
where Data.Element: Transferable {
    let items: Data
    let label: Label

    init(items: Data, label: Label) {
        self.items = items
        self.label = label
    }

    /// The label as a button in the current button style.
    public var body: some View {
        Button(action: {}) { label }
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// Creates a share link for a URL with the standard label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: Text("Share")))
    }
    /// Creates a share link for a string with the standard label.
    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: Text("Share")))
    }
    /// Creates a share link for a URL with a localized title.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
    /// Creates a share link for a string with a localized title.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
    /// Creates a share link for several items with the standard label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, label: DefaultShareLinkLabel(title: Text("Share")))
    }
    /// Creates a share link for a URL with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: Text(title)))
    }
    /// Creates a share link for a string with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: Text(title)))
    }
    /// Creates a share link for a URL with a text title.
    public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: title))
    }
    /// Creates a share link for a string with a text title.
    public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: title))
    }
    /// Creates a share link for several items with a localized title.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
    /// Creates a share link for several items with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, label: DefaultShareLinkLabel(title: Text(title)))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// Creates a share link for a URL with a custom label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), label: label())
    }
    /// Creates a share link for a string with a custom label.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), label: label())
    }
    /// Creates a share link for several items with a custom label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(items: items, label: label())
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Creates a share link for a transferable item with a preview and the standard label.
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil,
                                 preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: Text("Share")))
    }
    /// Creates a share link for a transferable item with a preview and a localized title.
    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
                                 preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
    /// Creates a share link for a transferable item with a preview and a string title.
    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil,
                                                    preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: Text(title)))
    }
    /// Creates a share link for a transferable item with a preview and a text title.
    public init<I: Transferable>(_ title: Text, item: I, subject: Text? = nil, message: Text? = nil,
                                 preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink {
    /// Creates a share link for a transferable item with a preview and a custom label.
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil,
                                 preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), label: label())
    }
}
