// AVKit's cross-import overlay with SwiftUI, where iOS declares `VideoPlayer`; Xcode's completions
// write `import _AVKit_SwiftUI`, which on iOS re-exports AVKit, as this module does.
@_exported import AVKit
