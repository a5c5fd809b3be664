import Foundation

/// The union a glass effect joins (`glassEffectUnion(id:namespace:)`): its id in a namespace.
nonisolated struct GlassUnionID: Hashable, Sendable {
    let id: any Hashable & Sendable
    let namespace: Namespace.ID

    static func == (a: GlassUnionID, b: GlassUnionID) -> Bool {
        a.namespace == b.namespace && AnyHashable(a.id) == AnyHashable(b.id)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(id))
        hasher.combine(namespace)
    }
}

/// A glass shape inside a `GlassEffectContainer`, reported to the container: its bounds, its
/// glass and shape, and the union it joins (nil: it draws its own shape).
nonisolated struct GlassShapeReport: Sendable {
    let union: GlassUnionID?
    let bounds: Anchor<CGRect>
    let glass: Glass
    let shape: AnyShape
}

/// The glass shapes inside a container, in drawing order.
nonisolated struct GlassShapeReportsKey: PreferenceKey {
    static var defaultValue: [GlassShapeReport] { [] }
    static func reduce(value: inout [GlassShapeReport], nextValue: () -> [GlassShapeReport]) {
        value += nextValue()
    }
}

private struct GlassUnionEnvironmentKey: EnvironmentKey { static let defaultValue: GlassUnionID? = nil }
private struct InsideGlassContainerKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The union the glass effects inside join (`glassEffectUnion(id:namespace:)`).
    var glassUnion: GlassUnionID? {
        get { self[GlassUnionEnvironmentKey.self] }
        set { self[GlassUnionEnvironmentKey.self] = newValue }
    }

    /// Whether the view is inside a `GlassEffectContainer`, which draws its unions.
    var isInsideGlassEffectContainer: Bool {
        get { self[InsideGlassContainerKey.self] }
        set { self[InsideGlassContainerKey.self] = newValue }
    }
}

/// What a glass effect draws behind its view: its glass, or, inside a container and in a
/// union, nothing but a report of its bounds (the container draws the union's one shape).
nonisolated struct _GlassBackground: View {
    let glass: Glass
    let shape: AnyShape
    @Environment(\.glassUnion) private var union
    @Environment(\.isInsideGlassEffectContainer) private var isInsideContainer

    var body: some View {
        if isInsideContainer {
            let drawn = union == nil
            ZStack {
                if drawn { _GlassSurface(glass: glass, shape: shape) } else { Color.clear }
            }
            .anchorPreference(key: GlassShapeReportsKey.self, value: .bounds) { bounds in
                [GlassShapeReport(union: union, bounds: bounds, glass: glass, shape: shape)]
            }
        } else {
            _GlassSurface(glass: glass, shape: shape)
        }
    }
}

/// A container's glass shapes, resolved in its coordinates: each union becomes one shape
/// spanning its members' bounds, in the first member's glass and shape.
nonisolated struct GlassContainerShapes {
    struct Shape {
        let union: GlassUnionID?
        let frame: CGRect
        let glass: Glass
        let shape: AnyShape
    }

    let shapes: [Shape]

    init(_ reports: [GlassShapeReport], in proxy: GeometryProxy) {
        var shapes: [Shape] = []
        var unionIndex: [GlassUnionID: Int] = [:]
        for report in reports {
            let frame = proxy[report.bounds]
            guard let union = report.union else {
                shapes.append(Shape(union: nil, frame: frame, glass: report.glass, shape: report.shape))
                continue
            }
            if let index = unionIndex[union] {
                let first = shapes[index]
                shapes[index] = Shape(union: union, frame: first.frame.union(frame), glass: first.glass, shape: first.shape)
            } else {
                unionIndex[union] = shapes.count
                shapes.append(Shape(union: union, frame: frame, glass: report.glass, shape: report.shape))
            }
        }
        self.shapes = shapes
    }

    /// The smallest gap between two of the shapes' frames (negative when they overlap), nil
    /// for fewer than two.
    var smallestGap: CGFloat? {
        var smallest: CGFloat?
        for (i, a) in shapes.enumerated() {
            for b in shapes[(i + 1)...] {
                let dx = max(a.frame.minX - b.frame.maxX, b.frame.minX - a.frame.maxX)
                let dy = max(a.frame.minY - b.frame.maxY, b.frame.minY - a.frame.maxY)
                let gap = max(dx, dy)
                smallest = min(smallest ?? gap, gap)
            }
        }
        return smallest
    }
}
