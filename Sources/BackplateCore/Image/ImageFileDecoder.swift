import Foundation

/// The seam through which a backend decodes image files for `Image(data:)` and `Image("name")`:
/// Core declares those images and defers their pixels to resolution; the backend installs its
/// decoder (BackplateCairo's PNG, JPEG, WebP, GIF, HEIC, AVIF and TIFF decoder, when its text
/// engine or renderer is made).
@_spi(BackplateBackend)
public enum ImageFileDecoder {
    /// Decodes file data into pixels at a scale (pixels per point), or throws why not.
    public typealias Decode = @Sendable (_ data: Data, _ scale: CGFloat) throws -> RasterImage

    /// No backend has installed a decoder in this process.
    public struct Missing: Error, CustomStringConvertible {
        /// A readable message.
        public var description: String { "no image decoder is installed (a backend such as BackplateCairo installs one)" }
    }

    /// Decodes an image set's PDF or SVG file into its rendering at 3x with the outlines
    /// attached (`preservesVector`: the set's `preserves-vector-representation`).
    public typealias DecodeVector = @Sendable (_ data: Data, _ preservesVector: Bool) throws -> RasterImage

    /// The installed decoder.
    private static let installed = LockedState<Decode?>(nil)
    /// The installed vector decoder.
    private static let installedVector = LockedState<DecodeVector?>(nil)

    /// Makes `decode` the process's image-file decoder (the last one installed wins).
    public static func install(_ decode: @escaping Decode) {
        installed.withLock { $0 = decode }
    }

    /// Makes `decode` the process's decoder of PDF and SVG files (the last one installed wins).
    public static func installVector(_ decode: @escaping DecodeVector) {
        installedVector.withLock { $0 = decode }
    }

    /// Decodes a PDF or SVG file with the installed vector decoder.
    /// - Throws: the decoder's error, or ``Missing`` when no backend installed one.
    static func decodeVector(_ data: Data, preservesVector: Bool) throws -> RasterImage {
        guard let decode = installedVector.withLock({ $0 }) else { throw Missing() }
        return try decode(data, preservesVector)
    }

    /// Measures a custom symbol's SVG template (an asset catalog's `.symbolset` file).
    package typealias DecodeSymbolTemplate = @Sendable (_ data: Data) throws -> CustomSymbolTemplate

    /// The installed symbol-template decoder.
    private static let installedSymbolTemplate = LockedState<DecodeSymbolTemplate?>(nil)

    /// Makes `decode` the process's reader of custom symbol templates (the last one installed wins).
    package static func installSymbolTemplate(_ decode: @escaping DecodeSymbolTemplate) {
        installedSymbolTemplate.withLock { $0 = decode }
    }

    /// Reads a custom symbol's template with the installed decoder.
    /// - Throws: the decoder's error, or ``Missing`` when no backend installed one.
    static func decodeSymbolTemplate(_ data: Data) throws -> CustomSymbolTemplate {
        guard let decode = installedSymbolTemplate.withLock({ $0 }) else { throw Missing() }
        return try decode(data)
    }

    /// Decodes `data` with the installed decoder.
    /// - Throws: the decoder's error, or ``Missing`` when no backend installed one.
    static func decode(_ data: Data, scale: CGFloat) throws -> RasterImage {
        guard let decode = installed.withLock({ $0 }) else { throw Missing() }
        return try decode(data, scale)
    }
}

extension Image {
    /// An image decoded from PNG, JPEG, WebP, GIF, HEIC, AVIF or TIFF file data (a GIF's first
    /// frame; a JPEG or TIFF turned upright for its recorded orientation, a HEIF for its
    /// irot/imir), at `scale` pixels per point (a 2x image of 200 pixels is 100 points wide).
    /// The data is decoded when the view is resolved, not here, by the backend's decoder (`ImageFileDecoder`). Data that cannot be decoded, or
    /// that declares more pixels than BackplateCairo's `ImageDecodingLimits` allows, gives the
    /// empty image (zero size, nothing drawn) and a one-time warning naming the problem;
    /// BackplateCairo's `RasterImage.decode(_:scale:)` throws it instead.
    /// Backplate's addition: SwiftUI builds such images through `UIImage(data:)`.
    public init(data: Data, scale: CGFloat = 1) {
        self.init(_deferred: {
            do { return try ImageFileDecoder.decode(data, scale: scale) } catch {
                RuntimeWarning.emit("\(error); drawing an empty image")
                return nil
            }
        })
    }
}
