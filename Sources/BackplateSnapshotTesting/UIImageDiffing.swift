import Foundation
import BackplateCore
import Backplate
import BackplateUIKit
import SnapshotTesting
import Testing

extension Diffing where Value == UIImage {
    /// A pixel-diffing strategy that requires every pixel to match.
    public static var image: Diffing { .image() }

    /// A pixel-diffing strategy with swift-snapshot-testing's thresholds.
    ///
    /// - Parameters:
    ///   - precision: The share of pixels that must match.
    ///   - perceptualPrecision: How close a pixel's colour must be to match: ΔE94 at most
    ///     `(1 - perceptualPrecision) × 100` (see `PerceptualComparison`).
    ///   - scale: The scale reference images are read at; `nil` or 0 reads them at 2x (the
    ///     scale Backplate renders at when the traits leave it unset).
    ///
    /// On a mismatch the message gives the share of matching pixels and the worst ΔE; the
    /// reference, the new image and a difference image are attached as `reference.png`,
    /// `failure.png` and `difference.png` (Swift Testing attachments when a test is running,
    /// kept with `swift test --attachments-path <dir>`), and the difference image is also
    /// written beside the failed snapshot swift-snapshot-testing writes to the artifacts
    /// directory (`$SNAPSHOT_ARTIFACTS`, else the temporary directory).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let readScale: CGFloat = (scale ?? 0) > 0 ? scale! : 2
        // References are written fast (libdeflate level 7, unfiltered rows) with the fingerprint
        // that lets an unchanged snapshot skip decoding them (`ReferenceFingerprint`).
        let toData: (UIImage) -> Data = { image in
            let source = image.renderedImage.width > 0 ? image.renderedImage : SnapshotHost.emptyPlaceholder(scale: readScale).renderedImage
            guard let png = try? source.pngData(compression: .fast) else { return Data() }
            return ReferenceFingerprint.adding(source, to: png)
        }
        return Diffing.diff(
            toData: toData,
            fromData: { data in
                ReferenceFingerprint.rememberedImage(matching: data) ?? UIImage(data: data, scale: readScale)
                    ?? UIImage(renderedImage: RenderedImage(width: 0, height: 0, scale: readScale, rgba: []))
            },
            diffV2: { reference, actual in
                guard let message = ImageMismatch.describe(reference.renderedImage, actual.renderedImage,
                                                           precision: Double(precision), perceptualPrecision: Double(perceptualPrecision)) else {
                    return nil
                }
                var attachments: [(String, Data)] = [("reference.png", toData(reference)), ("failure.png", toData(actual))]
                var text = message
                if let difference = ColorDifference.differenceImage(reference.renderedImage, actual.renderedImage),
                   let data = try? difference.pngData(compression: .fast) {
                    attachments.append(("difference.png", data))
                    if let url = ImageMismatch.writeDifference(data) { text += "\nDifference image: \(url.path)" }
                }
                ImageMismatch.recordAttachments(attachments)
                return (text, attachments.map { DiffAttachment.data($0.1, name: $0.0) })
            }
        )
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// A snapshot strategy for comparing images based on pixel equality.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing images with thresholds (see `Diffing.image`).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)) { image in
            // Remembered for the comparison that follows on this thread (`ReferenceFingerprint`).
            ReferenceFingerprint.remember(image)
            return image
        }
    }
}

/// Describing, attaching and storing an image mismatch.
enum ImageMismatch {
    /// `nil` when the images match, else why not.
    static func describe(_ reference: RenderedImage, _ actual: RenderedImage, precision: Double, perceptualPrecision: Double) -> String? {
        if reference.width == 0 || reference.height == 0 {
            return actual.width == 0 || actual.height == 0 ? nil : "Reference image could not be loaded."
        }
        guard actual.width > 0, actual.height > 0 else { return "Newly-taken snapshot is empty." }
        guard let comparison = PerceptualComparison(reference: reference, actual: actual, precision: precision,
                                                    perceptualPrecision: perceptualPrecision) else {
            func points(_ i: RenderedImage) -> String {
                let s = i.scale > 0 ? i.scale : 1
                return "(\(PerceptualComparison.format(Double(i.width) / s)), \(PerceptualComparison.format(Double(i.height) / s)))"
            }
            return "Newly-taken snapshot@\(points(actual)) does not match reference@\(points(reference)) "
                + "(\(actual.width)x\(actual.height) pixels against \(reference.width)x\(reference.height))."
        }
        if comparison.changedPixelCount == 0 || comparison.passes { return nil }
        return comparison.message
    }

    /// The artifacts directory swift-snapshot-testing writes failed snapshots to.
    static var artifactsDirectory: URL {
        URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(), isDirectory: true)
    }

    /// Writes the difference image to `<artifacts>/<test file>/<test>.difference.<k>.png`
    /// (k counts the failing image comparisons of that test, from 1) when a Swift Testing test
    /// is running, else to `<artifacts>/difference.<k>.png`.
    static func writeDifference(_ data: Data) -> URL? {
        var directory = artifactsDirectory
        var stem = "difference"
        if let test = Test.current {
            let file = URL(fileURLWithPath: test.sourceLocation.fileName).deletingPathExtension().lastPathComponent
            directory.appendPathComponent(file, isDirectory: true)
            stem = sanitized(test.name) + ".difference"
        }
        let k = counter.next(directory.appendingPathComponent(stem).path)
        let url = directory.appendingPathComponent("\(stem).\(k).png")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
            return url
        } catch {
            return nil
        }
    }

    /// Attaches the images to the running Swift Testing test, if any.
    static func recordAttachments(_ attachments: [(String, Data)]) {
        #if compiler(>=6.2)
        guard Test.current != nil else { return }
        for (name, data) in attachments {
            Attachment.record(Array(data), named: name)
        }
        #endif
    }

    /// A test name as swift-snapshot-testing puts it in file names: runs of characters other
    /// than letters, digits and underscores become "-", trimmed at both ends.
    static func sanitized(_ name: String) -> String {
        var out = ""
        var pendingDash = false
        for ch in name {
            if ch.isLetter || ch.isNumber || ch == "_" {
                if pendingDash, !out.isEmpty { out.append("-") }
                pendingDash = false
                out.append(ch)
            } else {
                pendingDash = true
            }
        }
        return out
    }

    final class Counter: Sendable {
        private let counts = LockedState<[String: Int]>([:])
        func next(_ key: String) -> Int {
            counts.withLock { counts in
                counts[key, default: 0] += 1
                return counts[key]!
            }
        }
    }
    static let counter = Counter()
}
