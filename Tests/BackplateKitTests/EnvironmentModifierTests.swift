import Testing
import BackplateTestSupport
import Foundation
import BackplateKit
import BackplateSnapshotTesting

/// Seed 001's custom environment value: `SecondaryAccentColorKey`, `secondaryAccentColor`,
/// the `secondaryAccentColor(_:)` modifier, and `OutlinedRect` reading it.
@Suite(.backplateLook(.iOS18), .tags(.pixels)) struct EnvironmentModifierTests {
    let accentBlue = SystemRGB.blue.0 + [255]

    @Test func defaultIsNil() {
        #expect(SecondaryAccentColorKey.defaultValue == nil)
        #expect(EnvironmentValues().secondaryAccentColor == nil)
        var env = EnvironmentValues()
        env.secondaryAccentColor = .red
        #expect(env.secondaryAccentColor == .red)
    }

    @Test func outlinedRectWithoutASecondaryAccentHasAClearBorder() throws {
        // Filled with the accent colour (system blue by default); the clear border draws nothing.
        let image = try renderImage(OutlinedRect().frame(width: 60, height: 40))
        #expect(rgba(image, 30, 20) == accentBlue)
        #expect(rgba(image, 2, 20) == accentBlue)
    }

    @Test func secondaryAccentColorFlowsDownToTheBorder() throws {
        let view = VStack { OutlinedRect().frame(width: 60, height: 40) }.secondaryAccentColor(Color(red: 1, green: 0, blue: 0))
        let image = try renderImage(view)
        // A 10 pt border inside the frame.
        #expect(rgba(image, 0, 20) == [255, 0, 0, 255])
        #expect(rgba(image, 9, 20) == [255, 0, 0, 255])
        #expect(rgba(image, 30, 39) == [255, 0, 0, 255])
        #expect(rgba(image, 10, 20) == accentBlue)
        #expect(rgba(image, 30, 20) == accentBlue)
    }

    @Test func environmentSpellingAndAccentColorOverride() throws {
        let view = OutlinedRect().frame(width: 40, height: 40)
            .environment(\.secondaryAccentColor, Color(red: 0, green: 0, blue: 0))
            .accentColor(Color(red: 0, green: 1, blue: 0))
        let image = try renderImage(view)
        #expect(rgba(image, 5, 20) == [0, 0, 0, 255])
        #expect(rgba(image, 20, 20) == [0, 255, 0, 255])
    }

    @Test func innerValueOverridesOuter() throws {
        let view = OutlinedRect().frame(width: 40, height: 40)
            .secondaryAccentColor(Color(red: 0, green: 0, blue: 0))
            .secondaryAccentColor(Color(red: 1, green: 0, blue: 0))
        #expect(rgba(try renderImage(view), 5, 20) == [0, 0, 0, 255])
    }
}
