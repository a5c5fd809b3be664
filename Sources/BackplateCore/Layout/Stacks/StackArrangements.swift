import Foundation

/// What a stack's arrangement depends on besides its children.
struct StackResultKey: Equatable {
    let proposal: ProposedViewSize
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?
}

/// A stack's arrangements (sizes, origins and proposals of its children) per proposal, kept
/// in its node's size cache so placing reuses what sizing computed. At most 4 are kept.
/// (Entries are structs rather than tuples: an array of tuples copied its entries through the
/// runtime's generic tuple witnesses, Benchmarks/README.md.)
final class StackArrangements {
    @exclusivity(unchecked) private var entries: [Entry]

    private struct Entry {
        let key: StackResultKey
        let result: StackAlgorithm.Result
    }

    /// The arrangements of a stack whose first one is `result`.
    init(_ result: StackAlgorithm.Result, for key: StackResultKey) {
        entries = [Entry(key: key, result: result)]
    }

    /// The arrangement computed for `key`, or `nil`.
    func result(for key: StackResultKey) -> StackAlgorithm.Result? {
        for entry in entries where entry.key == key { return entry.result }
        return nil
    }

    /// Records an arrangement, dropping the oldest past four.
    func insert(_ result: StackAlgorithm.Result, for key: StackResultKey) {
        if entries.count >= 4 { entries.removeFirst() }
        entries.append(Entry(key: key, result: result))
    }
}
