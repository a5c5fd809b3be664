import Foundation
import UniformTypeIdentifiers

/// A system button that reads data from the pasteboard and delivers it to a closure
/// (`PasteButton(payloadType: String.self) { strings in … }`, iOS 16).
///
/// iOS draws the system paste control (UIPasteControl): its clipboard symbol and the title
/// "Paste" in a filled capsule. docs/controls.md has no measurement of it, so Backplate draws it
/// as a `borderedProminent` capsule button with `Label("Paste", systemImage:
/// "doc.on.clipboard")` in the tint colour, which follows the other system buttons' metrics.
/// A still render never pastes: the closure is not called.
nonisolated public struct PasteButton: View {
    /// Creates a paste button for items of a transferable type.
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

    /// Creates a paste button for item providers of the given content types; drawn as the
    /// payload-type form.
    public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) {}

    /// The clipboard symbol and "Paste" in a filled capsule.
    public var body: some View {
        Button {} label: { Label("Paste", systemImage: "doc.on.clipboard") }
            .buttonStyle(.borderedProminent)
            .buttonBorderShape(.capsule)
    }
}
