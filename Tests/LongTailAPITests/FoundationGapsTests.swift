import Testing
import Foundation
import SwiftUI
import AVFoundation
import MapKit

// iOS Foundation (and AVFoundation, MapKit) calls that swift-corelibs-foundation lacks, written as
// unseen23's apps write them: a picked file's scoped access, an app group's shared folder, link
// detection in a chat message, a video's aspect ratio, a map pin class.

/// Reads a workout export the way a view model does after `fileImporter`: scoped access around
/// the read, released only when it was granted.
private func importedLines(from url: URL) throws -> (scoped: Bool, lines: [String]) {
    let scoped = url.startAccessingSecurityScopedResource()
    defer { if scoped { url.stopAccessingSecurityScopedResource() } }
    let text = try String(contentsOf: url, encoding: .utf8)
    return (scoped, text.split(separator: "\n").map(String.init))
}

/// A chat model's link finder: each link's UTF-16 offset, length and URL.
private func links(in text: String) -> [(offset: Int, length: Int, url: String)] {
    let detector = try? NSDataDetector(types: NSTextCheckingResult.CheckingType(rawValue: 1 << 5).rawValue)
    var found: [(offset: Int, length: Int, url: String)] = []
    detector?.enumerateMatches(in: text, options: [], range: NSRange(location: 0, length: (text as NSString).length)) { result, _, _ in
        guard let result, let url = result.url else { return }
        found.append((result.range.location, result.range.length, url.absoluteString))
    }
    return found
}

/// A map pin an app declares for its own annotation views.
private final class EventPin: NSObject, MKAnnotation {
    let coordinate: CLLocationCoordinate2D
    var title: String?
    init(title: String?, coordinate: CLLocationCoordinate2D) {
        self.title = title
        self.coordinate = coordinate
    }
}

/// A pin with only a coordinate, as the protocol's optional title and subtitle allow.
private final class BarePin: NSObject, MKAnnotation {
    let coordinate = CLLocationCoordinate2D(latitude: 49.28, longitude: -123.12)
}

@Suite struct FoundationGapsTests {
    @Test func theLinguisticTaggerGuessesTheDominantLanguage() {
        #expect(NSLinguisticTagger.dominantLanguage(for: "The weather is lovely today and we are going to the park") == "en")
        #expect(NSLinguisticTagger.dominantLanguage(for: "Je suis très content de vous voir aujourd'hui") == "fr")
        #expect(NSLinguisticTagger.dominantLanguage(for: "Привет, как дела?") == "ru")
        #expect(NSLinguisticTagger.dominantLanguage(for: "12345 !!") == nil)
        let tagger = NSLinguisticTagger(tagSchemes: [.language], options: 0)
        tagger.string = "Das Wetter ist heute schön und wir gehen in den Park"
        #expect(tagger.dominantLanguage == "de" && tagger.tagSchemes == [.language])
    }

    @Test func aFileTheAppFoundItselfHasNoSecurityScopeButReads() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("unseen23-export-\(UUID()).csv")
        try "Bench press,80\nSquat,100".write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try importedLines(from: url)
        #expect(result.scoped == false)
        #expect(result.lines == ["Bench press,80", "Squat,100"])
        #expect((url as NSURL).startAccessingSecurityScopedResource() == false)
    }

    @Test func anAppGroupHasOneSharedWritableFolder() throws {
        let group = "group.company.example.unseen23"
        let folder = try #require(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: group))
        #expect(folder.lastPathComponent == group)
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) && isDirectory.boolValue)
        let photo = folder.appendingPathComponent("photo-\(UUID()).txt")
        try Data("x".utf8).write(to: photo)
        try FileManager.default.removeItem(at: photo)
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: group) == folder)
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.other") != folder)
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "") == nil)
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "../escape") == nil)
    }

    @Test func theStandardFolderStaticsAreFileManagersUserFolders() {
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
        #expect(URL.documentsDirectory == documents)
        #expect(URL.applicationSupportDirectory == FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first)
        #expect(URL.cachesDirectory == FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first)
        // Linux has no library folder of its own: the home folder's `Library`, as an app container's.
        #expect(URL.libraryDirectory == URL.homeDirectory.appendingPathComponent("Library", isDirectory: true))
        #expect(URL.documentsDirectory.appendingPathComponent("weights.json").lastPathComponent == "weights.json")
    }

    @Test func linksAreFoundWithTheirUTF16RangesAndURLs() {
        let found = links(in: "Смотри https://example.com/a?b=1, www.apple.com. Or write to anna@example.org!")
        #expect(found.map(\.url) == ["https://example.com/a?b=1", "http://www.apple.com", "mailto:anna@example.org"])
        #expect(found.map(\.offset) == [7, 34, 61])
        #expect(found.map(\.length) == [25, 13, 16])
        // An emoji is two UTF-16 units; a closing bracket with no opening one stays outside.
        let bracketed = links(in: "🎉 (see apple.com) not file.txt, 1.5 or e.g.")
        #expect(bracketed.map(\.url) == ["http://apple.com"])
        #expect(bracketed.map(\.offset) == [8] && bracketed.map(\.length) == [9])
    }

    @Test func theDetectorAnswersCountsFirstMatchesAndRefusesNonDataTypes() throws {
        let detector = try NSDataDetector(types: 1 << 5)
        let text = "a.com and b.org"
        let all = NSRange(location: 0, length: 15)
        #expect(detector.numberOfMatches(in: text, range: all) == 2)
        #expect(detector.firstMatch(in: text, range: all)?.url?.absoluteString == "http://a.com")
        #expect(detector.rangeOfFirstMatch(in: "none here", range: NSRange(location: 0, length: 9)).location == NSNotFound)
        #expect(detector.matches(in: text, range: NSRange(location: 6, length: 9)).map(\.range.location) == [10])
        #expect(detector.matches(in: text, range: all).allSatisfy { $0.resultType.rawValue == 1 << 5 })
        let made = NSTextCheckingResult.linkCheckingResult(range: NSRange(location: 2, length: 3), url: URL(string: "https://x.io")!)
        #expect(made.url?.host == "x.io" && made.range.length == 3)
        #expect(throws: (any Error).self) { _ = try NSDataDetector(types: 1 << 1) }   // spelling
    }

    @Test func aVideosTracksFailToLoadAsEveryPropertyDoes() async {
        let asset = AVURLAsset(url: URL(fileURLWithPath: "/tmp/unseen23-missing.mov"))
        await #expect(throws: AVError(.decodeFailed)) { _ = try await asset.loadTracks(withMediaType: .video) }
        guard case .failed = asset.status(of: .tracks) else { Issue.record("\(asset.status(of: .tracks))"); return }
        await #expect(throws: AVError(.decodeFailed)) { _ = try await asset.loadTrack(withTrackID: 1) }
        let handed = await withCheckedContinuation { (done: CheckedContinuation<(Bool, Bool), Never>) in
            asset.loadTracks(withMediaType: .audio) { tracks, error in done.resume(returning: (tracks == nil, error is AVError)) }
        }
        #expect(handed == (true, true))
    }

    @Test func aLookAroundRequestAnswersNoSceneAndNoError() async {
        let request = MKLookAroundSceneRequest(coordinate: CLLocationCoordinate2D(latitude: 22.28, longitude: 114.16))
        let answered = await withCheckedContinuation { (done: CheckedContinuation<[Bool], Never>) in
            request.getSceneWithCompletionHandler { scene, error in done.resume(returning: [scene == nil, error == nil]) }
        }
        #expect(answered == [true, true])
    }

    @Test func annotationsAnswerTheirTitleOrNilThroughTheProtocol() {
        let pins: [any MKAnnotation] = [
            EventPin(title: "Climbing", coordinate: CLLocationCoordinate2D(latitude: 49.26, longitude: -123.25)),
            BarePin(),
            MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 2), title: "Cafe", subtitle: "Open"),
        ]
        #expect(pins.map(\.title) == ["Climbing", nil, "Cafe"])
        #expect(pins.map(\.subtitle) == [nil, nil, "Open"])
        #expect(pins.map(\.coordinate.latitude) == [49.26, 49.28, 1])
        let point = MKPointAnnotation()
        point.coordinate = CLLocationCoordinate2D(latitude: 5, longitude: 6)
        #expect(point.coordinate.longitude == 6 && point.title == nil)
    }
}
