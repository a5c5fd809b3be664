import Foundation
import Testing
import BackplateTestSupport
import Backplate
import BackplateUIKit
import BackplateSnapshotTesting

// Small bold tags on tinted rounded rectangles against web3modal-swift's iOS 17 renders
// (web3modal-tags-weights-ios17 and -dark; see ListParityTests for the method).

@Suite("Parity: small bold tags (web3modal, iOS 17)", .backplateLook(.iOS18), .tags(.pixels))
struct TagParityTests {
    /// One tag's colours from the project's asset catalogue, light and dark (cases.md).
    struct Variant {
        var title: String
        var light: (Double, Double, Double, Double)
        var dark: (Double, Double, Double, Double)
        /// INFO's fill is black (white in dark) at 10%; every other fill is its text colour at 15%.
        var infoFill = false
    }

    static func rgb(_ hex: Int, _ alpha: Double = 1) -> (Double, Double, Double, Double) {
        (Double(hex >> 16 & 255) / 255, Double(hex >> 8 & 255) / 255, Double(hex & 255) / 255, alpha)
    }

    static let variants: [Variant] = [
        Variant(title: "MAIN", light: rgb(0x3396FF), dark: rgb(0x47A1FF)),
        Variant(title: "INFO", light: rgb(0x474D4D), dark: rgb(0xA8B1B1), infoFill: true),
        Variant(title: "SUCCESS", light: rgb(0x26B562), dark: rgb(0x26D962)),
        Variant(title: "ERROR", light: rgb(0xF05142), dark: rgb(0xF25A67)),
        Variant(title: "IN PROGRESS", light: (0.84, 0.85, 0.09, 1), dark: (0.84, 0.85, 0.09, 1)),
        Variant(title: "WARNING", light: rgb(0xEA8C2E), dark: rgb(0xFFA64C)),
        Variant(title: "DISABLED", light: rgb(0x000000, 0.15), dark: rgb(0xFFFFFF, 0.15)),
    ]

    /// The preview: each tag's 10-point bold title padded by 4 on a fill of its colour at 15%
    /// (INFO: black or white at 10%), corners of 4, stacked, padded by 16, on a 2% grey page.
    static func preview(dark: Bool) -> some View {
        func color(_ c: (Double, Double, Double, Double), _ opacity: Double = 1) -> Color {
            Color(red: c.0, green: c.1, blue: c.2).opacity(c.3 * opacity)
        }
        let ink = dark ? (1.0, 1.0, 1.0, 1.0) : (0.0, 0.0, 0.0, 1.0)
        return VStack {
            ForEach(variants, id: \.title) { v in
                let c = dark ? v.dark : v.light
                Text(verbatim: v.title)
                    .font(.system(size: 10, weight: .bold))
                    .lineLimit(1)
                    .foregroundColor(color(c))
                    .padding(4)
                    .background(v.infoFill ? color(ink, 0.10) : color(c, 0.15))
                    .cornerRadius(4)
            }
        }
        .padding()
        .background(color(ink, 0.02))
    }

    /// Tag boxes (pixels off the page by more than 2 levels) as recorded from the references:
    /// 20 points tall, 8 apart, widths those of iOS 17's 10-point bold SF.
    static let tags: [Box] = [
        Box(57, 31, 93, 51), Box(58.33, 59, 91.67, 79), Box(46, 87, 104, 107), Box(53.33, 115, 97, 135),
        Box(35.67, 143, 114.33, 163), Box(45.67, 171, 104.67, 191), Box(45, 199, 105.33, 219),
    ]

    @Test(arguments: [false, true]) func tags(dark: Bool) throws {
        let name = dark ? "web3modal-tags-weights-dark-ios17" : "web3modal-tags-weights-ios17"
        let image = Parity.render(name, Self.preview(dark: dark), layout: .fixed(width: 150, height: 250),
                                  style: dark ? .dark : .light)
        let page = dark ? [5, 5, 5] : [250, 250, 250]
        #expect(image.colour(75, 24) == page)
        // The padded stack: 110.67 × 220, centred.
        let corner = image.colour(2, 2)
        let panel = try #require(image.box((0, 0, 150, 250), .differs(corner[0], corner[1], corner[2], threshold: 1)))
        #expect(panel.distance(to: Box(19.67, 15, 130.33, 235)) <= 1, "panel \(panel)")
        if !dark {
            // MAIN's fill: #3396FF at 15% over the 2% grey page.
            let fill = image.colour(58, 32.5)
            #expect(zip(fill, [221, 236, 251]).allSatisfy { abs($0 - $1) <= 2 }, "fill \(fill)")
        }
        var widths: [(Double, Double)] = []
        for (i, expected) in Self.tags.enumerated() {
            let y = 30 + Double(i) * 28
            let tag = try #require(image.box((22, y, 128, y + 28), .differs(page[0], page[1], page[2], threshold: 2)))
            // Rows exact: 20 points tall (a 10-point line padded by 4), 8 apart, centred.
            #expect(abs(tag.minY - expected.minY) <= 0.34 && abs(tag.maxY - expected.maxY) <= 0.34, "tag \(i) \(tag)")
            #expect(abs((tag.minX + tag.maxX) / 2 - (expected.minX + expected.maxX) / 2) <= 0.5, "tag \(i) \(tag)")
            #expect(abs((tag.maxX - tag.minX) - (expected.maxX - expected.minX)) <= 2.1, "tag \(i) \(tag)")
            widths.append((tag.maxX - tag.minX - 8, expected.maxX - expected.minX - 8))
        }
        withKnownIssue("10-point bold capitals are 0 to 4% narrower than iOS 17's SF (bold at text sizes, docs/pixel-differences.md §1)") {
            for (i, (found, ios)) in widths.enumerated() {
                #expect(abs(found - ios) <= 0.01 * ios + 0.34, "title \(i): \(found) wide, iOS \(ios)")
            }
        }
    }
}
