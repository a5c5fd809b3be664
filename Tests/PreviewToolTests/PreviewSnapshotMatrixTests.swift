import Foundation
import Testing
import BackplateTestSupport
import Backplate
import BackplateSnapshotTesting

/// Every preview of a module across a variant matrix (the previews of PreviewSnapshotTests.swift).
@MainActor @Suite(.backplateLook(.iOS18), .tags(.pixels)) struct PreviewSnapshotMatrixTests {
    @Test func eachPreviewIsDrawnInEveryVariant() throws {
        let matrix = BackplateSnapshotMatrix(colorSchemes: [.dark], layoutDirections: [.leftToRight, .rightToLeft])
        let snapshots = PreviewSnapshots.snapshots(ofPreviewsIn: "PreviewToolTests", matrix: matrix)
        #expect(snapshots.map(\.name) == ["Bakery-sign-dark-ltr", "Bakery-sign-dark-rtl", "Bakery-tag-dark-ltr", "Bakery-tag-dark-rtl",
                                          "Bakery-tag-night-dark-ltr", "Bakery-tag-night-dark-rtl"])
        // The tag (100 × 32 pt at 2x): its 16-pt orange coin starts 8 pt from the leading edge,
        // so its centre is 16 pt (32 px) from the left in LTR and from the right in RTL.
        let ltr = snapshots[2].image.renderedImage, rtl = snapshots[3].image.renderedImage
        #expect(ltr.width == 200 && rtl.width == 200)
        // systemOrange (255, 149, 0) for the coin, systemYellow (255, 204, 0) for the bar.
        func isCoin(_ p: RenderedImage.Pixel) -> Bool { p.red > 200 && p.green > 120 && p.green < 175 && p.blue < 60 }
        func isBar(_ p: RenderedImage.Pixel) -> Bool { p.red > 200 && p.green > 185 && p.blue < 60 }
        #expect(isCoin(ltr.pixel(x: 32, y: 32)) && isBar(ltr.pixel(x: 200 - 32, y: 32)))
        #expect(isCoin(rtl.pixel(x: 200 - 32, y: 32)) && isBar(rtl.pixel(x: 32, y: 32)))
        // The dark background at the corner of every variant.
        for snapshot in snapshots { #expect(snapshot.image.renderedImage.pixel(x: 1, y: 1) == .init(red: 0, green: 0, blue: 0, alpha: 255)) }
    }

    @Test func matrixReferencesMatch() {
        assertSnapshots(ofPreviewsIn: "PreviewToolTests", matrix: BackplateSnapshotMatrix(colorSchemes: [.light], layoutDirections: [.rightToLeft]),
                        perceptualPrecision: 0.98)
    }
}
