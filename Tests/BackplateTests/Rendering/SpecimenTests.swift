import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import SnapshotTesting
import BackplateSnapshotTesting

/// Reference images of text: a type specimen (every text style, the weights, a paragraph,
/// styled runs) and symbols, compared with `__Snapshots__/SpecimenTests/`. Each reference
/// was inspected by eye against what SwiftUI draws for the same code on iOS (see the test
/// comments for what to look for).
@Suite(.backplateLook(.iOS18), .tags(.pixels)) struct SpecimenTests {
    struct TypeSpecimen: View {
        let styles: [(String, Font)] = [
            ("Large Title", .largeTitle), ("Title", .title), ("Title 2", .title2), ("Title 3", .title3),
            ("Headline", .headline), ("Body", .body), ("Callout", .callout), ("Subheadline", .subheadline),
            ("Footnote", .footnote), ("Caption", .caption), ("Caption 2", .caption2),
        ]
        let weights: [(String, Font.Weight)] = [("Ul", .ultraLight), ("Th", .thin), ("Li", .light), ("Re", .regular),
                                                ("Me", .medium), ("Sb", .semibold), ("Bo", .bold), ("He", .heavy), ("Bl", .black)]
        var body: some View {
            VStack(alignment: .leading) {
                ForEach(styles.indices, id: \.self) { i in
                    Text(styles[i].0).font(styles[i].1)
                }
                HStack(spacing: 6) {
                    ForEach(weights.indices, id: \.self) { i in Text(weights[i].0).fontWeight(weights[i].1) }
                }
                Text("SwiftUI lays out **text** by proposing a width; the text wraps at word boundaries and reports the widest line. *Italic*, `monospaced`, ~~struck~~ and [linked](https://example.com) runs keep their styles.")
                    .font(.callout)
                Text("Underlined").underline(color: .red) + Text(" and ") + Text("struck").strikethrough(color: .blue)
                    + Text(" and raised").baselineOffset(6).foregroundColor(.orange)
                Text("TARGET").kerning(1.0).font(.caption).foregroundColor(.white)
                    .padding(8).background(RoundedRectangle(cornerRadius: 6).foregroundColor(Color.black.opacity(0.6)))
                Text("Gradient text").font(.title.bold())
                    .foregroundStyle(LinearGradient(colors: [.purple, .orange], startPoint: .leading, endPoint: .trailing))
            }
            .padding()
            .frame(width: 360, alignment: .leading)
        }
    }

    @Test func typeSpecimen() throws {
        // Look for: styles from 34 pt down to 11 pt with headline semibold; nine weights
        // from hairline to black; the paragraph wrapped at word boundaries inside 328 pt with
        // bold, italic, monospaced, struck and blue link runs; red underline, blue strike,
        // an orange run raised 6 pt; white tracked caps on a dark pill; a purple-to-orange
        // gradient across the bold title.
        let r = ImageRenderer(content: TypeSpecimen())
        r.scale = 2
        r.isOpaque = true
        withSnapshotTesting(record: .missing) {
            assertSnapshot(of: try! r.render(), as: .png(tolerance: 16, maxDifferentPixels: 0.01), named: "typeSpecimen")
        }
    }

    @Test func symbolsAndLabels() throws {
        // Look for: yellow small stars on the first line's baseline (seed 004's row), the
        // description two lines tall in secondary grey, labels with icons centred on their
        // first line, and a row of common symbols in the accent blue.
        let names = ["star.fill", "heart.fill", "checkmark", "xmark", "plus", "minus", "chevron.right", "arrow.up",
                     "circle", "square.fill", "gear", "person.fill", "house.fill", "magnifyingglass", "trash", "bell", "envelope"]
        let view = VStack(alignment: .leading) {
            HStack(alignment: .firstTextBaseline) {
                Text("Pasta Carbonara")
                Spacer()
                HStack(spacing: 1) { ForEach(0..<4, id: \.self) { _ in Image(systemName: "star.fill") } }
                    .foregroundStyle(.yellow).imageScale(.small)
            }
            Text("Creamy, salty, peppery.").foregroundStyle(.secondary).lineLimit(2, reservesSpace: true)
            Label("Favorites", systemImage: "heart.fill").foregroundStyle(.pink)
            Label("Settings", systemImage: "gear").font(.title3)
            // Two rows: 17 symbols with SwiftUI's margins are wider than the 361-pt column.
            HStack { ForEach(names.prefix(9), id: \.self) { Image(systemName: $0) } }.foregroundStyle(.tint)
            HStack { ForEach(names.dropFirst(9), id: \.self) { Image(systemName: $0) } }.foregroundStyle(.tint)
            HStack(alignment: .firstTextBaseline) {
                Image(systemName: "star.fill").imageScale(.small)
                Image(systemName: "star.fill")
                Image(systemName: "star.fill").imageScale(.large)
                Text("small, medium, large")
            }
        }
        .padding()
        .frame(width: 393)
        let r = ImageRenderer(content: view)
        r.scale = 2
        r.isOpaque = true
        withSnapshotTesting(record: .missing) {
            assertSnapshot(of: try! r.render(), as: .png(tolerance: 16, maxDifferentPixels: 0.01), named: "symbols")
        }
    }
}

/// Text and symbols are drawn as glyphs in every output format.
@Test func textAndSymbolsInVectorFormats() throws {
    let view = HStack { Text("Vector **text**"); Image(systemName: "star.fill"); Image(data: ImageTests.jpeg) }
    let r = ImageRenderer(content: view)
    let svg = String(decoding: try r.svgData(), as: UTF8.self)
    #expect(svg.contains("<svg") && svg.contains("glyph"))
    let pdf = try r.pdfData()
    #expect(pdf.starts(with: Array("%PDF".utf8)))
    #expect(String(decoding: pdf, as: UTF8.self).contains("FontFile") || pdf.count > 2000)
}
