import Foundation

/// A key for a value a view hands the container it sits in (iOS 18): declare one with
/// `@Entry` in an `extension ContainerValues`, or write a type with a `defaultValue`.
public protocol ContainerValueKey {
    /// The type of the key's value.
    associatedtype Value
    /// The value a subview reports when no `containerValue(_:_:)` set one.
    static var defaultValue: Value { get }
}

/// The values a view has set for the container it sits in with `containerValue(_:_:)`, read by
/// that container through `Subview.containerValues` (`Group(subviews:)`, `ForEach(subviews:)`)
/// or `LayoutSubview.containerValues` (a custom `Layout`). Unlike the environment, they travel
/// up to the container from the view, and only one level: not into the subview's own children.
public struct ContainerValues {
    var storage: [ObjectIdentifier: Any] = [:]
    var tagValue: AnyHashable?

    init() {}

    /// The value for `key`: the one set with `containerValue(_:_:)` on the subview, else the
    /// key's `defaultValue`.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { storage[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// The subview's tag (set with `tag(_:)`) if it is of type `V`, else `nil`.
    public func tag<V: Hashable>(for type: V.Type) -> V? {
        tagValue?.base as? V
    }

    /// Whether the subview is tagged with `tag` (`tag(_:)`).
    public func hasTag<V: Hashable>(_ tag: V) -> Bool {
        self.tag(for: V.self) == tag
    }

    /// The trait under which a node records the values its modifiers set.
    static let trait = ObjectIdentifier(ContainerValues.self)
}

/// Writes one container value on each view of its content (`View.containerValue(_:_:)`).
nonisolated public struct _ContainerValueWritingModifier<Value>: ViewModifier, PrimitiveModifier {
    /// The container value written.
    public var keyPath: WritableKeyPath<ContainerValues, Value>
    /// The value written.
    public var value: Value

    /// Creates the modifier writing `value` at `keyPath`.
    public init(keyPath: WritableKeyPath<ContainerValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }

    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let nodes = content(context)
        for node in nodes {
            // An outer `containerValue` is applied after an inner one: for the same key, it wins.
            var values = node.layoutValues[ContainerValues.trait] as? ContainerValues ?? ContainerValues()
            values[keyPath: keyPath] = value
            node.layoutValues[ContainerValues.trait] = values
        }
        return nodes
    }
}

nonisolated extension View {
    /// Sets a container value for the container this view sits in (iOS 18): a container made
    /// with `Group(subviews:)`, `ForEach(subviews:)` or a custom `Layout` reads it from the
    /// subview's `containerValues`. It draws nothing and changes no layout by itself.
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        modifier(_ContainerValueWritingModifier(keyPath: keyPath, value: value))
    }
}

extension ViewNode {
    /// The container values set on this node or on the single-child chain below it (a
    /// `padding` applied after `containerValue` does not hide it), the outermost winning.
    var containerValues: ContainerValues {
        var layers: [ContainerValues] = []
        var node: ViewNode? = self
        var depth = 0
        while let n = node, depth < 64 {
            if let values = n.layoutValues[ContainerValues.trait] as? ContainerValues { layers.append(values) }
            node = n.children.count == 1 ? n.children[0] : nil
            depth += 1
        }
        var result = ContainerValues()
        for layer in layers.reversed() {
            result.storage.merge(layer.storage) { _, outer in outer }
        }
        result.tagValue = containerTag
        return result
    }
}

extension LayoutSubview {
    /// The container values the subview set with `containerValue(_:_:)` (iOS 18).
    public var containerValues: ContainerValues { node.containerValues }
}
