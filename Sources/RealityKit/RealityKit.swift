// The module a file's `import RealityKit` finds on Linux. On iOS RealityKit re-exports
// RealityFoundation (entities, components, resources) and brings Foundation and simd; ARKit,
// UIKit and Combine are imported, not re-exported (a file using `ARWorldTrackingConfiguration`
// or `Cancellable` imports ARKit or Combine itself, as on iOS).
//
// Backplate keeps RealityKit's scene as data: entities, their hierarchy, transforms (local,
// relative and world), components, meshes' parameters and bounds, materials, collision shapes
// and anchors all answer as on iOS. A render has no GPU, camera or frame loop: nothing is drawn
// in 3D (`RealityView` and `Model3D` draw nothing, `ARView` draws its background colour, each
// with a runtime warning), animations and systems never advance, physics never simulates, and
// USD or Reality files are not read (loading throws).
@_exported import Foundation
@_exported import simd
