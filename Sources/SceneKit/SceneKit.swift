// The module a file's `import SceneKit` finds on Linux. On iOS it brings UIKit (`UIColor`,
// `UIView`, `UIBezierPath`), QuartzCore, CoreGraphics, Foundation and simd with it; so does
// Backplate's.
//
// Backplate keeps a scene graph as data (nodes, transforms, geometry, materials, lights,
// cameras, actions, physics settings) and draws no 3D: `SceneView` and `SCNView` fill their
// frame with the scene's background colour (see `SceneView`), with a runtime warning. No
// frame is rendered, so actions, animations, constraints and physics never run and renderer
// delegates are never called. Apple deprecated SceneKit in iOS 26; it still compiles there.
@_exported import BackplateUIKit
@_exported import CoreGraphics
@_exported import Foundation
@_exported import QuartzCore
@_exported import simd
