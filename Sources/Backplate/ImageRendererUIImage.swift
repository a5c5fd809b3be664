import BackplateCore
import BackplateUIKit
import Foundation

extension ImageRenderer {
    /// The view rendered to a `UIImage` at `scale` (a new render on each read), or `nil` when
    /// the render fails (an infinite size, an image too large): SwiftUI's `uiImage`.
    public var uiImage: UIImage? {
        guard let image = try? render() else { return nil }
        return UIImage(renderedImage: image)
    }
}
