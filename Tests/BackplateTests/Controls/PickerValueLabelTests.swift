import Foundation
import Testing
import BackplateTestSupport
@testable import Backplate
@testable import BackplateCore

/// Picker's current value label (iOS 18) and sources (iOS 16/17). Apple's documentation: the
/// current value label "represents the current value of the picker" where the style shows one
/// (a menu picker's button, a navigation-link row's value); a sources picker shows the value
/// its sources share.
@MainActor
@Suite(.backplateLook(.iOS18), .tags(.layout)) struct PickerValueLabelTests {
    private struct Song: Hashable { var title: String; var artist: String }
    private static let songs = [Song(title: "Intro", artist: "The XX"), Song(title: "Teardrop", artist: "Massive Attack")]

    private func texts<V: View>(_ view: V) -> [String] {
        let renderer = ImageRenderer(content: view.frame(width: 300))
        return renderer.displayList().drawnTexts.map(\.0)
    }

    private func options() -> some View {
        ForEach(Self.songs, id: \.self) { song in Text("\(song.title) – \(song.artist)").tag(song) }
    }

    @Test func menuPickerShowsTheCurrentValueLabel() {
        let custom = Picker("Song", selection: .constant(Self.songs[1])) { options() } currentValueLabel: {
            Text("Teardrop")
        }
        #expect(texts(custom) == ["Teardrop"])
        // Without one, the selected option's own label.
        #expect(texts(Picker("Song", selection: .constant(Self.songs[1])) { options() }) == ["Teardrop – Massive Attack"])
        // In a form row: the title leading, the custom value trailing.
        let row = Form { Picker("Song", systemImage: "music.note", selection: .constant(Self.songs[0])) { options() } currentValueLabel: {
            Text("Intro")
        } }
        let strings = texts(row.frame(height: 200))
        #expect(strings.contains("Song") && strings.contains("Intro") && !strings.contains("Intro – The XX"), "\(strings)")
    }

    @Test func segmentedPickerIgnoresTheCurrentValueLabel() {
        let plain = Picker("Song", selection: .constant(Self.songs[0])) { options() }.pickerStyle(.segmented)
        let custom = Picker("Song", selection: .constant(Self.songs[0])) { options() } currentValueLabel: { Text("Custom") }
            .pickerStyle(.segmented)
        #expect(ImageRenderer(content: custom.frame(width: 300)).displayList() == ImageRenderer(content: plain.frame(width: 300)).displayList())
    }

    @Test func sourcesPickerShowsTheSharedValueOrNone() {
        struct Track { var rating: Binding<Int> }
        let agreeing = [Track(rating: .constant(4)), Track(rating: .constant(4))]
        let differing = [Track(rating: .constant(4)), Track(rating: .constant(2))]
        func picker(_ tracks: [Track]) -> some View {
            Picker("Rating", sources: tracks, selection: \.rating) {
                ForEach(1...5, id: \.self) { Text("\($0) stars").tag($0) }
            }
        }
        #expect(texts(picker(agreeing)) == ["4 stars"])
        #expect(texts(picker(differing)) == [])
        #expect(texts(picker([])) == [])
        let labelled = Picker(sources: agreeing, selection: \.rating) { ForEach(1...5, id: \.self) { Text("\($0)").tag($0) } } label: {
            Text("Rating")
        } currentValueLabel: { Text("★★★★") }
        #expect(texts(labelled) == ["★★★★"])
    }
}
