// The module a file's `import CoreBluetooth` finds on Linux: Apple's Bluetooth Low Energy
// managers, peers, attributes and UUIDs, answering as the iOS Simulator does: there is no radio,
// so every manager settles on `.unsupported`, scans find nothing and connections never complete.
@_exported import Foundation
