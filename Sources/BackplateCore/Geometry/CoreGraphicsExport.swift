// SwiftUI re-exports CoreGraphics: `CGColor`, `CGImage`, `CGPath`, `CGContext` and
// `CGAffineTransform` are visible wherever SwiftUI's names are.
@_exported import CoreGraphics
