import Foundation

/// A variant of a symbol image (SwiftUI's `SymbolVariants`, iOS 15): an enclosing shape
/// (circle, square, rectangle), a filled form, a slash. `symbolVariant(_:)` turns
/// `Image(systemName: "bell")` into `bell.slash`, `bell.circle.fill`, … by adding the name
/// components in SF Symbols' order (`.slash`, then the shape, then `.fill`); a combination
/// Backplate's symbol table lacks drops components (fill first, then the shape, then the
/// slash) until a known name remains, else the plain name is drawn.
public struct SymbolVariants: Hashable, Sendable {
    enum Shape: String, Hashable, Sendable { case circle, square, rectangle }
    var shape: Shape?
    var isFilled = false
    var isSlashed = false

    /// No variant: `symbolVariant(.none)` changes nothing; `environment(\.symbolVariants, .none)`
    /// removes the variants set above (a tab bar's `.fill` included).
    public static let none = SymbolVariants()
    /// Inside a circle.
    public static let circle = SymbolVariants(shape: .circle)
    /// Inside a square.
    public static let square = SymbolVariants(shape: .square)
    /// Inside a rectangle.
    public static let rectangle = SymbolVariants(shape: .rectangle)
    /// The filled form.
    public static let fill = SymbolVariants(isFilled: true)
    /// With a slash through it.
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant inside a circle.
    public var circle: SymbolVariants { var v = self; v.shape = .circle; return v }
    /// This variant inside a square.
    public var square: SymbolVariants { var v = self; v.shape = .square; return v }
    /// This variant inside a rectangle.
    public var rectangle: SymbolVariants { var v = self; v.shape = .rectangle; return v }
    /// This variant filled.
    public var fill: SymbolVariants { var v = self; v.isFilled = true; return v }
    /// This variant with a slash.
    public var slash: SymbolVariants { var v = self; v.isSlashed = true; return v }

    /// Whether this variant includes every part of `other`.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    /// This variant with `other`'s parts added.
    func union(_ other: SymbolVariants) -> SymbolVariants {
        SymbolVariants(shape: other.shape ?? shape, isFilled: isFilled || other.isFilled, isSlashed: isSlashed || other.isSlashed)
    }

    /// The symbol name `base` takes under this variant (see the type's discussion).
    func apply(to base: String) -> String {
        guard self != .none, !base.isEmpty else { return base }
        var parts = base.split(separator: ".").map(String.init)
        let hadFill = parts.last == "fill"
        if hadFill { parts.removeLast() }
        let hadShape = parts.last.flatMap(Shape.init(rawValue:))
        if hadShape != nil { parts.removeLast() }
        let hadSlash = parts.last == "slash"
        if hadSlash { parts.removeLast() }
        let stem = parts.joined(separator: ".")
        let want = union(SymbolVariants(shape: hadShape, isFilled: hadFill, isSlashed: hadSlash))
        func name(_ v: SymbolVariants) -> String {
            stem + (v.isSlashed ? ".slash" : "") + (v.shape.map { "." + $0.rawValue } ?? "") + (v.isFilled ? ".fill" : "")
        }
        var candidate = want
        for step in 0..<4 {
            if SymbolTable.isPublicName(name(candidate)) { return name(candidate) }
            switch step {
            case 0: candidate.isFilled = false
            case 1: candidate.shape = nil
            default: candidate.isSlashed = false
            }
        }
        return base
    }
}

private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
    /// The variant symbol images in this environment take (`.none` by default).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Makes symbol images in this view take a variant (`.fill`, `.circle`, `.slash`, …);
    /// nested variants combine (`.symbolVariant(.circle).symbolVariant(.fill)` draws
    /// `….circle.fill`). As Apple documents, `.none` here has no effect: to drop the variants
    /// set above, set the environment value, `.environment(\.symbolVariants, .none)`.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        modifier(_EnvironmentTransformModifier { env in
            env.symbolVariants = env.symbolVariants.union(variant)
        })
    }
}
