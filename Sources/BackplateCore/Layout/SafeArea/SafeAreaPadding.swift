import Foundation

/// Pads its content and adds the padding to the content's safe area (SwiftUI's
/// `safeAreaPadding`, docs/layout-rules.md §3.5).
nonisolated public struct _SafeAreaPaddingModifier: ViewModifier, UnaryLayoutModifier {
    let edges: Edge.Set
    /// The insets, or `nil` for the environment's default padding (16).
    let insets: EdgeInsets?
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "safeAreaPadding" }
    func makeLayout(in environment: EnvironmentValues) -> any NodeLayout {
        SafeAreaPaddingLayout(padding: PaddingLayout(insets: (insets ?? environment.defaultPadding).restricted(to: edges)))
    }
}

/// `safeAreaPadding`'s layout: SwiftUI builds it from four `safeAreaInset(edge:spacing: 0)`
/// modifiers with clear content of the padding's length, which sizes and places the content
/// exactly as `padding` does; the content's safe area is the modifier's bounds less the
/// insets (inside any enclosing safe area), so its descendants that ignore the safe area
/// extend into the padding.
struct SafeAreaPaddingLayout: UnaryLayout {
    let padding: PaddingLayout

    func size(_ proposal: ProposedViewSize, child: ViewNode, pass: LayoutPass) -> CGSize {
        padding.size(proposal, child: child, pass: pass)
    }

    func childPlacement(_ proposal: ProposedViewSize, size: CGSize, child: ViewNode, pass: LayoutPass) -> (ProposedViewSize, CGPoint) {
        padding.childPlacement(proposal, size: size, child: child, pass: pass)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
        if let child = node.children.first {
            let (p, o) = childPlacement(proposal, size: bounds.size, child: child, pass: pass)
            let record = SafeAreaRecord.nested(in: pass.safeArea, bounds: bounds, adding: pass.physicalInsets(padding.insets),
                                               epsilon: pass.safeAreaEpsilon)
            pass.place(child, at: CGPoint(x: bounds.minX + o.x, y: bounds.minY + o.y), proposal: p, safeArea: record)
        }
        SecondaryLayers.place(node, in: bounds, pass: pass)
    }

    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing {
        padding.spacing(of: node, pass: pass)
    }
}

nonisolated extension View {
    /// Adds `length` (the default padding, 16, when `nil`) to the safe area of the view on
    /// `edges` (iOS 17).
    ///
    /// The view's content is inset exactly as `padding(_:_:)` insets it, and the inset counts
    /// as safe area: a background or a view inside that ignores the safe area reaches the
    /// modifier's full bounds (and beyond them, into an enclosing safe area it touches).
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_SafeAreaPaddingModifier(edges: edges, insets: length.map { EdgeInsets(.all, $0) }))
    }

    /// Adds `length` to the safe area of the view on every edge (iOS 17); see
    /// `safeAreaPadding(_:_:)`.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }

    /// Adds each edge's inset to the safe area of the view (iOS 17); see
    /// `safeAreaPadding(_:_:)`.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(_SafeAreaPaddingModifier(edges: .all, insets: insets))
    }
}
