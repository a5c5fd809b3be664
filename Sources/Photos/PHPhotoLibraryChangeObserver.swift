import Foundation

/// An object told when the photo library changes. A render's library never changes, so
/// `photoLibraryDidChange(_:)` is never called.
public protocol PHPhotoLibraryChangeObserver: NSObjectProtocol {
    /// The library changed as `changeInstance` describes (never called in a render).
    func photoLibraryDidChange(_ changeInstance: PHChange)
}

/// An object told when the photo library becomes unavailable. A render has no library to lose,
/// so `photoLibraryDidBecomeUnavailable(_:)` is never called.
@available(iOS 13, macOS 10.15, *)
public protocol PHPhotoLibraryAvailabilityObserver: NSObjectProtocol {
    /// The library became unavailable (never called in a render).
    func photoLibraryDidBecomeUnavailable(_ photoLibrary: PHPhotoLibrary)
}
