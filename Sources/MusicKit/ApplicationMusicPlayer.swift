import BackplateCore
import Foundation

/// The app's own music player, apart from the Music app's. In a render it keeps its queue and
/// state but plays no audio: see `MusicPlayer`.
public final class ApplicationMusicPlayer: MusicPlayer {
    /// The one application player, shared by every view of a render's process.
    private static let storage = LockedState(unchecked: ApplicationMusicPlayer())

    /// The shared application music player.
    public static var shared: ApplicationMusicPlayer { storage.withLockUnchecked { $0 } }

    /// The player's queue (empty at first). Setting it makes its first or starting entry
    /// current and the playhead 0; nothing is fetched or played.
    public var queue: ApplicationMusicPlayer.Queue = [] {
        didSet { queueReplaced() }
    }

    private override init() { super.init() }

    override var playerName: String { "ApplicationMusicPlayer" }
    override var playerQueue: MusicPlayer.Queue { queue }

    /// The application player's queue, whose entries an app may read and change.
    public final class Queue: MusicPlayer.Queue {
        /// The queue's entries, in order. Setting them keeps the current entry if it remains,
        /// else makes the first entry current.
        public var entries: ApplicationMusicPlayer.Queue.Entries {
            get { Entries(storedEntries) }
            set {
                storedEntries = newValue.elements
                if !storedEntries.contains(where: { $0.id == currentEntry?.id }) { currentEntry = storedEntries.first }
            }
        }

        /// The entries of an application player's queue: a mutable random-access collection.
        public struct Entries: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, Equatable, Hashable,
            Sendable, CustomStringConvertible {
            /// The entries.
            var elements: [MusicPlayer.Queue.Entry]

            init(_ elements: [MusicPlayer.Queue.Entry]) { self.elements = elements }

            /// No entries.
            public init() { elements = [] }

            /// The position of the first entry (0).
            public var startIndex: Int { elements.startIndex }
            /// The position after the last entry.
            public var endIndex: Int { elements.endIndex }

            /// The entry at `position`.
            public subscript(position: Int) -> MusicPlayer.Queue.Entry {
                get { elements[position] }
                set { elements[position] = newValue }
            }

            /// Replaces the entries in `subrange` with `newElements`.
            public mutating func replaceSubrange<C>(_ subrange: Range<Int>, with newElements: C)
            where C: Collection, C.Element == MusicPlayer.Queue.Entry {
                elements.replaceSubrange(subrange, with: newElements)
            }

            /// The entries' titles.
            public var description: String { "Entries(\(elements.map { "\"\($0.title)\"" }.joined(separator: ", ")))" }
        }
    }
}

/// The Music app's player, which the app controls. In a render it keeps its queue and state but
/// plays no audio (there is no Music app): see `MusicPlayer`.
public final class SystemMusicPlayer: MusicPlayer {
    /// The one system player.
    private static let storage = LockedState(unchecked: SystemMusicPlayer())

    /// The shared system music player.
    public static var shared: SystemMusicPlayer { storage.withLockUnchecked { $0 } }

    /// The player's queue (empty at first). Setting it makes its first or starting entry
    /// current and the playhead 0; nothing is fetched or played.
    public var queue: MusicPlayer.Queue = [] {
        didSet { queueReplaced() }
    }

    private override init() { super.init() }

    override var playerName: String { "SystemMusicPlayer" }
    override var playerQueue: MusicPlayer.Queue { queue }
}
