import Testing
import Foundation
import AVFoundation
import MapKit
import SwiftUI

/// AVFoundation and MapKit names unseen26's apps stopped on: a workout log's video thumbnail,
/// a trivia game's music fading under its game screen, a trip planner's landmark pin.
@Suite struct MediaAndMapItemGapsTests {
    @Test func aVideoThumbnailFailsAsForUnreadableMedia() {
        let asset = AVAsset(url: URL(fileURLWithPath: "/tmp/set-17.mov"))
        let generator = AVAssetImageGenerator(asset: asset)
        generator.appliesPreferredTrackTransform = true
        var actual = CMTime(value: 7, timescale: 1)
        #expect(throws: AVError.self) {
            _ = try generator.copyCGImage(at: CMTime(seconds: 1, preferredTimescale: 600), actualTime: &actual)
        }
        // A thumbnail helper written `try?` gets nil, as for a file iOS cannot decode.
        #expect((try? generator.copyCGImage(at: .zero, actualTime: nil)) == nil)
        #expect(actual == CMTime(value: 7, timescale: 1), "no time is written when no image is made")
    }

    @Test func aFadeSetsTheVolumeAtOnce() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("theme-\(UUID().uuidString).mp3")
        try Data([0xFF, 0xFB, 0x90, 0x00]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let player = try AVAudioPlayer(contentsOf: file)
        player.numberOfLoops = -1
        player.setVolume(0, fadeDuration: 3)
        #expect(player.volume == 0)
        player.setVolume(0.8, fadeDuration: 0)
        #expect(player.volume == 0.8)
    }

    @Test func aMapItemKnowsItsLocation() {
        let tower = CLLocation(latitude: 35.6586, longitude: 139.7454)
        let item = MKMapItem(location: tower, address: nil)
        #expect(item.location === tower)
        let shrine = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 35.6764, longitude: 139.6993)))
        #expect(shrine.location.coordinate.latitude == 35.6764)
        #expect(shrine.location.coordinate.longitude == 139.6993)
    }

    @Test func speechIsQueuedSilentlyWithTheSimulatorsVoices() throws {
        let synthesizer = AVSpeechSynthesizer()
        let listener = SpeechListener()
        synthesizer.delegate = listener
        let utterance = AVSpeechUtterance(string: "Chapter one. The lighthouse keeper woke early.")
        #expect(utterance.rate == AVSpeechUtteranceDefaultSpeechRate && AVSpeechUtteranceDefaultSpeechRate == 0.5)
        utterance.voice = AVSpeechSynthesisVoice(language: "de-DE")
        #expect(utterance.voice?.name == "Anna")
        #expect(utterance.voice?.identifier == "com.apple.voice.compact.de-DE.Anna")
        synthesizer.speak(utterance)
        #expect(!synthesizer.isSpeaking && !synthesizer.pauseSpeaking(at: .word) && !synthesizer.stopSpeaking(at: .immediate))
        #expect(listener.events.isEmpty, "no time passes in a render, so speech never starts")
        #expect(AVSpeechSynthesisVoice(language: "en")?.language == "en-US")
        let (missing, warnings) = RuntimeWarning.collecting { AVSpeechSynthesisVoice(language: "xx-YY") }
        #expect(missing == nil && warnings.contains { $0.contains("xx-YY") })
    }
}

/// Records what a speech synthesizer tells its delegate.
private final class SpeechListener: NSObject, AVSpeechSynthesizerDelegate {
    var events: [String] = []
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) { events.append("start") }
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) { events.append("finish") }
}
