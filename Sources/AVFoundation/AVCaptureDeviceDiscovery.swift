import Foundation

extension AVCaptureDevice {
    /// A search for the capture devices of some types, media and position. A render, like a
    /// simulator, has no cameras or microphones: every search finds none.
    open class DiscoverySession {
        /// The types searched for.
        public let deviceTypes: [DeviceType]
        /// The media the devices must capture (`nil`: any).
        public let mediaType: AVMediaType?
        /// The position the devices must face.
        public let position: Position

        /// A search for devices of `deviceTypes` capturing `mediaType` at `position`.
        public init(deviceTypes: [DeviceType], mediaType: AVMediaType?, position: Position) {
            self.deviceTypes = deviceTypes
            self.mediaType = mediaType
            self.position = position
        }

        /// The devices found, best first: none in a render.
        open var devices: [AVCaptureDevice] { [] }
    }

    /// The camera the system prefers for capture (iOS 17): `nil`, as there is none.
    public class var systemPreferredCamera: AVCaptureDevice? { nil }

    /// The camera the person prefers (iOS 17): `nil`, as there is none; setting it changes
    /// nothing, as setting `nil` or an absent device does on iOS.
    public class var userPreferredCamera: AVCaptureDevice? {
        get { nil }
        set {}
    }
}

extension AVCaptureDevice.DeviceType {
    /// An external camera, such as a USB one on iPad (iOS 17).
    public static let external = Self(rawValue: "AVCaptureDeviceTypeExternal")
    /// The microphone, before iOS 17 named `microphone`.
    @available(iOS, deprecated: 17.0, renamed: "microphone")
    public static let builtInMicrophone = Self(rawValue: "AVCaptureDeviceTypeBuiltInMicrophone")
}
