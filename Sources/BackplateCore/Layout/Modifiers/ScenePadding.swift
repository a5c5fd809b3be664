import Foundation

/// The padding that spaces a view from its containing scene (`scenePadding(_:edges:)`).
public struct ScenePadding: Equatable, Sendable {
    let name: String

    /// The minimum scene padding: on iOS, the system's default padding (`padding()`'s amount).
    public static let minimum = ScenePadding(name: "minimum")
}

nonisolated extension View {
    /// Pads `edges` by the scene-appropriate amount: on an iPhone, the default padding, as
    /// `padding(edges)` adds it.
    public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        padding(edges)
    }

    /// Pads `edges` by a kind of scene padding (`.minimum`: the default padding on iOS).
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        self.padding(edges)
    }
}
