// RealityKit's cross-import overlay with SwiftUI, where iOS declares `RealityView` and
// `Model3D`; Xcode's completions may write `import _RealityKit_SwiftUI`, which on iOS
// re-exports RealityKit, as this module does (Backplate declares them in RealityKit itself).
@_exported import RealityKit
