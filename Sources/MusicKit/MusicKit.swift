// The module a file's `import MusicKit` finds on Linux: Apple Music's items, requests, players
// and SwiftUI views, answering as a device with no Apple Account, no developer token and no
// network. Items decode from Apple Music API JSON (how previews are built) and keep every value
// they were given; authorization is never granted; every catalog, library or data request throws
// `MusicTokenRequestError.permissionDenied` after a runtime warning naming it; players keep their
// queue and state but play no audio; `ArtworkImage` draws the artwork's background colour.
// On iOS the framework brings Foundation with it; so does this one.
@_exported import Foundation
