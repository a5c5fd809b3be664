import BackplateCore
import BackplateUIKit
import Foundation

/// The person's photo library: authorization, change blocks and change observers.
///
/// A render is an iPhone whose person has not answered the photo-library prompt: the status
/// reads `.notDetermined`, every request answers `.denied` (no one is there to grant access),
/// and every change block fails with `PHPhotosError.accessUserDenied` without being run, as iOS
/// applies no change to a library the app may not write. Each such call emits a runtime warning
/// naming it; handlers are called once, on the calling thread, before the call returns.
public final class PHPhotoLibrary: NSObject, Sendable {
    private static let sharedLibrary = PHPhotoLibrary()

    private override init() { super.init() }

    /// The person's photo library; the same object on every call, usable from any thread.
    public class func shared() -> PHPhotoLibrary { sharedLibrary }

    // MARK: Authorization

    /// The app's authorization for `accessLevel`: `.notDetermined` in a render, for both levels
    /// (the prompt was never answered). No warning: reading the status is harmless.
    @available(iOS 14, macOS 11, *)
    public class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus {
        .notDetermined
    }

    /// The app's authorization (iOS 13's form, read-write access): `.notDetermined` in a render.
    @available(iOS, introduced: 8, deprecated: 14, message: "Use +authorizationStatusForAccessLevel:")
    @available(macOS, introduced: 10.13, deprecated: 11, message: "Use +authorizationStatusForAccessLevel:")
    public class func authorizationStatus() -> PHAuthorizationStatus {
        .notDetermined
    }

    /// Asks for `accessLevel`: `handler` gets `.denied` once, before this returns, after a runtime
    /// warning; a render has no person to grant access. The status keeps reading `.notDetermined`.
    @available(iOS 14, macOS 11, *)
    public class func requestAuthorization(for accessLevel: PHAccessLevel,
                                           handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) {
        handler(deny("PHPhotoLibrary.requestAuthorization(for:handler:)"))
    }

    /// Asks for `accessLevel` and returns the answer: `.denied` at once in a render, after a
    /// runtime warning (no person can grant access). Never suspends waiting for anyone.
    @available(iOS 14, macOS 11, *)
    public class func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus {
        deny("PHPhotoLibrary.requestAuthorization(for:)")
    }

    /// Asks for read-write access (iOS 13's form): `handler` gets `.denied` once, before this
    /// returns, after a runtime warning.
    @available(iOS, introduced: 8, deprecated: 100000, message: "Use +requestAuthorizationForAccessLevel:handler: instead")
    @available(macOS, introduced: 10.13, deprecated: 100000, message: "Use +requestAuthorizationForAccessLevel:handler: instead")
    public class func requestAuthorization(_ handler: @escaping (PHAuthorizationStatus) -> Void) {
        handler(deny("PHPhotoLibrary.requestAuthorization(_:)"))
    }

    private static func deny(_ call: String) -> PHAuthorizationStatus {
        PhotosRender.warn(call, "it answers .denied")
        return .denied
    }

    /// Shows the picker for changing a limited-library selection. A render never has limited
    /// access (the status is `.notDetermined`), so this does nothing, as on iOS in that case.
    @available(iOS 14, *)
    public func presentLimitedLibraryPicker(from controller: UIViewController) {
        PhotosRender.warn("PHPhotoLibrary.presentLimitedLibraryPicker(from:)", "it shows nothing")
    }

    /// Shows the limited-library picker: nothing is shown in a render (no limited access), and
    /// `completionHandler` gets no new identifiers (`[]`) once, before this returns.
    @available(iOS 15, *)
    public func presentLimitedLibraryPicker(from controller: UIViewController,
                                            completionHandler: @escaping @Sendable ([String]) -> Void) {
        PhotosRender.warn("PHPhotoLibrary.presentLimitedLibraryPicker(from:completionHandler:)", "it shows nothing and hands back []")
        completionHandler([])
    }

    /// Shows the limited-library picker and returns the newly chosen identifiers: `[]` at once in
    /// a render, which has no limited access and no person to choose.
    @available(iOS 15, *)
    @discardableResult
    public func presentLimitedLibraryPicker(from controller: UIViewController) async -> [String] {
        PhotosRender.warn("PHPhotoLibrary.presentLimitedLibraryPicker(from:)", "it shows nothing and returns []")
        return []
    }

    // MARK: Changes

    /// Runs a change block: in a render `changeBlock` is not run (the app may not write the
    /// library), and `completionHandler` gets `(false, PHPhotosError.accessUserDenied)` once,
    /// before this returns, after a runtime warning.
    public func performChanges(_ changeBlock: @escaping () -> Void,
                               completionHandler: (@Sendable (Bool, (any Error)?) -> Void)? = nil) {
        let error = Self.refuseChanges("PHPhotoLibrary.performChanges(_:completionHandler:)")
        completionHandler?(false, error)
    }

    /// Runs a change block and waits: throws `PHPhotosError.accessUserDenied` at once in a render,
    /// without running `changeBlock`, after a runtime warning.
    public nonisolated(nonsending) func performChanges(_ changeBlock: @escaping () -> Void) async throws {
        throw Self.refuseChanges("PHPhotoLibrary.performChanges(_:)")
    }

    /// Runs a change block synchronously: throws `PHPhotosError.accessUserDenied` at once in a
    /// render, without running `changeBlock` or blocking, after a runtime warning.
    public func performChangesAndWait(_ changeBlock: @escaping () -> Void) throws {
        throw Self.refuseChanges("PHPhotoLibrary.performChangesAndWait(_:)")
    }

    private static func refuseChanges(_ call: String) -> PHPhotosError {
        PhotosRender.warn(call, "the change block is not run and the call fails with PHPhotosError.accessUserDenied")
        return PhotosRender.accessDenied
    }

    // MARK: Observers

    /// Registers `observer` for change messages. A render's library never changes, so it is
    /// not kept and never called.
    public func register(_ observer: any PHPhotoLibraryChangeObserver) {}

    /// Unregisters a change observer (nothing is kept in a render).
    public func unregisterChangeObserver(_ observer: any PHPhotoLibraryChangeObserver) {}

    /// Registers `observer` for availability messages: never called in a render.
    @available(iOS 13, macOS 10.15, *)
    public func register(_ observer: any PHPhotoLibraryAvailabilityObserver) {}

    /// Unregisters an availability observer (nothing is kept in a render).
    @available(iOS 13, macOS 10.15, *)
    public func unregisterAvailabilityObserver(_ observer: any PHPhotoLibraryAvailabilityObserver) {}

    /// Why the library is unavailable: nil, as a render's library never goes away.
    @available(iOS 13, macOS 10.15, *)
    public var unavailabilityReason: (any Error)? { nil }
}
