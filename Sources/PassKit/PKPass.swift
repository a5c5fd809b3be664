import BackplateCore
import BackplateUIKit
import Foundation

/// The superclass of Wallet's objects.
open class PKObject: NSObject {
    /// An empty object.
    public override init() { super.init() }
}

/// The kinds of pass a pass library lists.
public enum PKPassType: UInt, Sendable {
    /// A barcode pass: a ticket, boarding pass, coupon, store or loyalty card.
    case barcode = 0
    /// A card in the Secure Element: a payment, transit, access or identity card.
    case secureElement = 1
    /// Any pass.
    case any = 18_446_744_073_709_551_615
    /// A payment card: the name before iOS 13.4.
    @available(iOS, introduced: 8.0, deprecated: 13.4, renamed: "secureElement")
    public static var payment: PKPassType { .secureElement }
}

/// A Wallet pass: a boarding pass, ticket, coupon or card, read from a signed `.pkpass` file.
///
/// Backplate reads no pass archive (it neither unzips nor checks the signature), so
/// `PKPass(data:)` always throws `PKPassKitError(.invalidDataError)`, with a warning; `PKPass()`
/// is an empty pass whose strings are empty. A render's Wallet holds no pass.
open class PKPass: PKObject {
    /// The kind of pass (`.barcode` for an empty pass).
    open internal(set) var passType: PKPassType = .barcode
    /// The pass's serial number.
    open internal(set) var serialNumber = ""
    /// The pass type identifier (`pass.com.example...`).
    open internal(set) var passTypeIdentifier = ""
    /// The web service that updates the pass.
    open internal(set) var webServiceURL: URL?
    /// The token the web service checks.
    open internal(set) var authenticationToken: String?
    /// The pass's icon (an empty image for an empty pass).
    open internal(set) var icon = UIImage()
    /// The pass's name for display ("Boarding Pass").
    open internal(set) var localizedName = ""
    /// The pass's description.
    open internal(set) var localizedDescription = ""
    /// The organization that issued the pass.
    open internal(set) var organizationName = ""
    /// When the pass is relevant (a flight's departure).
    open internal(set) var relevantDate: Date?
    /// The pass's custom data.
    open internal(set) var userInfo: [AnyHashable: Any]?
    /// The URL that opens the pass in Wallet.
    open internal(set) var passURL: URL?
    /// Whether the pass is on a paired device, not this one.
    open internal(set) var isRemotePass = false
    /// The name of the device the pass is on.
    open internal(set) var deviceName = ""

    /// An empty pass.
    public override init() { super.init() }

    /// A pass read from a `.pkpass` file's `data`: always throws
    /// `PKPassKitError(.invalidDataError)` in a render, with a warning, since Backplate reads no
    /// pass archive.
    public init(data: Data) throws {
        super.init()
        RuntimeWarning.emit("PassKit: PKPass(data:) reads no pass archive in a render (no unzip, no signature check), so it throws PKPassKitError(.invalidDataError)")
        throw PKPassKitError(.invalidDataError)
    }

    /// The value of the pass's field `key` (none for an empty pass).
    open func localizedValue(forFieldKey key: String) -> Any? { nil }
}
