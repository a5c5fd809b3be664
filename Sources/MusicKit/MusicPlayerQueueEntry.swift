import Foundation

extension MusicPlayer.Queue {
    /// An entry of a playback queue: a song or music video, or a transient entry for an item the
    /// player has yet to resolve into songs (an album, playlist or station without loaded tracks).
    public struct Entry: Identifiable, Equatable, Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
        /// The entry's unique identifier (new for each entry made).
        public let id: String
        /// The entry's title: the song's, video's, album's or playlist's.
        public let title: String
        /// The entry's subtitle: the artist's name (a playlist's curator).
        public let subtitle: String?
        /// The entry's artwork.
        public let artwork: Artwork?
        /// Where in the item playback starts, in seconds.
        public var startTime: TimeInterval?
        /// Where in the item playback ends, in seconds.
        public var endTime: TimeInterval?
        /// The song or music video of the entry; nil while transient.
        public let item: MusicPlayer.Queue.Entry.Item?
        /// The item a transient entry stands for (an album, playlist or station).
        public let transientItem: (any PlayableMusicItem)?

        /// Whether the entry stands for an item not yet resolved into songs.
        public var isTransient: Bool { transientItem != nil }

        /// An entry for `playableMusicItem`, played from `startTime` to `endTime`: a song or music
        /// video (or a track or playlist entry of one) is resolved at once; anything else is transient.
        public init(_ playableMusicItem: any PlayableMusicItem, startTime: TimeInterval? = nil, endTime: TimeInterval? = nil) {
            id = UUID().uuidString
            self.startTime = startTime
            self.endTime = endTime
            switch Self.resolved(playableMusicItem) {
            case .song(let song)?:
                (title, subtitle, artwork, item, transientItem) = (song.title, song.artistName, song.artwork, .song(song), nil)
            case .musicVideo(let video)?:
                (title, subtitle, artwork, item, transientItem) = (video.title, video.artistName, video.artwork, .musicVideo(video), nil)
            case nil:
                let (name, detail, art) = Self.summary(of: playableMusicItem)
                (title, subtitle, artwork, item, transientItem) = (name, detail, art, nil, playableMusicItem)
            }
        }

        /// The song or music video `item` is, if it is one.
        private static func resolved(_ item: any PlayableMusicItem) -> Item? {
            switch item {
            case let song as Song: .song(song)
            case let video as MusicVideo: .musicVideo(video)
            case let track as Track: track.asEntryItem
            case let entry as Playlist.Entry: entry.track.asEntryItem
            default: nil
            }
        }

        /// The title, subtitle and artwork a transient entry shows for `item`.
        private static func summary(of item: any PlayableMusicItem) -> (String, String?, Artwork?) {
            switch item {
            case let album as Album: (album.title, album.artistName, album.artwork)
            case let playlist as Playlist: (playlist.name, playlist.curatorName, playlist.artwork)
            case let station as Station: (station.name, nil, station.artwork)
            default: ("\(item.id)", nil, nil)
            }
        }

        /// The entries `item` makes in a queue: an album's or playlist's loaded tracks, else one.
        static func entries(for item: any PlayableMusicItem) -> [Entry] {
            let tracks: MusicItemCollection<Track>? = switch item {
            case let album as Album: album.tracks
            case let playlist as Playlist: playlist.tracks
            default: nil
            }
            guard let tracks, !tracks.isEmpty else { return [Entry(item)] }
            return tracks.map { Entry($0) }
        }

        /// Whether the entry plays the item with `id` (its song or video, or its transient item).
        func plays(_ id: MusicItemID) -> Bool { (item?.id ?? transientItem?.id) == id }

        /// Whether both are the same entry with the same values.
        public static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.id == rhs.id && lhs.title == rhs.title && lhs.subtitle == rhs.subtitle && lhs.artwork == rhs.artwork
                && lhs.startTime == rhs.startTime && lhs.endTime == rhs.endTime && lhs.item == rhs.item
                && lhs.transientItem?.id == rhs.transientItem?.id
        }

        /// Hashes the entry's identifier.
        public func hash(into hasher: inout Hasher) { hasher.combine(id) }

        /// The entry's title and subtitle.
        public var description: String {
            "MusicPlayer.Queue.Entry(title: \"\(title)\", subtitle: \(subtitle.map { "\"\($0)\"" } ?? "nil"))"
        }

        /// The entry's identifier, title, subtitle and whether it is transient.
        public var debugDescription: String {
            "MusicPlayer.Queue.Entry(id: \"\(id)\", title: \"\(title)\", subtitle: \(subtitle.map { "\"\($0)\"" } ?? "nil"), isTransient: \(isTransient))"
        }

        /// The song or music video of a queue entry.
        public enum Item: MusicItem, Identifiable, Equatable, Hashable, Sendable, PlayableMusicItem, CustomStringConvertible {
            /// A song.
            case song(Song)
            /// A music video.
            case musicVideo(MusicVideo)

            /// The item's unique identifier.
            public var id: MusicItemID {
                switch self {
                case .song(let song): song.id
                case .musicVideo(let video): video.id
                }
            }

            /// The parameters a player needs to play the item.
            public var playParameters: PlayParameters? {
                switch self {
                case .song(let song): song.playParameters
                case .musicVideo(let video): video.playParameters
                }
            }

            /// The item's case and value.
            public var description: String {
                switch self {
                case .song(let song): "MusicPlayer.Queue.Entry.Item.song(\(song))"
                case .musicVideo(let video): "MusicPlayer.Queue.Entry.Item.musicVideo(\(video))"
                }
            }
        }
    }
}

extension Track {
    /// The queue entry item of the track's song or video.
    var asEntryItem: MusicPlayer.Queue.Entry.Item {
        switch self {
        case .song(let song): .song(song)
        case .musicVideo(let video): .musicVideo(video)
        }
    }
}
