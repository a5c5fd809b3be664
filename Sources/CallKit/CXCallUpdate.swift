import Foundation

/// New or changed information about a call, reported with `CXProvider`. Every capability
/// starts `false` and the handle and caller name `nil`; the update keeps what is set. A render
/// shows no call, so nothing reads an update but the app.
open class CXCallUpdate: NSObject, NSCopying {
    /// The other party: the caller of an incoming call, the callee of an outgoing one.
    open var remoteHandle: CXHandle?
    /// The name to show for the caller, in place of the one the system would look up.
    open var localizedCallerName: String?
    /// Whether the call can be held on its own or swapped with another.
    open var supportsHolding = false
    /// Whether the call can be merged with other calls.
    open var supportsGrouping = false
    /// Whether the call can be split from a group of calls.
    open var supportsUngrouping = false
    /// Whether the call can play DTMF tones.
    open var supportsDTMF = false
    /// Whether the call has video.
    open var hasVideo = false

    /// An update with nothing set.
    public override init() { super.init() }

    /// An update with the same values (the handle is shared: handles do not change).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CXCallUpdate()
        copy.remoteHandle = remoteHandle
        copy.localizedCallerName = localizedCallerName
        copy.supportsHolding = supportsHolding
        copy.supportsGrouping = supportsGrouping
        copy.supportsUngrouping = supportsUngrouping
        copy.supportsDTMF = supportsDTMF
        copy.hasVideo = hasVideo
        return copy
    }
}
