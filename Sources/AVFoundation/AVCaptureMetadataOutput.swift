import Foundation

/// Something a camera detected in its frames: a code, a face, a body. A render has no camera, so
/// outputs deliver none; code that builds them for its own handling gets plain values.
open class AVMetadataObject {
    /// What kind of object this is.
    public let type: ObjectType
    /// Where the object is, in the frame's unit coordinates.
    public let bounds: CGRect
    /// When the object was seen.
    public let time: CMTime
    /// How long the object was seen.
    public let duration: CMTime

    init(type: ObjectType, bounds: CGRect, time: CMTime = .zero, duration: CMTime = .zero) {
        self.type = type
        self.bounds = bounds
        self.time = time
        self.duration = duration
    }

    /// A kind of detected object, named as AVFoundation names it.
    public struct ObjectType: RawRepresentable, Hashable, Sendable {
        /// The type's identifier ("org.iso.QRCode"...).
        public let rawValue: String
        /// A type of this identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A QR code.
        public static let qr = ObjectType(rawValue: "org.iso.QRCode")
        /// An EAN-13 barcode.
        public static let ean13 = ObjectType(rawValue: "org.gs1.EAN-13")
        /// An EAN-8 barcode.
        public static let ean8 = ObjectType(rawValue: "org.gs1.EAN-8")
        /// A UPC-E barcode.
        public static let upce = ObjectType(rawValue: "org.gs1.UPC-E")
        /// A Code 39 barcode.
        public static let code39 = ObjectType(rawValue: "org.iso.Code39")
        /// A Code 39 barcode with its mod 43 check digit.
        public static let code39Mod43 = ObjectType(rawValue: "org.iso.Code39Mod43")
        /// A Code 93 barcode.
        public static let code93 = ObjectType(rawValue: "com.intermec.Code93")
        /// A Code 128 barcode.
        public static let code128 = ObjectType(rawValue: "org.iso.Code128")
        /// A PDF417 barcode.
        public static let pdf417 = ObjectType(rawValue: "org.iso.PDF417")
        /// An Aztec code.
        public static let aztec = ObjectType(rawValue: "org.iso.Aztec")
        /// An Interleaved 2 of 5 barcode.
        public static let interleaved2of5 = ObjectType(rawValue: "org.ansi.Interleaved2of5")
        /// An ITF-14 barcode.
        public static let itf14 = ObjectType(rawValue: "org.gs1.ITF14")
        /// A Data Matrix code.
        public static let dataMatrix = ObjectType(rawValue: "org.iso.DataMatrix")
        /// A face.
        public static let face = ObjectType(rawValue: "face")
    }
}

/// A barcode or QR code a camera found, with the corners of its outline in the frame.
open class AVMetadataMachineReadableCodeObject: AVMetadataObject {
    /// The code's text.
    public let stringValue: String?
    /// The outline's corners, clockwise from the top left, in the frame's unit coordinates.
    public let corners: [CGPoint]

    init(type: ObjectType, stringValue: String?, corners: [CGPoint]) {
        self.stringValue = stringValue
        self.corners = corners
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let bounds = corners.isEmpty ? CGRect.zero
            : CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        super.init(type: type, bounds: bounds)
    }
}

/// Receives the objects a metadata output detects. A render has no camera, so it is never called.
public protocol AVCaptureMetadataOutputObjectsDelegate: NSObjectProtocol {
    /// Objects were detected in a frame.
    func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
                        from connection: AVCaptureConnection)
}

extension AVCaptureMetadataOutputObjectsDelegate {
    /// Optional, as on iOS.
    public func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
                               from connection: AVCaptureConnection) {}
}

/// Detects codes and faces in a session's video, as QR scanners add it. A render has no camera:
/// the output offers no types and its delegate is never called.
open class AVCaptureMetadataOutput: AVCaptureOutput {
    /// An output with no delegate.
    public override init() {}

    /// The object given the detected objects: kept, though a render detects none.
    open private(set) var metadataObjectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?
    /// The queue the delegate is called on.
    open private(set) var metadataObjectsCallbackQueue: DispatchQueue?
    /// The kinds of object to detect: kept as set (iOS throws for a kind the camera lacks; with
    /// no camera every kind is kept, and none is detected).
    open var metadataObjectTypes: [AVMetadataObject.ObjectType]! = []
    /// The kinds the connected camera can detect: none, a render has no camera.
    open var availableMetadataObjectTypes: [AVMetadataObject.ObjectType] { [] }
    /// The part of the frame searched, in unit coordinates (the whole frame).
    open var rectOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// Sets the object given the detected objects and the queue it is called on.
    open func setMetadataObjectsDelegate(_ objectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?,
                                         queue objectsCallbackQueue: DispatchQueue?) {
        metadataObjectsDelegate = objectsDelegate
        metadataObjectsCallbackQueue = objectsCallbackQueue
    }
}
