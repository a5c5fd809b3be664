import Foundation

/// A reference that holds a document for SwiftUI's document configurations. Backplate's
/// configurations hold their document directly; the protocol exists for code that names it.
public protocol DocumentBaseBox<Document>: AnyObject {
    /// The type of the document held.
    associatedtype Document
    /// The document held (`nil` until one is opened).
    var base: Document! { get set }
}
