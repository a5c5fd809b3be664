import BackplateUIKit
import Foundation

/// Told when an add-passes sheet closes (never, in a render: the sheet is not drawn).
public protocol PKAddPassesViewControllerDelegate: NSObjectProtocol {
    /// The sheet finished: the app dismisses it.
    @MainActor func addPassesViewControllerDidFinish(_ controller: PKAddPassesViewController)
}

extension PKAddPassesViewControllerDelegate {
    /// Does nothing.
    public func addPassesViewControllerDidFinish(_ controller: PKAddPassesViewController) {}
}

/// UIKit's sheet that shows passes and offers to add them to Wallet. It keeps its passes and,
/// like Backplate's other view controllers, is not drawn when presented; no pass is ever added,
/// so its delegate is never told.
open class PKAddPassesViewController: UIViewController {
    /// Told when the sheet closes.
    open weak var delegate: (any PKAddPassesViewControllerDelegate)?
    /// The passes the sheet offers.
    let passes: [PKPass]

    /// Whether the device can add passes: `true` in a render (an iPhone with Wallet).
    nonisolated open class func canAddPasses() -> Bool { RenderWallet.canAddPasses }

    /// A sheet offering `pass`.
    public convenience init?(pass: PKPass) {
        self.init(passes: [pass])
    }

    /// A sheet offering `passes`; `nil` when there are none.
    public init?(passes: [PKPass]) {
        self.passes = passes
        super.init(nibName: nil, bundle: nil)
        if passes.isEmpty { return nil }
    }

    /// A sheet offering the passes of an issuer's signed `issuerData`: always throws
    /// `PKPassKitError(.invalidDataError)` in a render, which reads no pass data.
    public init(issuerData: Data, signature: Data) throws {
        passes = []
        super.init(nibName: nil, bundle: nil)
        throw PKPassKitError(.invalidDataError)
    }

    /// A sheet from an archive: there is no storyboard on Linux, so it offers no pass.
    public required init?(coder: NSCoder) {
        passes = []
        super.init(coder: coder)
    }
}
