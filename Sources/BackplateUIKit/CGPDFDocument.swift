import BackplateCairo
import BackplateCore
import Foundation

/// Which of a PDF page's boxes a rectangle or a drawing uses (CoreGraphics' `CGPDFBox`).
/// Backplate reads a page's media box; every other box is the media box.
public enum CGPDFBox: Int32, Sendable {
    /// The page's physical size.
    case mediaBox = 0
    /// The visible area.
    case cropBox = 1
    /// The area for printing with bleed.
    case bleedBox = 2
    /// The finished page's size.
    case trimBox = 3
    /// The page's meaningful content.
    case artBox = 4
}

/// A PDF document read by CoreGraphics (`CGPDFDocument`), through poppler: its pages, their
/// sizes and drawings. Declared with UIKit's names here, so a file that imports only
/// CoreGraphics does not find it. An encrypted document poppler cannot open gives `nil`.
public final class CGPDFDocument {
    /// The document's bytes.
    let data: Data
    private let sizes: [CGSize]
    private let information: (major: Int, minor: Int)

    /// The document in `provider`'s bytes; `nil` when they are not a PDF.
    public init?(_ provider: CGDataProvider) {
        guard let pages = try? PDFPages.pages(provider.bytes) else { return nil }
        data = provider.bytes
        sizes = pages.map(\.size)
        information = (try? PDFPages.information(provider.bytes).version) ?? (1, 7)
    }

    /// The document in the file at `url`; `nil` when it cannot be read or is not a PDF.
    public convenience init?(_ url: CFURL) {
        guard let provider = CGDataProvider(url: url) else { return nil }
        self.init(provider)
    }

    /// The number of pages.
    public var numberOfPages: Int { sizes.count }

    /// The page numbered `pageNumber`, counting from 1; `nil` outside the document.
    public func page(at pageNumber: Int) -> CGPDFPage? {
        sizes.indices.contains(pageNumber - 1) ? CGPDFPage(document: self, pageNumber: pageNumber, size: sizes[pageNumber - 1]) : nil
    }

    /// Whether the document is encrypted: false, poppler opens only unencrypted ones here.
    public var isEncrypted: Bool { false }
    /// Whether the document is unlocked: true.
    public var isUnlocked: Bool { true }
    /// Unlocks the document: true, as it is never locked.
    public func unlockWithPassword(_ password: UnsafePointer<CChar>) -> Bool { true }
    /// Whether printing is allowed.
    public var allowsPrinting: Bool { true }
    /// Whether copying is allowed.
    public var allowsCopying: Bool { true }

    /// Writes the document's PDF version to the two numbers.
    public func getVersion(majorVersion: UnsafeMutablePointer<Int32>, minorVersion: UnsafeMutablePointer<Int32>) {
        majorVersion.pointee = Int32(information.major)
        minorVersion.pointee = Int32(information.minor)
    }
}

/// One page of a `CGPDFDocument`.
public final class CGPDFPage {
    /// The document the page belongs to.
    public private(set) weak var document: CGPDFDocument?
    private let source: CGPDFDocument
    /// The page's number, counting from 1.
    public let pageNumber: Int
    private let size: CGSize

    init(document: CGPDFDocument, pageNumber: Int, size: CGSize) {
        self.document = document
        source = document
        self.pageNumber = pageNumber
        self.size = size
    }

    /// The rectangle of `box`, in PDF points from the page's bottom-left corner: the media box
    /// for every box.
    public func getBoxRect(_ box: CGPDFBox) -> CGRect { CGRect(origin: .zero, size: size) }

    /// The page's rotation in degrees: 0 (poppler gives the page upright).
    public var rotationAngle: Int32 { 0 }

    /// The transform that fits `box` into `rect`, scaled down only (never up, as CoreGraphics)
    /// and centred, keeping the aspect ratio when asked.
    public func getDrawingTransform(_ box: CGPDFBox, rect: CGRect, rotate: Int32, preserveAspectRatio: Bool) -> CGAffineTransform {
        let page = getBoxRect(box)
        guard page.width > 0, page.height > 0 else { return .identity }
        var sx = min(rect.width / page.width, 1), sy = min(rect.height / page.height, 1)
        if preserveAspectRatio { sx = min(sx, sy); sy = sx }
        let tx = rect.midX - page.width * sx / 2, ty = rect.midY - page.height * sy / 2
        return CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: tx, ty: ty)
    }

    /// The page drawn at `scale` pixels per point, as an image.
    func image(scale: CGFloat) -> CGImage? {
        guard let raster = try? PDFPages.rendering(source.data, at: pageNumber - 1, scale: scale) else { return nil }
        return CGImage(width: raster.width, height: raster.height, rgba: raster.rgba)
    }
}

extension CGContext {
    /// Draws `page` in PDF space (y up, its media box's origin at the bottom left), as
    /// CoreGraphics does: flip the context first to draw it upright in UIKit space. The page is
    /// drawn as an image at three pixels per point.
    public func drawPDFPage(_ page: CGPDFPage) {
        guard let image = page.image(scale: 3) else { return }
        draw(image, in: page.getBoxRect(.mediaBox))
    }
}
