import Foundation

/// How a PDF view lays out pages.
public enum PDFDisplayMode: Int, Sendable {
    /// One page at a time.
    case singlePage = 0
    /// Every page, one after another (the default).
    case singlePageContinuous = 1
    /// Two pages side by side at a time.
    case twoUp = 2
    /// Every page, two side by side.
    case twoUpContinuous = 3
}

/// Which way a continuous PDF view runs.
public enum PDFDisplayDirection: Int, Sendable {
    /// Top to bottom (the default).
    case vertical = 0
    /// Left to right.
    case horizontal = 1
}

/// The object told of a PDF view's events (none happen in a render).
public protocol PDFViewDelegate: AnyObject {}

/// UIKit's PDF view: its document's pages on a grey background, one under another, scaled to
/// the view's width when `autoScales` is on (as when it first appears on iOS), from the top.
/// The margin between pages and their scale follow the settings below; scrolling, zooming,
/// selection and annotations are not drawn.
open class PDFView: UIView {
    /// The document shown.
    open var document: PDFDocument? { didSet { setNeedsDisplay() } }
    /// Whether pages scale to fit the view (false: shown at `scaleFactor`).
    open var autoScales = false { didSet { setNeedsDisplay() } }
    /// How pages are laid out (only single-page layouts are drawn; two-up draws as single).
    open var displayMode = PDFDisplayMode.singlePageContinuous
    /// Which way pages run (only vertical is drawn).
    open var displayDirection = PDFDisplayDirection.vertical
    /// Whether a gap separates pages.
    open var displaysPageBreaks = true
    /// The gap around each page when page breaks show.
    open var pageBreakMargins = UIEdgeInsets(top: 4.75, left: 4, bottom: 4.75, right: 4)
    /// Whether pages cast a shadow (not drawn).
    open var pageShadowsEnabled = true
    /// The scale pages are shown at when `autoScales` is off.
    open var scaleFactor: CGFloat = 1 { didSet { setNeedsDisplay() } }
    /// The smallest scale zooming reaches.
    open var minScaleFactor: CGFloat = 0.25
    /// The largest scale zooming reaches.
    open var maxScaleFactor: CGFloat = 5
    /// The object told of the view's events.
    open weak var delegate: (any PDFViewDelegate)?
    /// Whether the view shows pages through a page view controller (kept; drawn continuously).
    open private(set) var isUsingPageViewController = false

    /// An empty PDF view of `frame`, its background the grey iOS shows around pages.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.92, alpha: 1)
    }

    /// An empty PDF view from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The scale that fits a page's width into the view.
    open var scaleFactorForSizeToFit: CGFloat {
        guard let page = document?.page(at: 0) else { return 1 }
        let width = page.bounds(for: .cropBox).width + (displaysPageBreaks ? pageBreakMargins.left + pageBreakMargins.right : 0)
        return width > 0 && bounds.width > 0 ? bounds.width / width : 1
    }

    /// The page at the top of the view: the first, as a render shows the start.
    open var currentPage: PDFPage? { document?.page(at: 0) }

    /// Shows `page`: a render keeps showing the document's start.
    open func go(to page: PDFPage) {}

    /// Shows pages one at a time through a page view controller (kept; drawn continuously).
    open func usePageViewController(_ enable: Bool, withViewOptions options: [AnyHashable: Any]? = nil) {
        isUsingPageViewController = enable
    }

    /// Draws the pages that fit in the view, from the top.
    open override func draw(_ rect: CGRect) {
        guard let document else { return }
        let scale = autoScales ? scaleFactorForSizeToFit : scaleFactor
        let margins = displaysPageBreaks ? pageBreakMargins : .zero
        var top: CGFloat = 0
        for index in 0 ..< document.pageCount {
            guard top < bounds.height, let page = document.page(at: index) else { break }
            let size = page.bounds(for: .cropBox).size
            let frame = CGRect(x: margins.left * scale, y: top + margins.top * scale,
                               width: size.width * scale, height: size.height * scale)
            UIColor.white.setFill()
            UIRectFill(frame)
            page.rendering(scale: max(scale, 1) * 3)?.draw(in: frame)
            top = frame.maxY + margins.bottom * scale
        }
    }
}
