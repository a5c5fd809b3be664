import Foundation

/// A proposal for the size of a view: each dimension is either a concrete length or `nil`,
/// which asks the view for its ideal size on that axis.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width, or `nil` for "your ideal width".
    public var width: CGFloat?
    /// The proposed height, or `nil` for "your ideal height".
    public var height: CGFloat?

    /// Creates a proposal from optional dimensions.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a proposal with both dimensions of `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// The proposal (0, 0): "how small can you be?".
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The proposal (∞, ∞): "how big can you be?".
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// The proposal (nil, nil): "what is your ideal size?".
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// The proposal as a size, with unspecified dimensions replaced by those of `size`
    /// (10 × 10 by default, as in SwiftUI).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// A textual form such as `300×nil`.
    public var description: String {
        func f(_ v: CGFloat?) -> String { v.map { formatLength($0) } ?? "nil" }
        return "\(f(width))×\(f(height))"
    }

    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(_ axis: Axis, major: CGFloat?, minor: CGFloat?) {
        self = axis == .horizontal ? .init(width: major, height: minor) : .init(width: minor, height: major)
    }

    /// Subtracts insets from concrete dimensions, clamping at zero; `nil` stays `nil`.
    func inset(by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: width.map { max(0, $0 - insets.horizontal) },
                         height: height.map { max(0, $0 - insets.vertical) })
    }
}

/// Formats a length compactly for printed layout trees: integers without decimals,
/// others to at most three decimals.
func formatLength(_ v: CGFloat) -> String {
    if v.isNaN { return "nan" }
    if v == .infinity { return "inf" }
    if v == -.infinity { return "-inf" }
    // Beyond 2^53 a Double has no fraction, and beyond 2^63 it does not fit an Int: print
    // large lengths in exponent form instead of converting (which would trap).
    if abs(v) >= 1e15 { return String(format: "%.6g", v) }
    let r = (v * 1000).rounded() / 1000
    if r == r.rounded() { return String(Int(r)) }
    var s = String(format: "%.3f", r)
    while s.hasSuffix("0") { s.removeLast() }
    return s
}

func formatRect(_ r: CGRect) -> String {
    "(\(formatLength(r.minX)), \(formatLength(r.minY)), \(formatLength(r.width)), \(formatLength(r.height)))"
}

func formatSize(_ s: CGSize) -> String {
    "\(formatLength(s.width))×\(formatLength(s.height))"
}
