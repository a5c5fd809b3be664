// The module a file's `import Speech` finds on Linux: Apple's speech recognition API, answering
// as a device where speech recognition exists but the user has not answered the permission
// prompt and nothing can be recorded. Authorization reads `.notDetermined` and requesting it
// gets `.denied` (no user can grant it); every recognition task completes at once with Apple's
// "Request is not authorized" error (kAFAssistantErrorDomain 1700); the iOS 26 analyzer has no
// speech model, so analysis throws `SFSpeechError.noModel`. Each of these emits a runtime
// warning naming the call. On iOS the framework's headers bring Foundation and AVFoundation;
// so does this module.
@_exported import Foundation
@_exported import AVFoundation
