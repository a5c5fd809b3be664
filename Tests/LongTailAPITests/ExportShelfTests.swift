import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import AVFoundation
import UniformTypeIdentifiers
import Combine

/// `ExportShelfFile.swift`: saved names gain the type's preferred extension unless they have
/// one of the type (Apple's `appendingPathComponent(_:conformingTo:)`), `Publishers.MapError`
/// converts a pipeline's failure, and an asset's tracks never load in a render.
@MainActor @Suite(.tags(.appFiles)) struct ExportShelfTests {
    @Test func theShelfShowsEachFileUnderItsSavedName() {
        let renderer = ImageRenderer(content: ExportShelfView())
        renderer.proposedSize = ProposedViewSize(width: 393, height: 852)
        renderer.hostedPasses = 2
        let strings = renderer.displayList().drawnTexts.map(\.0)
        for name in ["readme.txt", "photo.jpg", "Budget.csv", "Harbour.mov", "No tracks"] {
            #expect(strings.contains(name), "\(name) in \(strings)")
        }
    }

    @Test func aBlankNameFailsWithTheMappedError() {
        let model = ExportShelfModel()
        var names: [String] = []
        var failures: [ExportNameError] = []
        for candidate in ["  Q3 report ", "   "] {
            _ = model.checkedName(candidate).sink(receiveCompletion: { completion in
                if case .failure(let error) = completion { failures.append(error) }
            }, receiveValue: { names.append($0) })
        }
        #expect(names == ["Q3 report"])
        #expect(failures == [.emptyName])
    }

    @Test func aMoviesTracksFailToLoadAndTheRowKeepsItsPlaceholder() async {
        let asset = AVURLAsset(url: URL(fileURLWithPath: "/tmp/Exports/Harbour.mov"))
        do {
            let tracks = try await asset.load(.tracks)
            Issue.record("a render decodes no media, yet \(tracks.count) tracks loaded")
        } catch let error as AVError {
            #expect(error.code == .decodeFailed)
        } catch {
            Issue.record("\(error)")
        }
        guard case .failed = asset.status(of: .tracks) else {
            Issue.record("\(asset.status(of: .tracks))"); return
        }
        let row = MovieTracksRow(asset: asset)
        await row.loadTracks()
        let strings = ImageRenderer(content: row.frame(width: 393)).displayList().drawnTexts.map(\.0)
        #expect(strings.contains("No tracks") && strings.contains("Harbour.mov"), "\(strings)")
    }
}
