import Foundation

/// A dynamic property that gives a view a unique namespace for `matchedGeometryEffect`.
///
/// Each `@Namespace` declaration gets its own identifier, the same for every copy of the view
/// value it is stored in.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    private let box = NamespaceBox()

    /// Creates a namespace.
    public init() {}

    /// The namespace's identifier.
    public var wrappedValue: Namespace.ID { ID(box: box) }

    /// A namespace identifier: equal only to itself and its copies.
    public struct ID: Hashable, Sendable {
        fileprivate let box: NamespaceBox
        /// Compares identities.
        public static func == (lhs: ID, rhs: ID) -> Bool { lhs.box === rhs.box }
        /// Hashes the identity.
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(box)) }
    }
}

fileprivate final class NamespaceBox: Sendable {}

/// The geometry a `matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates properties from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position of the view.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The size of the view.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Both position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

nonisolated extension View {
    /// Matches this view's geometry with the view of the same `id` in `namespace` that is its
    /// source, animating between them when one replaces the other.
    ///
    /// In a still render every view keeps the frame its own layout gives it: the common use,
    /// one view at a time carrying an id (a selection highlight that moves between tabs), draws
    /// exactly as SwiftUI does. A non-source view shown at the same time as its source is not
    /// moved onto the source's frame.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                   anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        modifier(_InertModifier())
    }
}
