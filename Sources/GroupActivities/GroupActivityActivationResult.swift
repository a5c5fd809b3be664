/// What `prepareForActivation()` decided: share the activity with the FaceTime call, do it
/// alone, or nothing. A render, with no call, always answers `.activationDisabled`.
public enum GroupActivityActivationResult: Hashable, Sendable {
    /// The person wants to share the activity with the group: call `activate()`. Never in a render.
    case activationPreferred
    /// Sharing is off or the person prefers to do the activity locally: a render's answer.
    case activationDisabled
    /// The person cancelled the request. Never in a render.
    case cancelled
}
