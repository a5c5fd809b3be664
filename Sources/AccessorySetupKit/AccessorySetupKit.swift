// The module a file's `import AccessorySetupKit` finds on Linux: iOS 18's accessory session,
// discovery descriptors and picker items, answering as the iOS Simulator does: no picker can
// appear, so a session activates with no accessories and every picker request fails.
@_exported import Foundation
