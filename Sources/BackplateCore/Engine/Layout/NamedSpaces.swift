import Foundation

/// The named coordinate spaces visible at a point of placement (`coordinateSpace(name:)`),
/// by name: what `PlacementScope` carries down the tree and `PlacedGeometry` records per node.
///
/// Performance (measured in Benchmarks/README.md): every placed node records the spaces around it, and almost every
/// tree has none. An empty set is a single empty reference (no dictionary to retain, release
/// or create per node: copying `[AnyHashable: NamedSpace]` cost a bridged retain and release
/// per copy, about four copies per placed node); a non-empty set shares one immutable
/// dictionary, replaced (never mutated) when a space is added, so copies stay independent.
struct NamedSpaces: ExpressibleByDictionaryLiteral {
    private final class Storage {
        let spaces: [AnyHashable: NamedSpace]
        init(_ spaces: [AnyHashable: NamedSpace]) { self.spaces = spaces }
    }

    private var storage: Storage?

    /// No named space.
    init() {}

    init(dictionaryLiteral elements: (AnyHashable, NamedSpace)...) {
        guard !elements.isEmpty else { return }
        storage = Storage(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// The space with this name, or `nil`; setting adds, replaces or (with `nil`) removes it.
    subscript(name: AnyHashable) -> NamedSpace? {
        get { storage?.spaces[name] }
        set {
            var spaces = storage?.spaces ?? [:]
            spaces[name] = newValue
            storage = spaces.isEmpty ? nil : Storage(spaces)
        }
    }

    /// Whether no space is named.
    var isEmpty: Bool { storage == nil }
}
