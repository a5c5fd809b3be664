import Foundation

/// A resolved coordinate space: what `CoordinateSpaceProtocol` values resolve to.
public enum CoordinateSpace: Hashable {
    /// The global coordinate space: the rendered image's, its origin at the root view's
    /// top-leading corner.
    case global
    /// The local coordinate space of the current view.
    case local
    /// A named reference to the local coordinate space of the nearest ancestor given that
    /// name with `coordinateSpace(_:)` or `coordinateSpace(name:)`.
    case named(AnyHashable)

    /// Whether this is the global space.
    public var isGlobal: Bool { self == .global }
    /// Whether this is the local space.
    public var isLocal: Bool { self == .local }
}

/// A frame of reference within the layout system, passed to `GeometryProxy.frame(in:)`.
public protocol CoordinateSpaceProtocol {
    /// The resolved coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

/// The global coordinate space: the rendered image's.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// Creates the global space.
    public init() {}
    /// `.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The local coordinate space of the current view.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// Creates the local space.
    public init() {}
    /// `.local`.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A named coordinate space: give a view's space a name with `coordinateSpace(_:)`, then
/// refer to it from descendants with `.named(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    /// `.named(name)`.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The global coordinate space: the rendered image's.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The local coordinate space of the current view.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// A named coordinate space.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}

/// Names the modified view's local coordinate space.
nonisolated struct CoordinateSpaceNameModifier: ViewModifier, PrimitiveModifier {
    let name: AnyHashable
    func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        content(context).map { node in
            let named = ViewNode.passthrough("coordinateSpace", node)
            named.coordinateSpaceName = name
            return named
        }
    }
}

nonisolated extension View {
    /// Assigns a name to the view's coordinate space, so descendants can measure themselves
    /// relative to it with `frame(in: .named(...))`. The nearest ancestor with the name wins;
    /// the space is the view's layout frame moved by its ancestors' geometry effects
    /// (`offset`, `scaleEffect`...), not by its own content's.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(CoordinateSpaceNameModifier(name: name.name))
    }

    /// Assigns a name to the view's coordinate space (the iOS 13 spelling of
    /// `coordinateSpace(.named(name))`).
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(CoordinateSpaceNameModifier(name: AnyHashable(name)))
    }
}

extension PlacedGeometry {
    /// The local → space transform for a resolved space; an unknown name means the global
    /// space, as in SwiftUI.
    func transform(to space: CoordinateSpace) -> CGAffineTransform {
        switch space {
        case .local: return .identity
        case .global: return toGlobal
        case .named(let name):
            guard let named = namedSpaces[name] else { return toGlobal }
            return toGlobal.concatenating(named.toGlobal.inverted())
        }
    }
}
