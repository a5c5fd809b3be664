import BackplateUIKit
import Foundation

/// An accessory as the picker would show it: a name and product image, with the descriptor
/// that finds accessories of its kind. A render keeps every value; no picker ever shows it.
/// (Not Sendable here: `ASMigrationDisplayItem` subclasses it, and only final classes can be.)
open class ASPickerDisplayItem: NSObject {
    /// What the picker may do while setting an accessory up (AccessorySetupKit's bits).
    public struct SetupOptions: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Ask the person to rename the accessory.
        public static let rename = SetupOptions(rawValue: 1 << 0)
        /// Let the app finish the accessory's authorization before the setup view shows.
        public static let confirmAuthorization = SetupOptions(rawValue: 1 << 1)
        /// Tell the person to finish setting the accessory up in the app once it is authorized.
        public static let finishInApp = SetupOptions(rawValue: 1 << 2)
    }

    /// The accessory name the picker shows.
    public let name: String
    /// The accessory image the picker shows.
    public let productImage: UIImage
    /// The descriptor the picker matches discovered accessories with.
    public let descriptor: ASDiscoveryDescriptor
    /// What renaming a matched accessory may change (none by default); needs `.rename` in
    /// `setupOptions`.
    open var renameOptions: ASAccessory.RenameOptions = []
    /// The picker's setup behaviours for the accessory (none by default).
    open var setupOptions: SetupOptions = []

    /// An item showing `name` and `productImage` for accessories `descriptor` matches.
    public init(name: String, productImage: UIImage, descriptor: ASDiscoveryDescriptor) {
        self.name = name
        self.productImage = productImage
        self.descriptor = descriptor
        super.init()
    }
}
