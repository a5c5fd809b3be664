import Foundation

/// One stroke of a drawing: its ink, its path, the transform placing it and an optional mask
/// clipping it (iOS 14+). A canvas draws it as round-capped lines between its control points,
/// each as wide as its points' sizes, in the ink's colour, clipped to the mask.
public struct PKStroke: Sendable, CustomStringConvertible {
    /// The ink the stroke is drawn with.
    public var ink: PKInk
    /// The control points the stroke runs through, in its own coordinates.
    public var path: PKStrokePath
    /// The transform from the stroke's coordinates to the drawing's.
    public var transform: CGAffineTransform
    /// The area, in the stroke's coordinates, outside which nothing of it is drawn (`nil`: none).
    public var mask: UIBezierPath?
    /// The seed of the ink's random texture (iOS 16+); Backplate's plain lines do not use it.
    public var randomSeed: UInt32

    /// A stroke of `ink` along `path`, placed by `transform` and clipped to `mask`, with a
    /// random seed.
    public init(ink: PKInk, path: PKStrokePath, transform: CGAffineTransform = .identity, mask: UIBezierPath? = nil) {
        self.init(ink: ink, path: path, transform: transform, mask: mask, randomSeed: UInt32.random(in: 0...UInt32.max))
    }

    /// A stroke as `init(ink:path:transform:mask:)` makes it, with `randomSeed` (iOS 16+).
    public init(ink: PKInk, path: PKStrokePath, transform: CGAffineTransform = .identity, mask: UIBezierPath? = nil,
                randomSeed: UInt32) {
        self.ink = ink
        self.path = path
        self.transform = transform
        self.mask = mask
        self.randomSeed = randomSeed
    }

    /// The area the drawn stroke covers, in the drawing's coordinates: every control point
    /// grown by half its width, transformed, inside the mask. `CGRect.null` for an empty path.
    public var renderBounds: CGRect {
        var bounds = CGRect.null
        for point in path {
            let radius = point.markWidth / 2
            bounds = bounds.union(CGRect(x: point.location.x - radius, y: point.location.y - radius,
                                         width: radius * 2, height: radius * 2))
        }
        if let mask, !bounds.isNull { bounds = bounds.intersection(mask.cgPath.boundingBox) }
        return bounds.isNull ? bounds : bounds.applying(transform)
    }

    /// The parametric ranges of the path that the mask leaves visible. Backplate does not split
    /// a path by its mask: the whole path, or none for an empty one.
    public var maskedPathRanges: [ClosedRange<CGFloat>] {
        path.isEmpty ? [] : [0...path.lastParameter]
    }

    /// The PencilKit version that introduced the stroke's ink.
    public var requiredContentVersion: PKContentVersion { ink.requiredContentVersion }

    /// `PKStroke(<ink identifier>, <count> points)`.
    public var description: String { "PKStroke(\(ink.inkType.rawValue), \(path.count) points)" }

    /// Whether `other` has the same ink (type and colour components), path, transform, mask
    /// and seed.
    func isSame(as other: PKStroke) -> Bool {
        ink.inkType == other.ink.inkType && PKColorComponents(ink.color) == PKColorComponents(other.ink.color)
            && path.isSame(as: other.path) && transform == other.transform && randomSeed == other.randomSeed
            && mask?.cgPath == other.mask?.cgPath
    }
}
