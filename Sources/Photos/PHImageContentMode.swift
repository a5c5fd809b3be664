/// How a requested image fits the target size's aspect ratio. Kept as given; a render's image
/// requests produce no image, so no fitting happens.
public enum PHImageContentMode: Int, Sendable {
    /// Scales the image to fit inside the target size.
    case aspectFit = 0
    /// Scales the image to fill the target size, cropping the excess.
    case aspectFill = 1

    /// The default mode, `.aspectFit`.
    public static var `default`: PHImageContentMode { .aspectFit }
}
