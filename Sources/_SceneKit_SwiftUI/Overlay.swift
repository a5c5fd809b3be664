// SceneKit's cross-import overlay with SwiftUI, where iOS declares `SceneView`; Xcode's
// completions may write `import _SceneKit_SwiftUI`, which on iOS re-exports SceneKit, as this
// module does (Backplate declares `SceneView` in SceneKit itself, as it does `SpriteView`).
@_exported import SceneKit
