// Declares nothing: UIKit's names are Swift, in Sources/BackplateUIKit. This header gives the
// Clang module `UIKit` and its submodules (UIImage, UIApplication...) something to name.
