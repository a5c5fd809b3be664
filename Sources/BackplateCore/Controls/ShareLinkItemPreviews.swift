import Foundation

// ShareLink's forms for several items, each with its own preview (iOS 16). The share sheet's
// previews show only once it is presented, which a still render never does: the link draws
// its label, the previews are never built.

extension ShareLink where Label == DefaultShareLinkLabel {
    /// A share link for several items, a preview for each, with the standard label ("Share").
    public init(items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// A share link for several items, a preview for each, with a localized title.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// A share link for several items, a preview for each, with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil,
                                   preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// A share link for several items, a preview for each, with a text title.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink {
    /// A share link for several items, a preview for each, with a custom label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
                @ViewBuilder label: () -> Label) {
        self.init(items: items, label: label())
    }
}
