import Foundation

/// A key in the options dictionary an image request handler takes, describing the image or how
/// to handle it. A render reads no option: the dictionary is accepted and ignored.
public struct VNImageOption: RawRepresentable, Hashable, Sendable {
    /// The option's constant name.
    public let rawValue: String

    /// An option key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The image source's properties dictionary, for algorithms such as horizon detection.
    public static let properties = VNImageOption(rawValue: "VNImageOptionProperties")
    /// The camera intrinsics matrix, as data.
    public static let cameraIntrinsics = VNImageOption(rawValue: "VNImageOptionCameraIntrinsics")
    /// The `CIContext` to use for the handler's Core Image work.
    public static let ciContext = VNImageOption(rawValue: "VNImageOptionCIContext")
}
