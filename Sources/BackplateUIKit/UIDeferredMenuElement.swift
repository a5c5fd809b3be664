import Foundation

/// A menu placeholder whose elements are loaded when the menu opens. A render opens no menu,
/// so the provider is kept and never called.
open class UIDeferredMenuElement: UIMenuElement {
    /// The closure that would load the elements and hand them to its completion.
    let elementProvider: (@escaping ([UIMenuElement]) -> Void) -> Void

    /// A placeholder whose elements `elementProvider` loads once, the first time the menu opens.
    public init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        self.elementProvider = elementProvider
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// A placeholder whose elements `elementProvider` loads each time the menu opens (iOS 15).
    public class func uncached(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) -> UIDeferredMenuElement {
        UIDeferredMenuElement(elementProvider)  // no menu opens in a render, so caching never differs
    }
}
