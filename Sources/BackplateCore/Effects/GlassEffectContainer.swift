import Foundation

/// A view that combines the Liquid Glass shapes of the views inside it (iOS 26).
///
/// Glass effects that join a union (`glassEffectUnion(id:namespace:)`) are drawn as one shape
/// spanning all of their views, in the glass and shape of the first, behind the container's
/// content. On iOS, glass shapes closer than `spacing` also blend into each other, and shapes
/// morph as views appear and disappear; a still render draws each other shape on its own, and
/// warns when two are closer than `spacing` (or overlap, without one), as iOS would blend them.
nonisolated public struct GlassEffectContainer<Content: View>: View {
    /// The distance below which glass shapes would blend (nil: the system default).
    let spacing: CGFloat?
    let content: Content

    /// Creates a glass effect container.
    ///
    /// - Parameters:
    ///   - spacing: The spacing below which glass shapes inside blend together; nil uses the
    ///     system's default.
    ///   - content: The views whose glass effects the container combines.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    /// The content, its unions' glass drawn behind it.
    public var body: some View {
        content
            .environment(\.isInsideGlassEffectContainer, true)
            .backgroundPreferenceValue(GlassShapeReportsKey.self) { reports in
                if !reports.isEmpty {
                    GeometryReader { proxy in
                        unions(GlassContainerShapes(reports, in: proxy))
                    }
                }
            }
            // The shapes are this container's: an outer container does not draw them again.
            .transformPreference(GlassShapeReportsKey.self) { $0 = [] }
    }

    private func unions(_ resolved: GlassContainerShapes) -> some View {
        if let gap = resolved.smallestGap, gap < (spacing ?? 0) {
            let apart = gap < 0 ? "overlap" : "are \((gap * 10).rounded() / 10) pt apart"
            RuntimeWarning.emit("GlassEffectContainer(spacing: \(spacing.map { "\($0)" } ?? "nil")): two glass shapes \(apart); iOS blends them into one, Backplate draws them apart")
        }
        let joined = resolved.shapes.filter { $0.union != nil }
        return ZStack(alignment: .topLeading) {
            ForEach(joined.indices, id: \.self) { index in
                let union = joined[index]
                _GlassSurface(glass: union.glass, shape: union.shape)
                    .frame(width: union.frame.width, height: union.frame.height)
                    .offset(x: union.frame.minX, y: union.frame.minY)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

nonisolated extension View {
    /// Associates an identity with this view's glass effect (iOS 26), so that a
    /// `GlassEffectContainer` can morph it into another glass shape with the same identity
    /// during a transition. A still render shows no transition: the view draws as without it.
    ///
    /// - Parameters:
    ///   - id: The identity of the glass effect, or nil for none.
    ///   - namespace: The namespace the identity belongs to.
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View {
        modifier(_InertModifier())
    }

    /// Joins this view's glass effect with others sharing `id` in `namespace` (iOS 26): inside
    /// a `GlassEffectContainer` they draw as one glass shape spanning all of them (the first
    /// one's glass and shape over the union of their frames). Outside a container, or with a
    /// nil `id`, each keeps its own shape.
    ///
    /// - Parameters:
    ///   - id: The identity of the union, or nil for none.
    ///   - namespace: The namespace the identity belongs to.
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View {
        environment(\.glassUnion, id.map { GlassUnionID(id: $0, namespace: namespace) })
    }
}
