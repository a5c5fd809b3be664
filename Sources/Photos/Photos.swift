// The module a file's `import Photos` finds on Linux: PhotoKit's library, asset, fetch, image and
// change-request types, answering as an iPhone whose user has not yet answered the photo-library
// prompt and never will. `authorizationStatus(for:)` reads `.notDetermined`; every request for
// access answers `.denied`, every fetch is empty, every image request ends once with a nil
// result and an error, and every change block fails with `PHPhotosError.accessUserDenied`, each
// with a runtime warning naming the call. Nothing blocks and nothing waits for a person.
//
// On iOS, Photos' headers bring Foundation, CoreLocation (`PHAsset.location`) and UIKit's
// `UIImage` (image requests) with them; so does this module. `NSSortDescriptor(key:ascending:)`
// and `NSPredicate(format:)`, which fetch options are built from, are Foundation's on iOS and
// Backplate's CoreData extensions here, so CoreData is re-exported too.
@_exported import Foundation
@_exported import CoreLocation
@_exported import CoreData
@_exported import class BackplateUIKit.UIImage
@_exported import enum ImageIO.CGImagePropertyOrientation
@_exported import protocol BackplateDarwin.NSFastEnumeration
