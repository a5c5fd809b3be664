import BackplateCore
import Foundation

/// A document the document camera scanned: its title and page images (iOS 13+). A render has
/// no camera, so the document camera never makes one; apps receive one only from the delegate.
open class VNDocumentCameraScan: NSObject {
    private let pages: [UIImage]

    /// The document's title (the camera's suggested name).
    public let title: String
    /// The number of pages scanned.
    open var pageCount: Int { pages.count }

    /// A scan of `pages` titled `title`, for Backplate's own fixtures (apps cannot make one).
    package init(title: String, pages: [UIImage]) {
        self.title = title
        self.pages = pages
        super.init()
    }

    /// The image of the page at `index` (page 1 is index 0). iOS raises an exception for an
    /// index out of bounds; a render warns and answers an empty image instead of crashing.
    open func imageOfPage(at index: Int) -> UIImage {
        guard pages.indices.contains(index) else {
            RuntimeWarning.emit("VisionKit: VNDocumentCameraScan.imageOfPage(at: \(index)) is out of bounds for \(pages.count) pages; it answers an empty image")
            return UIImage()
        }
        return pages[index]
    }
}
