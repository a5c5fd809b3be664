import SwiftUI
import AVFoundation

// An app file of the shape real media apps take: a row that loads a clip's duration with
// `try await asset.load(.duration)` and shows "--:--" until it has one (a render decodes no
// media, so the load throws and the placeholder stays), and a composition of two tracks.

struct ClipRow: View {
    let title: String
    let url: URL
    @State private var durationText = "--:--"

    var body: some View {
        HStack {
            Image(systemName: "film")
            Text(title)
            Spacer()
            Text(durationText)
                .monospacedDigit()
                .foregroundStyle(.secondary)
        }
        .padding(.horizontal)
        .task { await loadDuration() }
    }

    func loadDuration() async {
        let asset = AVURLAsset(url: url)
        do {
            let duration = try await asset.load(.duration)
            let seconds = Int(duration.seconds.rounded())
            durationText = String(format: "%d:%02d", seconds / 60, seconds % 60)
        } catch {
            durationText = "--:--"
        }
    }
}

enum ClipComposer {
    static func makeComposition() -> AVMutableComposition {
        let composition = AVMutableComposition()
        _ = composition.addMutableTrack(withMediaType: .video, preferredTrackID: kCMPersistentTrackID_Invalid)
        _ = composition.addMutableTrack(withMediaType: .audio, preferredTrackID: kCMPersistentTrackID_Invalid)
        return composition
    }

    static func playerItem(for url: URL) -> AVPlayerItem {
        AVPlayerItem(asset: AVURLAsset(url: url), automaticallyLoadedAssetKeys: [.duration, .isPlayable])
    }
}

#Preview("Clip row") {
    ClipRow(title: "Harbour at dawn", url: URL(string: "https://example.com/harbour.mp4")!)
}
