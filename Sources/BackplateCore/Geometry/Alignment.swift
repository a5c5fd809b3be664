import Foundation

/// A type that you use to create custom alignment guides.
public protocol AlignmentID {
    /// The value of the guide for a view that sets no explicit value.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
    /// Combines a child's explicit value into its container's value. The default averages the
    /// children's explicit values, as SwiftUI does for custom guides.
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
    /// Running average of the children's explicit values.
    public static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        if let p = parentValue, n > 0 {
            parentValue = (p * CGFloat(n) + childValue) / CGFloat(n + 1)
        } else {
            parentValue = childValue
        }
    }
}

/// A frame guide (leading, center, trailing, top, bottom): never propagated by containers.
protocol FrameAlignmentID: AlignmentID {}
extension FrameAlignmentID {
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {}
}

/// The identity of an alignment guide: its ID type and its axis (public in SwiftUI's later
/// SDKs as `HorizontalAlignment.key`/`VerticalAlignment.key`; opaque).
public struct AlignmentKey: Hashable, Comparable, @unchecked Sendable {
    // Unchecked Sendable: immutable; holds an `AlignmentID` metatype.
    let id: any AlignmentID.Type
    let axis: Axis
    /// Whether this is a frame guide, decided once (a dynamic cast per layout query is costly).
    let isFrameGuide: Bool

    /// The default value of the six frame guides, decided once: 0, half or all of the width
    /// (horizontal) or height (vertical); `nil` for other guides. Reading a frame guide's
    /// default then needs no call through the ID's metatype (which copies the dimensions).
    private let frameFraction: CGFloat?

    init(id: any AlignmentID.Type, axis: Axis) {
        self.id = id
        self.axis = axis
        isFrameGuide = id is any FrameAlignmentID.Type
        switch ObjectIdentifier(id) {
        case ObjectIdentifier(LeadingGuide.self), ObjectIdentifier(TopGuide.self): frameFraction = 0
        case ObjectIdentifier(HCenterGuide.self), ObjectIdentifier(VCenterGuide.self): frameFraction = 0.5
        case ObjectIdentifier(TrailingGuide.self), ObjectIdentifier(BottomGuide.self): frameFraction = 1
        default: frameFraction = nil
        }
    }

    /// Keys are equal when they name the same guide on the same axis.
    public static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        ObjectIdentifier(a.id) == ObjectIdentifier(b.id) && a.axis == b.axis
    }
    /// An arbitrary but stable order of keys (by identity, then axis).
    public static func < (a: AlignmentKey, b: AlignmentKey) -> Bool {
        let (x, y) = (ObjectIdentifier(a.id), ObjectIdentifier(b.id))
        return x != y ? x < y : a.axis == .horizontal && b.axis == .vertical
    }
    /// Hashes the guide's identity and axis.
    public func hash(into h: inout Hasher) {
        h.combine(ObjectIdentifier(id))
        h.combine(axis)
    }
    func defaultValue(in d: ViewDimensions) -> CGFloat {
        if let frameFraction {
            let length = axis == .horizontal ? d.width : d.height
            return frameFraction == 0 ? 0 : frameFraction == 1 ? length : length / 2
        }
        return id.defaultValue(in: d)
    }
    var name: String { String(describing: id) }

    /// Combines the children's explicit values with the guide's rule.
    func combine(_ values: [CGFloat]) -> CGFloat? {
        var result: CGFloat?
        for (n, v) in values.enumerated() { id._combineExplicit(childValue: v, n, into: &result) }
        return result
    }
}

private enum LeadingGuide: FrameAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
private enum HCenterGuide: FrameAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
private enum TrailingGuide: FrameAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
private enum TopGuide: FrameAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
private enum VCenterGuide: FrameAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
private enum BottomGuide: FrameAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
private enum FirstBaselineGuide: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        parentValue = min(parentValue ?? childValue, childValue)
    }
}
private enum LastBaselineGuide: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        parentValue = max(parentValue ?? childValue, childValue)
    }
}

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Sendable {
    /// The guide's identity.
    public let key: AlignmentKey
    /// Creates a custom alignment from an `AlignmentID` type.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .horizontal) }
    /// The leading edge (x = 0).
    public static let leading = HorizontalAlignment(LeadingGuide.self)
    /// The horizontal centre.
    public static let center = HorizontalAlignment(HCenterGuide.self)
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(TrailingGuide.self)

    /// Combines explicit values with this guide's rule, as a container would.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combine(values.compactMap { $0 })
    }
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Sendable {
    /// The guide's identity.
    public let key: AlignmentKey
    /// Creates a custom alignment from an `AlignmentID` type.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .vertical) }
    /// The top edge (y = 0).
    public static let top = VerticalAlignment(TopGuide.self)
    /// The vertical centre.
    public static let center = VerticalAlignment(VCenterGuide.self)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(BottomGuide.self)
    /// The baseline of the top-most line of text.
    public static let firstTextBaseline = VerticalAlignment(FirstBaselineGuide.self)
    /// The baseline of the bottom-most line of text.
    public static let lastTextBaseline = VerticalAlignment(LastBaselineGuide.self)

    /// Combines explicit values with this guide's rule, as a container would.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combine(values.compactMap { $0 })
    }
}

/// An alignment in both axes.
public struct Alignment: Equatable, Sendable {
    /// The horizontal component.
    public var horizontal: HorizontalAlignment
    /// The vertical component.
    public var vertical: VerticalAlignment
    /// Creates an alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    /// Centre in both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading edge, vertically centred.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing edge, vertically centred.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top edge, horizontally centred.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom edge, horizontally centred.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Top-leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top-trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Bottom-leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom-trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Centre horizontally, first text baseline vertically.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Centre horizontally, last text baseline vertically.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Leading edge, first text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Leading edge, last text baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Trailing edge, first text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// Trailing edge, last text baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// A view's size and its alignment guides in its own coordinate space.
public struct ViewDimensions: Equatable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    /// Where explicit guide values come from. A node's dimensions keep the node and the
    /// proposal rather than a closure, so measuring a child allocates nothing.
    private let source: ExplicitSource

    private enum ExplicitSource {
        case none
        case closure((AlignmentKey) -> CGFloat?)
        case node(ViewNode, ProposedViewSize, LayoutPass)
    }

    init(size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat?) {
        width = size.width
        height = size.height
        source = .closure(explicit)
    }

    init(size: CGSize) {
        width = size.width
        height = size.height
        source = .none
    }

    /// The dimensions of `node` for `proposal` (already sanitized): explicit guides are asked
    /// of the node's layout when read.
    init(size: CGSize, node: ViewNode, proposal: ProposedViewSize, pass: LayoutPass) {
        width = size.width
        height = size.height
        source = .node(node, proposal, pass)
    }

    func explicitValue(_ key: AlignmentKey) -> CGFloat? {
        switch source {
        case .none: return nil
        case .closure(let f): return f(key)
        case .node(let node, let proposal, let pass):
            if pass.stack.isLow { return pass.stack.continueOnLargeStack { explicitValue(key) } }
            return node.layout.explicitAlignment(key, of: node, in: CGRect(x: 0, y: 0, width: width, height: height),
                                                 proposal: proposal, pass: pass)
        }
    }

    var size: CGSize { CGSize(width: width, height: height) }

    /// The value of a horizontal guide: its explicit value, else its default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    /// The value of a vertical guide: its explicit value, else its default.
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    /// The explicit value of a horizontal guide, if the view sets one.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }
    /// The explicit value of a vertical guide, if the view sets one.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

    subscript(key: AlignmentKey) -> CGFloat { explicitValue(key) ?? key.defaultValue(in: self) }

    /// Dimensions compare by size.
    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height
    }
}
