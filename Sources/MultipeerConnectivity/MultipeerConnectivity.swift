// The module a file's `import MultipeerConnectivity` finds on Linux: peer IDs, sessions, the
// nearby-service advertiser and browser, and the system's browser and invitation UI. A render
// has no Wi-Fi or Bluetooth radio, so no peer is ever near: advertising and browsing start and
// find nothing (with a runtime warning), no invitation arrives or is answered, a session has no
// connected peers and sending to any peer throws `MCError.notConnected`. Peer IDs are values
// apps keep: a copy or an archived and unarchived peer ID equals the original. On iOS the
// framework's headers bring UIKit (for `MCBrowserViewController`); so does this module.
@_exported import Foundation
@_exported import BackplateUIKit

/// The fewest peers a session supports, the local peer included: 2.
@available(iOS, introduced: 7.0, deprecated: 27.0, message: "Use Network Framework instead")
public let kMCSessionMinimumNumberOfPeers = 2

/// The most peers a session supports, the local peer included: 8.
@available(iOS, introduced: 7.0, deprecated: 27.0, message: "Use Network Framework instead")
public let kMCSessionMaximumNumberOfPeers = 8
