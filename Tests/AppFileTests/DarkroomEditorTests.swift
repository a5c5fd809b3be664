import Testing
import BackplateTestSupport
import Foundation
import Backplate
import SwiftUI
@testable import AppFiles

/// Darkroom (`DarkroomEditorFile.swift`): Core Image filters run by an `@Observable` editor and
/// shown in the view. Expected colours follow Core Image's published rules: colour controls
/// mix with Rec. 709 luminance in linear light (red becomes grey 127, blue 76, yellow 247),
/// inversion is 1 − c in linear light, and pixellate fills each cell with the colour at its
/// middle, the cells aligned to the filter's centre (150, 150) in the image's y-up space.
@MainActor @Suite(.tags(.appFiles, .pixels)) struct DarkroomEditorTests {
    /// The drawn frame of the edited photo, in points.
    private func photoFrame(_ view: DarkroomEditorView) throws -> CGRect {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = PhoneCanvas.size
        renderer.safeAreaInsets = PhoneCanvas.safeArea
        let node = renderer.layout().nodeSummaries.first { $0.label.hasPrefix("Image") && $0.frame.width > 100 }
        return try #require(node?.frame)
    }

    /// The pixel (2x) drawn where photo pixel (`x`, `y`) (top-left origin, 240 × 160) lands.
    private func photoPixel(_ image: RenderedImage, _ frame: CGRect, _ x: CGFloat, _ y: CGFloat) -> [Int] {
        let scale = frame.width / 240
        let p = image.pixel(x: Int((frame.minX + (x + 0.5) * scale) * 2), y: Int((frame.minY + (y + 0.5) * scale) * 2))
        return [Int(p.red), Int(p.green), Int(p.blue)]
    }

    @Test func monoTurnsEachColourToItsLuminanceInLightAndDark() throws {
        let view = DarkroomEditorView(editor: DarkroomEditor(photo: DarkroomEditor.samplePhoto()))
        let frame = try photoFrame(view)
        #expect(abs(frame.width / frame.height - 1.5) < 0.01, "\(frame)")
        let (light, dark) = try renderPhoneLightAndDark(view, name: "darkroom-mono")
        for image in [light, dark] {
            #expect(close(photoPixel(image, frame, 40, 80), [127, 127, 127], .pixel), "\(photoPixel(image, frame, 40, 80))")
            #expect(close(photoPixel(image, frame, 220, 140), [76, 76, 76], .pixel), "\(photoPixel(image, frame, 220, 140))")
            #expect(close(photoPixel(image, frame, 175, 45), [247, 247, 247], .pixel), "\(photoPixel(image, frame, 175, 45))")
        }
    }

    @Test func invertAndPixellateMoveTheColours() throws {
        let inverted = DarkroomEditorView(editor: DarkroomEditor(photo: DarkroomEditor.samplePhoto(), effect: .invert))
        let invertedImage = try renderPhoneLightAndDark(inverted, name: "darkroom-invert").dark
        let frame = try photoFrame(inverted)
        #expect(close(photoPixel(invertedImage, frame, 40, 80), [0, 255, 255], .pixel))
        #expect(close(photoPixel(invertedImage, frame, 220, 140), [255, 255, 0], .pixel))

        let cells = DarkroomEditorView(editor: DarkroomEditor(photo: DarkroomEditor.samplePhoto(), effect: .pixellate, strength: 1))
        let cellsImage = try renderPhoneLightAndDark(cells, name: "darkroom-pixellate").light
        // 40-pixel cells from x 150: the cell 110...150 takes blue from its middle (130), so red
        // pixels at x 115 turn blue; the cell over y 10...50 (y-up 110...150) takes the sun's yellow.
        #expect(close(photoPixel(cellsImage, frame, 115, 100), [0, 0, 255], .pixel), "\(photoPixel(cellsImage, frame, 115, 100))")
        #expect(close(photoPixel(cellsImage, frame, 100, 100), [255, 0, 0], .pixel))
        #expect(close(photoPixel(cellsImage, frame, 160, 15), [255, 255, 0], .pixel), "\(photoPixel(cellsImage, frame, 160, 15))")
    }
}
