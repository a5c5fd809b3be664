@_exported import BackplateUIKit
@_exported import Foundation

/// Safari's in-app browser, as a stand-in: it keeps its URL, configuration and colours, so
/// the `UIViewControllerRepresentable` wrappers apps present in sheets compile.
///
/// Like every UIKit controller it is not drawn: its representable's frame is left empty, with
/// a runtime warning naming it. Nothing is loaded and no delegate method is called.
open class SFSafariViewController: UIViewController {
    /// The settings of a Safari view controller.
    open class Configuration: NSObject, NSCopying {
        /// Whether Reader opens by itself where a page supports it (`false`).
        open var entersReaderIfAvailable = false
        /// Whether the bars collapse as the page scrolls (`true`).
        open var barCollapsingEnabled = true

        /// A configuration with Safari's defaults.
        public override init() { super.init() }

        /// A copy with the same settings.
        open func copy(with zone: NSZone? = nil) -> Any {
            let copy = Configuration()
            copy.entersReaderIfAvailable = entersReaderIfAvailable
            copy.barCollapsingEnabled = barCollapsingEnabled
            return copy
        }
    }

    /// The button that closes the controller.
    public enum DismissButtonStyle: Int, Sendable {
        /// "Done".
        case done = 0
        /// "Close".
        case close = 1
        /// "Cancel".
        case cancel = 2
    }

    /// The page the controller opens with (Backplate's, for tests and tools).
    package let initialURL: URL
    /// A copy of the configuration it was made with.
    open var configuration: Configuration { storedConfiguration.copy() as! Configuration }
    private let storedConfiguration: Configuration
    /// The object told when the controller finishes (never called in a render).
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    /// The colour of the navigation bar and toolbar backgrounds (`nil`: Safari's).
    open var preferredBarTintColor: UIColor?
    /// The colour of the bars' buttons (`nil`: Safari's).
    open var preferredControlTintColor: UIColor?
    /// Which button closes the controller (`.done`).
    open var dismissButtonStyle = DismissButtonStyle.done

    /// A controller opening `URL` (http or https) with `configuration`.
    public init(url URL: URL, configuration: Configuration) {
        initialURL = URL
        storedConfiguration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller opening `URL` with the default configuration.
    public convenience init(url URL: URL) {
        self.init(url: URL, configuration: Configuration())
    }

    /// A controller opening `URL`, in Reader if asked and available (deprecated in iOS 11).
    @available(iOS, deprecated: 11.0, message: "Use init(url:configuration:)")
    public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
        let configuration = Configuration()
        configuration.entersReaderIfAvailable = entersReaderIfAvailable
        self.init(url: URL, configuration: configuration)
    }

    /// Unavailable: a Safari view controller is not archived.
    public required init?(coder: NSCoder) { nil }
}

/// What a Safari view controller tells its delegate. Every method is optional; a render
/// calls none.
public protocol SFSafariViewControllerDelegate: NSObjectProtocol {
    /// The person tapped Done.
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    /// The first page finished loading, or failed.
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
    /// The first page redirected.
    func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL)
    /// The person opened the page in Safari.
    func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
    /// Does nothing.
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    /// Does nothing.
    public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
    /// Does nothing.
    public func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL) {}
    /// Does nothing.
    public func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController) {}
}
