import Foundation

/// A barcode a request found: its corners, symbology and payload. A render detects no barcodes;
/// one made by code (from a bounding box) has the QR symbology and no payload.
open class VNBarcodeObservation: VNRectangleObservation {
    var payload: (symbology: VNBarcodeSymbology, string: String?, data: Data?) = (.qr, nil, nil)

    /// The barcode's symbology.
    open var symbology: VNBarcodeSymbology { payload.symbology }
    /// The payload decoded as a string, when it has a string form.
    open var payloadStringValue: String? { payload.string }
    /// The payload's raw bytes (iOS 17+), when available.
    open var payloadData: Data? { payload.data }
    /// Whether the barcode carries GS1 application data (iOS 17+): `false` here.
    open var isGS1DataCarrier: Bool { false }
    /// Whether the barcode is printed light on dark (iOS 17+): `false` here.
    open var isColorInverted: Bool { false }
    /// A composite code's supplemental payload as a string (iOS 17+): none here.
    open var supplementalPayloadString: String? { nil }
    /// A composite code's supplemental payload bytes (iOS 17+): none here.
    open var supplementalPayloadData: Data? { nil }
}
