extension UIView {
    /// How a view lays out its content (an image) when its bounds change.
    public enum ContentMode: Int, Sendable {
        /// Stretched to fill the bounds.
        case scaleToFill
        /// Scaled to fit, keeping its aspect ratio.
        case scaleAspectFit
        /// Scaled to fill, keeping its aspect ratio (cropped).
        case scaleAspectFill
        /// Redrawn when the bounds change.
        case redraw
        /// Centred, unscaled.
        case center
        /// At the top, unscaled.
        case top
        /// At the bottom, unscaled.
        case bottom
        /// At the left, unscaled.
        case left
        /// At the right, unscaled.
        case right
        /// At the top left, unscaled.
        case topLeft
        /// At the top right, unscaled.
        case topRight
        /// At the bottom left, unscaled.
        case bottomLeft
        /// At the bottom right, unscaled.
        case bottomRight
    }
}
