import Foundation

/// A request that classifies an image with Vision's built-in taxonomy (iOS 13+). A render has
/// no image classifier: performing it warns "Vision: VNClassifyImageRequest has no
/// image-classification model in a render; it finds no classifications" and leaves `results` empty.
open class VNClassifyImageRequest: VNImageBasedRequest {
    /// The classifications: `nil` before the request is performed, then empty in a render.
    public var results: [VNClassificationObservation]? {
        storedResults?.compactMap { $0 as? VNClassificationObservation }
    }

    /// The identifiers the classifier can report (iOS 15+): none, as a render has no taxonomy.
    open func supportedIdentifiers() throws -> [String] { [] }

    /// The classifications a revision knows (deprecated in iOS 15): none in a render.
    @available(iOS, introduced: 13.0, deprecated: 15.0)
    open class func knownClassifications(forRevision requestRevision: Int) throws -> [VNClassificationObservation] { [] }

    /// Revisions 1 and 2 (revision 2, iOS 17, is the default).
    open override class var supportedRevisions: IndexSet { IndexSet(1...2) }

    override var renderWarning: String {
        "Vision: VNClassifyImageRequest has no image-classification model in a render; it finds no classifications"
    }
}

/// The first image-classification revision (iOS 13).
public let VNClassifyImageRequestRevision1: Int = 1
/// The second image-classification revision (iOS 17): the default.
public let VNClassifyImageRequestRevision2: Int = 2
