// The module a file's `import GameKit` finds on Linux: Game Center's players, leaderboards,
// achievements, access point, dashboard and matchmaking, answering as a device with no
// signed-in Game Center account and no network. The local player is never authenticated: the
// authenticate handler is called once with `GKError.notAuthenticated`, every request to Game
// Center fails with that error (through its completion handler, on the main queue, or thrown
// from its async form) after a runtime warning naming the call, and no Game Center interface
// (access point, dashboard, matchmaker, banner) is ever drawn. On iOS the framework brings
// UIKit and Foundation with it; so does this one.
@_exported import BackplateUIKit
@_exported import Foundation
