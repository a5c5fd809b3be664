// `import MapKit` on iOS brings UIKit with it (`MKMapView` is a `UIView`, renderers take
// `UIColor` and draw in a `CGContext`); so does Backplate's, as WebKit's stand-in does.
@_exported import BackplateUIKit
@_exported import CoreGraphics
