import Foundation
import BackplateCore

/// UIKit's document picker, as a stand-in: it keeps the content types or files it was made
/// with. Presenting it records the presentation and draws nothing (as SwiftUI's
/// `fileImporter`); nothing is ever picked, so its delegate is never called.
open class UIDocumentPickerViewController: UIViewController {
    /// The object told of picked documents or a cancel.
    open weak var delegate: (any UIDocumentPickerDelegate)?
    /// Whether several documents may be picked (`false`).
    open var allowsMultipleSelection = false
    /// Whether file extensions show (`false`).
    open var shouldShowFileExtensions = false
    /// The folder the picker opens in (`nil`: the last one used).
    open var directoryURL: URL?
    /// The types of document offered, for an opening picker (empty for an exporting one).
    let contentTypes: [UTType]
    /// The files exported, for an exporting picker (empty for an opening one).
    let exportedURLs: [URL]
    /// Whether picked documents are copied (or exported files copied, not moved).
    let asCopy: Bool

    /// A picker that opens documents of `contentTypes`; `asCopy` copies them into the app's
    /// sandbox instead of giving access to the originals.
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        (self.contentTypes, self.exportedURLs, self.asCopy) = (contentTypes, [], asCopy)
        super.init(nibName: nil, bundle: nil)
    }
    /// A picker that opens the originals of documents of `contentTypes`.
    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
        self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }
    /// A picker that exports the files at `urls`, copied when `asCopy`, else moved.
    public init(forExporting urls: [URL], asCopy: Bool) {
        (self.contentTypes, self.exportedURLs, self.asCopy) = ([], urls, asCopy)
        super.init(nibName: nil, bundle: nil)
    }
    /// A picker that moves the files at `urls` to the chosen folder.
    public convenience init(forExporting urls: [URL]) { self.init(forExporting: urls, asCopy: false) }
    /// A picker from an archive: there is no storyboard on Linux, so one offering nothing.
    public required init?(coder: NSCoder) {
        (contentTypes, exportedURLs, asCopy) = ([], [], false)
        super.init(coder: coder)
    }
}

/// What a document picker tells its delegate. Nothing is picked in a render: never called.
@MainActor @preconcurrency
public protocol UIDocumentPickerDelegate: NSObjectProtocol {
    /// Called with the picked documents' URLs.
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// Called when the user cancelled.
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
}

extension UIDocumentPickerDelegate {
    /// Does nothing.
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    /// Does nothing (UIKit dismisses the picker).
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
}
