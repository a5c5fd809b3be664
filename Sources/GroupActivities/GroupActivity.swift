import Foundation

/// An app's shareable experience, which SharePlay advertises to the people on a FaceTime call.
/// Codable, as Apple's, so the system can send it to other devices. In a render there is no call:
/// activating throws, preparing answers `.activationDisabled`, and no session ever arrives.
public protocol GroupActivity: Decodable, Encodable {
    /// The string that identifies the activity within the app (reverse-DNS). The default is the
    /// app's bundle identifier, a dot and the type's name, as on iOS.
    static var activityIdentifier: String { get }

    /// The title, image and type the system shows when inviting others. A render never asks for
    /// it: nothing is advertised.
    var metadata: GroupActivityMetadata { get async }
}

extension GroupActivity {
    /// The bundle identifier, a dot and the type's name ("com.example.app.WatchTogether"), as
    /// Apple composes it; a program without a bundle identifier gets the type's name alone.
    public static var activityIdentifier: String {
        let typeName = GroupActivitiesRender.name(of: Self.self)
        guard let bundle = Bundle.main.bundleIdentifier, !bundle.isEmpty else { return typeName }
        return "\(bundle).\(typeName)"
    }

    /// Asks whether to share the activity with the call or do it alone. A render has no FaceTime
    /// call, so it answers `.activationDisabled` at once (do it locally), after a runtime warning.
    public func prepareForActivation() async -> GroupActivityActivationResult {
        GroupActivitiesRender.warn("\(GroupActivitiesRender.name(of: Self.self)).prepareForActivation()",
                                   "it answers .activationDisabled")
        return .activationDisabled
    }

    /// Starts the activity for everyone on the FaceTime call and returns whether a session will
    /// reach the app. Apple documents that it throws when no call is active: in a render it throws
    /// at once (an error an app catches as `any Error`), after a runtime warning.
    public func activate() async throws -> Bool {
        throw GroupActivitiesRender.unavailable("\(GroupActivitiesRender.name(of: Self.self)).activate()")
    }

    /// The asynchronous sequence of this activity's sessions, as `sessions()` returns it.
    public typealias Sessions = GroupSession<Self>.Sessions

    /// The sessions the system delivers for this activity. In a render nobody starts one: the
    /// sequence finishes at once without an element (a runtime warning says so), so a
    /// `for await` loop in a `.task` ends straight away.
    public static func sessions() -> Self.Sessions {
        GroupActivitiesRender.warn("\(GroupActivitiesRender.name(of: Self.self)).sessions()",
                                   "the sequence finishes at once without a session")
        return Sessions()
    }
}
