import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import MusicKit

/// A song of the Apple Music catalog API, as an app's preview JSON holds one.
private let songJSON = """
{"id": "1440881334", "type": "songs", "href": "/v1/catalog/us/songs/1440881334",
 "attributes": {"name": "Get Lucky", "artistName": "Daft Punk", "albumName": "Random Access Memories",
  "durationInMillis": 369629, "genreNames": ["Dance", "Music"], "releaseDate": "2013-04-19",
  "isrc": "USQX91300108", "trackNumber": 8, "discNumber": 1, "hasLyrics": true, "contentRating": "explicit",
  "url": "https://music.apple.com/us/album/get-lucky/1440881047?i=1440881334",
  "playParams": {"id": "1440881334", "kind": "song"},
  "previews": [{"url": "https://audio-ssl.itunes.apple.com/preview.m4a"}],
  "audioVariants": ["dolby-atmos", "lossless"],
  "artwork": {"width": 3000, "height": 3000, "url": "https://is1-ssl.mzstatic.com/image/thumb/ram/{w}x{h}bb.jpg",
   "bgColor": "1c1c1c", "textColor1": "fafafa", "textColor2": "e1e1e1", "textColor3": "cdcdcd", "textColor4": "b9b9b9"}},
 "relationships": {"albums": {"data": [{"id": "1440881047", "type": "albums", "attributes": {"name": "Random Access Memories",
  "artistName": "Daft Punk", "trackCount": 13}}]}}}
"""

/// An album with its tracks relationship: a song and a music video.
private let albumJSON = """
{"id": "1440881047", "type": "albums",
 "attributes": {"name": "Random Access Memories", "artistName": "Daft Punk", "trackCount": 13, "upc": "886443919266",
  "isSingle": false, "isCompilation": false, "genreNames": ["Dance"], "releaseDate": "2013-05-17",
  "copyright": "℗ 2013 Daft Life Limited", "artwork": {"width": 3000, "height": 1500, "url": "https://x/{w}x{h}bb.jpg"}},
 "relationships": {"tracks": {"data": [
   {"id": "1440881334", "type": "songs", "attributes": {"name": "Get Lucky", "artistName": "Daft Punk", "durationInMillis": 369629}},
   {"id": "1440881400", "type": "music-videos", "attributes": {"name": "Get Lucky (Video)", "artistName": "Daft Punk", "has4K": true}}],
  "next": "/v1/catalog/us/albums/1440881047/tracks?offset=2"}}}
"""

private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
    try JSONDecoder().decode(T.self, from: Data(json.utf8))
}

/// MusicKit as a render answers it: no Apple Account, developer token or network. Items decode
/// from Apple Music API JSON; authorization is never granted; requests throw
/// `MusicTokenRequestError.permissionDenied`; players keep their queue and state but play nothing.
@MainActor @Suite struct MusicKitTests {
    @Test func authorizationIsNeverGrantedAndTheSubscriptionHasNoCapability() async throws {
        #expect(MusicAuthorization.currentStatus == .notDetermined)
        #expect(await MusicAuthorization.request() == .denied)
        #expect(MusicAuthorization.currentStatus == .notDetermined)
        #expect(RuntimeWarning.emitted.contains { $0.contains("MusicAuthorization.request()") })

        let subscription = try await MusicSubscription.current
        #expect(!subscription.canPlayCatalogContent && !subscription.canBecomeSubscriber && !subscription.hasCloudLibraryEnabled)
        var updates: [MusicSubscription] = []
        for await update in MusicSubscription.subscriptionUpdates { updates.append(update) }
        #expect(updates == [subscription])
    }

    @Test func aSongDecodesFromCatalogJSONAndEncodesBack() throws {
        let song = try decode(Song.self, songJSON)
        #expect(song.id == "1440881334" && song.title == "Get Lucky" && song.artistName == "Daft Punk")
        #expect(song.albumTitle == "Random Access Memories")
        #expect(song.duration == 369.629)
        #expect(song.genreNames == ["Dance", "Music"] && song.isrc == "USQX91300108")
        #expect(song.trackNumber == 8 && song.discNumber == 1 && song.hasLyrics && song.contentRating == .explicit)
        #expect(song.audioVariants == [.dolbyAtmos, .lossless])
        #expect(song.playParameters != nil && song.previewAssets?.first?.url?.lastPathComponent == "preview.m4a")
        #expect(song.url?.host == "music.apple.com")
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let release = try #require(song.releaseDate)
        #expect(utc.dateComponents([.year, .month, .day], from: release) == DateComponents(year: 2013, month: 4, day: 19))
        #expect(song.albums?.first?.title == "Random Access Memories" && song.albums?.first?.trackCount == 13)
        #expect(song.artists == nil && song.station == nil)

        let artwork = try #require(song.artwork)
        #expect(artwork.maximumWidth == 3000 && artwork.maximumHeight == 3000)
        #expect(artwork.url(width: 300, height: 300)?.absoluteString == "https://is1-ssl.mzstatic.com/image/thumb/ram/300x300bb.jpg")
        let grey: CGFloat = 28.0 / 255
        let text: CGFloat = 250.0 / 255
        #expect(artwork.backgroundColor?.components == [grey, grey, grey, 1])
        #expect(artwork.primaryTextColor?.components?.first == text)

        let again = try JSONDecoder().decode(Song.self, from: JSONEncoder().encode(song))
        #expect(again == song)
    }

    @Test func anAlbumDecodesWithItsTracksAndLoadsOnlyWhatItHolds() async throws {
        let album = try decode(Album.self, albumJSON)
        #expect(album.title == "Random Access Memories" && album.trackCount == 13 && album.upc == "886443919266")
        #expect(album.isSingle == false && album.copyright?.hasPrefix("℗ 2013") == true)
        let tracks = try #require(album.tracks)
        #expect(tracks.count == 2 && tracks.hasNextBatch)
        guard case .song(let song) = tracks[0], case .musicVideo(let video) = tracks[1] else {
            Issue.record("tracks decoded as \(tracks)")
            return
        }
        #expect(song.title == "Get Lucky" && tracks[0].duration == 369.629)
        #expect(video.has4K == true && tracks[1].title == "Get Lucky (Video)")

        // The tracks were in the JSON: `with(_:)` answers at once. The artists were not: it throws.
        #expect(try await album.with([.tracks]) == album)
        await #expect(throws: MusicTokenRequestError.permissionDenied) { try await album.with([.tracks, .artists]) }
        await #expect(throws: MusicTokenRequestError.permissionDenied) { try await tracks.nextBatch() }
        #expect(try await MusicItemCollection<Song>([song]).nextBatch() == nil)
    }

    @Test func itemIDsAreStringLiteralsAndEncodeAsBareStrings() throws {
        let id: MusicItemID = "1440881047"
        #expect(id == MusicItemID("1440881047") && id == MusicItemID(rawValue: "1440881047"))
        #expect(id.rawValue == "1440881047" && "\(id)" == "1440881047")
        #expect(String(decoding: try JSONEncoder().encode([id]), as: UTF8.self) == #"["1440881047"]"#)
        #expect(try JSONDecoder().decode(MusicItemID.self, from: Data(#""pl.u-76oN0LeIve30Yy""#.utf8)) == "pl.u-76oN0LeIve30Yy")
        let ids: Set<MusicItemID> = ["a", "b", "a"]
        #expect(ids.count == 2)
    }

    @Test func catalogAndLibraryRequestsThrowPermissionDenied() async throws {
        var search = MusicCatalogSearchRequest(term: "daft punk", types: [Song.self, Album.self])
        search.limit = 10
        search.includeTopResults = true
        #expect(search.term == "daft punk" && search.limit == 10 && search.offset == nil)
        await #expect(throws: MusicTokenRequestError.permissionDenied) { try await search.response() }
        #expect(RuntimeWarning.emitted.contains { $0.contains("MusicCatalogSearchRequest(term: \"daft punk\").response()") })

        let resource = MusicCatalogResourceRequest<Album>(matching: \.id, equalTo: "1440881047")
        await #expect(throws: MusicTokenRequestError.permissionDenied) { try await resource.response() }
        var library = MusicLibraryRequest<Song>()
        library.filter(matching: \.artistName, equalTo: "Daft Punk")
        library.sort(by: \.title, ascending: true)
        #expect(library.limit == 0 && library.offset == 0)
        await #expect(throws: MusicTokenRequestError.permissionDenied) { try await library.response() }
        #expect(MusicLibrarySearchRequest(term: "lucky", types: [Song.self]).limit == 50)
        await #expect(throws: MusicTokenRequestError.permissionDenied) { try await MusicPersonalRecommendationsRequest().response() }
        let data = MusicDataRequest(urlRequest: URLRequest(url: URL(string: "https://api.music.apple.com/v1/me/storefront")!))
        await #expect(throws: MusicTokenRequestError.permissionDenied) { try await data.response() }
        #expect(MusicTokenRequestError.permissionDenied.errorDescription != nil)
    }

    @Test func thePlayerKeepsItsQueueAndStateButPlaysNothing() async throws {
        let tracks = try #require(try decode(Album.self, albumJSON).tracks)
        let first = try decode(Song.self, songJSON)
        let player = ApplicationMusicPlayer.shared
        #expect(player === ApplicationMusicPlayer.shared)
        player.queue = ApplicationMusicPlayer.Queue(for: tracks, startingAt: tracks[1])
        #expect(player.queue.entries.count == 2)
        #expect(player.queue.currentEntry?.title == "Get Lucky (Video)" && player.queue.currentEntry?.subtitle == "Daft Punk")
        #expect(player.queue.currentEntry?.item?.id == "1440881400" && player.queue.currentEntry?.isTransient == false)

        await #expect(throws: MusicTokenRequestError.permissionDenied) { try await player.play() }
        #expect(player.state.playbackStatus == .stopped && !player.isPreparedToPlay && player.state.playbackRate == 0)
        player.pause()
        #expect(player.state.playbackStatus == .paused)
        player.beginSeekingForward()
        #expect(player.state.playbackStatus == .seekingForward)
        player.endSeeking()
        #expect(player.state.playbackStatus == .paused)

        try await player.skipToPreviousEntry()
        #expect(player.queue.currentEntry?.title == "Get Lucky")
        try await player.queue.insert(first, position: .afterCurrentEntry)
        #expect(player.queue.entries.map(\.title) == ["Get Lucky", "Get Lucky", "Get Lucky (Video)"])
        try await player.skipToNextEntry()
        try await player.skipToNextEntry()
        #expect(player.queue.currentEntry?.title == "Get Lucky (Video)")
        try await player.skipToNextEntry()   // past the last entry: playback ends
        #expect(player.state.playbackStatus == .stopped)

        player.playbackTime = 42
        player.restartCurrentEntry()
        #expect(player.playbackTime == 0)
        player.state.repeatMode = .all
        #expect(player.state.repeatMode == .all && player.state.shuffleMode == nil)

        // An album without loaded tracks stays one transient entry; the array literal works too.
        let bare = try decode(Album.self, #"{"id": "9", "type": "albums", "attributes": {"name": "Homework", "artistName": "Daft Punk"}}"#)
        player.queue = [bare]
        #expect(player.queue.entries.count == 1 && player.queue.currentEntry?.isTransient == true)
        #expect(player.queue.currentEntry?.title == "Homework" && player.queue.currentEntry?.item == nil)
        player.stop()
        #expect(player.state.playbackStatus == .stopped)

        var changes = 0
        let watching = SystemMusicPlayer.shared.state.objectWillChange.sink { _ in changes += 1 }
        SystemMusicPlayer.shared.pause()
        #expect(changes == 1 && SystemMusicPlayer.shared.state.playbackStatus == .paused)
        withExtendedLifetime(watching) {}
    }

    @Test(.tags(.layout, .pixels)) func artworkImageTakesTheRequestedSizeAndDrawsTheBackgroundColour() throws {
        let artwork = try #require(try decode(Album.self, albumJSON).artwork)   // 3000 × 1500, no colour
        #expect(ImageRenderer(content: ArtworkImage(artwork, width: 100, height: 80)).layout().size == CGSize(width: 100, height: 80))
        #expect(ImageRenderer(content: ArtworkImage(artwork, width: 100)).layout().size == CGSize(width: 100, height: 50))
        #expect(ImageRenderer(content: ArtworkImage(artwork, height: 30)).layout().size == CGSize(width: 60, height: 30))

        let coloured = try #require(try decode(Song.self, songJSON).artwork)   // bgColor 1c1c1c
        let (image, warnings) = try RuntimeWarning.collecting { try renderImage(ArtworkImage(coloured, width: 40, height: 40)) }
        #expect(rgba(image, 20, 20) == [28, 28, 28, 255])
        #expect(warnings.contains { $0.contains("ArtworkImage") })
        #expect(rgba(try renderImage(ArtworkImage(artwork, width: 40)), 20, 10) == [229, 229, 234, 255])
    }

    @Test func theSubscriptionOfferSheetIsNeverShown() throws {
        var presented = true
        let binding = Binding(get: { presented }, set: { presented = $0 })
        let options = MusicSubscriptionOffer.Options(messageIdentifier: .playMusic, itemID: "1440881334")
        #expect(options.action == .subscribe && MusicSubscriptionOffer.Options.default.messageIdentifier == .join)
        let (_, warnings) = try RuntimeWarning.collecting {
            try renderImage(Text("Listen").musicSubscriptionOffer(isPresented: binding, options: options) { _ in Issue.record("loaded") })
        }
        #expect(presented)
        #expect(warnings.contains { $0.contains("musicSubscriptionOffer") })
    }
}
