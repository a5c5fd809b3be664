// The module a file's `import UIKit` finds on Linux: Backplate's UIKit names (`UIColor`,
// `UIImage`, `UITraitCollection`, `UIEdgeInsets`...) and Foundation, as UIKit re-exports it.
@_exported import BackplateUIKit
@_exported import Foundation
// UIKit's headers import CoreGraphics, so a file that imports only UIKit names `CGColor`,
// `CGContext`, `CFDictionary` and, under `MemberImportVisibility`, `CGSize.applying(_:)`.
@_exported import CoreGraphics
// UIKit's headers import UserNotifications (`UNUserNotificationCenter` is visible wherever
// UIKit, or SwiftUI, is imported).
@_exported import UserNotifications
// UIKit's headers import QuartzCore (`CALayer`, `CAGradientLayer` are visible wherever UIKit is).
@_exported import QuartzCore
// UIKit's headers import CoreText (`UIFont`) and ImageIO (`UIImage`): the font manager and
// `CGImageSource` are visible wherever UIKit, or SwiftUI, is.
@_exported import CoreText
@_exported import ImageIO
// UIKit's headers import CoreImage (`UIImage(ciImage:)`): `CIImage`, `CIContext` are visible too.
@_exported import CoreImage
