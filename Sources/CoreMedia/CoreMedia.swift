// The module a file's `import CoreMedia` finds on Linux: CoreMedia's time, format and tag types,
// the sample buffer capture delegates name and CoreVideo's pixel buffer it carries. AVFoundation
// and Vision re-export it, as on iOS.
@_exported import Foundation
