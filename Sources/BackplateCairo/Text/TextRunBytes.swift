import Foundation
import BackplateCore

/// Where each of a text's runs starts in the layout's text (the runs' strings joined, as
/// `attributes(for:)` gives Pango), so a Pango item's byte offset finds its run.
struct TextRunBytes {
    /// Each run's first byte.
    let starts: [Int32]

    init(_ runs: [TextRun]) {
        var offset: Int32 = 0
        starts = runs.map { run in defer { offset += Int32(run.string.utf8.count) }; return offset }
    }

    /// The run holding byte `offset` (of empty runs at the same place, the last).
    func run(at offset: Int32) -> Int? { starts.lastIndex { $0 <= offset } }
}
