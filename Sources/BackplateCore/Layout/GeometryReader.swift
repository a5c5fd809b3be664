import Foundation

/// A container view that defines its content as a function of its own size and coordinate
/// space. It is greedy (it takes the whole proposal; unspecified dimensions become 0) and
/// places its content at its top-leading corner, proposing its own size.
///
/// The content is built during placement, once the reader's frame is known, so the proxy
/// reports final geometry: `frame(in:)` in the local, global or a named space, and anchors
/// from `overlayPreferenceValue`/`backgroundPreferenceValue` converted to the reader's space.
nonisolated public struct GeometryReader<Content: View>: View {
    /// The content function.
    public var content: (GeometryProxy) -> Content
    /// Creates a geometry reader.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }
}

/// A proxy for the size and coordinate space (for anchor resolution) of a `GeometryReader`
/// or of the view an `onGeometryChange` action measures. Values are those of the final layout.
public struct GeometryProxy: @unchecked Sendable {
    // Immutable after creation; `@unchecked` only because named-space names are `AnyHashable`.
    let geometry: PlacedGeometry

    init(_ geometry: PlacedGeometry) { self.geometry = geometry }

    /// Creates a proxy for a container of `size` whose frame in the global space is `globalFrame`.
    init(size: CGSize, globalFrame: CGRect) {
        self.geometry = PlacedGeometry(size: size, origin: globalFrame.origin)
    }

    /// The size of the container.
    public var size: CGSize { geometry.size }

    /// The safe-area insets of the container: how far the safe area's boundary lies inside
    /// each edge of the container, where that edge touches or crosses it (docs/layout-rules.md §12.3).
    /// A reader filling the safe area of an iPhone 15 canvas (`ImageRenderer.safeAreaInsets`
    /// or a device snapshot) reports top 59 and bottom 34, and so does one that ignores the
    /// safe area; a reader whose edges lie inside the safe area, or a render without one,
    /// reports zero. A `safeAreaInset` or `safeAreaPadding` around the reader adds to them.
    public var safeAreaInsets: EdgeInsets { geometry.safeAreaInsets }

    /// The container's bounds rectangle converted to a coordinate space: `.local` gives
    /// `(0, 0, size)`; `.global` the frame in the rendered image, after the ancestors'
    /// geometry effects (an `offset` moves it, a rotation gives the bounding box); `.named`
    /// the frame relative to the nearest ancestor with that name (the global frame when no
    /// ancestor has it, as in SwiftUI).
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The container's bounds rectangle converted to a resolved coordinate space (the iOS 13
    /// form of `frame(in:)`).
    @_disfavoredOverload
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: .zero, size: size).applying(geometry.transform(to: coordinateSpace))
    }

    /// A named coordinate space's bounds rectangle converted to the container's local space,
    /// or `nil` when no ancestor has that name.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let space = geometry.namedSpaces[coordinateSpace.name] else { return nil }
        return CGRect(origin: .zero, size: space.size).applying(space.toGlobal.concatenating(geometry.toGlobal.inverted()))
    }

    /// Resolves an anchor (a rectangle or point some view recorded with `anchorPreference`)
    /// in the container's local coordinate space.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.resolved(in: geometry.toGlobal.inverted())
    }
}

extension GeometryReader: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let content = self.content
        let inner = context.insideContainer
        return [ViewNode("GeometryReader", layout: GeometryReaderLayout { proxy in
            inner.resolver.resolve(content(proxy), inner)
        })]
    }
}

/// `GeometryReader`'s layout: greedy with 0 for unspecified dimensions; its content is built
/// from the placed geometry and placed top-leading, proposed the reader's size.
final class GeometryReaderLayout: NodeLayout {
    let build: (GeometryProxy) -> [ViewNode]
    init(build: @escaping (GeometryProxy) -> [ViewNode]) { self.build = build }
    /// The content is built from the reader's placed geometry.
    var readsPlacedGeometry: Bool { true }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
        let geometry = node.placedGeometry ?? PlacedGeometry(size: bounds.size, origin: bounds.origin)
        node.children = build(GeometryProxy(geometry))
        for child in node.children {
            pass.place(child, at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        }
        SecondaryLayers.place(node, in: bounds, pass: pass)
    }
}
