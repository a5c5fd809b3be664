// The module a file's `import Security` finds on Linux (through `-module-alias
// Security=BackplateSecurity`): the keychain's item calls over an in-memory keychain.
@_exported import CoreGraphics

/// CoreFoundation's object type, which the keychain hands results back as.
public typealias CFTypeRef = AnyObject
/// CoreFoundation's Boolean: a Swift `Bool` on Linux, so `kCFBooleanTrue` fits a query.
public typealias CFBoolean = Bool

/// CoreFoundation's true, as queries pass it (`kSecReturnData: kCFBooleanTrue!`).
public let kCFBooleanTrue: CFBoolean! = true
/// CoreFoundation's false.
public let kCFBooleanFalse: CFBoolean! = false

// Item classes.
/// The key of an item's class.
public let kSecClass: CFString = "class"
/// A generic password (an app's tokens and secrets).
public let kSecClassGenericPassword: CFString = "genp"
/// An internet password (a server's account).
public let kSecClassInternetPassword: CFString = "inet"
/// A certificate.
public let kSecClassCertificate: CFString = "cert"
/// A cryptographic key.
public let kSecClassKey: CFString = "keys"
/// An identity (a certificate and its private key).
public let kSecClassIdentity: CFString = "idnt"

// Attributes.
/// The item's account name.
public let kSecAttrAccount: CFString = "acct"
/// The item's service (a generic password's second key).
public let kSecAttrService: CFString = "svce"
/// An internet password's server.
public let kSecAttrServer: CFString = "srvr"
/// An internet password's protocol.
public let kSecAttrProtocol: CFString = "ptcl"
/// An internet password's port.
public let kSecAttrPort: CFString = "port"
/// An internet password's path.
public let kSecAttrPath: CFString = "path"
/// An internet password's security domain.
public let kSecAttrSecurityDomain: CFString = "sdmn"
/// An internet password's authentication type.
public let kSecAttrAuthenticationType: CFString = "atyp"
/// The item's user-visible label.
public let kSecAttrLabel: CFString = "labl"
/// The item's description.
public let kSecAttrDescription: CFString = "desc"
/// The item's comment.
public let kSecAttrComment: CFString = "icmt"
/// The item's application-defined data (a generic password's).
public let kSecAttrGeneric: CFString = "gena"
/// The access group sharing the item between apps.
public let kSecAttrAccessGroup: CFString = "agrp"
/// When the item can be read (one of the `kSecAttrAccessible...` values).
public let kSecAttrAccessible: CFString = "pdmn"
/// The access-control object of an item (stored, not enforced: no passcode is set).
public let kSecAttrAccessControl: CFString = "accc"
/// Whether the item syncs through iCloud Keychain.
public let kSecAttrSynchronizable: CFString = "sync"
/// A query value matching synced and unsynced items alike.
public let kSecAttrSynchronizableAny: CFString = "syna"
/// When the item was added (set by the keychain).
public let kSecAttrCreationDate: CFString = "cdat"
/// When the item last changed (set by the keychain).
public let kSecAttrModificationDate: CFString = "mdat"
/// The item's creator code.
public let kSecAttrCreator: CFString = "crtr"
/// The item's type code (a key's type too).
public let kSecAttrType: CFString = "type"
/// Whether the item is hidden from Keychain Access.
public let kSecAttrIsInvisible: CFString = "invi"
/// A key's application tag.
public let kSecAttrApplicationTag: CFString = "atag"
/// A key's application label.
public let kSecAttrApplicationLabel: CFString = "klbl"
/// A key's algorithm (`kSecAttrKeyType`).
public let kSecAttrKeyType: CFString = "type"
/// A key's class: public, private or symmetric.
public let kSecAttrKeyClass: CFString = "kcls"
/// A key's size in bits.
public let kSecAttrKeySizeInBits: CFString = "bsiz"
/// Whether a new key is stored in the keychain (`SecKeyCreateRandomKey`).
public let kSecAttrIsPermanent: CFString = "perm"
/// The token a key lives on (`kSecAttrTokenIDSecureEnclave`).
public let kSecAttrTokenID: CFString = "tkid"
/// Whether the key's bytes can be exported.
public let kSecAttrIsExtractable: CFString = "extr"
/// Whether the key can sign.
public let kSecAttrCanSign: CFString = "sign"
/// Whether the key can verify signatures.
public let kSecAttrCanVerify: CFString = "vrfy"
/// Whether the key can encrypt.
public let kSecAttrCanEncrypt: CFString = "encr"
/// Whether the key can decrypt.
public let kSecAttrCanDecrypt: CFString = "decr"
/// Whether the key can derive other keys.
public let kSecAttrCanDerive: CFString = "drve"
/// The attributes of a new pair's private key (`SecKeyCreateRandomKey`).
public let kSecPrivateKeyAttrs: CFString = "private"
/// The attributes of a new pair's public key (`SecKeyCreateRandomKey`).
public let kSecPublicKeyAttrs: CFString = "public"

// Key types, classes and tokens.
/// An RSA key.
public let kSecAttrKeyTypeRSA: CFString = "42"
/// An elliptic-curve key on a NIST prime curve (P-256, P-384, P-521).
public let kSecAttrKeyTypeECSECPrimeRandom: CFString = "73"
/// An elliptic-curve key (the older name of `kSecAttrKeyTypeECSECPrimeRandom`).
public let kSecAttrKeyTypeEC: CFString = "73"
/// A public key.
public let kSecAttrKeyClassPublic: CFString = "0"
/// A private key.
public let kSecAttrKeyClassPrivate: CFString = "1"
/// A symmetric key.
public let kSecAttrKeyClassSymmetric: CFString = "2"
/// The Secure Enclave, which the iOS Simulator does not have: keys asking for it fail.
public let kSecAttrTokenIDSecureEnclave: CFString = "com.apple.setoken"

// Accessibility values.
/// Readable while the device is unlocked (the default).
public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
/// Readable after the first unlock since boot.
public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
/// Readable while unlocked, never migrated to another device.
public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
/// Readable after the first unlock, never migrated to another device.
public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
/// Readable while unlocked on a device with a passcode (adding fails without one).
public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"

// Values, results and search.
/// The item's secret data.
public let kSecValueData: CFString = "v_Data"
/// The item's object (a key or certificate).
public let kSecValueRef: CFString = "v_Ref"
/// A persistent reference to the item.
public let kSecValuePersistentRef: CFString = "v_PersistentRef"
/// Return the item's data.
public let kSecReturnData: CFString = "r_Data"
/// Return the item's attributes as a dictionary.
public let kSecReturnAttributes: CFString = "r_Attributes"
/// Return the item's object.
public let kSecReturnRef: CFString = "r_Ref"
/// Return a persistent reference to the item.
public let kSecReturnPersistentRef: CFString = "r_PersistentRef"
/// How many items a search returns.
public let kSecMatchLimit: CFString = "m_Limit"
/// Return the first matching item (the default).
public let kSecMatchLimitOne: CFString = "m_LimitOne"
/// Return every matching item, as an array.
public let kSecMatchLimitAll: CFString = "m_LimitAll"
/// Match items whose attributes match case-insensitively.
public let kSecMatchCaseInsensitive: CFString = "m_CaseInsensitive"
/// Use the data-protection keychain (always, on iOS).
public let kSecUseDataProtectionKeychain: CFString = "nleg"
/// The authentication context an item's access control checks (not checked in a render).
public let kSecUseAuthenticationContext: CFString = "u_AuthCtx"
/// The prompt an item's access control shows (none shows in a render).
public let kSecUseOperationPrompt: CFString = "u_OpPrompt"
