import Foundation
import BackplateCore

/// UIKit's image picker, as a stand-in that answers as the iOS Simulator does: the photo
/// library and saved photos are available, the camera is not. Presenting it records the
/// presentation and draws nothing; no image is ever picked, so its `delegate` (an
/// `UIImagePickerControllerDelegate` too, in app code) is never called.
open class UIImagePickerController: UINavigationController {
    /// Where the picker takes images from (UIKit's raw values).
    public enum SourceType: Int, Sendable {
        /// The photo library (deprecated in iOS 14 in favour of `PHPickerViewController`).
        case photoLibrary = 0
        /// The camera.
        case camera = 1
        /// The saved photos album.
        case savedPhotosAlbum = 2
    }
    /// Which camera is used (UIKit's raw values).
    public enum CameraDevice: Int, Sendable {
        /// The back camera.
        case rear = 0
        /// The front camera.
        case front = 1
    }
    /// Photos or videos (UIKit's raw values).
    public enum CameraCaptureMode: Int, Sendable {
        /// Still photos.
        case photo = 0
        /// Video.
        case video = 1
    }
    /// The keys of the dictionary a picked image comes in.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        /// UIKit's key string.
        public let rawValue: String
        /// A key from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The picked image as taken (a `UIImage`).
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The image as edited (a `UIImage`).
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The crop rectangle (a `CGRect` in an `NSValue`).
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// The media type (`"public.image"` or `"public.movie"`).
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// The file URL of a movie.
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        /// The file URL of an image.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        /// A camera photo's metadata.
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        /// The photo-library asset.
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
    }

    /// Where images come from (`.photoLibrary`). UIKit raises an exception for an unavailable
    /// source (the camera, on the simulator); here a runtime warning names it instead.
    open var sourceType: SourceType = .photoLibrary {
        didSet {
            if !Self.isSourceTypeAvailable(sourceType) {
                RuntimeWarning.emit("UIImagePickerController: source type \(sourceType) is not available on the simulator (UIKit raises an exception)")
            }
        }
    }
    /// The media types offered (`["public.image"]`).
    open var mediaTypes = ["public.image"]
    /// Whether the user can crop the picked image (`false`).
    open var allowsEditing = false
    /// The camera used (`.rear`).
    open var cameraDevice: CameraDevice = .rear
    /// Photo or video (`.photo`).
    open var cameraCaptureMode: CameraCaptureMode = .photo

    /// Whether the device has `sourceType`: the simulator has no camera.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }
    /// The media types `sourceType` offers (`nil` when it is unavailable).
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image", "public.movie"] : nil
    }
    /// Whether the device has `cameraDevice`: no camera on the simulator.
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
}

/// What an image picker tells its delegate. Nothing is picked in a render: never called.
@MainActor @preconcurrency
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    /// Called with the picked image or movie.
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// Called when the user cancelled.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    /// Does nothing.
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    /// Does nothing (UIKit dismisses the picker).
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}
