import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// Whether two frames agree to a hundredth of a point (layout fractions such as 389/3).
private func near(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01
}

/// The built-in VoiceOver semantics of the controls (docs/accessibility.md, "Which views are
/// elements", gives the source of each row): labels, values, traits, states and frames.
/// Frames use the iOS 18 metrics of docs/controls.md (the 94 × 32 stepper, 44-point form rows
/// 20 points in from the edges, the first card 35 points down).
@Suite(.backplateLook(.iOS18), .tags(.layout)) struct AccessibilityControlSemanticsTests {
    @Test func stepperIsItsLabelThenUIStepperDecrementAndIncrementButtons() {
        let elements = accessibilityElements(Stepper("Quantity: 3", value: .constant(0), in: 0...10))
        #expect(elements.map(\.label) == ["Quantity: 3", "Decrement", "Increment"])
        #expect(elements.map(\.traits) == [.isStaticText, .isButton, .isButton])
        // The two 47-point halves of the 94 × 32 control at the row's trailing edge; at its
        // lower bound the decrement button is not dimmed (UIStepper on iOS 26.2).
        let frames: [CGRect] = elements.dropFirst().map(\.frame)
        #expect(frames == [CGRect(x: 299, y: 0, width: 47, height: 32), CGRect(x: 346, y: 0, width: 47, height: 32)])
        let spokenDescriptions: [String] = elements.dropFirst().map(\.spokenDescription)
        #expect(spokenDescriptions == ["Decrement. Button.", "Increment. Button."])
        // Under `labelsHidden()` only the buttons remain, the control sized to fit.
        let hidden = accessibilityElements(Stepper("Quantity", value: .constant(3)).labelsHidden())
        #expect(hidden.map(\.label) == ["Decrement", "Increment"])
        #expect(hidden.map(\.frame) == [CGRect(x: 0, y: 0, width: 47, height: 32), CGRect(x: 47, y: 0, width: 47, height: 32)])
    }

    @Test func disabledControlsAreDimmed() {
        let elements = accessibilityElements(VStack(spacing: 0) {
            Stepper("Quantity", value: .constant(3))
            Toggle("Wi-Fi", isOn: .constant(true))
            Button("Save") {}
            Text("Note")
        }.disabled(true))
        #expect(elements.map(\.label) == ["Quantity", "Decrement", "Increment", "Wi-Fi", "Save", "Note"])
        // Typed operands: option-set literals inferred inside `#expect` took 0.1-0.3 s each to type-check.
        let traits: [AccessibilityTraits] = elements.map(\.traits)
        let expected: [AccessibilityTraits] = [.isStaticText, [.isButton, .notEnabled], [.isButton, .notEnabled],
                                               [.isButton, .isToggle, .notEnabled], [.isButton, .notEnabled], .isStaticText]
        #expect(traits == expected)
        #expect(elements[1].spokenDescription == "Decrement. Dimmed. Button.")
        // A dimmed switch gets no "Double tap to toggle setting." hint; an enabled one does.
        #expect(elements[3].spokenDescription == "Wi-Fi. Dimmed. Switch Button. On.")
        #expect(elements[3].spokenHint == "")
        #expect(accessibilityElements(Toggle("Wi-Fi", isOn: .constant(true))).map(\.spokenHint) == ["Double tap to toggle setting."])
    }

    @Test func segmentedPickerIsUISegmentedControlsNumberedButtons() {
        let elements = accessibilityElements(Picker("Size", selection: .constant(1)) {
            Text("S").tag(0); Text("M").tag(1); Text("L").tag(2)
        }.pickerStyle(.segmented))
        let width = 393.0 / 3  // three equal segments across the control, as UISegmentedControl's (87 in 261 on iOS 26.2)
        let expected = (0..<3).map { i in
            AccessibilityTreeElement(label: ["S", "M", "L"][i], traits: i == 1 ? [.isButton, .isSelected] : .isButton,
                                     series: .init(index: i + 1, count: 3),
                                     frame: CGRect(x: Double(i) * width, y: 0, width: width, height: 32))
        }
        #expect(elements.count == 3)
        for (e, x) in zip(elements, expected) {
            #expect(e.label == x.label && e.traits == x.traits && e.series == x.series && near(e.frame, x.frame))
        }
        #expect(elements.map(\.spokenDescription) == ["S. Button. 1 of 3.", "Selected: M. Button. 2 of 3.", "L. Button. 3 of 3."])
    }

    @Test func menuPickerIsAButtonNamedByItsLabelValuedByTheSelection() {
        let picker = Picker("Flavor", selection: .constant(1)) { Text("Vanilla").tag(0); Text("Chocolate").tag(1) }
        let alone = accessibilityElements(picker)
        #expect(alone.map(\.label) == ["Flavor"])
        #expect(alone.map(\.value) == ["Chocolate"])
        let traits: [AccessibilityTraits] = alone.map(\.traits)
        let expected: [AccessibilityTraits] = [[.isButton, .popUpButton]]
        #expect(traits == expected)
        #expect(alone.map(\.spokenDescription) == ["Flavor: Chocolate. Pop up button."])
        // In a form: one element over the whole 44-point row, also with its label hidden.
        let row = AccessibilityTreeElement(label: "Flavor", value: "Chocolate", traits: [.isButton, .popUpButton],
                                           frame: CGRect(x: 20, y: 35, width: 353, height: 44))
        #expect(accessibilityElements(Form { picker }) == [row])
        #expect(accessibilityElements(Form { picker.labelsHidden() }) == [row])
    }

    @Test func wheelPickerIsOneAdjustableElement() {
        let elements = accessibilityElements(Picker("Size", selection: .constant(1)) {
            Text("S").tag(0); Text("M").tag(1); Text("L").tag(2)
        }.pickerStyle(.wheel))
        #expect(elements == [AccessibilityTreeElement(label: "Size", value: "M", traits: .adjustable,
                                                      frame: CGRect(x: 0, y: 0, width: 393, height: 216))])
        #expect(elements[0].spokenHint == "Swipe up or down with one finger to adjust the value.")
    }

    @Test func inlineAndNavigationLinkPickersInAForm() {
        let elements = accessibilityElements(Form {
            Picker("Nav", selection: .constant(1)) { Text("A").tag(0); Text("B").tag(1) }.pickerStyle(.navigationLink)
            Section("Sizes") {
                Picker("Size", selection: .constant(1)) { Text("S").tag(0); Text("M").tag(1) }.pickerStyle(.inline)
            }
        })
        // The navigation-link row reads its label and selection, not its chevron; the inline
        // options are buttons (the checkmark read as the selected state) under their header.
        #expect(elements.map(\.label) == ["Nav", "SIZES", "S", "M"])
        let values: [String] = elements.map(\.value)
        #expect(values == ["B", "", "", ""])
        let traits: [AccessibilityTraits] = elements.map(\.traits)
        let expected: [AccessibilityTraits] = [.isButton, [.isHeader, .isStaticText], .isButton, [.isButton, .isSelected]]
        #expect(traits == expected)
        #expect(elements[0].frame == CGRect(x: 20, y: 35, width: 353, height: 44))
        #expect(elements[2].frame.width == 353 && elements[3].frame.width == 353)
        let spokenDescriptions: [String] = elements.map(\.spokenDescription)
        #expect(spokenDescriptions == ["Nav: B. Button.", "SIZES. Heading.", "S. Button.", "Selected: M. Button."])
    }

    @Test func navigationLinkRowsAndPlainRowsTakeTheRowsFrame() {
        let elements = accessibilityElements(Form {
            NavigationLink("Details") { Text("Destination") }
            Text("Plain row")
        })
        #expect(elements == [
            AccessibilityTreeElement(label: "Details", traits: .isButton, frame: CGRect(x: 20, y: 35, width: 353, height: 44)),
            AccessibilityTreeElement(label: "Plain row", traits: .isStaticText, frame: CGRect(x: 20, y: 79, width: 353, height: 44)),
        ])
        // Outside a list a link is a button of its label.
        #expect(accessibilityElements(NavigationLink("More") { Text("x") }).map(\.traits) == [.isButton])
    }

    @Test func textFieldsAreTextEntryNamedByTheirTitleValuedByTheirText() {
        let elements = accessibilityElements(VStack(spacing: 0) {
            TextField("Name", text: .constant(""))
            TextField("Name", text: .constant("Ada"))
            SecureField("Password", text: .constant("abc"))
            TextField("", text: .constant(""), prompt: Text("Search"))
        })
        // AccessibilitySnapshot's SwiftUI text-entry reference (iOS 18.5): a field holding text
        // reads the text alone ("Value in Text Field. Text Field.", "•••••••••. Secure Text Field.").
        #expect(elements.map(\.label) == ["Name", "", "", "Search"])
        #expect(elements.map(\.value) == ["", "Ada", "\u{2022}\u{2022}\u{2022}", ""])
        let traits: [AccessibilityTraits] = elements.map(\.traits)
        let expected: [AccessibilityTraits] = [.textEntry, .textEntry, [.textEntry, .secureTextField], .textEntry]
        #expect(traits == expected)
        let widths: [CGFloat] = elements.map(\.frame.width)
        #expect(widths == [393, 393, 393, 393])
        #expect(elements.map(\.spokenDescription) == ["Name. Text Field.", "Ada. Text Field.",
                                                      "\u{2022}\u{2022}\u{2022}. Secure Text Field.", "Search. Text Field."])
        let spokenHints: [String] = elements.map(\.spokenHint)
        #expect(spokenHints == Array(repeating: "Double tap to edit.", count: 4))
        let editor = accessibilityElements(TextEditor(text: .constant("Hello")).frame(height: 100))
        #expect(editor == [AccessibilityTreeElement(label: "", value: "Hello", traits: [.textEntry, .textArea],
                                                    frame: CGRect(x: 0, y: 0, width: 393, height: 100))])
        #expect(editor[0].spokenHint == "Double tap to edit., Use the rotor to access Misspelled Words")
    }

    @Test func searchFieldIsASearchFieldNamedByItsPrompt() {
        let elements = accessibilityElements(NavigationStack {
            List { Text("Row") }.searchable(text: .constant(""), prompt: "Find")
        })
        let fields = elements.filter { $0.traits.contains(.isSearchField) }
        // The 36-point field across the layout margins; the magnifying glass is not read.
        #expect(fields.map(\.label) == ["Find"])
        let traits: [AccessibilityTraits] = fields.map(\.traits)
        #expect(traits == [.isSearchField])
        let heights: [CGFloat] = fields.map(\.frame.height)
        #expect(heights == [36])
        #expect(fields.map(\.spokenDescription) == ["Find. Search Field."])
        #expect(!elements.contains { $0.label == "Magnifyingglass" })
        let typed = accessibilityElements(NavigationStack {
            List { Text("Row") }.searchable(text: .constant("tea"))
        }).filter { $0.traits.contains(.isSearchField) }
        #expect(typed.map(\.label) == ["Search"] && typed.map(\.value) == ["tea"])
    }

    @Test func progressViewsAndGaugesReadTheirFractionInPercent() {
        let elements = accessibilityElements(VStack {
            ProgressView(value: 0.5)
            ProgressView("Downloading", value: 0.25)
            ProgressView()
            ProgressView("Loading")
        })
        #expect(elements.map(\.label) == ["", "Downloading", "In progress", "Loading"])
        #expect(elements.map(\.value) == ["50%", "25%", "", ""])
        #expect(elements.allSatisfy { $0.traits == .updatesFrequently })
        // The bar is 4 points tall across the proposed width; the spinner 20 points.
        #expect(elements[0].frame == CGRect(x: 0, y: 0, width: 393, height: 4))
        #expect(elements[2].frame.size == CGSize(width: 20, height: 20))
        #expect(elements.map(\.spokenDescription) == ["50%", "Downloading: 25%", "In progress", "Loading"])
        let gauge = accessibilityElements(Gauge(value: 0.4) { Text("Battery") })
        #expect(gauge.map(\.label) == ["Battery"])
        #expect(gauge.map(\.value) == ["40%"])
        let traits: [AccessibilityTraits] = gauge.map(\.traits)
        #expect(traits == [[]])
    }

    @Test func datePickersReadTheirDatesAsButtonsOrOneAdjustableWheel() {
        let epoch = Date(timeIntervalSince1970: 0)
        let utc = TimeZone(identifier: "UTC")!
        let compact = accessibilityElements(DatePicker("Start", selection: .constant(epoch)).environment(\.timeZone, utc))
        // en_US puts a narrow no-break space before AM.
        #expect(compact.map(\.label) == ["Start", "Jan 1, 1970", "12:00\u{202F}AM"])
        #expect(compact.map(\.traits) == [.isStaticText, .isButton, .isButton])
        // The capsules are 34 points tall at the row's trailing edge, 8 apart.
        let heights: [CGFloat] = compact.dropFirst().map(\.frame.height)
        #expect(heights == [34, 34])
        #expect(compact[2].frame.maxX == 393 && compact[2].frame.minX - compact[1].frame.maxX == 8)
        let wheel = accessibilityElements(DatePicker("Start", selection: .constant(epoch), displayedComponents: .date)
            .datePickerStyle(.wheel).environment(\.timeZone, utc))
        #expect(wheel == [AccessibilityTreeElement(label: "Start", value: "Jan 1, 1970", traits: .adjustable,
                                                   frame: CGRect(x: 0, y: 0, width: 393, height: 216))])
        let graphical = accessibilityElements(DatePicker("Start", selection: .constant(epoch), displayedComponents: .date)
            .datePickerStyle(.graphical).environment(\.timeZone, utc))
        let labels: [String] = graphical.prefix(3).map(\.label)
        #expect(labels == ["January 1970", "Previous Month", "Next Month"])
        #expect(graphical.prefix(3).allSatisfy { $0.traits == .isButton })
        let days = graphical.filter { $0.traits.contains(.isButton) }.dropFirst(3)
        #expect(days.count == 31 && days.first?.label == "Thursday, January 1")
        let selectedDays: [String] = days.filter { $0.traits.contains(.isSelected) }.map(\.label)
        #expect(selectedDays == ["Thursday, January 1"])
    }

    @Test func menuIsAButtonReadAsItsLabel() {
        let elements = accessibilityElements(VStack {
            Menu("Actions") { Button("Copy") {} }
            Menu { Button("Option A") {} } label: { Label("More Options", systemImage: "ellipsis.circle") }
        })
        // iOS 26.2 (AccessibilitySnapshot's SwiftUI menu reference): "Actions. Button.".
        #expect(elements.map(\.spokenDescription) == ["Actions. Button.", "More Options. Button."])
        #expect(elements.map(\.traits) == [.isButton, .isButton])
    }

    @Test func disclosureGroupIsAHeadingButtonWithItsState() {
        let elements = accessibilityElements(List {
            DisclosureGroup("Expanded Section", isExpanded: .constant(true)) { Text("Item 1") }
            DisclosureGroup("Collapsed Section") { Text("Hidden Item") }
        })
        #expect(elements.map(\.label) == ["Expanded Section", "Item 1", "Collapsed Section"])
        let expansions: [Bool?] = elements.map(\.isExpanded)
        #expect(expansions == [true, nil, false])
        let traits: [AccessibilityTraits] = elements.map(\.traits)
        let expected: [AccessibilityTraits] = [[.isButton, .isHeader], .isStaticText, [.isButton, .isHeader]]
        #expect(traits == expected)
        // As AccessibilitySnapshot's iOS 26.2 reference reads SwiftUI's DisclosureGroup.
        #expect(elements.map(\.spokenDescription) == ["Expanded Section. Button. Heading. Expanded.", "Item 1",
                                                      "Collapsed Section. Button. Heading. Collapsed."])
        #expect(elements.map(\.spokenHint) == ["Double tap to collapse.", "", "Double tap to expand."])
    }

    @Test func tabBarItemsAreNumberedTabsTheCurrentOneSelected() {
        let elements = accessibilityElements(TabView {
            Text("Home page").tabItem { Label("Home", systemImage: "house") }
            Text("Settings page").tabItem { Label("Settings", systemImage: "gear") }.badge(3)
        })
        let tabs = elements.filter { $0.traits.contains(.tabBarItem) }
        #expect(tabs.map(\.label) == ["Home", "Settings"])
        #expect(tabs.map(\.value) == ["", "3"])
        let traits: [AccessibilityTraits] = tabs.map(\.traits)
        let expected: [AccessibilityTraits] = [[.isButton, .tabBarItem, .isSelected], [.isButton, .tabBarItem]]
        #expect(traits == expected)
        let series: [AccessibilityTreeElement.Series?] = tabs.map(\.series)
        #expect(series == [.init(index: 1, count: 2), .init(index: 2, count: 2)])
        // Two items of equal width, 4 points apart and 2 from the edges, 48 tall.
        #expect(tabs.map(\.frame.width) == [192.5, 192.5] && tabs.map(\.frame.height) == [48, 48])
        #expect(tabs.map(\.spokenDescription) == ["Selected: Home. Tab. 1 of 2.", "Settings: 3. Tab. 2 of 2."])
        #expect(elements.first?.label == "Home page")
    }

    @Test func toolbarItemsAreButtons() {
        let elements = accessibilityElements(NavigationStack {
            Text("Body").navigationTitle("Title").toolbar { Button("Edit") {} }
        })
        let labels: [String] = elements.map(\.label)
        #expect(labels == ["Edit", "Title", "Body"])
        let traits: [AccessibilityTraits] = elements.map(\.traits)
        let expected: [AccessibilityTraits] = [.isButton, [.isHeader, .isStaticText], .isStaticText]
        #expect(traits == expected)
    }

    @Test func backButtonIsReadAsItsPreviousTitleAndBackButton() {
        let elements = accessibilityElements(NavigationStack(path: .constant(["beds"])) {
            Text("Root").navigationTitle("Garden")
                .navigationDestination(for: String.self) { _ in
                    Text("Detail").navigationTitle("Beds").navigationBarTitleDisplayMode(.inline)
                }
        })
        // UIKit's back button on iOS 26.2 (AccessibilitySnapshot): "First. Back Button." with
        // the input labels "First" and "Back"; its chevron is not read.
        let back = elements.first
        #expect(back?.label == "Garden")
        #expect(back?.traits == [.isButton, .backButton])
        #expect(back?.inputLabels == ["Garden", "Back"])
        #expect(back?.spokenDescription == "Garden. Back Button.")
        #expect(elements.map(\.label).contains("Beds") && !elements.contains { $0.label == "Chevron Left" })
        // Titled "Back" (the previous screen has no title), the label is not said twice.
        let untitled = accessibilityElements(NavigationStack(path: .constant(["x"])) {
            Text("Root").navigationDestination(for: String.self) { _ in Text("Detail") }
        })
        #expect(untitled.first?.spokenDescription == "Back Button.")
        #expect(untitled.first?.inputLabels == ["Back"])
    }

    @Test func customLabelsAndValuesOverrideTheBuiltInOnes() {
        let elements = accessibilityElements(VStack {
            Picker("Flavor", selection: .constant(1)) { Text("Vanilla").tag(0); Text("Chocolate").tag(1) }
                .accessibilityLabel("Ice cream").accessibilityValue("Dark chocolate")
            ProgressView(value: 0.5).accessibilityLabel("Upload").accessibilityValue("Half done")
            TextField("Name", text: .constant("Ada")).accessibilityLabel("Full name")
            Stepper("Quantity", value: .constant(3)).accessibilityElement(children: .combine)
        })
        #expect(elements.map(\.label) == ["Ice cream", "Upload", "Full name", "Quantity, Decrement, Increment"])
        #expect(elements.map(\.value) == ["Dark chocolate", "Half done", "Ada", ""])
        let traits: [AccessibilityTraits] = elements.map(\.traits)
        let expected: [AccessibilityTraits] = [[.isButton, .popUpButton], .updatesFrequently, .textEntry, [.isStaticText, .isButton]]
        #expect(traits == expected)
    }
}

/// A sectioned list as AccessibilitySnapshot's iOS 26.2 reference reads SwiftUI's (its
/// `SwiftUIListWithSections`): each row one element framed as the whole cell, each section
/// header a heading read as written.
@Suite(.backplateLook(.iOS26), .tags(.layout)) struct AccessibilityListSemanticsTests {
    @Test func rowsAreTheirCellsAndSectionHeadersAreHeadings() {
        let elements = accessibilityElements(List {
            Section("Fruits") { Text("Apple"); Text("Banana") }
            Section("Vegetables") { Text("Carrot") }
        })
        let labels: [String] = elements.map(\.label)
        #expect(labels == ["Fruits", "Apple", "Banana", "Vegetables", "Carrot"])
        #expect(elements.map(\.spokenDescription) == ["Fruits. Heading.", "Apple", "Banana", "Vegetables. Heading.", "Carrot"])
        let rows = elements.filter { !$0.traits.contains(.isHeader) }
        // The cells span the card: one width, one leading edge, stacked without gaps, each
        // taller than its one line of text.
        #expect(Set(rows.map(\.frame.width)).count == 1 && Set(rows.map(\.frame.minX)).count == 1)
        #expect(rows[0].frame.maxY == rows[1].frame.minY)
        #expect(rows.allSatisfy { $0.frame.height > 30 && $0.frame.width > 300 })
    }
}
