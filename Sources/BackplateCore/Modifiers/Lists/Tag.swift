import Foundation

extension View {
    /// Sets the tag of this view: the value a `TabView`, `List(selection:)` or picker
    /// compares with its selection.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(_ContainerTraitModifier(key: ContainerTraits.tag, value: AnyHashable(tag)))
    }
}

extension ViewNode {
    /// The tag set with `tag(_:)` on this node's chain, if any.
    var containerTag: AnyHashable? { trait(ContainerTraits.tag, as: AnyHashable.self) }
}
