import Foundation
import SnapshotTesting
import Testing
import Backplate
import BackplateUIKit
@testable import BackplateSnapshotTesting

@Suite("Reference fingerprints: an unchanged snapshot is verified without decoding its reference")
struct ReferenceFingerprintTests {
    static func image(_ red: UInt8) -> UIImage {
        UIImage(renderedImage: RenderedImage(width: 3, height: 2, scale: 1, rgba: (0..<6).flatMap { [red, UInt8($0 * 40), 7, 255] }))
    }

    @Test func referencesCarryTheirPixelsFingerprintAndStillDecode() throws {
        let diffing = Diffing<UIImage>.image(scale: 1)
        let a = Self.image(200)
        let png = diffing.toData(a)
        // The chunk follows IHDR: length 16, type bpHS.
        #expect(Array(png[33..<41]) == [0, 0, 0, 16] + Array("bpHS".utf8))
        #expect(ReferenceFingerprint.key(inPNG: png) == ReferenceFingerprint.key(of: a.renderedImage))
        // Any PNG decoder skips the chunk: the file decodes to the same pixels.
        let decoded = try #require(UIImage(data: png, scale: 1))
        #expect(decoded.renderedImage.rgba == a.renderedImage.rgba)
        // A chunk whose CRC does not match is ignored.
        var broken = png
        broken[41] ^= 0xFF
        #expect(ReferenceFingerprint.key(inPNG: broken) == nil)
    }

    @Test func theRememberedSnapshotStandsForItsReferenceOnlyWhenThePixelsAreTheSame() throws {
        let diffing = Diffing<UIImage>.image(scale: 1)
        let a = Self.image(200), b = Self.image(100)
        let referenceOfA = diffing.toData(a)
        ReferenceFingerprint.remember(a)
        // The same pixels: the snapshot itself, no decoding; the comparison passes.
        let same = diffing.fromData(referenceOfA)
        #expect(same === a)
        #expect(diffing.diffV2(same, a) == nil)
        // Another image remembered: the reference is decoded, and the comparison fails.
        ReferenceFingerprint.remember(b)
        let decoded = diffing.fromData(referenceOfA)
        #expect(decoded !== b && decoded !== a)
        #expect(decoded.renderedImage.rgba == a.renderedImage.rgba)
        #expect(diffing.diffV2(decoded, b) != nil)
    }

    @Test func snapshottingAnImageRemembersIt() {
        let a = Self.image(50)
        let strategy = Snapshotting<UIImage, UIImage>.image(scale: 1)
        strategy.snapshot(a).run { _ in }
        #expect(strategy.diffing.fromData(strategy.diffing.toData(a)) === a)
    }
}
