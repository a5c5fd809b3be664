import Foundation
import BackplateCore

/// Told how an authorization controller's requests ended. Every method is optional.
@MainActor public protocol ASAuthorizationControllerDelegate: NSObjectProtocol {
    /// The authorization succeeded (never on Linux).
    func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    /// The authorization failed, with an `ASAuthorizationError`.
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}

extension ASAuthorizationControllerDelegate {
    /// Does nothing.
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {}
    /// Does nothing.
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {}
}

/// Gives an authorization controller the window to present its interface over.
@MainActor public protocol ASAuthorizationControllerPresentationContextProviding: NSObjectProtocol {
    /// The window to present the authorization interface over.
    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}

/// Performs authorization requests and tells its delegate how they ended.
///
/// Answers as the iOS Simulator with no Apple Account signed in: no sheet is presented and
/// every request fails with `ASAuthorizationError.unknown` (1000), the code widely reported for
/// the simulator without an account (Apple documents no code for it). Not actor-isolated, as on
/// iOS: any context creates and performs one; its main-actor delegate is told as main-actor code.
open class ASAuthorizationController: NSObject {
    /// The requests this controller performs.
    open private(set) var authorizationRequests: [ASAuthorizationRequest]
    /// Told how the requests ended.
    open weak var delegate: (any ASAuthorizationControllerDelegate)?
    /// Gives the window to present over (asked for nothing on Linux: nothing is presented).
    open weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?

    /// A controller performing `authorizationRequests`.
    public init(authorizationRequests: [ASAuthorizationRequest]) {
        self.authorizationRequests = authorizationRequests
        super.init()
    }

    /// Options for performing requests.
    public struct RequestOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options with the given bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shows the interface only when a credential is available on the device.
        public static let preferImmediatelyAvailableCredentials = RequestOptions(rawValue: 1)
    }

    /// Performs the requests: the delegate is told of `ASAuthorizationError.unknown` at once,
    /// on the calling thread, as main-actor code (iOS tells it a moment later, on the main thread).
    open func performRequests() {
        fail(with: ASAuthorizationError(.unknown))
    }

    /// Performs the requests with `options`: with `.preferImmediatelyAvailableCredentials` the
    /// failure is `.canceled`, what WWDC22's passkeys session says a device with no credential
    /// reports (the reference documents no code); else as `performRequests()`.
    open func performRequests(options: ASAuthorizationController.RequestOptions = []) {
        fail(with: ASAuthorizationError(options.contains(.preferImmediatelyAvailableCredentials) ? .canceled : .unknown))
    }

    /// Starts AutoFill-assisted requests (nothing is offered: no credential is saved).
    open func performAutoFillAssistedRequests() {}

    /// Cancels the requests: the delegate is told of `ASAuthorizationError.canceled`.
    open func cancel() {
        fail(with: ASAuthorizationError(.canceled))
    }

    // Off the main thread the delegate runs isolated to the main actor's executor on this thread,
    // as a render runs view code (docs/architecture.md, "Views and the main actor").
    private func fail(with error: ASAuthorizationError) {
        ViewIsolation.evaluate(passing: (self, error)) { controller, error in
            controller.delegate?.authorizationController(controller: controller, didCompleteWithError: error)
        }
    }
}
