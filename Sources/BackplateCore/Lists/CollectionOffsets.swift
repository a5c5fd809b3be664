import Foundation

// The collection helpers SwiftUI adds for `onDelete` and `onMove` (`todos.remove(atOffsets:)`,
// `todos.move(fromOffsets:toOffset:)`). Offsets outside the collection are ignored (SwiftUI
// traps on them).

extension MutableCollection {
    /// Moves the elements at `source` offsets to before the element at offset `destination`,
    /// keeping their relative order, as a list's `onMove` describes a drag.
    ///
    /// - Complexity: O(n) in the collection's length.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let count = elements.count
        let source = IndexSet(source.filter { $0 >= 0 && $0 < count })
        guard !source.isEmpty, destination >= 0, destination <= count else { return }
        var before: [Element] = [], moving: [Element] = [], after: [Element] = []
        for (offset, element) in elements.enumerated() {
            if source.contains(offset) { moving.append(element) }
            else if offset < destination { before.append(element) }
            else { after.append(element) }
        }
        var index = startIndex
        for element in before + moving + after {
            self[index] = element
            formIndex(after: &index)
        }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as a list's `onDelete` describes a deletion.
    ///
    /// - Complexity: O(n) in the collection's length.
    public mutating func remove(atOffsets offsets: IndexSet) {
        let count = self.count
        var kept: [Element] = []
        for (offset, element) in enumerated() where !offsets.contains(offset) || offset >= count { kept.append(element) }
        self = Self(kept)
    }
}
