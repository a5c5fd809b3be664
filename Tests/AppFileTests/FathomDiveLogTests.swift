import Testing
import BackplateTestSupport
import Foundation
import Backplate
@_spi(Backend) import BackplateCore
import BackplateSnapshotTesting
@testable import AppFiles

/// Fathom, an iOS 18 dive log (`FathomDiveLogFile.swift`): a Bezier-point `MeshGradient` whose
/// lower edge is a wave, a `Canvas` filled with `.meshGradient`, a container built with
/// `Group(sections:)` that reads a `containerValue` set on one `Section`, and a log sheet with
/// `TextField(_:text:selection:)`. A subview keeps the environment of the content it came from
/// (Apple's `Subview` documentation), so the headers style themselves: uppercased footnotes.
/// Expected positions follow SwiftUI's rules (16-point padding,
/// a card 393 - 32 = 361 points wide); colours are the system palette resolved per scheme.
@MainActor @Suite("App files: Fathom dive log", .backplateLook(.iOS18), .tags(.appFiles, .pixels))
struct FathomDiveLogTests {
    private func at(_ image: RenderedImage, _ x: Double, _ y: Double) -> [Int] { rgba(image, Int(x * 2), Int(y * 2)) }

    private func resolved(_ color: Color, dark: Bool) -> [Double] {
        var environment = EnvironmentValues()
        environment.colorScheme = dark ? .dark : .light
        let r = color.resolve(in: environment)
        return [Double(r.red), Double(r.green), Double(r.blue)].map { $0 * 255 }
    }

    private func pixel(_ c: [Double]) -> [Int] { c.map { Int($0.rounded()) } + [255] }

    private func texts<V: View>(_ view: V) -> [(String, CGRect)] {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 393, height: 852)
        renderer.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        return renderer.displayList().drawnTexts
    }

    @Test func diveLogScreen() throws {
        let strings = texts(FathomDiveLogScreen())
        // The sections: headers uppercased, the explicit footer under the second section.
        for label in ["THIS WEEK", "EARLIER", "Dives sync from your dive computer after each surface interval.",
                      "Coral Garden", "Manta Point", "Canyon Drop"] {
            #expect(frame(strings, label) != nil, "missing \(label): \(strings.map(\.0))")
        }
        let title = try #require(frame(strings, "Deepest this month"))
        let card = CGRect(x: title.minX - 16, y: title.minY - 16, width: 361, height: 180)
        #expect(abs(card.minX - 16) < 0.5, "\(card)")
        let coral = try #require(frame(strings, "Coral Garden")), manta = try #require(frame(strings, "Manta Point"))
        let thisWeek = try #require(frame(strings, "THIS WEEK")), earlier = try #require(frame(strings, "EARLIER"))
        #expect(thisWeek.minY > card.maxY && coral.minY > thisWeek.maxY && earlier.minY > coral.maxY && manta.minY > earlier.maxY)
        // The headers sit 4 points in from the cards' leading edge, in footnote type (shorter
        // than the 21-point body line the rows' titles use).
        #expect(abs(thisWeek.minX - 20) < 1 && thisWeek.height < 20, "\(thisWeek)")

        let images = try renderPhoneLightAndDark(FathomDiveLogScreen(), name: "FathomDiveLog")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let background = dark ? [0, 0, 0, 255] : [255, 255, 255, 255]
            let blue = resolved(.blue, dark: dark)
            // The mesh's top row is blue at both corners: blue along the card's top (within the
            // few levels of the 4-point cells the mesh is filled with).
            #expect(close(at(image, card.midX, card.minY + 3), pixel(blue), 6), "\(dark) \(at(image, card.midX, card.minY + 3))")
            // The wave: the lower edge rises to 0.775 of 180 points (139.5) in the middle, so
            // the page shows below it there, and the mesh still reaches near the corners.
            #expect(close(at(image, card.midX, card.minY + 160), background, .composited), "\(dark) \(at(image, card.midX, card.minY + 160))")
            #expect(close(at(image, card.midX, card.minY + 130), background, .composited) == false)
            #expect(close(at(image, card.minX + 30, card.minY + 160), background, .composited) == false)
            // The depth badge: a circle filled with a mesh (mint and indigo on its left, cyan
            // and blue on its right); 8 points in from its left edge, half way down, the mix is
            // the left column's mean with smoothstep(0.125) = 0.043 of the right column's, within
            // a 4-point cell's step (the cell's colour is its centre's).
            let badge = CGRect(x: card.maxX - 16 - 64, y: card.minY + 16, width: 64, height: 64)
            let left = zip(resolved(.mint, dark: dark), resolved(.indigo, dark: dark)).map { ($0 + $1) / 2 }
            let right = zip(resolved(.cyan, dark: dark), blue).map { ($0 + $1) / 2 }
            let expected = zip(left, right).map { $0 * 0.957 + $1 * 0.043 }
            #expect(close(at(image, badge.minX + 8, badge.midY), pixel(expected), 12), "\(dark) \(at(image, badge.minX + 8, badge.midY)) \(expected)")
            // The accent bar, 4 points wide at the card's leading edge, only on the section
            // whose `containerValue` set it.
            let cyan = resolved(.cyan, dark: dark)
            #expect(close(at(image, 18, coral.midY), pixel(cyan), .composited), "\(dark) \(at(image, 18, coral.midY))")
            #expect(close(at(image, 18, manta.midY), pixel(cyan), .composited) == false)
        }
    }

    @Test func logSheetShowsTheFieldsText() throws {
        let strings = texts(FathomLogSheet())
        #expect(frame(strings, "Blue Hole") != nil && frame(strings, "Log a Dive") != nil, "\(strings.map(\.0))")
        let images = try renderPhoneLightAndDark(FathomLogSheet(), name: "FathomLogSheet")
        #expect(images.light.width == 786 && images.dark.height == 1704)
    }
}
