// The opaque change tokens of database and zone change fetches. A render never receives a new
// one (every fetch fails signed out), but tokens an app archived earlier still decode.
import Foundation

/// An opaque token marking a point in a database's or a zone's change history. Apps keep the
/// last one (archived with `NSKeyedArchiver`) and pass it to the next change fetch.
public final class CKServerChangeToken: NSObject, NSSecureCoding, NSCopying, Sendable {
    /// The token's server-side bytes (kept as archived; never read).
    private let payload: Data

    init(payload: Data) {
        self.payload = payload
        super.init()
    }

    /// Tokens decode only through secure coding (`true`).
    public static var supportsSecureCoding: Bool { true }

    /// Decodes a token an app archived; its bytes are kept as they were.
    public init?(coder: NSCoder) {
        payload = coder.decodeObject(of: NSData.self, forKey: "payload").map { Data(referencing: $0) } ?? Data()
        super.init()
    }

    /// Archives the token's bytes.
    public func encode(with coder: NSCoder) { coder.encode(payload as NSData, forKey: "payload") }

    /// The token itself: it never changes.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// Tokens are equal when their bytes are.
    public override func isEqual(_ object: Any?) -> Bool { (object as? CKServerChangeToken)?.payload == payload }
    /// The bytes' hash.
    public override var hash: Int { payload.hashValue }
}
