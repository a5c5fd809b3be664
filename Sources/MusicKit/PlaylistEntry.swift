import Foundation

extension Playlist {
    /// An entry of a playlist: one of its tracks, as `Playlist.entries` lists them. Decoded from
    /// a `songs` or `music-videos` resource, like a track.
    public struct Entry: MusicItem, Identifiable, Equatable, Hashable, Codable, Sendable, PlayableMusicItem,
        CustomStringConvertible, CustomDebugStringConvertible {
        /// The track the entry plays.
        let track: Track

        /// The entry's unique identifier (its track's).
        public var id: MusicItemID { track.id }
        /// The entry's title.
        public var title: String { track.title }
        /// The artist's name.
        public var artistName: String? { track.artistName }
        /// The title of the album the entry's track appears on.
        public var albumTitle: String? { track.albumTitle }
        /// The entry's artwork.
        public var artwork: Artwork? { track.artwork }
        /// The entry's content rating.
        public var contentRating: ContentRating? { track.contentRating }
        /// The entry's duration, in seconds.
        public var duration: TimeInterval? { track.duration }
        /// The entry's International Standard Recording Code.
        public var isrc: String? { track.isrc }
        /// The song or music video the entry plays.
        public var item: Playlist.Entry.Item? {
            switch track {
            case .song(let song): .song(song)
            case .musicVideo(let video): .musicVideo(video)
            }
        }
        /// The parameters a player needs to play the entry.
        public var playParameters: PlayParameters? { track.playParameters }
        /// The entry's release date.
        public var releaseDate: Date? { track.releaseDate }
        /// The URL of the entry's page in the catalog.
        public var url: URL? { track.url }

        init(track: Track) { self.track = track }

        /// Decodes a song or music video resource.
        public init(from decoder: any Decoder) throws { track = try Track(from: decoder) }

        /// Encodes the song or music video's resource.
        public func encode(to encoder: any Encoder) throws { try track.encode(to: encoder) }

        /// The entry's identifier and title.
        public var description: String { "Playlist.Entry(id: \"\(id)\", title: \"\(title)\")" }

        /// The entry's identifier, title and artist.
        public var debugDescription: String {
            "Playlist.Entry(id: \"\(id)\", title: \"\(title)\", artistName: \(artistName.map { "\"\($0)\"" } ?? "nil"))"
        }

        /// The song or music video of a playlist entry.
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
                case .song(let song): "Playlist.Entry.Item.song(\(song))"
                case .musicVideo(let video): "Playlist.Entry.Item.musicVideo(\(video))"
                }
            }
        }
    }
}
