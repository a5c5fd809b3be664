// `import MediaPlayer` on iOS brings UIKit with it (`MPMediaItemArtwork` takes a `UIImage`,
// `MPVolumeView` is a `UIView`); so does Backplate's, as MapKit's and WebKit's stand-ins do.
@_exported import BackplateUIKit
