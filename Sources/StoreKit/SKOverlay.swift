import BackplateCore
import Foundation

/// A banner at the bottom of a window scene that recommends another app (or an App Clip's full
/// app). A render reaches no App Store and draws no overlay: `present(in:)` emits a runtime
/// warning and the delegate gets `storeOverlay(_:didFailToLoadWithError:)` with
/// `SKError(.unknown)` asynchronously on the main queue, as when the App Store cannot be reached.
@available(iOS 14.0, *)
open class SKOverlay: NSObject {
    private let storedConfiguration: SKOverlay.Configuration

    /// An overlay showing what `configuration` describes.
    public init(configuration: SKOverlay.Configuration) {
        storedConfiguration = configuration
        super.init()
    }

    /// The object told of the overlay's presentation, dismissal or failure (not retained).
    open weak var delegate: (any SKOverlayDelegate)?

    /// What the overlay shows.
    open var configuration: SKOverlay.Configuration { storedConfiguration }

    /// Presents the overlay in `scene`: not drawn in a render, where it fails to load.
    @MainActor open func present(in scene: UIWindowScene) {
        RuntimeWarning.emit("StoreKit: SKOverlay.present(in:) draws no overlay: a render reaches no App Store")
        deliverOnMainQueue(self) { overlay in
            overlay.delegate?.storeOverlay(overlay, didFailToLoadWithError: SKError(.unknown))
        }
    }

    /// Dismisses the overlay shown in `scene` (none is, in a render).
    @MainActor open class func dismiss(in scene: UIWindowScene) {}
}

extension SKOverlay {
    /// Where the overlay sits (StoreKit's raw values).
    public enum Position: Int, Sendable {
        /// At the bottom of the scene.
        case bottom = 0
        /// At the bottom, raised above a tab bar or toolbar.
        case bottomRaised = 1
    }

    /// What an overlay shows: an `AppConfiguration` or an `AppClipConfiguration`.
    open class Configuration: NSObject {}

    /// An overlay that recommends the app with `appIdentifier` (its App Store identifier).
    open class AppConfiguration: SKOverlay.Configuration {
        /// The recommended app's App Store identifier.
        open var appIdentifier: String
        /// The App Analytics campaign token.
        open var campaignToken: String?
        /// The provider token of the recommended app's developer.
        open var providerToken: String?
        /// The custom product page to show.
        @available(iOS 15.0, *)
        open var customProductPageIdentifier: String?
        /// The release the overlay shows, by identifier.
        @available(iOS 15.0, *)
        open var latestReleaseID: String?
        /// Where the overlay sits.
        open var position: SKOverlay.Position
        /// Whether the person may swipe the overlay away (true by default).
        open var userDismissible = true
        private var additionalValues: [String: Any] = [:]

        /// An overlay configuration for the app with `appIdentifier`, at `position`.
        public init(appIdentifier: String, position: SKOverlay.Position) {
            self.appIdentifier = appIdentifier
            self.position = position
            super.init()
        }

        /// Sets (or, with nil, removes) an extra value, such as an ad network's.
        open func setAdditionalValue(_ value: Any?, forKey key: String) { additionalValues[key] = value }
        /// The extra value set for `key`.
        open func additionalValue(forKey key: String) -> Any? { additionalValues[key] }
    }

    /// An overlay that an App Clip shows to recommend its full app.
    open class AppClipConfiguration: SKOverlay.Configuration {
        /// The App Analytics campaign token.
        open var campaignToken: String?
        /// The provider token of the app's developer.
        open var providerToken: String?
        /// The custom product page to show.
        @available(iOS 15.0, *)
        open var customProductPageIdentifier: String?
        /// The release the overlay shows, by identifier.
        @available(iOS 15.0, *)
        open var latestReleaseID: String?
        /// Where the overlay sits.
        open var position: SKOverlay.Position
        private var additionalValues: [String: Any] = [:]

        /// An overlay configuration for the App Clip's full app, at `position`.
        public init(position: SKOverlay.Position) {
            self.position = position
            super.init()
        }

        /// Sets (or, with nil, removes) an extra value, such as an ad network's.
        open func setAdditionalValue(_ value: Any?, forKey key: String) { additionalValues[key] = value }
        /// The extra value set for `key`.
        open func additionalValue(forKey key: String) -> Any? { additionalValues[key] }
    }

    /// The frames of an overlay's presentation or dismissal, and a way to animate beside it.
    /// A render presents no overlay, so it never makes one.
    open class TransitionContext: NSObject {
        private let frames: (start: CGRect, end: CGRect)

        /// A transition from `start` to `end`.
        init(startFrame start: CGRect, endFrame end: CGRect) {
            frames = (start, end)
            super.init()
        }

        /// Runs `block` alongside the transition (at once, as nothing moves in a render).
        open func addAnimationBlock(_ block: @escaping () -> Void) { block() }
        /// The overlay's frame at the start of the transition.
        open var startFrame: CGRect { frames.start }
        /// The overlay's frame at the end of the transition.
        open var endFrame: CGRect { frames.end }
    }
}

/// What an overlay tells the app. Every method is optional (empty defaults); in a render only
/// `storeOverlay(_:didFailToLoadWithError:)` is called, once per `present(in:)`.
@available(iOS 14.0, *)
public protocol SKOverlayDelegate: NSObjectProtocol {
    /// The overlay could not load: `SKError(.unknown)` in a render.
    func storeOverlay(_ overlay: SKOverlay, didFailToLoadWithError error: any Error)
    /// The overlay is about to appear.
    func storeOverlayWillStartPresentation(_ overlay: SKOverlay, transitionContext: SKOverlay.TransitionContext)
    /// The overlay appeared.
    func storeOverlayDidFinishPresentation(_ overlay: SKOverlay, transitionContext: SKOverlay.TransitionContext)
    /// The overlay is about to go away.
    func storeOverlayWillStartDismissal(_ overlay: SKOverlay, transitionContext: SKOverlay.TransitionContext)
    /// The overlay went away.
    func storeOverlayDidFinishDismissal(_ overlay: SKOverlay, transitionContext: SKOverlay.TransitionContext)
}

extension SKOverlayDelegate {
    /// Nothing to do by default.
    public func storeOverlay(_ overlay: SKOverlay, didFailToLoadWithError error: any Error) {}
    /// Nothing to do by default.
    public func storeOverlayWillStartPresentation(_ overlay: SKOverlay, transitionContext: SKOverlay.TransitionContext) {}
    /// Nothing to do by default.
    public func storeOverlayDidFinishPresentation(_ overlay: SKOverlay, transitionContext: SKOverlay.TransitionContext) {}
    /// Nothing to do by default.
    public func storeOverlayWillStartDismissal(_ overlay: SKOverlay, transitionContext: SKOverlay.TransitionContext) {}
    /// Nothing to do by default.
    public func storeOverlayDidFinishDismissal(_ overlay: SKOverlay, transitionContext: SKOverlay.TransitionContext) {}
}

extension View {
    /// Presents an App Store overlay recommending an app while `isPresented` is true. A render
    /// draws none: a runtime warning says so and `configuration` is not called.
    @available(iOS 14.0, *)
    public func appStoreOverlay(isPresented: Binding<Bool>, configuration: @escaping () -> SKOverlay.Configuration) -> some View {
        warnSheetNotDrawn("appStoreOverlay(isPresented:configuration:)", isPresented)
        return self
    }
}
