// UIKit's headers import CoreText (`UIFont`) and ImageIO (`UIImage`): the font manager and
// `CGImageSource` are visible wherever UIKit or SwiftUI is, including `backplate preview`'s
// files, whose `import UIKit` and `import SwiftUI` compile as BackplateUIKit and Backplate.
@_exported import CoreText
@_exported import ImageIO
// Objective-C method names (`Selector`), which UIKit's target-action API takes, are Foundation's.
@_exported import struct BackplateDarwin.Selector
