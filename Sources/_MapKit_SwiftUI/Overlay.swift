// MapKit's cross-import overlay with SwiftUI, where iOS declares `Map` and `Marker`; Xcode's completions
// write `import _MapKit_SwiftUI`, which on iOS re-exports MapKit, as this module does.
@_exported import MapKit
