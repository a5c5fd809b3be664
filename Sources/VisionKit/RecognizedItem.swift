import Foundation
import Vision

/// An item the data scanner recognizes in the camera's live video: text or a barcode, with its
/// bounds (iOS 16+). A render has no camera, so the scanner never recognizes one.
public enum RecognizedItem: Identifiable {
    /// Text, or data found in text.
    case text(RecognizedItem.Text)
    /// A machine-readable code.
    case barcode(RecognizedItem.Barcode)

    /// The item's identifier, stable while it stays in view.
    public var id: UUID {
        switch self {
        case .text(let text): return text.id
        case .barcode(let barcode): return barcode.id
        }
    }

    /// The item's four corners in the scanner view's coordinates.
    public var bounds: RecognizedItem.Bounds {
        switch self {
        case .text(let text): return text.bounds
        case .barcode(let barcode): return barcode.bounds
        }
    }

    /// The four corners of a recognized item in view coordinates.
    public struct Bounds: Hashable, Sendable {
        /// The upper-left corner.
        public var topLeft: CGPoint
        /// The upper-right corner.
        public var topRight: CGPoint
        /// The lower-right corner.
        public var bottomRight: CGPoint
        /// The lower-left corner.
        public var bottomLeft: CGPoint
    }

    /// A recognized piece of text.
    public struct Text: Identifiable {
        /// The text the item shows.
        public var transcript: String { observation.topCandidates(1).first?.string ?? "" }
        /// The item's corners in view coordinates.
        public let bounds: RecognizedItem.Bounds
        /// Vision's observation of the text, for details the item does not carry.
        public let observation: VNRecognizedTextObservation
        /// The item's identifier, stable while it stays in view.
        public let id: UUID
    }

    /// A recognized machine-readable code.
    public struct Barcode: Identifiable {
        /// The code's payload as a string, when it has one.
        public var payloadStringValue: String? { observation.payloadStringValue }
        /// The item's corners in view coordinates.
        public let bounds: RecognizedItem.Bounds
        /// Vision's observation of the code.
        public let observation: VNBarcodeObservation
        /// The item's identifier, stable while it stays in view.
        public let id: UUID
    }
}
