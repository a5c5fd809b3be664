// The module a file's `import CoreMedia` finds on Linux: CoreMedia's time types (CMTime,
// CMTimeRange, their C functions and constants), format and tag types, and the sample buffer
// AVFoundation's capture delegates name. AVFoundation re-exports it, as on iOS.
@_exported import Foundation
