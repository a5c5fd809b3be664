import Foundation

/// A request that detects barcodes in an image. A render has no barcode detector: performing it
/// warns "Vision: VNDetectBarcodesRequest has no barcode detector in a render; it finds no
/// barcodes" and leaves `results` empty. The symbology lists are answered as data.
open class VNDetectBarcodesRequest: VNImageBasedRequest {
    /// The symbologies to look for: every one the request supports, by default.
    open var symbologies: [VNBarcodeSymbology] = VNBarcodeSymbology.all
    /// Whether composite codes (a linear code with a 2D supplement) are reported as one
    /// (iOS 17+; `false`). Kept.
    open var coalesceCompositeSymbologies = false

    /// The barcode observations: `nil` before the request is performed, then empty in a render.
    public var results: [VNBarcodeObservation]? {
        storedResults?.compactMap { $0 as? VNBarcodeObservation }
    }

    /// The symbologies this request's `revision` supports (iOS 15+): all 24 for revision 4,
    /// all but MSI Plessey (iOS 17) before it, and iOS 11's 17 for revision 1.
    open func supportedSymbologies() throws -> [VNBarcodeSymbology] {
        VNBarcodeSymbology.supported(byRevision: revision)
    }

    /// The symbologies the default revision supports (deprecated in iOS 15).
    @available(iOS, introduced: 11.0, deprecated: 15.0)
    open class var supportedSymbologies: [VNBarcodeSymbology] {
        VNBarcodeSymbology.supported(byRevision: defaultRevision)
    }

    /// Revisions 1 to 4 (revision 4, iOS 17, is the default).
    open override class var supportedRevisions: IndexSet { IndexSet(1...4) }

    override var renderWarning: String {
        "Vision: VNDetectBarcodesRequest has no barcode detector in a render; it finds no barcodes"
    }
}

/// The first barcode detection revision (iOS 12; Apple marks it deprecated).
public let VNDetectBarcodesRequestRevision1: Int = 1
/// The second barcode detection revision (iOS 15; Apple marks it deprecated).
public let VNDetectBarcodesRequestRevision2: Int = 2
/// The third barcode detection revision (iOS 16).
public let VNDetectBarcodesRequestRevision3: Int = 3
/// The fourth barcode detection revision (iOS 17): the default.
public let VNDetectBarcodesRequestRevision4: Int = 4
