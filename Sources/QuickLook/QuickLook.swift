// The module a file's `import QuickLook` finds on Linux: SwiftUI's Quick Look modifiers and
// UIKit's preview controller. A still render presents nothing, as with sheets.
@_exported import BackplateUIKit
@_exported import Foundation
import BackplateCore

nonisolated extension View {
    /// Presents a Quick Look preview of the URL `item` holds. Like a sheet, the preview is a
    /// presentation outside the view's frame: a still render draws the view alone.
    public func quickLookPreview(_ item: Binding<URL?>) -> some View { self }

    /// Presents a Quick Look preview of `selection`, browsable through `items`. A still render
    /// draws the view alone.
    public func quickLookPreview<Items: RandomAccessCollection>(_ selection: Binding<Items.Element?>, in items: Items) -> some View
        where Items.Element == URL { self }
}

/// An item a preview controller shows: a file URL and a title.
public protocol QLPreviewItem {
    /// The file to preview.
    var previewItemURL: URL? { get }
    /// The title shown (`nil`: the file's name).
    var previewItemTitle: String? { get }
}

extension QLPreviewItem {
    /// The file's name.
    public var previewItemTitle: String? { previewItemURL?.lastPathComponent }
}

extension URL: QLPreviewItem {
    /// The URL itself, as `NSURL` is its own preview item on iOS.
    public var previewItemURL: URL? { self }
}

/// UIKit's Quick Look controller, as a stand-in: it asks its data source nothing and is never
/// drawn (its representable's frame is left empty, with a warning).
open class QLPreviewController: UIViewController {
    /// The object that supplies the items.
    open weak var dataSource: (any QLPreviewControllerDataSource)?
    /// The object told about the preview's events (never called in a render).
    open weak var delegate: (any QLPreviewControllerDelegate)?
    /// The index of the item shown.
    open var currentPreviewItemIndex = 0

    /// Whether an item can be previewed: `true` for a file URL that exists.
    open class func canPreview(_ item: any QLPreviewItem) -> Bool {
        guard let url = item.previewItemURL, url.isFileURL else { return false }
        return FileManager.default.fileExists(atPath: url.path)
    }

    /// Asks the data source again (nothing is shown).
    open func reloadData() {}
    /// Redraws the current item (nothing is shown).
    open func refreshCurrentPreviewItem() {}
}

/// Supplies a preview controller's items.
public protocol QLPreviewControllerDataSource: AnyObject {
    /// How many items there are.
    func numberOfPreviewItems(in controller: QLPreviewController) -> Int
    /// The item at `index`.
    func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> any QLPreviewItem
}

/// What a preview controller tells its delegate. Every method is optional; a render calls none.
public protocol QLPreviewControllerDelegate: AnyObject {
    /// The preview is about to close.
    func previewControllerWillDismiss(_ controller: QLPreviewController)
    /// The preview closed.
    func previewControllerDidDismiss(_ controller: QLPreviewController)
}

extension QLPreviewControllerDelegate {
    /// Does nothing.
    public func previewControllerWillDismiss(_ controller: QLPreviewController) {}
    /// Does nothing.
    public func previewControllerDidDismiss(_ controller: QLPreviewController) {}
}
