import Foundation
import Testing
import BackplateTestSupport
import Backplate
import BackplateUIKit
import BackplateSnapshotTesting

// TellTime's configuration screen on iOS 16 (telltime-form-largetitle-segmented-slider-toggles-ios16;
// see ListParityTests for the method): a large title, a segmented picker, a clock face, a
// slider row and three toggles, on a 320 × 568 canvas at 3x with default traits.

@Suite("Parity: large title, segmented picker, slider and toggles (TellTime, iOS 16)", .backplateLook(.iOS18), .tags(.pixels))
struct SettingsFormParityTests {
    /// The screen restated. The clock face is SwiftClockUI's (an external package, only
    /// summarised in the reference's notes): its 2-point ring is drawn, its dots, numerals and
    /// arms are not.
    static var configuration: some View {
        NavigationView {
            VStack {
                Picker("Style", selection: .constant(0)) {
                    Text("Classic").tag(0)
                    Text("Art Nouveau").tag(1)
                    Text("Drawing").tag(2)
                    Text("Steampunk").tag(3)
                }
                .pickerStyle(SegmentedPickerStyle())
                Circle().strokeBorder(lineWidth: 2).aspectRatio(1, contentMode: .fit).padding()
                VStack {
                    HStack {
                        Text("Speech rate: 100%")
                        Slider(value: .constant(1.0), in: 0.5...1.0).accentColor(.red)
                    }
                    Toggle(isOn: .constant(true)) { Text("Minute indicators") }
                    Toggle(isOn: .constant(true)) { Text("Hour indicators") }
                    Toggle(isOn: .constant(false)) { Text("Limited hour texts") }
                }
                Spacer()
            }
            .padding()
            .navigationBarTitle("Configuration")
        }
    }

    @Test func configurationIOS16() throws {
        let image = Parity.render("telltime-form-largetitle-segmented-slider-toggles-ios16", Self.configuration,
                                  layout: .fixed(width: 320, height: 568))
        #expect(image.colour(5, 5) == [255, 255, 255])
        // The segmented control's track: 288 × 32 at (16, 112) in (238, 238, 239).
        let track = try #require(image.box((0, 100, 320, 160), .near(238, 238, 239, tolerance: 2)))
        #expect(track.distance(to: Box(16, 112, 304, 144)) <= 1, "segmented control \(track)")
        // The large title: 34-point bold "Configuration".
        let title = try #require(image.box((0, 40, 320, 100), .dark(128)))
        #expect(title.distance(to: Box(17.33, 55, 232, 86.33)) <= 1, "title \(title)")
        // Three switches, 51 × 31, 8 points apart (the VStack's spacing), two green; the
        // toggles' labels' 17-point ink.
        let switches = [Box(255, 435, 306, 466), Box(255, 474, 306, 505), Box(255, 513, 306, 544)]
        let labels = [Box(17.67, 444, 146.33, 456.67), Box(17.67, 483, 131.67, 495.67), Box(17.67, 522, 152, 534.67)]
        var switchBoxes: [Box] = []
        for (i, expected) in switches.enumerated() {
            let found = try #require(image.box((220, expected.minY - 4, 320, expected.maxY + 4), .differs(255, 255, 255, threshold: 8)))
            #expect(abs(found.minY - expected.minY) <= 0.5 && abs(found.maxY - expected.maxY) <= 0.5, "switch \(i) \(found)")
            #expect(abs((found.maxX - found.minX) - 51) <= 0.34, "switch \(i) \(found)")
            switchBoxes.append(found)
            let label = try #require(image.box((0, labels[i].minY - 5, 200, labels[i].maxY + 5), .dark(128)))
            #expect(label.distance(to: labels[i]) <= 1, "label \(i) \(label)")
        }
        #expect(image.colour(270, 450) == [52, 199, 89])
        // iOS draws the switch 2 points nearer the trailing edge than the 16-point padding.
        for (i, found) in switchBoxes.enumerated() {
            #expect(found.distance(to: switches[i]) <= 0.5, "switch \(i) \(found)")
        }
        withKnownIssue("Backplate wraps \"Speech rate: 100%\" after \"rate:\" (iOS after \"Speech\"), so the slider starts 14 points later; its selected segment is 4 points wider; the clock's ring is SwiftClockUI's, restated only as its ring (5 points larger)") {
            let speech = try #require(image.box((0, 375, 110, 425), .dark(128)))
            #expect(speech.distance(to: Box(17, 384, 97.33, 419)) <= 1, "speech rate \(speech)")
            let red = try #require(image.box((80, 370, 320, 420), .near(255, 59, 48, tolerance: 40)))
            #expect(red.distance(to: Box(107.33, 400, 277.67, 404)) <= 1, "slider track \(red)")
            let selected = try #require(image.box((16, 112, 160, 144), .near(255, 255, 255, tolerance: 0)))
            #expect(selected.distance(to: Box(16, 112, 85, 144)) <= 1, "selected segment \(selected)")
            let ring = try #require(image.box((0, 160, 320, 365), .dark(128)))
            #expect(ring.distance(to: Box(65.33, 167, 254.67, 356.33)) <= 1, "ring \(ring)")
        }
    }
}
