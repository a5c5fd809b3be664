import Combine
import Foundation

extension MusicPlayer {
    /// A music player's playback queue (an `ObservableObject`). In a render it holds what the app
    /// put in it: songs and music videos become entries at once; an album or playlist becomes its
    /// loaded tracks when it has them, else one transient entry (as on iOS before the player
    /// resolves it); a station is one transient entry.
    public class Queue: ObservableObject, ExpressibleByArrayLiteral, Equatable, Hashable {
        /// The queue's entries, in order.
        @Published var storedEntries: [MusicPlayer.Queue.Entry]
        /// The entry playing or next to play: the starting entry, else the first; nil when empty.
        @Published public var currentEntry: MusicPlayer.Queue.Entry?

        /// A queue of `entries`, starting at `startEntry` (else the first).
        init(entries: [MusicPlayer.Queue.Entry], start: MusicPlayer.Queue.Entry?) {
            storedEntries = entries
            currentEntry = start.flatMap { start in entries.first { $0.id == start.id } } ?? entries.first
        }

        /// A queue of `entries`, starting at `startEntry` (else the first).
        public required convenience init<S>(_ entries: S, startingAt startEntry: S.Element? = nil)
        where S: Sequence, S.Element == MusicPlayer.Queue.Entry {
            self.init(entries: Array(entries), start: startEntry)
        }

        /// A queue of `playableItems`, starting at `startPlayableItem` (else the first).
        public required convenience init<S, PlayableMusicItemType>(for playableItems: S, startingAt startPlayableItem: S.Element? = nil)
        where S: Sequence, PlayableMusicItemType: PlayableMusicItem, PlayableMusicItemType == S.Element {
            let entries = playableItems.flatMap { Entry.entries(for: $0) }
            self.init(entries: entries, start: startPlayableItem.flatMap { item in entries.first { $0.plays(item.id) } })
        }

        /// A queue of the literal's items (`player.queue = [song]`).
        public required convenience init(arrayLiteral elements: any PlayableMusicItem...) {
            self.init(entries: elements.flatMap { Entry.entries(for: $0) }, start: nil)
        }

        /// A queue of `album`'s tracks starting at `startTrack` (one transient entry for the album
        /// when its tracks were not loaded).
        public required convenience init(album: Album, startingAt startTrack: Track) {
            let entries = Entry.entries(for: album)
            self.init(entries: entries, start: entries.first { $0.plays(startTrack.id) })
        }

        /// A queue of `playlist`'s entries starting at `startPlaylistEntry` (one transient entry for
        /// the playlist when its tracks were not loaded).
        public required convenience init(playlist: Playlist, startingAt startPlaylistEntry: Playlist.Entry) {
            let entries = Entry.entries(for: playlist)
            self.init(entries: entries, start: entries.first { $0.plays(startPlaylistEntry.id) })
        }

        /// Inserts `entry` after the current entry or at the end.
        public func insert(_ entry: MusicPlayer.Queue.Entry, position: MusicPlayer.Queue.EntryInsertionPosition) async throws {
            insertEntries([entry], at: position)
        }

        /// Inserts `entries` after the current entry or at the end.
        public func insert<S>(_ entries: S, position: MusicPlayer.Queue.EntryInsertionPosition) async throws
        where S: Sequence, S.Element == MusicPlayer.Queue.Entry {
            insertEntries(Array(entries), at: position)
        }

        /// Inserts `playableItem`'s entries after the current entry or at the end.
        public func insert<PlayableMusicItemType>(_ playableItem: PlayableMusicItemType, position: MusicPlayer.Queue.EntryInsertionPosition) async throws
        where PlayableMusicItemType: PlayableMusicItem {
            insertEntries(Entry.entries(for: playableItem), at: position)
        }

        /// Inserts the entries of `playableItems` after the current entry or at the end.
        public func insert<S, PlayableMusicItemType>(_ playableItems: S, position: MusicPlayer.Queue.EntryInsertionPosition) async throws
        where S: Sequence, PlayableMusicItemType: PlayableMusicItem, PlayableMusicItemType == S.Element {
            insertEntries(playableItems.flatMap { Entry.entries(for: $0) }, at: position)
        }

        /// Inserts `entries` at `position`; the first becomes current when the queue was empty.
        private func insertEntries(_ entries: [MusicPlayer.Queue.Entry], at position: MusicPlayer.Queue.EntryInsertionPosition) {
            var all = storedEntries
            switch position {
            case .afterCurrentEntry:
                let index = all.firstIndex { $0.id == currentEntry?.id }.map { $0 + 1 } ?? 0
                all.insert(contentsOf: entries, at: index)
            case .tail:
                all.append(contentsOf: entries)
            }
            storedEntries = all
            if currentEntry == nil { currentEntry = all.first }
        }

        /// Whether both are the same queue.
        public static func == (lhs: MusicPlayer.Queue, rhs: MusicPlayer.Queue) -> Bool { lhs === rhs }

        /// Hashes the queue's identity.
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

        /// Where `insert(_:position:)` puts new entries.
        public enum EntryInsertionPosition: Equatable, Hashable, Sendable {
            /// Right after the current entry ("Play Next").
            case afterCurrentEntry
            /// At the end of the queue ("Play Last").
            case tail
        }
    }
}
