import Foundation

/// Where a scroll view is scrolled to (iOS 18): an edge, a point, or the identity of a view
/// in a `scrollTargetLayout()`. Bound with `scrollPosition(_:anchor:)`.
///
/// A still render shows a scroll view at rest where the position says: a position at the
/// `.bottom` or `.trailing` edge starts the scroll view at that end (as
/// `defaultScrollAnchor(.bottom)` does, so a chat shows its newest messages), a point or a
/// view's identity scrolls there (stopping at the content's ends), the other edges show the
/// content from its start, and the binding is never written.
public struct ScrollPosition: Hashable, Sendable {
    /// The edge scrolled to, if the position is an edge.
    public private(set) var edge: Edge?
    /// The point scrolled to, if the position is a point.
    public private(set) var point: CGPoint?
    /// The identity of the view scrolled to, if the position is a view.
    public private(set) var viewID: (any Hashable & Sendable)?
    private var anchor: UnitPoint?
    /// Whether a person scrolled to this position (never in a still render).
    public var isPositionedByUser: Bool { false }

    /// A position for views identified by `idType`, not yet scrolled anywhere.
    public init(idType: (some Hashable & Sendable).Type = Never.self) {}
    /// A position for views identified by `idType`, at `edge`.
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) { self.edge = edge }
    /// A position for views identified by `idType`, at `point`.
    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) { self.point = point }
    /// A position for views identified by `idType`, at the offsets `x` and `y`.
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat, y: CGFloat) {
        point = CGPoint(x: x, y: y)
    }
    /// A position for views identified by `idType`, at the horizontal offset `x` (the
    /// vertical offset stays at the start).
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) { point = CGPoint(x: x, y: 0) }
    /// A position for views identified by `idType`, at the vertical offset `y` (the
    /// horizontal offset stays at the start).
    public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) { point = CGPoint(x: 0, y: y) }
    /// A position at the view with identity `id`.
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        viewID = id
        self.anchor = anchor
    }

    /// The identity of the view scrolled to, if it has type `type`.
    public func viewID<T: Hashable & Sendable>(type: T.Type) -> T? { viewID as? T }

    /// Positions are equal when they name the same edge, point, view and anchor.
    public static func == (lhs: ScrollPosition, rhs: ScrollPosition) -> Bool {
        lhs.edge == rhs.edge && lhs.point == rhs.point && lhs.anchor == rhs.anchor
            && lhs.viewID.map { AnyHashable($0) } == rhs.viewID.map { AnyHashable($0) }
    }

    /// Hashes the edge, point, view and anchor.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(edge)
        hasher.combine(point.map { [$0.x, $0.y] })
        hasher.combine(viewID.map { AnyHashable($0) })
        hasher.combine(anchor)
    }

    /// Scrolls to `edge`.
    public mutating func scrollTo(edge: Edge) { self = ScrollPosition(edge: edge) }
    /// Scrolls to `point`.
    public mutating func scrollTo(point: CGPoint) { self = ScrollPosition(point: point) }
    /// Scrolls to the horizontal offset `x`.
    public mutating func scrollTo(x: CGFloat) { self = ScrollPosition(x: x, y: point?.y ?? 0) }
    /// Scrolls to the vertical offset `y`.
    public mutating func scrollTo(y: CGFloat) { self = ScrollPosition(x: point?.x ?? 0, y: y) }
    /// Scrolls to the offsets `x` and `y`.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { self = ScrollPosition(x: x, y: y) }
    /// Scrolls to the view with identity `id`.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        self = ScrollPosition(id: id, anchor: anchor)
    }

    /// Where a still render scrolls the content (a point or a view; `nil` for an edge or none).
    /// A view rests at the top-most, leading-most place unless an anchor says otherwise: the
    /// position names the top-most view of its scroll target layout.
    func request(anchor defaultAnchor: UnitPoint?) -> ScrollTargetRequest? {
        if let viewID {
            return ScrollTargetRequest(target: .view(AnyHashable(viewID)), anchor: anchor ?? defaultAnchor ?? .topLeading)
        }
        if let point { return ScrollTargetRequest(target: .offset(point), anchor: nil) }
        return nil
    }

    /// The anchor a still render starts the scroll view at (`nil`: its start).
    var restingAnchor: UnitPoint? {
        switch edge {
        case .bottom?: return .bottom
        case .trailing?: return .trailing
        default: return nil
        }
    }
}

/// What a `defaultScrollAnchor(_:for:)` anchor applies to (iOS 18).
public struct ScrollAnchorRole: Hashable, Sendable {
    let name: String
    /// Where the scroll view starts.
    public static let initialOffset = ScrollAnchorRole(name: "initialOffset")
    /// Which point stays put when the content or the container changes size.
    public static let sizeChanges = ScrollAnchorRole(name: "sizeChanges")
    /// Where content smaller than the scroll view sits.
    public static let alignment = ScrollAnchorRole(name: "alignment")
}

nonisolated extension View {
    /// Binds a scroll view's position (iOS 18). A still render starts the scroll view at the
    /// position's `.bottom` or `.trailing` edge when it names one (content shorter than the
    /// scroll view then also sits at that edge, as with `defaultScrollAnchor(_:)`), scrolled to
    /// its point or to its view (at the position's anchor, else `anchor`, else with the view at
    /// the top-leading edge), otherwise at its start; the binding is never written.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        let value = position.wrappedValue
        return modifier(_EnvironmentTransformModifier { env in
            if let resting = value.restingAnchor { env.defaultScrollAnchor = resting }
            if let request = value.request(anchor: anchor) { env.scrollTargetRequest = request }
        })
    }

    /// Sets a scroll view's anchor for one `role` (iOS 18). `.initialOffset` and `.alignment`
    /// act as `defaultScrollAnchor(_:)`, which Backplate applies to both (where the view
    /// starts and where short content sits); `.sizeChanges` has no effect on a still render.
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        modifier(_EnvironmentTransformModifier { env in
            if role != .sizeChanges { env.defaultScrollAnchor = anchor }
        })
    }
}
