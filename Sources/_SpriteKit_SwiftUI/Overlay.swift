// SpriteKit's cross-import overlay with SwiftUI, where iOS declares `SpriteView`; Xcode's
// completions write `import _SpriteKit_SwiftUI`, which on iOS re-exports SpriteKit, as this
// module does (Backplate declares `SpriteView` in SpriteKit itself, as MapKit does `Map`).
@_exported import SpriteKit
