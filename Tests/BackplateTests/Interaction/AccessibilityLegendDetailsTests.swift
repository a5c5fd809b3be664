import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import SnapshotTesting
@testable import BackplateSnapshotTesting

/// The `.accessibilityImage` legend's custom actions and custom content, in the words and
/// order AccessibilitySnapshot writes them under an element's description (its iOS 26.2
/// CustomActionsDemo and CustomContentDemo references), and the `.accessibilityTree` line.
@Suite(.backplateLook(.iOS18), .tags(.pixels)) struct AccessibilityLegendDetailsTests {
    private typealias Detail = AccessibilityLegendLine.Detail

    private func snapshot<V: View, F>(_ view: V, _ strategy: Snapshotting<V, F>) -> F {
        var result: F?
        strategy.snapshot(view).run { result = $0 }
        return result!
    }

    private var emailRow: some View {
        Color.gray.frame(width: 300, height: 60)
            .accessibilityLabel("Important Email")
            .accessibilityActions {
                Button("Reply") {}
                Button("Delete") {}
            }
    }

    @Test func actionsAndContentAreListedUnderTheDescription() {
        let view = VStack(spacing: 0) {
            emailRow
            Color.gray.frame(width: 300, height: 50)
                .accessibilityLabel("Wireless Headphones")
                .accessibilityCustomContent("Rating", "4.5 stars")
                .accessibilityCustomContent("SKU", "WH-1000XM5", importance: .high)
            // Nothing to say: the first heading takes the description's place.
            Color.gray.frame(width: 300, height: 20).accessibilityLabel("").accessibilityAction(named: "Open") {}
        }
        let lines = AccessibilityOverlay.legendLines(accessibilityElements(view, width: nil))
        #expect(lines.map(\.spoken) == ["Important Email", "Wireless Headphones", "Actions Available"])
        #expect(lines[0].details == [Detail(text: "Actions Available", isItem: false), Detail(text: "Delete", isItem: true),
                                     Detail(text: "Reply", isItem: true)])
        #expect(lines[1].details == [Detail(text: "More Content Available", isItem: false),
                                     Detail(text: "Rating: 4.5 stars", isItem: true),
                                     Detail(text: "SKU: WH-1000XM5", isItem: true, isBold: true)])
        #expect(lines[2].details == [Detail(text: "Open", isItem: true)])
        #expect(snapshot(view, .accessibilityTree).split(separator: "\n").first
            == "1. \"Important Email\" actions=[\"Delete\", \"Reply\"] frame=(0, 0, 300, 60)")
    }

    @Test func theLegendDrawsALinePerActionBelowTheHint() {
        let plain = snapshot(Color.gray.frame(width: 300, height: 60).accessibilityLabel("Important Email"), .accessibilityImage)
            .renderedImage
        let image = snapshot(emailRow, .accessibilityImage).renderedImage
        let scale = image.width / 320
        // Three more lines of 13-point text ("Actions Available", "↓ Delete", "↓ Reply"), 2 apart.
        let extra = (image.height - plain.height) / scale
        #expect(extra >= 3 * 15 && extra <= 3 * 20)
        // Ink of each line: rows of the legend's text column (32 points in) holding black pixels.
        func inkRows(_ img: RenderedImage, from top: Int) -> Int {
            var lines = 0, inLine = false
            for y in stride(from: top * scale, to: img.height, by: 1) {
                let ink = (32 * scale..<200 * scale).contains { x in rgba(img, x, y)[0] < 100 }
                if ink && !inLine { lines += 1 }
                inLine = ink
            }
            return lines
        }
        #expect(inkRows(plain, from: 60) == 1)
        #expect(inkRows(image, from: 60) == 4)
    }
}
