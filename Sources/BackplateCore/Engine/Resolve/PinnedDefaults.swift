/// Defaults pinned, by type, for every render started in the current task (a snapshot trait
/// pins the iOS look this way); `DeepStack` binds them again on its large-stack workers.
package struct PinnedDefaults: Sendable {
    /// The current task's pinned defaults (none unless bound).
    @TaskLocal package static var current = PinnedDefaults()
    private var values: [ObjectIdentifier: any Sendable] = [:]

    package init() {}

    /// The pinned value of `type`, if any.
    package func value<T: Sendable>(of type: T.Type) -> T? { values[ObjectIdentifier(type)] as? T }

    /// These defaults with `value` pinned for its type.
    package func pinning<T: Sendable>(_ value: T) -> PinnedDefaults {
        var copy = self
        copy.values[ObjectIdentifier(T.self)] = value
        return copy
    }
}
