import Foundation

/// A collection of the spacing preferences of a view: per edge, and per category of
/// neighbour (plain views, text), as SwiftUI's adaptive stack spacing uses them.
public struct ViewSpacing: Sendable, CustomStringConvertible {
    /// Opaque neighbour categories of SwiftUI's spacing model.
    enum Category: Hashable, Sendable {
        case textToText, edgeAboveText, edgeBelowText, textBaseline
        case edgeLeftText, edgeRightText, leftTextBaseline, rightTextBaseline
    }

    /// Absolute edges (left/right are leading/trailing in left-to-right layouts).
    enum AbsoluteEdge: Hashable, Sendable { case top, left, bottom, right }

    struct Key: Hashable, Sendable {
        var category: Category?
        var edge: AbsoluteEdge
    }

    /// Font metrics used between two lines of text.
    struct TextMetrics: Hashable, Sendable {
        var ascend: CGFloat
        var descend: CGFloat
        var leading: CGFloat
        var pixelLength: CGFloat
    }

    enum Value: Hashable, Sendable {
        case distance(CGFloat)
        case topTextMetrics(TextMetrics)
        case bottomTextMetrics(TextMetrics)

        var magnitude: CGFloat {
            switch self {
            case .distance(let d): return d
            case .topTextMetrics(let m), .bottomTextMetrics(let m): return m.ascend + m.descend
            }
        }
    }

    var storage: [Key: Value]

    /// A spacing instance with no preferences: stacks use the default 8 points next to it.
    public init() { storage = [:] }

    init(_ storage: [Key: Value]) { self.storage = storage }

    /// Zero spacing on all four edges.
    public static let zero = ViewSpacing([
        Key(category: nil, edge: .top): .distance(0), Key(category: nil, edge: .left): .distance(0),
        Key(category: nil, edge: .bottom): .distance(0), Key(category: nil, edge: .right): .distance(0),
    ])

    /// The preferences of a plain view (a colour, a shape): 0 next to text on each edge,
    /// so only the default spacing applies between plain views.
    static let plain = ViewSpacing([
        Key(category: .edgeBelowText, edge: .top): .distance(0),
        Key(category: .edgeAboveText, edge: .bottom): .distance(0),
        Key(category: .edgeRightText, edge: .left): .distance(0),
        Key(category: .edgeLeftText, edge: .right): .distance(0),
    ])

    /// The default distance when two views share no preference.
    static let defaultSpacing: CGFloat = 8

    /// Merges another spacing into this one, keeping the larger value per key on `edges`.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for (key, value) in other.storage where edges.containsAbsolute(key.edge) {
            if let mine = storage[key], mine.magnitude >= value.magnitude { continue }
            storage[key] = value
        }
    }

    /// The union of two spacings on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The preferred distance from this view to `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        preferredDistance(to: next, along: axis) ?? ViewSpacing.defaultSpacing
    }

    func preferredDistance(to next: ViewSpacing, along axis: Axis) -> CGFloat? {
        let fromEdge: AbsoluteEdge = axis == .horizontal ? .right : .bottom
        let toEdge: AbsoluteEdge = axis == .horizontal ? .left : .top
        var best: CGFloat?
        for (key, a) in storage where key.edge == fromEdge && key.category != nil {
            guard let b = next.storage[Key(category: key.category, edge: toEdge)] else { continue }
            if let d = Self.combine(a, b) { best = max(best ?? -.infinity, d) }
        }
        if let best { return best }
        let a = storage[Key(category: nil, edge: fromEdge)]
        let b = next.storage[Key(category: nil, edge: toEdge)]
        if a == nil && b == nil { return nil }
        func value(_ v: Value?) -> CGFloat {
            if case .distance(let d)? = v { return d }
            return -.infinity
        }
        return max(value(a), value(b))
    }

    private static func combine(_ a: Value, _ b: Value) -> CGFloat? {
        switch (a, b) {
        case (.distance(let x), .distance(let y)): return x + y
        case (.distance(let x), _): return x
        case (_, .distance(let y)): return y
        case (.topTextMetrics(let upper), .bottomTextMetrics(let lower)),
             (.bottomTextMetrics(let lower), .topTextMetrics(let upper)):
            // iOS 17+: the lower text's leading, rounded up to the upper text's pixel length.
            let p = max(upper.pixelLength, .leastNonzeroMagnitude)
            return (lower.leading / p).rounded(.up) * p
        default: return nil
        }
    }

    /// Replaces the preferences on `edges` with those of a plain view (padding and frames do this).
    func resettingToPlain(on edges: Edge.Set) -> ViewSpacing {
        var copy = self
        copy.storage = copy.storage.filter { !edges.containsAbsolute($0.key.edge) }
        for (key, value) in ViewSpacing.plain.storage where edges.containsAbsolute(key.edge) {
            copy.storage[key] = value
        }
        return copy
    }

    /// The keys and values, for debugging.
    public var description: String {
        let parts = storage.map { "\($0.key.category.map { "\($0)" } ?? "any")/\($0.key.edge)=\($0.value)" }.sorted()
        return "ViewSpacing(\(parts.joined(separator: ", ")))"
    }
}

extension Edge.Set {
    func containsAbsolute(_ e: ViewSpacing.AbsoluteEdge) -> Bool {
        switch e {
        case .top: return contains(.top)
        case .bottom: return contains(.bottom)
        case .left: return contains(.leading)
        case .right: return contains(.trailing)
        }
    }
}
