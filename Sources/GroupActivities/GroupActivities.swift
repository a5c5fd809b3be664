// The module a file's `import GroupActivities` finds on Linux: SharePlay's activities, sessions,
// messengers and journals, answering as an iPhone on no FaceTime call with no SharePlay session.
// `GroupStateObserver().isEligibleForGroupSession` is false; `prepareForActivation()` answers
// `.activationDisabled`; `activate()` throws (Apple documents that it throws when no call is
// active); `sessions()` finishes at once without a session, so no `GroupSession` ever reaches an
// app; messengers and journals deliver nothing and their sends throw. Each of these emits a
// runtime warning naming the call; nothing crashes, blocks or waits. Foundation comes with it,
// as with the framework's own imports on iOS.
@_exported import Foundation
