import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import SnapshotTesting
@testable import BackplateSnapshotTesting

/// The `.accessibilityTree` lines and the `.accessibilityImage` legend for controls: the
/// series position and expanded state in the text, VoiceOver's words and hints in the legend.
@Suite(.backplateLook(.iOS18), .tags(.pixels)) struct AccessibilityControlSnapshotTests {
    private func snapshot<V: View, F>(_ view: V, _ strategy: Snapshotting<V, F>) -> F {
        var result: F?
        strategy.snapshot(view).run { result = $0 }
        return result!
    }

    @Test func treeLinesCarryTheSeriesPositionAndTheExpandedState() {
        let view = VStack(spacing: 0) {
            Picker("Size", selection: .constant(0)) { Text("S").tag(0); Text("L").tag(1) }
                .pickerStyle(.segmented).frame(width: 204)
            DisclosureGroup("More", isExpanded: .constant(false)) { Text("Hidden") }.frame(width: 204)
        }
        let text = snapshot(view, .accessibilityTree)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        // Two 102-point segments across the 32-point control, as UISegmentedControl's.
        #expect(lines.first == "1. \"S\" traits=[button, selected] series=1/2 frame=(0, 0, 102, 32)")
        #expect(lines.dropFirst().first == "2. \"L\" traits=[button] series=2/2 frame=(102, 0, 102, 32)")
        #expect(lines.last?.hasPrefix("3. \"More\" traits=[button, header] collapsed frame=(0, 32, 204, ") == true)
    }

    @Test func imageLegendSaysWhatVoiceOverSaysWithItsHints() {
        let view = VStack(spacing: 0) {
            Toggle("Wi-Fi", isOn: .constant(true))
            Stepper("Count", value: .constant(1)).disabled(true)
            Slider(value: .constant(0.75)) { Text("Volume") }
        }.frame(width: 320)
        let elements = accessibilityElements(view, width: nil)
        let lines = AccessibilityOverlay.legendLines(elements)
        #expect(lines.map(\.spoken) == ["Wi-Fi. Switch Button. On.", "Count", "Decrement. Dimmed. Button.",
                                        "Increment. Dimmed. Button.", "Volume: 75%. Adjustable."])
        #expect(lines.map(\.hint) == ["Double tap to toggle setting.", "", "", "",
                                      "Swipe up or down with one finger to adjust the value."])
        // The picture: one swatch per line, in the palette's order, down the legend's left side
        // (14-point swatches 10 points in, so the column 17 points in crosses each one).
        let image = snapshot(view, .accessibilityImage).renderedImage
        let scale = image.width / 320
        var swatches: [[Int]] = []
        var previous: [Int] = []
        for y in stride(from: 94 * scale, to: image.height, by: 1) {
            let pixel = rgba(image, 17 * scale, y)
            let isSwatch = (0..<8).contains { i in
                let c = AccessibilityOverlay.palette[i]
                return pixel == [Int(c.red), Int(c.green), Int(c.blue), 255]
            }
            if isSwatch && pixel != previous { swatches.append(pixel) }
            previous = isSwatch ? pixel : []
        }
        let expected = (0..<5).map { i -> [Int] in
            let c = AccessibilityOverlay.palette[i]
            return [Int(c.red), Int(c.green), Int(c.blue), 255]
        }
        #expect(swatches == expected)
    }
}
