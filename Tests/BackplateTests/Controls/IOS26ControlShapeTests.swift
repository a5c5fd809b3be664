import Foundation
import Testing
import BackplateTestSupport
@testable import Backplate
import BackplateSnapshotTesting

/// The iOS 26 look's segmented control, slider and stepper (docs/pixel-differences.md §6), as
/// UIKit draws them on iOS 26.2 (AccessibilitySnapshot's DefaultControlsTests references, 3x):
/// a 32-point capsule segmented track, a 34-point slider, a 94 × 32 stepper on an inset capsule.
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

    @Test func sliderIsThirtyFourTallWithASixPointTrackAcrossItsFrame() throws {
        let r = renderer(Slider(value: .constant(0.5)), width: 300)
        // iOS 26.2's UISlider: 34 tall, its 6-point track centred (y 14 to 20) across the whole frame.
        #expect(r.layout().size == CGSize(width: 300, height: 34))
        let l = lines(r)
        #expect(l.contains { $0.contains("fill Capsule") && $0.hasSuffix("(0, 5, 37, 24) #FFFFFF") })
        #expect(l.contains { $0.contains("fill Capsule") && $0.hasSuffix("(0, 14, 300, 6) #78788033") })
        #expect(l.contains { $0.contains("fill Capsule") && $0.hasSuffix("(0, 14, 150, 6) #0088FF") })
        let image = try r.render()
        // The thumb is centred at 18.5 + (300 − 37) × 0.5 = 150 (iOS 26.2's tinted track ends
        // where a 37-point thumb's centre is): x 133 is inside it (white; iOS 18's 27-point
        // circle starts at 136.5); x 127 is the tinted track left of it, (0, 136, 255).
        #expect(close(pixel(image, 133, 17), [255, 255, 255, 255], 6))
        #expect(close(pixel(image, 127, 17), [0, 136, 255, 255], 12))
        // The untinted track reaches the frame's trailing edge (iOS 18's stops 1 point short).
        let end = pixel(image, 299.5, 17)
        #expect(end[0] >= 225 && end[0] <= 240)
    }

    @Test func stepperIsANinetyFourByThirtyTwoFrameAroundAnInsetCapsule() throws {
        let stepper = Stepper("Steps", value: .constant(5), in: 0...10)
        let r = renderer(stepper, width: 300)
        #expect(r.layout().size == CGSize(width: 300, height: 32))
        let image = try r.render()
        // The capsule is 2/3 point inside the frame (206...300, 0...32): the frame's first
        // device pixels are background, the next ones fill; the middle's top too.
        #expect(close(pixel(image, 206.1, 16), [255, 255, 255, 255]))
        let fill = pixel(image, 207.1, 16)
        #expect(fill[0] >= 235 && fill[0] <= 242)
        #expect(close(pixel(image, 230, 0.1), [255, 255, 255, 255]))
        let top = pixel(image, 230, 1.1)
        #expect(top[0] >= 235 && top[0] <= 242)
        // The divider, 1 × 23.33 at x 252.5...253.5, in the separator colour over the fill
        // (≈ 187): (253, 5) is on it (iOS 18's 18-point divider starts at 7).
        let divider = pixel(image, 253, 5)
        #expect(divider[0] >= 180 && divider[0] <= 194, "divider \(divider)")
        // The minus: a 13 × 1.75 bar centred in the 47-point half (x 223 to 236).
        #expect(pixel(image, 223.2, 16)[0] < 60)
        #expect(pixel(image, 222.8, 16)[0] >= 235)
        // At the lower bound the minus is in the tertiary label colour over the fill (≈ 185,
        // iOS 26.2's 184 grey; iOS 18's 30 % black would be ≈ 167); the plus stays black.
        let atMin = try renderer(Stepper("Steps", value: .constant(0), in: 0...10), width: 300).render()
        let minus = pixel(atMin, 229.5, 16)
        #expect(minus[0] >= 178 && minus[0] <= 192, "minus \(minus)")
        #expect(pixel(atMin, 276.5, 16)[0] < 60)
        // Dark: the fill (118,118,128 at 24 % on black) and the separator (84,84,88 at 60 %) on it.
        let dark = try renderer(stepper, width: 300, dark: true).render()
        let darkFill = pixel(dark, 207.1, 16)
        #expect(darkFill[0] >= 24 && darkFill[0] <= 32)
        let darkDivider = pixel(dark, 253, 5)
        #expect(darkDivider[0] >= 56 && darkDivider[0] <= 68, "dark divider \(darkDivider)")
    }
}
