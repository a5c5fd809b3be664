import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// A fixed-size box VoiceOver reads as `label` (a labelled colour is an element).
private func box(_ label: String, _ width: CGFloat = 200, _ height: CGFloat = 40) -> some View {
    Color.gray.frame(width: width, height: height).accessibilityLabel(label)
}

private let boxFrame = CGRect(x: 0, y: 0, width: 200, height: 40)

/// Action categories (iOS 18), scroll, zoom, adjustable and direct-touch elements, the text
/// content type, the speech modifiers and accessibility focus in the tree: what Apple's
/// SwiftUI documentation says each records (docs/accessibility.md).
@Suite(.backplateLook(.iOS18), .tags(.layout)) struct AccessibilityInteractionTreeTests {
    @Test func actionCategoriesGroupActionsAndEqualCategoriesCombine() {
        let elements = accessibilityElements(box("Cell")
            .accessibilityActions(category: .edit) {
                Button("Copy") {}
                Button("Paste") {}
            }
            .accessibilityActions(category: AccessibilityActionCategory("Table Options")) { Button("Sort") {} }
            .accessibilityActions(category: .edit) { Button("Cut") {} }
            .accessibilityActions(category: .default) { Button("Open") {} })
        var expected = AccessibilityTreeElement(label: "Cell", customActions: ["Open", "Cut", "Sort", "Paste", "Copy"], frame: boxFrame)
        expected.actionCategories = [.init(name: "Edit", actions: ["Cut", "Paste", "Copy"]), .init(name: "Table Options", actions: ["Sort"])]
        #expect(elements == [expected])
        #expect(elements[0].description == "\"Cell\" actions=[\"Open\", \"Cut\", \"Sort\", \"Paste\", \"Copy\"] "
            + "categories=[\"Edit\": [\"Cut\", \"Paste\", \"Copy\"], \"Table Options\": [\"Sort\"]] frame=(0, 0, 200, 40)")
    }

    @Test func scrollZoomAdjustableAndDirectTouchAreRecorded() {
        let elements = accessibilityElements(VStack(spacing: 0) {
            box("Map").accessibilityZoomAction { _ in }.accessibilityScrollAction { _ in }
            box("Volume").accessibilityAdjustableAction { _ in }
            box("Piano").accessibilityDirectTouch(options: [.silentOnTouch])
            box("Pad").accessibilityDirectTouch().accessibilityDirectTouch(false)
        })
        var map = AccessibilityTreeElement(label: "Map", frame: boxFrame)
        (map.handlesScroll, map.handlesZoom) = (true, true)
        var piano = AccessibilityTreeElement(label: "Piano", traits: .allowsDirectInteraction, frame: boxFrame.offsetBy(dx: 0, dy: 80))
        piano.directTouch = .init(silentOnTouch: true)
        #expect(elements == [map, AccessibilityTreeElement(label: "Volume", traits: .adjustable, frame: boxFrame.offsetBy(dx: 0, dy: 40)),
                             piano, AccessibilityTreeElement(label: "Pad", frame: boxFrame.offsetBy(dx: 0, dy: 120))])
        #expect(elements.map(\.description) == [
            "\"Map\" scroll zoom frame=(0, 0, 200, 40)",
            "\"Volume\" traits=[adjustable] frame=(0, 40, 200, 40)",
            "\"Piano\" traits=[allowsDirectInteraction] directTouch=[silentOnTouch] frame=(0, 80, 200, 40)",
            "\"Pad\" frame=(0, 120, 200, 40)",
        ])
        // VoiceOver's words: adjustable says so and adds its hint; the others add nothing to read.
        #expect(elements.map(\.spokenDescription) == ["Map", "Volume. Adjustable.", "Piano", "Pad"])
        #expect(elements[1].spokenHint == "Swipe up or down with one finger to adjust the value.")
    }

    @Test func textContentTypeAndSpeechReachTheTextElements() {
        let elements = accessibilityElements(VStack(spacing: 0) {
            Text("let x = 1").accessibilityTextContentType(.sourceCode).speechAlwaysIncludesPunctuation()
            Text("ABC123").speechSpellsOutCharacters().speechAdjustedPitch(0.5)
            VStack(spacing: 0) {
                Text("Queued")
                Text("Loud").speechAnnouncementsQueued(false)
            }
            .speechAnnouncementsQueued()
            .accessibilityTextContentType(.narrative)
        })
        let textContentTypes: [String] = elements.map(\.textContentType)
        #expect(textContentTypes == ["sourceCode", "", "narrative", "narrative"])
        #expect(elements.map(\.speech) == [
            .init(alwaysIncludesPunctuation: true),
            .init(spellsOutCharacters: true, adjustedPitch: 0.5),
            .init(announcementsQueued: true),
            // The modifier nearest the text is written first; the outer one written last wins.
            .init(announcementsQueued: true),
        ])
        #expect(elements[0].description.contains("\"let x = 1\" traits=[staticText] textType=sourceCode speech=[punctuation] frame="))
        #expect(elements[1].description.contains(" speech=[spellsOut, pitch=0.5] "))
        // Nothing changes what VoiceOver's words are in AccessibilitySnapshot's legend.
        #expect(elements.map(\.spokenDescription) == ["let x = 1", "ABC123", "Queued", "Loud"])
    }

    /// Two fields bound to accessibility focus states (none moves in a still render).
    private struct Fields: View {
        @AccessibilityFocusState var isNameFocused: Bool
        @AccessibilityFocusState(for: .voiceOver) var field: Int?
        var body: some View {
            VStack(spacing: 0) {
                box("Name").accessibilityFocused($isNameFocused)
                box("Email").accessibilityFocused($field, equals: 2)
            }
        }
    }

    @MainActor @Test func accessibilityFocusCompilesAndChangesNothing() {
        let elements = accessibilityElements(Fields())
        #expect(elements == [AccessibilityTreeElement(label: "Name", frame: boxFrame),
                             AccessibilityTreeElement(label: "Email", frame: boxFrame.offsetBy(dx: 0, dy: 40))])
        #expect(Fields().isNameFocused == false && Fields().field == nil)
    }
}
