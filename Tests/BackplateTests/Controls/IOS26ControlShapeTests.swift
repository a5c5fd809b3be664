import Foundation
import Testing
import BackplateTestSupport
@testable import Backplate
import BackplateSnapshotTesting

/// The iOS 26 look's segmented control, slider and stepper (docs/pixel-differences.md §6): the
/// same frames as iOS 18 (UIKit still sizes them alike), capsule tracks, thumbs and backgrounds.
@Suite(.backplateLook(.iOS26), .tags(.layout, .pixels)) struct IOS26ControlShapeTests {
    func renderer<V: View>(_ view: V, width: CGFloat, dark: Bool = false) -> ImageRenderer<V> {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: width, height: nil)
        r.scale = 3
        r.isOpaque = true
        if dark { r.environment.colorScheme = .dark }
        return r
    }

    /// The pixel at a point (x, y in points) of a 3x image.
    func pixel(_ image: RenderedImage, _ x: Double, _ y: Double) -> [Int] { rgba(image, Int(x * 3), Int(y * 3)) }

    func lines<V: View>(_ r: ImageRenderer<V>) -> [String] {
        r.displayList().description.split(separator: "\n").map(String.init)
    }

    var picker: some View {
        Picker("Sport", selection: .constant("Swim")) {
            Text("Run").tag("Run"); Text("Swim").tag("Swim"); Text("Bike").tag("Bike")
        }.pickerStyle(.segmented)
    }

    @Test func segmentedPickerIsACapsuleWithACapsuleThumb() throws {
        let r = renderer(picker, width: 300)
        #expect(r.layout().size == CGSize(width: 300, height: 32))
        #expect(lines(r).contains { $0.contains("Capsule") && $0.hasSuffix("(0, 0, 300, 32) #7676801F") })
        let image = try r.render()
        // (3, 3) lies outside a 16-point corner (inside iOS 18's 8.9): the white background.
        #expect(close(pixel(image, 3, 3), [255, 255, 255, 255]))
        // The middle thumb (x 100.67 to 199.33, 28 tall) has 14-point ends: (104, 5) is track
        // (tertiary fill over white), where iOS 18's 6.93-point corner would be white thumb.
        let track = pixel(image, 104, 5)
        #expect(track[0] >= 225 && track[0] <= 242 && track[2] >= 226)
        #expect(close(pixel(image, 150, 5), [255, 255, 255, 255]))
        // Dark: the thumb 99,99,102 on black.
        let dark = try renderer(picker, width: 300, dark: true).render()
        #expect(close(pixel(dark, 150, 5), [99, 99, 102, 255]))
        #expect(close(pixel(dark, 3, 3), [0, 0, 0, 255]))
    }

    @Test func sliderThumbIsAThirtySevenByTwentyFourCapsuleOnASixPointTrack() throws {
        let r = renderer(Slider(value: .constant(0.5)), width: 300)
        #expect(r.layout().size == CGSize(width: 300, height: 31))
        let l = lines(r)
        // At 3x the 31-point row centres the 6-point track at y 12.667 and the 24-point thumb
        // at 3.667 (pixel-snapped); the thumb is drawn at its offset, checked in pixels below.
        #expect(l.contains { $0.contains("fill Capsule") && $0.hasSuffix("(0, 3.667, 37, 24) #FFFFFF") })
        #expect(l.contains { $0.contains("fill Capsule") && $0.hasSuffix("(0, 12.667, 300, 6) #78788033") })
        #expect(l.contains { $0.contains("fill Capsule") && $0.hasSuffix("(0, 12.667, 150, 6) #0088FF") })
        let image = try r.render()
        // The thumb is centred at 18.5 + (300 − 37) × 0.5 = 150: x 133 is inside it (white;
        // iOS 18's 27-point circle starts at 136.5);
        // x 127 is the tinted track left of it, (0, 136, 255).
        #expect(close(pixel(image, 133, 15.5), [255, 255, 255, 255], 6))
        #expect(close(pixel(image, 127, 15.5), [0, 136, 255, 255], 12))
    }

    @Test func stepperIsANinetyFourByThirtyTwoCapsule() throws {
        let stepper = Stepper("Steps", value: .constant(5), in: 0...10)
        let r = renderer(stepper, width: 300)
        #expect(r.layout().size == CGSize(width: 300, height: 32))
        #expect(lines(r).contains { $0.contains("Capsule") && $0.hasSuffix("(206, 0, 94, 32) #7676801F") })
        let image = try r.render()
        // (208.5, 3) is outside the 16-point end (inside iOS 18's radius 8); the middle is fill.
        #expect(close(pixel(image, 208.5, 3), [255, 255, 255, 255]))
        let fill = pixel(image, 230, 3)
        #expect(fill[0] >= 235 && fill[0] <= 242)
    }
}
