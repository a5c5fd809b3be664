// The module a file's `import ARKit` finds on Linux. On iOS ARKit's headers bring SceneKit (for
// `ARSCNView`), UIKit, CoreVideo, Foundation and simd with them; so does Backplate's (SceneKit
// re-exports UIKit's names, Foundation and simd; CoreMedia holds CoreVideo's buffer types).
//
// A render has no camera, no motion sensors and no GPU, so ARKit answers as on a device that
// supports none of it (as the iOS simulator does): every configuration's `isSupported` is
// `false`, `ARSession.run(_:options:)` starts nothing and reports
// `ARError(.unsupportedConfiguration)` to its observers, `currentFrame` stays `nil`, and no
// anchor is ever detected. Configurations, anchors, queries and reference images are kept as
// data. `ARSCNView` draws black where the camera feed would be (see `ARSCNView`).
@_exported import CoreMedia
@_exported import Foundation
@_exported import ImageIO
@_exported import SceneKit
@_exported import simd
