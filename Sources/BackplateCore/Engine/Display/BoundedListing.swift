/// The lines of a printed tree (a layout tree, a display list), bounded so that printing costs
/// at most linear time and memory whatever the tree: nodes deeper than `maxDepth` and nodes
/// past `maxLines` are counted instead of printed, long lines are cut, and a closing line
/// says what was left out.
package struct BoundedListing {
    /// The deepest level printed; deeper subtrees are counted.
    package static let maxDepth = 128
    /// The most lines printed; later nodes are counted.
    package static let maxLines = 10_000
    /// The longest line printed, in characters; longer ones end with "…".
    package static let maxLineLength = 1_000

    private var lines: [String] = []
    private var elidedDeep = 0
    private var elidedLate = 0

    package init() {}

    /// Whether a node at `depth` is printed; otherwise the caller counts its subtree with
    /// `elide(_:deep:)` instead of visiting it.
    package func prints(depth: Int) -> Bool { depth <= Self.maxDepth && lines.count < Self.maxLines }

    /// Whether a node at `depth` is left out for its depth (rather than for the line budget).
    package func isTooDeep(_ depth: Int) -> Bool { depth > Self.maxDepth }

    /// Adds one line at `depth`, indented two spaces a level and cut at `maxLineLength`.
    package mutating func append(_ text: String, depth: Int) {
        let line = String(repeating: "  ", count: depth) + text
        lines.append(line.count > Self.maxLineLength ? String(line.prefix(Self.maxLineLength - 1)) + "…" : line)
    }

    /// Counts `count` nodes left out, for their depth or for the line budget.
    package mutating func elide(_ count: Int, deep: Bool) {
        if deep { elidedDeep += count } else { elidedLate += count }
    }

    /// The listing, with a closing line for each kind of node left out.
    package var text: String {
        var all = lines
        if elidedDeep > 0 { all.append("… \(elidedDeep) nodes deeper than \(Self.maxDepth) levels not printed") }
        if elidedLate > 0 { all.append("… \(elidedLate) more nodes past \(Self.maxLines) lines not printed") }
        return all.joined(separator: "\n")
    }
}
