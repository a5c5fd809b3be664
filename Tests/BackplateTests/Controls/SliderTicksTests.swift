import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCore

/// iOS 26's slider forms (Apple's documentation): `neutralValue` starts the tinted track,
/// `enabledBounds` limits the value, and ticks from a `SliderTickBuilder` or a per-step `tick`
/// closure are marked on the track at their value's position.
@MainActor
@Suite(.tags(.layout, .pixels)) struct SliderTicksTests {
    private typealias Pixel = RenderedImage.Pixel
    /// A tint with no per-look system value: (255, 128, 0).
    static let orange = Color(red: 1, green: 128.0 / 255, blue: 0)

    private func render<V: View>(_ view: V, width: CGFloat = 227) throws -> RenderedImage {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: width, height: nil)
        return try r.render()
    }

    @Test func neutralValueTintsFromTheNeutralPositionToTheThumb() throws {
        let gain = Slider(value: .constant(-6.0), in: -12...12, neutralValue: 0) { Text("Gain") }
        #expect(gain.fraction == 0.25 && gain.neutralFraction == 0.5)
        let image = try render(gain.tint(Self.orange))
        // 227 wide, the iOS 26 look: the 37-point thumb travels 190 points from 18.5; thumb at
        // 66 (47.5 to 84.5), neutral at 113.5.
        #expect(image.pixel(x: 90, y: 15) == Pixel(red: 255, green: 128, blue: 0, alpha: 255))
        for x in [20, 150] {
            let track = image.pixel(x: x, y: 15)   // the untinted system fill, either side
            #expect(track.alpha > 40 && track.alpha < 60 && track.red == 120, "x \(x): \(track)")
        }
        // Above the neutral value the tint runs the other way: 113.5 to the thumb at 161 (its
        // edge at 142.5, whose shadow darkens the few points before it).
        let boost = try render(Slider(value: .constant(6.0), in: -12...12, neutralValue: 0) { Text("Gain") }.tint(Self.orange))
        #expect(boost.pixel(x: 128, y: 15) == Pixel(red: 255, green: 128, blue: 0, alpha: 255))
        #expect(boost.pixel(x: 90, y: 15).alpha < 60)
    }

    @Test func enabledBoundsKeepTheValueInside() {
        let s = Slider(value: .constant(0.9), in: 0...1, enabledBounds: 0.2...0.6) { Text("Level") }
        #expect(abs(s.fraction - 0.6) < 1e-12)
        let low = Slider(value: .constant(0.0), in: 0...1, enabledBounds: 0.2...0.6) { Text("Level") }
        #expect(abs(low.fraction - 0.2) < 1e-12)
    }

    @Test func builderTicksAreMarkedAtTheirValues() throws {
        let speeds = [0.5, 1.0, 1.5, 2.0]
        let s = Slider(value: .constant(1.0), in: 0.5...2) { Text("Speed") } ticks: {
            SliderTickContentForEach(speeds, id: \.self) { SliderTick($0) }
        }
        let thirds: [Double] = s.tickFractions.map { ($0 * 3).rounded() }
        #expect(thirds == [0, 1, 2, 3])
        // Statements, an `if` and an out-of-range tick (left out, as it has no place on the track).
        let showsHalf = true
        let mixed = Slider(value: .constant(0.0), in: 0...1) { Text("Mix") } ticks: {
            SliderTick(0.25)
            if showsHalf { SliderTick("Half", 0.5) }
            SliderTick(1.0) { Text("Full") }
            SliderTick(4.0)
        }
        #expect(mixed.tickFractions == [0.25, 0.5, 1.0])
        // A tick is a darker dot on the grey track: 0.5 of 190 points from 18.5 is x 113.5, at the
        // middle of the 34-point iOS 26 slider (the dot 16 to 18).
        let image = try render(mixed)
        #expect(image.pixel(x: 113, y: 16).alpha > 150, "\(image.pixel(x: 113, y: 16))")
        #expect(image.pixel(x: 150, y: 16).alpha < 60)
    }

    @Test func stepTickClosureIsAskedAtEachStep() {
        var asked: [Double] = []
        let s = Slider(value: .constant(4.0), in: 0...12, step: 1) { Text("Crossfade") } tick: { seconds in
            asked.append(seconds)
            return seconds.truncatingRemainder(dividingBy: 4) == 0 ? SliderTick(seconds) : nil
        }
        // Typed operands: `(0...12).map(Double.init)` inside `#expect` took 1.4 s to type-check.
        let steps: [Double] = (0...12).map { Double($0) }
        #expect(asked == steps)
        let thirds: [Double] = s.tickFractions.map { ($0 * 3).rounded() }
        #expect(thirds == [0, 1, 2, 3])
        // Ten million steps are not asked for: no ticks, and a warning that says so.
        let (many, warnings) = RuntimeWarning.collecting {
            Slider(value: .constant(4.0), in: 0...10_000_000, step: 1) { Text("x") } tick: { SliderTick($0) }
        }
        #expect(many.tickFractions.isEmpty)
        #expect(warnings.contains { $0.contains("at most 1,000 steps") }, "\(warnings)")
    }

    @Test func ticksAreIdentifiedAndOrderedByValue() {
        #expect(SliderTick(0.5).id == SliderTick("Half", 0.5).id)
        #expect(SliderTick(0.25) < SliderTick(0.5))
        #expect([SliderTick(1.0), SliderTick(0.0)].sorted().map(\.value) == [0.0, 1.0])
    }
}
