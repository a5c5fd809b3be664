import Foundation

/// The margins `listSectionMargins(_:_:)` sets around a list's sections; an edge left nil keeps
/// the list style's margin there (iOS 26: cards 16 points from the sides, sections 35 points
/// apart; iOS 18: the system margin and the same spacing).
struct ListSectionMargins: Equatable, Sendable {
    var top: CGFloat?
    var leading: CGFloat?
    var bottom: CGFloat?
    var trailing: CGFloat?

    /// Sets `length` (nil: the style's default) on `edges`; a negative or non-finite length is 0.
    mutating func set(_ edges: Edge.Set, _ length: CGFloat?) {
        let value = length.map { $0.isFinite ? max(0, $0) : 0 }
        if edges.contains(.top) { top = value }
        if edges.contains(.leading) { leading = value }
        if edges.contains(.bottom) { bottom = value }
        if edges.contains(.trailing) { trailing = value }
    }
}

private struct ListSectionMarginsKey: EnvironmentKey { static let defaultValue = ListSectionMargins() }

extension EnvironmentValues {
    /// The section margins set with `listSectionMargins(_:_:)`, read by each section.
    var listSectionMargins: ListSectionMargins {
        get { self[ListSectionMarginsKey.self] }
        set { self[ListSectionMarginsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the margins of list sections on `edges` to `length` points, replacing the list style's
    /// (nil restores it): the leading and trailing margins place the section's card and its header
    /// and footer text, the top and bottom margins replace the space above and below the section,
    /// around its header and footer. Applies to the sections of a list or to one `Section`.
    @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
    public func listSectionMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View {
        transformEnvironment(\.listSectionMargins) { $0.set(edges, length) }
    }
}
