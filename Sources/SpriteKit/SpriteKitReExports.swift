// `import SpriteKit` on iOS brings UIKit (`SKNode` is a `UIResponder`, colours are `UIColor`),
// CoreGraphics (`CGPoint`, `CGPath`) and Foundation (`TimeInterval`) with it; so does
// Backplate's, as MapKit's stand-in does.
@_exported import BackplateUIKit
@_exported import CoreGraphics
@_exported import Foundation

/// SpriteKit's colour type: `UIColor` on iOS.
public typealias SKColor = UIColor
