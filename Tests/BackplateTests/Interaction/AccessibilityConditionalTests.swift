import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// iOS 18's `isEnabled:` accessibility modifiers: Apple documents each as "If true the
/// accessibility <attribute> is applied; otherwise the accessibility <attribute> is unchanged".
@Suite(.backplateLook(.iOS18), .tags(.layout)) struct AccessibilityConditionalTests {
    func box() -> some View { Color.gray.frame(width: 100, height: 40) }

    @Test func enabledModifiersSetTheirAttribute() throws {
        let element = try #require(accessibilityElements(box()
            .accessibilityLabel("Volume", isEnabled: true)
            .accessibilityValue(Text("60%"), isEnabled: true)
            .accessibilityHint("Adjusts the volume", isEnabled: true)
            .accessibilityIdentifier("volume", isEnabled: true)
            .accessibilityInputLabels(["Sound", "Loudness"], isEnabled: true)).first)
        #expect(element.label == "Volume")
        #expect(element.value == "60%")
        #expect(element.hint == "Adjusts the volume")
        #expect(element.identifier == "volume")
        #expect(element.inputLabels == ["Sound", "Loudness"])
        #expect(element.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
    }

    @Test func disabledModifiersLeaveTheElementUnchanged() throws {
        let plain = try #require(accessibilityElements(Text("Play")).first)
        let element = try #require(accessibilityElements(Text("Play")
            .accessibilityLabel(Text("Pause"), isEnabled: false)
            .accessibilityValue("On", isEnabled: false)
            .accessibilityHint(String("Starts"), isEnabled: false)
            .accessibilityIdentifier("x", isEnabled: false)).first)
        #expect(element == plain)
        #expect(element.label == "Play" && element.value.isEmpty && element.hint.isEmpty && element.identifier.isEmpty)
    }

    @Test func theLastEnabledModifierWinsAndDisabledOnesAreSkipped() throws {
        let favorite = false
        let element = try #require(accessibilityElements(Image(systemName: "star")
            .accessibilityLabel("Favorite")
            .accessibilityLabel("Unfavorite", isEnabled: favorite)).first)
        #expect(element.label == "Favorite")
        let on = try #require(accessibilityElements(Image(systemName: "star.fill")
            .accessibilityLabel("Favorite")
            .accessibilityLabel("Unfavorite", isEnabled: !favorite)).first)
        #expect(on.label == "Unfavorite")
    }

    @Test func hiddenOnlyWhenEnabled() {
        #expect(accessibilityElements(Text("Secret").accessibilityHidden(true, isEnabled: true)).isEmpty)
        #expect(accessibilityElements(Text("Secret").accessibilityHidden(true, isEnabled: false)).map(\.label) == ["Secret"])
    }

    @Test func pointsAndInteractionDrawNothingAndKeepTheElement() throws {
        let element = try #require(accessibilityElements(box().accessibilityLabel("File")
            .accessibilityActivationPoint(UnitPoint.center, isEnabled: true)
            .accessibilityDragPoint(.leading, description: "Move file", isEnabled: true)
            .accessibilityDropPoint(.trailing, description: Text("Drop here"), isEnabled: false)
            .accessibilityRespondsToUserInteraction(true, isEnabled: true)).first)
        #expect(element.label == "File")
        #expect(element.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
    }
}
