import Foundation

/// An opaque geometry value (a rectangle or point) recorded by a view with
/// `anchorPreference`, carried up the tree in a preference, and converted to a reader's local
/// coordinates with `GeometryProxy`'s subscript.
///
/// Backplate records the value in the global (image) space when the view is placed, after
/// its ancestors' geometry effects; a `GeometryProxy` converts it back into its own space.
public struct Anchor<Value> {
    let geometry: AnchorGeometry

    init(geometry: AnchorGeometry) { self.geometry = geometry }

    /// The value converted by `transform` (global → the reader's local space).
    func resolved(in transform: CGAffineTransform) -> Value {
        guard let value = geometry.value(applying: transform) as? Value else {
            // Sources only exist for CGRect, CGPoint, arrays and optionals of them.
            preconditionFailure("Anchor<\(Value.self)> holds \(geometry)")
        }
        return value
    }

    /// A type-erased geometry value that produces an anchored value of a given type: the
    /// rectangle or point is given in the local coordinates of the view it is attached to.
    public struct Source {
        let make: AnchorSourceGeometry

        init(_ make: AnchorSourceGeometry) { self.make = make }
    }
}

extension Anchor: Equatable where Value: Equatable {}
extension Anchor: Hashable where Value: Hashable {}
extension Anchor: Sendable where Value: Sendable {}
extension Anchor.Source: Sendable where Value: Sendable {}

extension Anchor.Source where Value == CGRect {
    /// An anchor source rect defined by `r` in the current view's local coordinates.
    public static func rect(_ r: CGRect) -> Anchor<Value>.Source { .init(.rect(r)) }
    /// An anchor source rect defined as the entire bounding rect of the current view.
    public static var bounds: Anchor<CGRect>.Source { .init(.bounds) }
}

extension Anchor.Source where Value == CGPoint {
    /// An anchor source point at `p` in the current view's local coordinates.
    public static func point(_ p: CGPoint) -> Anchor<Value>.Source { .init(.point(p)) }
    /// An anchor source point at a unit point of the current view's bounds.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source { .init(.unitPoint(p)) }
    /// The top-leading corner (left-to-right layout).
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The top-trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The bottom-leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
    /// A source that anchors every element of an array of sources.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        self.init(.array(array.map(\.make)))
    }

    /// A source that anchors an optional source (`nil` stays `nil`).
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        self.init(.optional(anchor?.make))
    }
}

/// What an anchor source measures, in the local coordinates of the view it is attached to.
indirect enum AnchorSourceGeometry: Hashable, Sendable {
    case bounds
    case rect(CGRect)
    case point(CGPoint)
    case unitPoint(UnitPoint)
    case array([AnchorSourceGeometry])
    case optional(AnchorSourceGeometry?)

    /// The anchored geometry for a view of `size` whose local space maps to the global space
    /// by `toGlobal`.
    func anchored(size: CGSize, toGlobal: CGAffineTransform) -> AnchorGeometry {
        switch self {
        case .bounds: return .rect(CGRect(origin: .zero, size: size).applying(toGlobal))
        case .rect(let r): return .rect(r.applying(toGlobal))
        case .point(let p): return .point(p.applying(toGlobal))
        case .unitPoint(let u): return .point(CGPoint(x: u.x * size.width, y: u.y * size.height).applying(toGlobal))
        case .array(let items): return .array(items.map { $0.anchored(size: size, toGlobal: toGlobal) })
        case .optional(let item): return .optional(item?.anchored(size: size, toGlobal: toGlobal))
        }
    }
}

/// An anchored value in the global space.
indirect enum AnchorGeometry: Hashable, Sendable {
    case rect(CGRect)
    case point(CGPoint)
    case array([AnchorGeometry])
    case optional(AnchorGeometry?)

    /// The value as the anchor's `Value` type expects it, converted by `t`.
    func value(applying t: CGAffineTransform) -> Any {
        switch self {
        case .rect(let r): return r.applying(t)
        case .point(let p): return p.applying(t)
        case .array(let items):
            let values = items.map { $0.value(applying: t) }
            if let rects = values as? [CGRect] { return rects }
            if let points = values as? [CGPoint] { return points }
            return values
        case .optional(let item):
            guard let item else { return Optional<Any>.none as Any }
            return item.value(applying: t)
        }
    }
}
