import Foundation
import Testing
import BackplateTestSupport
import Backplate
import BackplateUIKit
import BackplateSnapshotTesting

// AirSettingsUI's rows against its iOS 16.4 renders at 2x (see ListParityTests for the method).
// The references are UIKit hosting views snapshotted at their intrinsic size: restated here as
// the same view on a `.fixed` canvas of that size, with default traits (content size large).

@Suite("Parity: settings rows (AirSettingsUI, iOS 16)", .backplateLook(.iOS18), .tags(.pixels))
struct SettingsRowParityTests {
    /// The rows' shared layout: the title leading, 14 above and below, 12 to the accessory,
    /// 20 from either edge.
    static func row<Accessory: View>(_ title: String, @ViewBuilder accessory: () -> Accessory) -> some View {
        HStack(spacing: 12) {
            Text(title)
                .fixedSize(horizontal: false, vertical: true)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.vertical, 14)
            accessory()
        }
        .padding(.horizontal, 20)
    }

    /// airsettings-toggle-on-ios16: "Now it's true" and an on switch (51 × 31, green) in 197.5 × 48.5.
    /// The switch is laid out 49 points wide and drawn 51, its track running 2 points past its
    /// frame: it ends 18 points from the edge.
    @Test func toggleOn() throws {
        let view = Self.row("Now it's true") { Toggle("", isOn: .constant(true)).labelsHidden() }
        let image = Parity.render("airsettings-toggle-on-ios16", view, layout: .fixed(width: 197.5, height: 48.5), scale: 2)
        #expect(image.colour(1, 1) == [255, 255, 255])
        #expect(image.colour(140, 24) == [52, 199, 89])
        let track = try #require(image.box((0, 0, 197.5, 48.5), .near(52, 199, 89, tolerance: 3)))
        #expect(track.distance(to: Box(129, 9, 178.5, 40)) <= 0.5, "track \(track)")
        // The canvas is iOS's ideal width: it leaves the title 96.5 points beside a switch laid
        // out 49 wide (SF's ink, 21.5 to 115.5, ends 1 point past the 94.5 a 51-point switch
        // would leave). The title's slot is those 96.5 points.
        let renderer = ImageRenderer(content: HStack(spacing: 12) {
            Color.clear.frame(maxWidth: .infinity).id("title")
            Toggle("", isOn: .constant(true)).labelsHidden()
        }.padding(.horizontal, 20).frame(width: 197.5, height: 48.5))
        let title = try #require(renderer.layout().frame(of: "title"))
        #expect(abs(title.minX - 20) <= 0.01 && abs(title.width - 96.5) <= 0.01, "title \(title)")
        withKnownIssue("\"Now it's true\" still wraps: Inter sets it 96.67 wide at 3x (97.0 at 2x), SF within 96.5") {
            let text = try #require(image.box((0, 0, 125, 48.5), .dark(120)))
            #expect(text.distance(to: Box(21.5, 17.5, 115.5, 30)) <= 1.5, "text \(text)")
        }
    }

    /// airsettings-toggle-off-ios16: "Just a simpel title" [sic] and an off switch (the grey
    /// track) in 233.5 × 48.5.
    @Test func toggleOff() throws {
        let view = Self.row("Just a simpel title") { Toggle("", isOn: .constant(false)).labelsHidden() }
        let image = Parity.render("airsettings-toggle-off-ios16", view, layout: .fixed(width: 233.5, height: 48.5), scale: 2)
        #expect(image.colour(1, 1) == [255, 255, 255])
        // One line: SF's ink, 131.0 wide (21 to 152), ends 1.5 points past the 130.5 a 51-point
        // switch would leave; iOS leaves 132.5 (the switch laid out 49 wide, drawn 51).
        let text = try #require(image.box((0, 0, 160, 48.5), .dark(120)))
        #expect(text.distance(to: Box(21, 17.5, 152, 33)) <= 1.5, "text \(text)")
        // The grey track: 2 points past the 20-point padding.
        let track = try #require(image.box((155, 0, 233.5, 48.5), .near(233, 233, 234, tolerance: 2)))
        #expect(abs(track.maxX - 215.5) <= 0.5, "track \(track)")
        // The knob's edge and shadow: anything 30 levels off white right of the text.
        let control = try #require(image.box((155, 0, 233.5, 48.5), .differs(255, 255, 255, threshold: 30)))
        #expect(abs(control.maxX - 194.5) <= 1 && abs(control.maxY - 40) <= 1, "switch \(control)")
    }

    /// airsettings-slider-ios16: a slider at the middle of 0...2, padded 20 × 8 in 300 × 50:
    /// blue to the thumb, grey after it.
    @Test func slider() throws {
        let view = Slider(value: .constant(1), in: 0...2, step: 0.1) { EmptyView() }
            .padding(.vertical, 8)
            .padding(.horizontal, 20)
        let image = Parity.render("airsettings-slider-ios16", view, layout: .fixed(width: 300, height: 50), scale: 2)
        #expect(image.colour(50, 25) == [0, 122, 255])
        #expect(close(image.colour(250, 25), [228, 228, 230], 3))
        // The track runs 21 to 279 in the 20-to-280 frame (1 inside each end; was 20 to 280).
        let filled = try #require(image.box((0, 0, 300, 50), .near(0, 122, 255, tolerance: 10)))
        #expect(filled.distance(to: Box(21.5, 23.5, 135, 27.5)) <= 0.5, "filled track \(filled)")
        let grey = try #require(image.box((165, 0, 300, 50), .near(228, 228, 230, tolerance: 3)))
        #expect(abs(grey.maxX - 279) <= 0.5, "grey track \(grey)")
        // iOS 16's thumb shadow reaches 0.5 above the knob and 7 below it at 10 levels off white
        // (ink 10.5 to 45; the knob 11 to 38): Backplate's two fitted shadows (was 14 to 42).
        let all = try #require(image.box((0, 0, 300, 50), .differs(255, 255, 255, threshold: 10)))
        #expect(all.distance(to: Box(21, 10.5, 279, 45)) <= 1.5, "slider \(all)")
        #expect(close(image.colour(150, 42), [239, 239, 239], 4), "shadow below the knob")
    }

    /// airsettings-button-row-ios16: "Setting Button" and a secondary `arrow.up.forward` in
    /// 178 × 48.5.
    @Test func buttonRow() throws {
        let view = Button {} label: {
            Self.row("Setting Button") { Image(systemName: "arrow.up.forward").foregroundColor(.secondary) }
        }
        .buttonStyle(.plain)
        let image = Parity.render("airsettings-button-row-ios16", view, layout: .fixed(width: 178, height: 48.5), scale: 2)
        let text = try #require(image.box((0, 0, 140, 48.5), .dark(120)))
        #expect(text.distance(to: Box(21, 17.5, 128, 33)) <= 1.5, "text \(text)")
        let icon = try #require(image.box((135, 0, 178, 48.5), .differs(255, 255, 255, threshold: 40)))
        #expect(icon.distance(to: Box(143.5, 18, 156, 30.5)) <= 1.5, "icon \(icon)")
    }

    /// airsettings-navigation-row-ios16: "Setting Picker", the value "1" and a
    /// `chevron.forward`, both secondary, in 190 × 48.5.
    /// The chevron has SF Symbols' template ink (8 × 14.5); with the controls' smaller box it
    /// drew 6 × 10 and the value sat 2.5 points right of iOS's.
    @Test func navigationRow() throws {
        let view = Button {} label: {
            Self.row("Setting Picker") {
                Text("1").foregroundColor(.secondary)
                Image(systemName: "chevron.forward").foregroundColor(.secondary)
            }
        }
        .buttonStyle(.plain)
        let image = Parity.render("airsettings-navigation-row-ios16", view, layout: .fixed(width: 190, height: 48.5), scale: 2)
        let text = try #require(image.box((0, 0, 135, 48.5), .dark(120)))
        #expect(text.distance(to: Box(21, 17.5, 125.5, 33)) <= 1.5, "text \(text)")
        let value = try #require(image.box((135, 0, 190, 48.5), .differs(255, 255, 255, threshold: 40)))
        #expect(value.distance(to: Box(139, 17, 168.5, 31.5)) <= 1.5, "value and chevron \(value)")
    }
}
