import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// A fixed-size box VoiceOver reads as `label` (a labelled colour is an element).
private func box(_ label: String, _ width: CGFloat = 200, _ height: CGFloat = 40) -> some View {
    Color.gray.frame(width: width, height: height).accessibilityLabel(label)
}

/// Heading levels, custom actions, custom content, `accessibilityChildren` and
/// `accessibilityLabel(content:)` in the tree (docs/accessibility.md gives each one's source:
/// Apple's SwiftUI documentation and AccessibilitySnapshot's iOS 26.2 reference images).
@Suite(.backplateLook(.iOS18), .tags(.layout)) struct AccessibilityActionsAndContentTests {
    @Test func headingLevelsAreRecordedAndSpoken() {
        let elements = accessibilityElements(VStack(spacing: 0) {
            box("Fruits").accessibilityHeading(.h1)
            box("Apples").accessibilityHeading(.h2)
            box("Plain").accessibilityAddTraits(.isHeader)
            box("Unspecified").accessibilityHeading(.unspecified)
            Text("Pears").accessibilityHeading(.h3)
        })
        let headingLevels: [AccessibilityHeadingLevel?] = elements.map(\.headingLevel)
        #expect(headingLevels == [.h1, .h2, nil, .unspecified, .h3])
        #expect(elements.allSatisfy { $0.traits.contains(.isHeader) })
        // Apple: "The system speaks the level number of levels h1 through h6 alongside the text."
        #expect(elements.map(\.spokenDescription) == ["Fruits. Heading level 1.", "Apples. Heading level 2.", "Plain. Heading.",
                                                      "Unspecified. Heading.", "Pears. Heading level 3."])
        #expect(elements[1].description == "\"Apples\" traits=[header] heading=2 frame=(0, 40, 200, 40)")
        #expect(elements[3].description == "\"Unspecified\" traits=[header] frame=(0, 120, 200, 40)")
        // A level means nothing once the header trait is removed.
        let removed = accessibilityElements(box("Title").accessibilityHeading(.h1).accessibilityRemoveTraits(.isHeader))
        #expect(removed.map(\.headingLevel) == [nil])
    }

    @Test func namedActionsAreListedLastWrittenFirstWithEscapeAndMagicTap() {
        let elements = accessibilityElements(box("Message")
            .accessibilityAction(named: "Reply") {}
            .accessibilityAction(named: Text("Archive")) {}
            .accessibilityAction(AccessibilityActionKind(named: Text("Pin"))) {}
            .accessibilityAction(.escape) {}
            .accessibilityAction(.magicTap) {}
            .accessibilityAction {})
        let expected = AccessibilityTreeElement(label: "Message", customActions: ["Pin", "Archive", "Reply"], handlesEscape: true,
                                                handlesMagicTap: true, frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(elements == [expected])
        #expect(elements[0].description
            == "\"Message\" actions=[\"Pin\", \"Archive\", \"Reply\"] escape magicTap frame=(0, 0, 200, 40)")
        // The default action (activation) adds nothing to read.
        #expect(accessibilityElements(box("Plain").accessibilityAction {}) == [AccessibilityTreeElement(label: "Plain", frame: CGRect(x: 0, y: 0, width: 200, height: 40))])
    }

    @Test func accessibilityActionsNameOneActionPerButtonAsIOSListsThem() {
        // AccessibilitySnapshot's CustomActionsDemo on iOS 26.2: the combined email row lists
        // "Delete, Archive, Forward, Reply, Add to favorites" for buttons written in the
        // opposite order.
        let row = HStack {
            VStack(alignment: .leading) { Text("Important Email"); Text("Preview of email content...") }
            Spacer()
        }
        .frame(width: 300, height: 60)
        .accessibilityElement(children: .combine)
        .accessibilityLabel("Important Email. Preview of email content")
        .accessibilityActions {
            Button("Add to favorites") {}
            Button("Reply") {}
            Button("Forward") {}
            Button("Archive") {}
            Button("Delete", role: .destructive) {}
        }
        let elements = accessibilityElements(row)
        #expect(elements.count == 1)
        #expect(elements.first?.label == "Important Email. Preview of email content")
        #expect(elements.first?.customActions == ["Delete", "Archive", "Forward", "Reply", "Add to favorites"])
        #expect(elements.first?.frame == CGRect(x: 0, y: 0, width: 300, height: 60))
        // The buttons are never drawn: the row draws only its texts.
        #expect(elements.first?.traits == .isStaticText)
        let labelled = accessibilityElements(box("Photo").accessibilityAction(action: {}) { Text("Flag") })
        #expect(labelled.map(\.customActions) == [["Flag"]])
    }

    @Test func customContentIsListedInTheOrderWrittenAKeyReplacingItself() {
        // AccessibilitySnapshot's CustomContentDemo (iOS 26.2): "Rating: 4.5 stars from 2,847
        // reviews" then "SKU: WH-1000XM5" in bold (high importance).
        let card = VStack(alignment: .leading) { Text("Wireless Headphones"); Text("$149.99") }
            .frame(width: 300, height: 50)
            .accessibilityElement(children: .combine)
            .accessibilityLabel("Wireless Headphones, $149.99")
            .accessibilityCustomContent("Rating", "4.5 stars from 2,847 reviews")
            .accessibilityCustomContent("SKU", "WH-1000XM5", importance: .high)
        let elements = accessibilityElements(card)
        #expect(elements.map(\.customContent) == [[
            .init(label: "Rating", value: "4.5 stars from 2,847 reviews"),
            .init(label: "SKU", value: "WH-1000XM5", isImportant: true),
        ]])
        #expect(elements.first?.description == "\"Wireless Headphones, $149.99\" traits=[staticText] content=[\"Rating: 4.5 stars from 2,847 reviews\", "
            + "\"SKU: WH-1000XM5\" high] frame=(0, 0, 300, 50)")
        // The same key written again replaces its content in place; a nil value removes it.
        let age = AccessibilityCustomContentKey("Age", id: "age")
        let replaced = accessibilityElements(box("Ann")
            .accessibilityCustomContent(age, "30")
            .accessibilityCustomContent("City", "Oslo")
            .accessibilityCustomContent(age, "31"))
        let customContents: [[AccessibilityTreeElement.CustomContent]] = replaced.map(\.customContent)
        #expect(customContents == [[.init(label: "Age", value: "31"), .init(label: "City", value: "Oslo")]])
        let removed = accessibilityElements(box("Ann").accessibilityCustomContent(age, "30").accessibilityCustomContent(age, Text?.none))
        #expect(removed.map(\.customContent) == [[]])
    }

    @Test func accessibilityChildrenReplaceTheViewsElementsLaidOutInItsFrame() throws {
        let chart = Color(.sRGB, red: 0, green: 0, blue: 1).frame(width: 300, height: 100)
            .accessibilityLabel("Chart")
            .accessibilityChildren {
                HStack(spacing: 0) {
                    Rectangle().accessibilityLabel("Mon").accessibilityValue("3")
                    Rectangle().accessibilityLabel("Tue").accessibilityValue("5")
                    Rectangle().accessibilityLabel("Wed")
                }
            }
        let elements = accessibilityElements(VStack(spacing: 0) { box("Title", 300, 20); chart; box("Footer", 300, 20) })
        #expect(elements == [
            AccessibilityTreeElement(label: "Title", frame: CGRect(x: 0, y: 0, width: 300, height: 20)),
            AccessibilityTreeElement(label: "Mon", value: "3", frame: CGRect(x: 0, y: 20, width: 100, height: 100)),
            AccessibilityTreeElement(label: "Tue", value: "5", frame: CGRect(x: 100, y: 20, width: 100, height: 100)),
            AccessibilityTreeElement(label: "Wed", frame: CGRect(x: 200, y: 20, width: 100, height: 100)),
            AccessibilityTreeElement(label: "Footer", frame: CGRect(x: 0, y: 120, width: 300, height: 20)),
        ])
        // The children are never drawn: the chart stays blue where the black rectangles lie.
        let image = try renderImage(chart)
        #expect(rgba(image, 150, 50) == [0, 0, 255, 255])
        #expect(rgba(image, 50, 50) == [0, 0, 255, 255])
    }

    @Test func labelContentReadsViewsAroundTheExistingLabel() {
        let envelope = accessibilityElements(Image(systemName: "envelope").accessibilityLabel { label in
            Text("3 unread")
            label
        })
        #expect(envelope.map(\.label) == ["3 unread, Envelope"])
        #expect(envelope.map(\.traits) == [.isImage])
        let button = accessibilityElements(Button("Mail") {}.accessibilityLabel { label in
            label
            Text("New")
        })
        #expect(button.map(\.label) == ["Mail, New"])
        #expect(button.map(\.spokenDescription) == ["Mail, New. Button."])
    }

    @Test func aCustomLabelOverridesAControlsOwn() {
        let elements = accessibilityElements(VStack(spacing: 0) {
            Toggle("Wi-Fi", isOn: .constant(true)).accessibilityLabel("Wireless")
            ColorPicker("Tint", selection: .constant(.red)).accessibilityLabel("Accent colour")
            Button("Send") {}.accessibilityLabel("Send message").accessibilityValue("Draft")
        })
        #expect(elements.map(\.label) == ["Wireless", "Accent colour", "Send message"])
        #expect(elements.map(\.value) == ["1", "red", "Draft"])
        let traits: [AccessibilityTraits] = elements.map(\.traits)
        let expected: [AccessibilityTraits] = [[.isButton, .isToggle], .isButton, .isButton]
        #expect(traits == expected)
        #expect(elements.map(\.spokenDescription) == ["Wireless. Switch Button. On.", "Accent colour: red. Button.",
                                                      "Send message: Draft. Button."])
    }

    @Test func inputLabelsAreKeptButNotRead() {
        let elements = accessibilityElements(Button("Send") {}.accessibilityInputLabels(["Send", "Submit"]))
        #expect(elements.map(\.inputLabels) == [["Send", "Submit"]])
        // VoiceOver reads the label; Voice Control and Full Keyboard Access use the input labels.
        #expect(elements.map(\.spokenDescription) == ["Send. Button."])
        #expect(elements.map(\.spokenHint) == [""])
    }
}
