import Foundation
import Testing
import BackplateTestSupport
import Backplate
import BackplateSnapshotTesting

// Previews declared in this test module, snapshotted by `assertSnapshots(ofPreviewsIn:)`.

/// A price tag for the bakery's window: a coin and a bar (shapes only, so the references do
/// not depend on the fonts installed).
struct BakeryPriceTag: View {
    var width: CGFloat
    var body: some View {
        HStack {
            Circle().fill(Color.orange).frame(width: 16, height: 16)
            Capsule().fill(Color.yellow).frame(width: width, height: 16)
        }
        .padding(8)
    }
}

#Preview("Bakery sign", traits: .fixedLayout(width: 120, height: 80)) {
    RoundedRectangle(cornerRadius: 10).fill(Color.green).frame(width: 80, height: 40)
}

#Preview("Bakery tag", traits: .sizeThatFitsLayout) {
    BakeryPriceTag(width: 60)
}

struct BakeryPriceTag_Previews: PreviewProvider {
    static var previews: some View {
        BakeryPriceTag(width: 40)
            .previewLayout(.fixed(width: 100, height: 50))
            .preferredColorScheme(.dark)
            .previewDisplayName("Bakery tag night")
    }
}

/// Every preview of a module as a snapshot test, with the traits each declares.
@MainActor @Suite(.backplateLook(.iOS18), .tags(.pixels)) struct PreviewSnapshotTests {
    @Test func eachPreviewIsDrawnWithItsTraits() throws {
        let snapshots = PreviewSnapshots.snapshots(ofPreviewsIn: "PreviewToolTests")
        #expect(snapshots.map(\.name) == ["Bakery-sign-light", "Bakery-sign-dark", "Bakery-tag-light", "Bakery-tag-dark", "Bakery-tag-night-dark"])
        // fixedLayout(120 × 80) at 2 px per point; the green sign in the centre, the system
        // background (white in light, black in dark) at the corner.
        let sign = snapshots[0].image.renderedImage
        #expect(sign.width == 240 && sign.height == 160)
        let centre = sign.pixel(x: 120, y: 80)
        #expect(centre.green > 150 && centre.red < 100 && centre.blue < 120)   // systemGreen (52, 199, 89)
        #expect(sign.pixel(x: 2, y: 2) == .init(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(snapshots[1].image.renderedImage.pixel(x: 2, y: 2) == .init(red: 0, green: 0, blue: 0, alpha: 255))
        // sizeThatFits: the tag's own size, never the device's: 16 + 8 (HStack spacing) + 60,
        // plus 8 pt padding each side, by 16 + 16 → 100 × 32 pt, 200 × 64 px.
        let tag = snapshots[2].image.renderedImage
        #expect(tag.width == 200 && tag.height == 64)
        // The provider asks for dark only, on a fixed 100 × 50 canvas.
        #expect(snapshots[4].colorScheme == .dark)
        #expect(snapshots[4].image.renderedImage.width == 200 && snapshots[4].image.renderedImage.height == 100)
    }

    @Test func previewsMatchTheirReferences() {
        assertSnapshots(ofPreviewsIn: "PreviewToolTests", perceptualPrecision: 0.98)
    }
}
