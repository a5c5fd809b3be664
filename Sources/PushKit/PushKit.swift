// The module a file's `import PushKit` finds on Linux: the push registry VoIP apps use, with
// its push types, credentials and payloads. A render has no connection to Apple's push service
// (as the iOS Simulator, which receives no VoIP pushes): registering delivers no token,
// `pushToken(for:)` is nil and no push ever arrives, so the registry's delegate is never called.
@_exported import Foundation
