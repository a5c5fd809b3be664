import Foundation
import BackplateCore

extension Image {
    /// The asset-catalog image `resource` names, found as `Image(_:bundle:)` finds it (the
    /// empty image, with a runtime warning naming it, when it cannot be loaded).
    public init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}
