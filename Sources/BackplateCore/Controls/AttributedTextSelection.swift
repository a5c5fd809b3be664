import Foundation

/// A selection in attributed text (iOS 26): an insertion point, or characters that may span
/// several ranges. `TextEditor(text:selection:)` binds one; a still render draws the editor
/// unfocused, with no caret or highlight, and leaves the selection as it was given.
public struct AttributedTextSelection: Equatable, Sendable {
    /// Where a selection is in a text.
    @frozen public enum Indices: Equatable, Sendable {
        /// An insertion point.
        case insertionPoint(AttributedString.Index)
        /// The selected characters.
        case ranges(RangeSet<AttributedString.Index>)
    }

    private enum Storage: Equatable, Sendable {
        case end
        case insertionPoint(AttributedString.Index, AttributeContainer?)
        case ranges(RangeSet<AttributedString.Index>)
    }
    private var storage: Storage

    /// An insertion point at the end of the text, as a new editor has.
    public init() { storage = .end }

    /// An insertion point at `insertionPoint`; `typingAttributes` are those of the next
    /// character typed (`nil`: taken from the text there).
    public init(insertionPoint: AttributedString.Index, typingAttributes: AttributeContainer? = nil) {
        storage = .insertionPoint(insertionPoint, typingAttributes)
    }

    /// The characters in `range` (an empty range is an insertion point).
    public init(range: Range<AttributedString.Index>) {
        storage = range.isEmpty ? .insertionPoint(range.lowerBound, nil) : .ranges(RangeSet(range))
    }

    /// The characters in `ranges`.
    public init(ranges: RangeSet<AttributedString.Index>) {
        storage = .ranges(ranges)
    }

    /// The selection's indices in `text`: the end of the text for a new selection, or where
    /// an index lies outside `text`.
    public func indices(in text: AttributedString) -> AttributedTextSelection.Indices {
        let characters = text.characters
        switch storage {
        case .end:
            return .insertionPoint(characters.endIndex)
        case .insertionPoint(let index, _):
            return .insertionPoint(index >= characters.startIndex && index <= characters.endIndex ? index : characters.endIndex)
        case .ranges(let ranges):
            let whole = characters.startIndex..<characters.endIndex
            let valid = ranges.ranges.allSatisfy { whole.contains($0.lowerBound) && $0.upperBound <= whole.upperBound }
            return valid ? .ranges(ranges) : .insertionPoint(characters.endIndex)
        }
    }

    /// The attributes the selection has in `text`: each selected run's, or for an insertion
    /// point its typing attributes (those of the character before it when none were given).
    public func attributes(in text: AttributedString) -> AttributedTextSelection.Attributes<AttributedString> {
        switch indices(in: text) {
        case .insertionPoint(let index):
            if case .insertionPoint(_, let typing?) = storage { return Attributes(containers: [typing]) }
            let characters = text.characters
            guard index > characters.startIndex else { return Attributes(containers: [AttributeContainer()]) }
            let before = characters.index(before: index)
            return Attributes(containers: [text[before..<index].runs.first?.attributes ?? AttributeContainer()])
        case .ranges(let ranges):
            var containers: [AttributeContainer] = []
            for range in ranges.ranges {
                for run in text[range].runs { containers.append(run.attributes) }
            }
            return Attributes(containers: containers)
        }
    }

    /// The attribute values of a selection in a text, one container per selected run.
    public struct Attributes<Text>: Sequence {
        let containers: [AttributeContainer]

        /// Iterates the containers.
        public func makeIterator() -> IndexingIterator<[AttributeContainer]> { containers.makeIterator() }

        /// The values of one attribute, one per container (`nil` where a run lacks it).
        public subscript<K: AttributedStringKey>(_ key: KeyPath<AttributeDynamicLookup, K>) -> [K.Value?]
            where K.Value: Sendable {
            containers.map { $0[K.self] }
        }
    }
}

extension AttributedString {
    /// Replaces the selected characters with `newContent` (inserts it at an insertion point)
    /// and moves the selection to an insertion point after it.
    public mutating func replaceSelection(_ selection: inout AttributedTextSelection, with newContent: some AttributedStringProtocol) {
        var replacement = AttributedString()
        replacement.append(newContent)
        let start: Int
        switch selection.indices(in: self) {
        case .insertionPoint(let index):
            start = characters.distance(from: characters.startIndex, to: index)
            insert(replacement, at: index)
        case .ranges(let ranges):
            let first = ranges.ranges.first?.lowerBound ?? characters.endIndex
            start = characters.distance(from: characters.startIndex, to: first)
            for range in ranges.ranges.reversed() { removeSubrange(range) }
            insert(replacement, at: characters.index(characters.startIndex, offsetBy: start))
        }
        let end = characters.index(characters.startIndex, offsetBy: start + replacement.characters.count)
        selection = AttributedTextSelection(insertionPoint: end)
    }

    /// Replaces the selected characters with `newContent`, in the attributes of the selection's
    /// start, and moves the selection after it.
    public mutating func replaceSelection(_ selection: inout AttributedTextSelection, withCharacters newContent: some Collection<Character>) {
        let attributes = selection.attributes(in: self).containers.first ?? AttributeContainer()
        replaceSelection(&selection, with: AttributedString(String(newContent), attributes: attributes))
    }

    /// Changes the attributes of the selected characters (or, for an insertion point, of the
    /// next character typed) with `body`.
    public mutating func transformAttributes(in selection: inout AttributedTextSelection, body: (inout AttributeContainer) -> Void) {
        switch selection.indices(in: self) {
        case .insertionPoint(let index):
            var typing = selection.attributes(in: self).containers.first ?? AttributeContainer()
            body(&typing)
            selection = AttributedTextSelection(insertionPoint: index, typingAttributes: typing)
        case .ranges(let ranges):
            for range in ranges.ranges {
                for run in self[range].runs {
                    var container = run.attributes
                    body(&container)
                    self[run.range].setAttributes(container)
                }
            }
        }
    }
}
