import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// The VoiceOver semantics of the controls the first pass left out (docs/accessibility.md,
/// "Which views are elements", gives each row's source): `ColorPicker`, `ShareLink`,
/// `PasteButton`, the menu picker's role, the graphical date picker's days, lists (no "List
/// Start"/"List End" elements) and an expanded disclosure group's header cell in a list.
@Suite(.backplateLook(.iOS18), .tags(.layout)) struct AccessibilityMoreControlsTests {
    @Test func colorPickerIsAButtonNamedByItsLabelValuedByTheColoursName() {
        let elements = accessibilityElements(VStack(spacing: 0) {
            ColorPicker("Tint", selection: .constant(.red))
            ColorPicker("Background", selection: .constant(Color(.sRGB, red: 0.05, green: 0.1, blue: 0.45)))
            ColorPicker("Hidden label", selection: .constant(.white)).labelsHidden()
        })
        #expect(elements.map(\.label) == ["Tint", "Background", "Hidden label"])
        let values: [String] = elements.map(\.value)
        #expect(values == ["red", "dark blue", "white"])
        #expect(elements.map(\.traits) == [.isButton, .isButton, .isButton])
        #expect(elements.first?.spokenDescription == "Tint: red. Button.")
        // The row: the label and the 28-point colour well across the proposed width.
        #expect(elements.first?.frame == CGRect(x: 0, y: 0, width: 393, height: 28))
        // In a form the element is the whole 44-point row, 20 points in from the edges.
        #expect(accessibilityElements(Form { ColorPicker("Tint", selection: .constant(.blue)) })
            == [AccessibilityTreeElement(label: "Tint", value: "blue", traits: .isButton, frame: CGRect(x: 20, y: 35, width: 353, height: 44))])
    }

    @Test func shareLinkAndPasteButtonAreButtonsNamedByTheirTitles() {
        let url = URL(string: "https://example.com")!
        let elements = accessibilityElements(VStack {
            ShareLink(item: url)
            ShareLink("Export", item: url)
            PasteButton(payloadType: String.self) { _ in }
        })
        #expect(elements.map(\.label) == ["Share", "Export", "Paste"])
        #expect(elements.map(\.traits) == [.isButton, .isButton, .isButton])
        #expect(elements.map(\.spokenDescription) == ["Share. Button.", "Export. Button.", "Paste. Button."])
    }

    @Test func menuPickerReadsAsAPopUpButton() {
        let picker = Picker("Flavor", selection: .constant(1)) { Text("Vanilla").tag(0); Text("Chocolate").tag(1) }
        let elements = accessibilityElements(picker)
        let traits: [AccessibilityTraits] = elements.map(\.traits)
        let expected: [AccessibilityTraits] = [[.isButton, .popUpButton]]
        #expect(traits == expected)
        #expect(elements.map(\.spokenDescription) == ["Flavor: Chocolate. Pop up button."])
        #expect(elements.first?.description.hasPrefix("\"Flavor\" value=\"Chocolate\" traits=[button, popUpButton] frame=") == true)
        // A `Menu` stays a plain button (AccessibilitySnapshot's iOS 26.2 menu reference).
        #expect(accessibilityElements(Menu("Actions") { Button("A") {} }).map(\.spokenDescription) == ["Actions. Button."])
    }

    @Test func graphicalDatePickerDaysReadTheirFullDate() {
        // Noon on 1 January 1970 (a Thursday): the 1st in every time zone within 12 hours of UTC.
        let date = Date(timeIntervalSince1970: 12 * 3600)
        let elements = accessibilityElements(DatePicker("Day", selection: .constant(date), displayedComponents: .date)
            .datePickerStyle(.graphical))
        let days = elements.filter { $0.traits.contains(.isButton) && $0.label.contains(", ") }
        #expect(days.count == 31)
        #expect(days.first?.label == "Thursday, January 1")
        #expect(days.first?.traits == [.isButton, .isSelected])
        #expect(days.first?.spokenDescription == "Selected: Thursday, January 1. Button.")
        #expect(days.dropFirst().first?.label == "Friday, January 2")
        #expect(days.last?.label == "Saturday, January 31")
        #expect(days.dropFirst().allSatisfy { $0.traits == .isButton })
    }

    @Test func listsAddNoListStartOrListEndElements() {
        // AccessibilitySnapshot's SwiftUIListSectionTests (iOS 26.2): a SwiftUI list's rows read
        // "Apple", "Banana" with no "List Start."/"List End." (no list container is exposed).
        let elements = accessibilityElements(List { Text("Apple"); Text("Banana") })
        #expect(elements.map(\.label) == ["Apple", "Banana"])
        #expect(elements.map(\.spokenDescription) == ["Apple", "Banana"])
    }

    @Test func expandedDisclosureGroupsHeaderTakesItsCellInAList() {
        let collapsed = accessibilityElements(List { DisclosureGroup("Section", isExpanded: .constant(false)) { Text("Item 1") } })
        let expanded = accessibilityElements(List { DisclosureGroup("Section", isExpanded: .constant(true)) { Text("Item 1") } })
        #expect(expanded.map(\.label) == ["Section", "Item 1"])
        // Collapsed, the group is the row's one element: the whole 44-point cell, 20 points in.
        #expect(collapsed.map(\.frame) == [CGRect(x: 20, y: 35, width: 353, height: 44)])
        // Expanded, the header keeps the cell's width and top, and its inset above the title
        // below it too, down to where "Item 1" (drawn in the same row) starts.
        guard expanded.count == 2 else { return }
        let header = expanded[0].frame, item = expanded[1].frame
        #expect(header.minX == 20 && header.width == 353 && header.minY == 35)
        #expect(header.maxY == item.minY)
        #expect(header.height > 21 && header.height <= 44)
    }
}
