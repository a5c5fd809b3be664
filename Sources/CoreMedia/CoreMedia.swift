// The module a file's `import CoreMedia` finds on Linux: CoreMedia's time, format and tag types,
// the sample buffer capture delegates name; CoreVideo (its pixel buffers) comes with it. AVFoundation
// and Vision re-export it, as on iOS.
@_exported import CoreVideo
@_exported import Foundation
