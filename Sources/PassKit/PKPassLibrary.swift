import BackplateCore
import Foundation

/// How a request to add passes ended.
public enum PKPassLibraryAddPassesStatus: Int, Sendable {
    /// The passes were added.
    case didAddPasses = 0
    /// The person wants to review the passes (present a `PKAddPassesViewController`).
    case shouldReviewPasses = 1
    /// The person declined.
    case didCancelAddPasses = 2
}

extension Notification.Name {
    /// Posted when passes are added, replaced or removed (never, in a render).
    public static let PKPassLibraryDidChange = Notification.Name("PKPassLibraryDidChangeNotification")
    /// Posted when a paired device's payment passes change (never, in a render).
    public static let PKPassLibraryRemotePaymentPassesDidChange = Notification.Name("PKPassLibraryRemotePaymentPassesDidChangeNotification")
}

/// The passes in Wallet that the app may read. A render's Wallet is available and holds no
/// pass: `passes()` is empty, nothing is contained, and adding passes asks no one, so the
/// completion hears `.didCancelAddPasses` at once.
open class PKPassLibrary: NSObject {
    /// A library.
    public override init() { super.init() }

    /// Whether the device has a pass library: `true` in a render (an iPhone, as the simulator).
    open class func isPassLibraryAvailable() -> Bool { RenderWallet.canAddPasses }

    /// Whether this library can activate payment passes: `false` (no card is added).
    open func isPaymentPassActivationAvailable() -> Bool { false }

    /// The passes the app may read: none in a render.
    open func passes() -> [PKPass] { [] }

    /// The passes of `passType` the app may read: none in a render.
    open func passes(of passType: PKPassType) -> [PKPass] { [] }

    /// The pass of `identifier` and `serialNumber`: `nil` in a render.
    open func pass(withPassTypeIdentifier identifier: String, serialNumber: String) -> PKPass? { nil }

    /// Whether the library holds `pass`: `false` in a render.
    open func containsPass(_ pass: PKPass) -> Bool { false }

    /// Removes `pass` (there is none to remove in a render).
    open func removePass(_ pass: PKPass) {}

    /// Replaces the library's copy of `pass`: `false` in a render, which holds no copy.
    open func replacePass(with pass: PKPass) -> Bool { false }

    /// Asks the person to add `passes`: a render asks no one, so `completion` gets
    /// `.didCancelAddPasses` at once, on the calling thread, with a warning.
    open func addPasses(_ passes: [PKPass], withCompletionHandler completion: (@Sendable (PKPassLibraryAddPassesStatus) -> Void)? = nil) {
        warnNoPrompt()
        completion?(.didCancelAddPasses)
    }

    /// Asks the person to add `passes`: `.didCancelAddPasses` at once in a render.
    open func addPasses(_ passes: [PKPass]) async -> PKPassLibraryAddPassesStatus {
        warnNoPrompt()
        return .didCancelAddPasses
    }

    /// Opens Wallet's card setup: nothing opens in a render (a warning says so).
    open func openPaymentSetup() {
        RuntimeWarning.emit("PassKit: PKPassLibrary.openPaymentSetup() opens no Wallet in a render")
    }

    /// Whether a card of `primaryAccountIdentifier` can be added: `false` (no Wallet provisioning in a render).
    open func canAddSecureElementPass(primaryAccountIdentifier: String) -> Bool { false }

    /// Whether a card of `primaryAccountIdentifier` can be added: `false`.
    @available(iOS, introduced: 9.0, deprecated: 13.4, renamed: "canAddSecureElementPass(primaryAccountIdentifier:)")
    open func canAddPaymentPass(withPrimaryAccountIdentifier primaryAccountIdentifier: String) -> Bool { false }

    /// Whether a FeliCa card (Suica...) can be added: `false`.
    open func canAddFelicaPass() -> Bool { false }

    private func warnNoPrompt() {
        RuntimeWarning.emit("PassKit: PKPassLibrary.addPasses shows no prompt in a render (no one can allow it), so it reports .didCancelAddPasses")
    }
}
