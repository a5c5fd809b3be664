import Foundation

// `navigationDocument(_:)` names the document a navigation title stands for, so the title's
// menu can share, rename or move it (iPadOS and macOS). An iPhone's title draws the same text
// with or without it.

nonisolated extension View {
    /// Names the document the navigation title stands for. The title draws as without it.
    public func navigationDocument<D: Transferable>(_ document: D) -> some View { modifier(_InertModifier()) }

    /// Names the document the navigation title stands for, with a share preview. The title
    /// draws as without it.
    public func navigationDocument<D: Transferable>(_ document: D, preview: SharePreview<Never, Never>) -> some View {
        modifier(_InertModifier())
    }

    /// Names the document, with a share preview that has an icon. The title draws as without it.
    public func navigationDocument<D: Transferable, I: Transferable>(_ document: D, preview: SharePreview<Never, I>) -> some View {
        modifier(_InertModifier())
    }

    /// Names the document, with a share preview that has an image. The title draws as without it.
    public func navigationDocument<D: Transferable, I: Transferable>(_ document: D, preview: SharePreview<I, Never>) -> some View {
        modifier(_InertModifier())
    }

    /// Names the document, with a share preview that has an image and an icon. The title draws
    /// as without it.
    public func navigationDocument<D: Transferable, I1: Transferable, I2: Transferable>(_ document: D,
                                                                                       preview: SharePreview<I1, I2>) -> some View {
        modifier(_InertModifier())
    }

    /// Names the file the navigation title stands for. The title draws as without it.
    public func navigationDocument(_ url: URL) -> some View { modifier(_InertModifier()) }
}
