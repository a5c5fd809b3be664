import Foundation

/// A barcode symbology Vision can detect: a string-valued constant such as `.qr`, whose raw value
/// is Apple's constant name ("VNBarcodeSymbologyQR"). Used by `VNDetectBarcodesRequest` and
/// `VNBarcodeObservation`; in a render no barcode is ever detected, so only the names matter.
public struct VNBarcodeSymbology: RawRepresentable, Hashable, Sendable {
    /// The symbology's constant name, such as "VNBarcodeSymbologyQR".
    public let rawValue: String

    /// A symbology named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Aztec (iOS 11+).
    public static let aztec = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyAztec")
    /// Codabar (iOS 15+).
    public static let codabar = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCodabar")
    /// Code 39 (iOS 11+).
    public static let code39 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode39")
    /// Code 39 with a checksum (iOS 11+).
    public static let code39Checksum = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode39Checksum")
    /// Code 39 Full ASCII (iOS 11+).
    public static let code39FullASCII = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode39FullASCII")
    /// Code 39 Full ASCII with a checksum (iOS 11+).
    public static let code39FullASCIIChecksum = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode39FullASCIIChecksum")
    /// Code 93 (iOS 11+).
    public static let code93 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode93")
    /// Code 93i (iOS 11+).
    public static let code93i = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode93i")
    /// Code 128 (iOS 11+).
    public static let code128 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode128")
    /// Data Matrix (iOS 11+).
    public static let dataMatrix = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyDataMatrix")
    /// EAN-8 (iOS 11+).
    public static let ean8 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyEAN8")
    /// EAN-13 (iOS 11+).
    public static let ean13 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyEAN13")
    /// GS1 DataBar (iOS 15+).
    public static let gs1DataBar = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyGS1DataBar")
    /// GS1 DataBar Expanded (iOS 15+).
    public static let gs1DataBarExpanded = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyGS1DataBarExpanded")
    /// GS1 DataBar Limited (iOS 15+).
    public static let gs1DataBarLimited = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyGS1DataBarLimited")
    /// Interleaved 2 of 5 (iOS 11+).
    public static let i2of5 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyI2of5")
    /// Interleaved 2 of 5 with a checksum (iOS 11+).
    public static let i2of5Checksum = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyI2of5Checksum")
    /// ITF-14 (iOS 11+).
    public static let itf14 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyITF14")
    /// MicroPDF417 (iOS 15+).
    public static let microPDF417 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyMicroPDF417")
    /// Micro QR (iOS 15+).
    public static let microQR = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyMicroQR")
    /// MSI Plessey (iOS 17+).
    public static let msiPlessey = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyMSIPlessey")
    /// PDF417 (iOS 11+).
    public static let pdf417 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyPDF417")
    /// QR code (iOS 11+).
    public static let qr = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyQR")
    /// UPC-E (iOS 11+).
    public static let upce = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyUPCE")

    /// Aztec: the spelling before iOS 15 (deprecated; use `.aztec`).
    @available(iOS, introduced: 11.0, deprecated: 15.0, renamed: "aztec")
    public static var Aztec: VNBarcodeSymbology { .aztec }
    /// Code 39: the spelling before iOS 15 (deprecated; use `.code39`).
    @available(iOS, introduced: 11.0, deprecated: 15.0, renamed: "code39")
    public static var Code39: VNBarcodeSymbology { .code39 }
    /// Code 39 with a checksum: the spelling before iOS 15 (deprecated; use `.code39Checksum`).
    @available(iOS, introduced: 11.0, deprecated: 15.0, renamed: "code39Checksum")
    public static var Code39Checksum: VNBarcodeSymbology { .code39Checksum }
    /// Code 39 Full ASCII: the spelling before iOS 15 (deprecated; use `.code39FullASCII`).
    @available(iOS, introduced: 11.0, deprecated: 15.0, renamed: "code39FullASCII")
    public static var Code39FullASCII: VNBarcodeSymbology { .code39FullASCII }
    /// Code 39 Full ASCII with a checksum: the spelling before iOS 15 (deprecated; use `.code39FullASCIIChecksum`).
    @available(iOS, introduced: 11.0, deprecated: 15.0, renamed: "code39FullASCIIChecksum")
    public static var Code39FullASCIIChecksum: VNBarcodeSymbology { .code39FullASCIIChecksum }
    /// Code 93: the spelling before iOS 15 (deprecated; use `.code93`).
    @available(iOS, introduced: 11.0, deprecated: 15.0, renamed: "code93")
    public static var Code93: VNBarcodeSymbology { .code93 }
    /// Code 93i: the spelling before iOS 15 (deprecated; use `.code93i`).
    @available(iOS, introduced: 11.0, deprecated: 15.0, renamed: "code93i")
    public static var Code93i: VNBarcodeSymbology { .code93i }
    /// Code 128: the spelling before iOS 15 (deprecated; use `.code128`).
    @available(iOS, introduced: 11.0, deprecated: 15.0, renamed: "code128")
    public static var Code128: VNBarcodeSymbology { .code128 }
    /// Data Matrix: the spelling before iOS 15 (deprecated; use `.dataMatrix`).
    @available(iOS, introduced: 11.0, deprecated: 15.0, renamed: "dataMatrix")
    public static var DataMatrix: VNBarcodeSymbology { .dataMatrix }
    /// EAN-8: the spelling before iOS 15 (deprecated; use `.ean8`).
    @available(iOS, introduced: 11.0, deprecated: 15.0, renamed: "ean8")
    public static var EAN8: VNBarcodeSymbology { .ean8 }
    /// EAN-13: the spelling before iOS 15 (deprecated; use `.ean13`).
    @available(iOS, introduced: 11.0, deprecated: 15.0, renamed: "ean13")
    public static var EAN13: VNBarcodeSymbology { .ean13 }
    /// Interleaved 2 of 5: the spelling before iOS 15 (deprecated; use `.i2of5`).
    @available(iOS, introduced: 11.0, deprecated: 15.0, renamed: "i2of5")
    public static var I2of5: VNBarcodeSymbology { .i2of5 }
    /// Interleaved 2 of 5 with a checksum: the spelling before iOS 15 (deprecated; use `.i2of5Checksum`).
    @available(iOS, introduced: 11.0, deprecated: 15.0, renamed: "i2of5Checksum")
    public static var I2of5Checksum: VNBarcodeSymbology { .i2of5Checksum }
    /// ITF-14: the spelling before iOS 15 (deprecated; use `.itf14`).
    @available(iOS, introduced: 11.0, deprecated: 15.0, renamed: "itf14")
    public static var ITF14: VNBarcodeSymbology { .itf14 }
    /// PDF417: the spelling before iOS 15 (deprecated; use `.pdf417`).
    @available(iOS, introduced: 11.0, deprecated: 15.0, renamed: "pdf417")
    public static var PDF417: VNBarcodeSymbology { .pdf417 }
    /// QR code: the spelling before iOS 15 (deprecated; use `.qr`).
    @available(iOS, introduced: 11.0, deprecated: 15.0, renamed: "qr")
    public static var QR: VNBarcodeSymbology { .qr }
    /// UPC-E: the spelling before iOS 15 (deprecated; use `.upce`).
    @available(iOS, introduced: 11.0, deprecated: 15.0, renamed: "upce")
    public static var UPCE: VNBarcodeSymbology { .upce }

    /// Every symbology, in Apple's documented order.
    static let all: [VNBarcodeSymbology] = [
        .aztec, .codabar, .code39, .code39Checksum, .code39FullASCII, .code39FullASCIIChecksum, .code93, .code93i,
        .code128, .dataMatrix, .ean8, .ean13, .gs1DataBar, .gs1DataBarExpanded, .gs1DataBarLimited, .i2of5,
        .i2of5Checksum, .itf14, .microPDF417, .microQR, .msiPlessey, .pdf417, .qr, .upce,
    ]

    /// The 17 symbologies of iOS 11 (those with a pre-iOS 15 capitalized spelling).
    static let original: [VNBarcodeSymbology] = [
        .aztec, .code39, .code39Checksum, .code39FullASCII, .code39FullASCIIChecksum, .code93, .code93i, .code128,
        .dataMatrix, .ean8, .ean13, .i2of5, .i2of5Checksum, .itf14, .pdf417, .qr, .upce,
    ]

    /// The symbologies a barcode request revision supports: all for 4 and later, all but MSI
    /// Plessey (iOS 17) for 2 and 3, and the original 17 (iOS 11) for 1.
    static func supported(byRevision revision: Int) -> [VNBarcodeSymbology] {
        switch revision {
        case ...1: return original
        case 2, 3: return all.filter { $0 != .msiPlessey }
        default: return all
        }
    }
}
