import Foundation

/// An axis-aligned box around 3D content (RealityKit's `BoundingBox`).
public struct BoundingBox: Hashable, Sendable {
    /// The box containing nothing (its minimum is +∞ and maximum -∞).
    public static let empty = BoundingBox(min: SIMD3(repeating: .infinity), max: SIMD3(repeating: -.infinity))

    /// The corner with the smallest coordinates.
    public var min: SIMD3<Float>
    /// The corner with the largest coordinates.
    public var max: SIMD3<Float>

    /// A box of zero size at the origin.
    public init() {
        min = .zero
        max = .zero
    }

    /// The box between two corners.
    public init(min: SIMD3<Float>, max: SIMD3<Float>) {
        self.min = min
        self.max = max
    }

    /// Whether the box contains nothing (a minimum above its maximum on some axis).
    public var isEmpty: Bool { min.x > max.x || min.y > max.y || min.z > max.z }
    /// The box's centre.
    public var center: SIMD3<Float> { (min + max) / 2 }
    /// The box's size along each axis.
    public var extents: SIMD3<Float> { max - min }
    /// The radius of the sphere around the box's centre that holds the box.
    public var boundingRadius: Float { isEmpty ? 0 : simd_length(extents) / 2 }

    /// The smallest box holding this one and `other`.
    public func union(_ other: BoundingBox) -> BoundingBox {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return BoundingBox(min: simd_min(min, other.min), max: simd_max(max, other.max))
    }

    /// The smallest box holding this one and `point`.
    public func union(_ point: SIMD3<Float>) -> BoundingBox { union(BoundingBox(min: point, max: point)) }

    /// Grows the box to hold `other`.
    public mutating func formUnion(_ other: BoundingBox) { self = union(other) }

    /// Grows the box to hold `point`.
    public mutating func formUnion(_ point: SIMD3<Float>) { self = union(point) }

    /// Whether `point` is inside the box (its faces included).
    public func contains(_ point: SIMD3<Float>) -> Bool {
        !isEmpty && all(point .>= min) && all(point .<= max)
    }

    /// Whether `other` is inside the box.
    public func contains(_ other: BoundingBox) -> Bool { !other.isEmpty && contains(other.min) && contains(other.max) }

    /// Whether the box and `other` overlap.
    public func intersects(_ other: BoundingBox) -> Bool {
        !isEmpty && !other.isEmpty && all(min .<= other.max) && all(other.min .<= max)
    }

    /// The box around this one's eight corners after `transform`.
    public func transformed(by transform: simd_float4x4) -> BoundingBox {
        guard !isEmpty else { return self }
        var box = BoundingBox.empty
        for i in 0..<8 {
            let corner = SIMD3(i & 1 == 0 ? min.x : max.x, i & 2 == 0 ? min.y : max.y, i & 4 == 0 ? min.z : max.z)
            let p = transform * SIMD4(corner, 1)
            box.formUnion(SIMD3(p.x, p.y, p.z))
        }
        return box
    }

    /// The squared distance from the box to `point` (0 inside).
    public func distanceSquared(toPoint point: SIMD3<Float>) -> Float {
        guard !isEmpty else { return .infinity }
        let nearest = simd_clamp(point, min, max)
        return simd_length_squared(point - nearest)
    }
}
