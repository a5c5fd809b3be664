import SwiftUI
import AVFoundation
import UniformTypeIdentifiers
import Combine

// An app file of the shape export screens take: each row shows the name a document is saved
// under (`appendingPathComponent(_:conformingTo:)` adds the type's extension), names are checked
// through a Combine pipeline whose failure `Publishers.MapError` converts, and a movie row loads
// its tracks with `try await asset.load(.tracks)` (a render decodes no media: "No tracks" stays).

enum ExportNameError: Error, Equatable {
    case emptyName
}

final class ExportShelfModel: ObservableObject {
    @Published var fileNames: [String] = []
    let folder = URL(fileURLWithPath: "/tmp/Exports", isDirectory: true)

    func prepare(_ documents: [(name: String, type: UTType)]) {
        fileNames = documents.map { folder.appendingPathComponent($0.name, conformingTo: $0.type).lastPathComponent }
    }

    func checkedName(_ name: String) -> AnyPublisher<String, ExportNameError> {
        let trimmed = Just(name).tryMap { name -> String in
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { throw CocoaError(.fileWriteInvalidFileName) }
            return trimmed
        }
        return Publishers.MapError(upstream: trimmed, transform: { _ in ExportNameError.emptyName })
            .eraseToAnyPublisher()
    }
}

struct MovieTracksRow: View {
    let asset: AVURLAsset
    @State private var tracksText = "No tracks"

    var body: some View {
        HStack {
            Image(systemName: "film.stack")
            Text(asset.url.lastPathComponent)
            Spacer()
            Text(tracksText).foregroundStyle(.secondary)
        }
        .task { await loadTracks() }
    }

    func loadTracks() async {
        do {
            let tracks = try await asset.load(.tracks)
            tracksText = "\(tracks.count) tracks"
        } catch {
            tracksText = "No tracks"
        }
    }
}

struct ExportShelfView: View {
    @StateObject private var model = ExportShelfModel()

    var body: some View {
        List {
            Section("Files") {
                ForEach(model.fileNames, id: \.self) { name in
                    Label(name, systemImage: "doc")
                }
            }
            Section("Movies") {
                MovieTracksRow(asset: AVURLAsset(url: URL(fileURLWithPath: "/tmp/Exports/Harbour.mov")))
            }
        }
        .onAppear {
            model.prepare([("readme", .plainText), ("photo.jpg", .image), ("Budget", .commaSeparatedText)])
        }
    }
}
