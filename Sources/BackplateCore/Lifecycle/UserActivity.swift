import Foundation

/// Foundation's user activity (Handoff, Spotlight, state restoration), which Linux's
/// Foundation lacks: an object holding an activity type, a title and a user-info dictionary,
/// so code that advertises or continues activities compiles and its payloads round-trip.
/// Nothing is ever advertised: a rendered view has no device to hand off to.
open class NSUserActivity: NSObject {
    /// The activity's type, a reverse-DNS string the app declares.
    open var activityType: String
    /// A title people see in Handoff and search.
    open var title: String?
    /// The activity's state.
    open var userInfo: [AnyHashable: Any]?
    /// The user-info keys needed to continue the activity.
    open var requiredUserInfoKeys: Set<String>?
    /// Words that find the activity in search.
    open var keywords: Set<String> = []
    /// A web page that continues the activity where the app is not installed.
    open var webpageURL: URL?
    /// An identifier that routes the activity to a scene.
    open var targetContentIdentifier: String?
    /// Whether the activity may be continued on another device.
    open var isEligibleForHandoff = true
    /// Whether the activity is indexed for on-device search.
    open var isEligibleForSearch = false
    /// Whether the activity may be indexed publicly.
    open var isEligibleForPublicIndexing = false
    /// Whether the activity should be saved before it is next advertised.
    open var needsSave = false
    /// Whether the activity is the current one (never, in a render: nothing is advertised).
    open private(set) var isCurrent = false

    /// Creates an activity of a type.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Merges entries into `userInfo`.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var info = userInfo ?? [:]
        for (key, value) in otherDictionary { info[key] = value }
        userInfo = info
    }

    /// Marks the activity current. Nothing is advertised in a render.
    open func becomeCurrent() { isCurrent = true }
    /// Marks the activity no longer current.
    open func resignCurrent() { isCurrent = false }
    /// Ends the activity.
    open func invalidate() { isCurrent = false }
}

extension NSUserActivity {
    /// Why a typed payload could not be read or written.
    public enum TypedPayloadError: Error {
        /// The activity holds no payload, or one that does not decode as the requested type.
        case invalidContent
        /// The payload could not be encoded.
        case encodingError
    }

    /// The key of the encoded payload in `userInfo`.
    static let typedPayloadKey = "com.apple.SwiftUI.typedPayload"

    /// Decodes the payload `setTypedPayload(_:)` stored (JSON in `userInfo`); throws
    /// `TypedPayloadError.invalidContent` when there is none or it is of another type.
    public func typedPayload<T: Decodable & Encodable>(_ type: T.Type) throws -> T {
        guard let data = userInfo?[Self.typedPayloadKey] as? Data,
              let value = try? JSONDecoder().decode(T.self, from: data) else {
            throw TypedPayloadError.invalidContent
        }
        return value
    }

    /// Encodes `payload` as JSON into `userInfo`, replacing any earlier payload; throws
    /// `TypedPayloadError.encodingError` when it cannot be encoded.
    public func setTypedPayload<T: Decodable & Encodable>(_ payload: T) throws {
        guard let data = try? JSONEncoder().encode(payload) else { throw TypedPayloadError.encodingError }
        addUserInfoEntries(from: [Self.typedPayloadKey: data])
    }
}

nonisolated extension View {
    /// Advertises a user activity of `activityType` while `isActive`, with `update` filling it
    /// in when the system asks. A render advertises nothing and never calls `update`.
    public func userActivity(_ activityType: String, isActive: Bool = true,
                             _ update: @escaping (NSUserActivity) -> Void) -> some View {
        modifier(_InertModifier())
    }

    /// Advertises a user activity of `activityType` for `element` while it is not `nil`. A
    /// render advertises nothing and never calls `update`.
    public func userActivity<P>(_ activityType: String, element: P?,
                                _ update: @escaping (P, NSUserActivity) -> Void) -> some View {
        modifier(_InertModifier())
    }

    /// Runs `action` when the app is asked to continue an activity of `activityType`. A render
    /// is never asked, so `action` never runs.
    public func onContinueUserActivity(_ activityType: String,
                                       perform action: @escaping (NSUserActivity) -> Void) -> some View {
        modifier(_InertModifier())
    }

    /// Chooses which of a scene's windows handles external events (URLs, activities) whose
    /// targets match. A render receives no events: nothing changes.
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View {
        modifier(_InertModifier())
    }
}
