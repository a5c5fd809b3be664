import Foundation

// SwiftUI's path and shape boolean operations (iOS 17), computed by `PathBooleanGeometry`: real
// geometry, with curves returned as lines within 0.02 pt of them.

extension Path {
    /// The area covered by this path or `other` (each filled by the non-zero rule, or
    /// even-odd when `eoFill`), as closed subpaths that fill the same with either rule.
    public func union(_ other: Path, eoFill: Bool = false) -> Path {
        boolean(other, eoFill: eoFill, "union") { $0 || $1 }
    }

    /// The area covered by both this path and `other`.
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
        boolean(other, eoFill: eoFill, "intersection") { $0 && $1 }
    }

    /// The area of this path that `other` does not cover.
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
        boolean(other, eoFill: eoFill, "subtracting") { $0 && !$1 }
    }

    /// The area covered by exactly one of this path and `other`.
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
        boolean(other, eoFill: eoFill, "symmetricDifference") { $0 != $1 }
    }

    /// The parts of this path's lines that lie inside `other`'s filled area (open subpaths
    /// stay open): what stroking the result draws.
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
        guard let g = PathBooleanGeometry(self, other, eoFill: eoFill, closingOpenSubpathsOfA: false),
              let lines = g.lines(insideB: true) else {
            return refused("lineIntersection", fallback: self)
        }
        return lines
    }

    /// The parts of this path's lines that lie outside `other`'s filled area.
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
        guard let g = PathBooleanGeometry(self, other, eoFill: eoFill, closingOpenSubpathsOfA: false),
              let lines = g.lines(insideB: false) else {
            return refused("lineSubtraction", fallback: self)
        }
        return lines
    }

    /// The same filled area (by the even-odd rule when `eoFill`, SwiftUI's default, or the
    /// non-zero rule) with overlaps and self-intersections removed, so either rule fills it.
    public func normalized(eoFill: Bool = true) -> Path {
        boolean(Path(), eoFill: eoFill, "normalized") { a, _ in a }
    }

    private func boolean(_ other: Path, eoFill: Bool, _ name: String, _ rule: PathBooleanGeometry.Rule) -> Path {
        guard let g = PathBooleanGeometry(self, other, eoFill: eoFill), let region = g.region(rule) else {
            return refused(name, fallback: rule(true, false) ? self : Path())
        }
        return region
    }

    /// Non-finite points, too many edges or crossings: warns and returns `fallback` (this path, or empty).
    private func refused(_ name: String, fallback: Path) -> Path {
        RuntimeWarning.emit("Path.\(name): the paths hold non-finite points, more than \(PathBooleanGeometry.maxEdges) "
                            + "edges when flattened or more than \(PathBooleanGeometry.maxPieces) pieces where they cross; "
                            + "drew the first path unchanged or nothing instead of the result")
        return fallback
    }
}

/// A shape made by a boolean operation on two shapes' paths in the same frame.
nonisolated struct BooleanShape<A: Shape, B: Shape>: Shape {
    let a: A
    let b: B
    let operation: @Sendable (Path, Path) -> Path

    func path(in rect: CGRect) -> Path { operation(a.path(in: rect), b.path(in: rect)) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { a.sizeThatFits(proposal) }
}

nonisolated extension Shape {
    /// The area covered by this shape or `other`, in the same frame.
    public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        BooleanShape(a: self, b: other) { $0.union($1, eoFill: eoFill) }
    }

    /// The area covered by both this shape and `other`.
    public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        BooleanShape(a: self, b: other) { $0.intersection($1, eoFill: eoFill) }
    }

    /// The area of this shape that `other` does not cover.
    public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        BooleanShape(a: self, b: other) { $0.subtracting($1, eoFill: eoFill) }
    }

    /// The area covered by exactly one of this shape and `other`.
    public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        BooleanShape(a: self, b: other) { $0.symmetricDifference($1, eoFill: eoFill) }
    }

    /// The parts of this shape's outline inside `other`.
    public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        BooleanShape(a: self, b: other) { $0.lineIntersection($1, eoFill: eoFill) }
    }

    /// The parts of this shape's outline outside `other`.
    public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        BooleanShape(a: self, b: other) { $0.lineSubtraction($1, eoFill: eoFill) }
    }
}
