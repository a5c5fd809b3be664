import Foundation
import Vision

extension DataScannerViewController {
    /// A kind of data the scanner looks for: text (optionally of one content type) or barcodes
    /// of some symbologies (iOS 16+). Kept by the scanner; a render recognizes nothing.
    public struct RecognizedDataType: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case text(languages: [String], textContentType: TextContentType?)
            case barcode(symbologies: [VNBarcodeSymbology])
        }

        let kind: Kind

        /// Text in `languages` (a person's preferred languages when empty), or only text of
        /// `textContentType` when one is given.
        public static func text(languages: [String] = [], textContentType: TextContentType? = nil) -> RecognizedDataType {
            RecognizedDataType(kind: .text(languages: languages, textContentType: textContentType))
        }

        /// Barcodes of `symbologies` (every supported symbology when empty).
        public static func barcode(symbologies: [VNBarcodeSymbology] = []) -> RecognizedDataType {
            RecognizedDataType(kind: .barcode(symbologies: symbologies))
        }
    }
}
