// PhotosUI's cross-import overlay with SwiftUI, where iOS declares `PhotosPicker`; Xcode's completions
// write `import _PhotosUI_SwiftUI`, which on iOS re-exports PhotosUI, as this module does.
@_exported import PhotosUI
