import BackplateCore
import Foundation

/// A peer in a Multipeer Connectivity session: the local device or a nearby one, with the name
/// people see. Each `init(displayName:)` makes a new peer, unequal to every other even with the
/// same name; a copy, or a peer ID archived and read back, is equal to the original (which is
/// why apps archive theirs). A render only ever holds peer IDs the app made.
@available(iOS, introduced: 7.0, deprecated: 27.0, message: "Use Network Framework instead")
open class MCPeerID: NSObject, NSCopying, NSSecureCoding {
    /// The name shown to nearby peers.
    open private(set) var displayName: String
    /// What makes this peer unique: kept through copies and archives.
    private let identifier: UUID

    /// A new peer named `myDisplayName`. The name must be 1 to 63 bytes of UTF-8; iOS raises an
    /// exception otherwise, a render keeps it and warns.
    public init(displayName myDisplayName: String) {
        let length = myDisplayName.utf8.count
        if length == 0 || length > 63 {
            RuntimeWarning.emit("MCPeerID: init(displayName:) was given a \(length)-byte name; Multipeer Connectivity requires 1 to 63 bytes of UTF-8 and raises an exception on iOS")
        }
        displayName = myDisplayName
        identifier = UUID()
        super.init()
    }

    /// Whether `object` is the same peer (a copy or an unarchived copy of it included).
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? MCPeerID)?.identifier == identifier
    }

    /// A hash of the peer's identity, consistent with `isEqual(_:)`.
    open override var hash: Int { identifier.hashValue }

    /// The display name, as iOS describes a peer ID.
    open override var description: String { "<MCPeerID: \(displayName)>" }

    /// The same peer (peer IDs do not change, so this is the peer itself).
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Peer IDs archive securely: true.
    public class var supportsSecureCoding: Bool { true }

    /// Writes the display name and the peer's identity to `coder`.
    open func encode(with coder: NSCoder) {
        coder.encode(displayName as NSString, forKey: "displayName")
        coder.encode(identifier.uuidString as NSString, forKey: "identifier")
    }

    /// The peer archived in `coder`, equal to the one archived; `nil` when it holds none.
    public required init?(coder: NSCoder) {
        guard let name = coder.decodeObject(of: NSString.self, forKey: "displayName"),
              let text = coder.decodeObject(of: NSString.self, forKey: "identifier"),
              let identifier = UUID(uuidString: text as String) else { return nil }
        displayName = name as String
        self.identifier = identifier
        super.init()
    }
}
