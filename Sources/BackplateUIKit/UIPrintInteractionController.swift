import Foundation

/// A print job's settings: its name, output type, orientation and duplex.
open class UIPrintInfo: NSObject {
    /// What is printed, which sets the paper and quality.
    public enum OutputType: Int, Sendable {
        /// Text and graphics in colour.
        case general = 0
        /// Photos in colour.
        case photo = 1
        /// Text and graphics in greyscale.
        case grayscale = 2
        /// Photos in greyscale.
        case photoGrayscale = 3
    }
    /// The page orientation.
    public enum Orientation: Int, Sendable {
        /// Upright.
        case portrait = 0
        /// Sideways.
        case landscape = 1
    }
    /// How pages print on both sides of the paper.
    public enum Duplex: Int, Sendable {
        /// One side.
        case none = 0
        /// Both sides, turned on the short edge.
        case shortEdge = 1
        /// Both sides, turned on the long edge.
        case longEdge = 2
    }

    /// The job's name in the print queue ("" unless set).
    open var jobName = ""
    /// What is printed (`.general`).
    open var outputType: OutputType = .general
    /// The page orientation (`.portrait`).
    open var orientation: Orientation = .portrait
    /// Two-sided printing (`.none`).
    open var duplex: Duplex = .none
    /// The printer chosen: none in a render.
    open var printerID: String?

    /// The default settings.
    open class func printInfo() -> UIPrintInfo { UIPrintInfo(dictionary: nil) }
    /// Settings from a dictionary of UIKit's keys; the keys are not read here.
    public init(dictionary: [AnyHashable: Any]?) { super.init() }
}

/// The system's print sheet, shared by the app. A render has no printers and shows no sheet:
/// presenting it reports an unfinished job, as a cancelled sheet does.
open class UIPrintInteractionController: NSObject {
    /// What the completion handler receives: the controller, whether the job was sent, an error.
    public typealias CompletionHandler = (UIPrintInteractionController, Bool, (any Error)?) -> Void

    /// The app's print controller.
    @MainActor public static let shared = UIPrintInteractionController()
    /// Whether a printer can be reached: false, a render has none.
    open class var isPrintingAvailable: Bool { false }
    /// Whether `data` can be printed: a PDF or an image.
    open class func canPrint(_ data: Data) -> Bool {
        data.starts(with: Array("%PDF".utf8)) || data.starts(with: [0x89, 0x50, 0x4E, 0x47]) || data.starts(with: [0xFF, 0xD8])
    }
    /// Whether the file at `url` can be printed: a PDF or an image.
    open class func canPrint(_ url: URL) -> Bool { ["pdf", "png", "jpg", "jpeg", "heic"].contains(url.pathExtension.lowercased()) }

    /// The job's settings.
    open var printInfo: UIPrintInfo?
    /// The one item to print (data, a URL, an image).
    open var printingItem: Any?
    /// The items to print.
    open var printingItems: [Any]?
    /// Whether the sheet offers a page range (`true`).
    open var showsPageRange = true
    /// Whether the sheet offers the number of copies (`true`).
    open var showsNumberOfCopies = true

    /// Shows the print sheet: a render has none, so `completion` is called with `false`.
    @discardableResult
    open func present(animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        completion?(self, false, nil)
        return false
    }

    /// Closes the sheet (none is open).
    open func dismiss(animated: Bool) {}
}
