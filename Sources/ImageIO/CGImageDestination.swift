import Foundation
import CoreGraphics
import BackplateCairo

/// The JPEG quality an image is written at, 0 (smallest) to 1 (best) (a number).
public let kCGImageDestinationLossyCompressionQuality: CFString = "kCGImageDestinationLossyCompressionQuality"

/// Where ImageIO writes images (ImageIO's `CGImageDestination`): PNG or JPEG, to a file or to
/// mutable data, encoded by the backend's encoders when finalized.
public final class CGImageDestination {
    fileprivate enum Target { case file(URL), data(NSMutableData) }
    private let target: Target
    private let type: String
    private let capacity: Int
    private var images: [(CGImage, CFDictionary?)] = []
    private var finalized = false

    fileprivate init?(target: Target, type: String, count: Int) {
        guard CGImageDestination.types.contains(type), count > 0 else { return nil }
        self.target = target
        self.type = type
        capacity = count
    }

    /// The types written: PNG and JPEG.
    fileprivate static let types = ["public.png", "public.jpeg"]

    fileprivate func add(_ image: CGImage, _ properties: CFDictionary?) {
        guard !finalized, images.count < capacity else { return }
        images.append((image, properties))
    }

    /// Encodes the first image (PNG and JPEG hold one) and writes it; `false` when there is none
    /// or writing fails.
    fileprivate func finalize() -> Bool {
        guard !finalized, let (image, properties) = images.first else { return false }
        finalized = true
        let rendered = RenderedImage(width: image.width, height: image.height, scale: 1, rgba: image.rgba)
        let quality = (properties?[kCGImageDestinationLossyCompressionQuality] as? NSNumber)?.doubleValue
            ?? (properties?[kCGImageDestinationLossyCompressionQuality] as? Double) ?? 0.9
        guard let bytes = try? (type == "public.png" ? rendered.pngData() : rendered.jpegData(quality: min(max(quality, 0), 1)))
        else { return false }
        switch target {
        case .file(let url): return (try? bytes.write(to: url, options: .atomic)) != nil
        case .data(let data): data.append(bytes); return true
        }
    }
}

/// A destination writing one image of `type` ("public.png", "public.jpeg") to a file; `nil` for
/// another type, as iOS answers a type it cannot write.
public func CGImageDestinationCreateWithURL(_ url: CFURL, _ type: CFString, _ count: Int, _ options: CFDictionary?) -> CGImageDestination? {
    url.isFileURL ? CGImageDestination(target: .file(url), type: type, count: count) : nil
}

/// A destination appending one image of `type` to `data`.
public func CGImageDestinationCreateWithData(_ data: CFMutableData, _ type: CFString, _ count: Int, _ options: CFDictionary?) -> CGImageDestination? {
    CGImageDestination(target: .data(data), type: type, count: count)
}

/// Adds an image, with its properties (`kCGImageDestinationLossyCompressionQuality` is read).
public func CGImageDestinationAddImage(_ idst: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?) {
    idst.add(image, properties)
}

/// Writes the image added; `false` when none was added or writing failed.
public func CGImageDestinationFinalize(_ idst: CGImageDestination) -> Bool { idst.finalize() }

/// The types a destination writes: "public.png" and "public.jpeg".
public func CGImageDestinationCopyTypeIdentifiers() -> CFArray { CGImageDestination.types }
