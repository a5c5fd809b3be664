import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import BackplateSnapshotTesting

/// The accessibility elements of `view` laid out under a `width` proposal, in VoiceOver's order.
func accessibilityElements<V: View>(_ view: V, width: CGFloat? = 393, rightToLeft: Bool = false) -> [AccessibilityTreeElement] {
    let r = ImageRenderer(content: view)
    r.proposedSize = ProposedViewSize(width: width, height: nil)
    if rightToLeft { r.environment.layoutDirection = .rightToLeft }
    return r.layout().accessibilityElements
}

/// A fixed-size box VoiceOver reads as `label` (a labelled colour is an element).
private func box(_ label: String, _ width: CGFloat, _ height: CGFloat) -> some View {
    Color.gray.frame(width: width, height: height).accessibilityLabel(label)
}

/// What iOS reads for SwiftUI's standard views and the accessibility modifiers
/// (UIAccessibility's documented traits and values; SwiftUI's documentation of
/// `accessibilityElement(children:)`, `accessibilityHidden` and `accessibilitySortPriority`).
@Suite(.backplateLook(.iOS18), .tags(.layout)) struct AccessibilityTreeTests {
    @Test func textIsStaticTextAndSymbolsReadTheirName() {
        let elements = accessibilityElements(VStack(spacing: 0) {
            Text("Inbox")
            Image(systemName: "star.fill")
        })
        #expect(elements.map(\.label) == ["Inbox", "Star"])
        #expect(elements.map(\.traits) == [.isStaticText, .isImage])
        #expect(elements[0].frame.maxY <= elements[1].frame.minY)
    }

    @Test func decorativeImagesAndEmptyTextAreNoElements() {
        let pixels = RasterImage(width: 2, height: 2, rgba: [UInt8](repeating: 255, count: 16))!
        let elements = accessibilityElements(VStack {
            Image(decorative: pixels.cgImage, scale: 1)
            Image(pixels.cgImage, scale: 1, label: Text("Logo"))
            Text("")
        })
        #expect(elements == [AccessibilityTreeElement(label: "Logo", traits: .isImage, frame: elements.first?.frame ?? .zero)])
        #expect(elements.first?.frame.size == CGSize(width: 2, height: 2))
    }

    @Test func buttonReadsItsLabelAsOneButton() {
        let elements = accessibilityElements(VStack {
            Button("Save") {}
            Button { } label: { Image(systemName: "trash") }
            Button { } label: { Label("Favorites", systemImage: "star") }
        })
        #expect(elements.map(\.label) == ["Save", "Trash", "Favorites"])
        let traits: [AccessibilityTraits] = elements.map(\.traits)
        #expect(traits == [.isButton, .isButton, .isButton])
    }

    @Test func toggleIsASwitchButtonValuedOneOrZero() {
        let elements = accessibilityElements(VStack(spacing: 0) {
            Toggle("Wi-Fi", isOn: .constant(true))
            Toggle("Bluetooth", isOn: .constant(false))
        }, width: 393)
        #expect(elements.map(\.label) == ["Wi-Fi", "Bluetooth"])
        #expect(elements.map(\.value) == ["1", "0"])
        #expect(elements.allSatisfy { $0.traits == [.isButton, .isToggle] })
        // The switch row takes the proposed width and is 31 points tall (swiftui.md §13.2).
        #expect(elements.map(\.frame) == [CGRect(x: 0, y: 0, width: 393, height: 31), CGRect(x: 0, y: 31, width: 393, height: 31)])
        // AccessibilitySnapshot's words for a UISwitch: the state after the trait.
        #expect(elements.map(\.spokenDescription) == ["Wi-Fi. Switch Button. On.", "Bluetooth. Switch Button. Off."])
        // A hidden label is still read.
        let hidden = accessibilityElements(Toggle("Airplane Mode", isOn: .constant(false)).labelsHidden())
        #expect(hidden.map(\.label) == ["Airplane Mode"])
    }

    @Test func sliderIsAdjustableWithAPercentage() {
        let elements = accessibilityElements(Slider(value: .constant(0.25)) { Text("Volume") }, width: 300)
        #expect(elements == [AccessibilityTreeElement(label: "Volume", value: "25%", traits: .adjustable,
                                                      frame: CGRect(x: 0, y: 0, width: 300, height: 31))])
    }

    @Test func linkIsALink() {
        let elements = accessibilityElements(Link("Terms", destination: URL(string: "https://example.com")!))
        #expect(elements.map(\.label) == ["Terms"])
        #expect(elements.map(\.traits) == [.isLink])
    }

    @Test func labelReadsItsTitleEvenWhenOnlyTheIconShows() {
        let elements = accessibilityElements(VStack {
            Label("Favorites", systemImage: "star")
            Label("Trash", systemImage: "trash").labelStyle(.iconOnly)
        })
        #expect(elements.map(\.label) == ["Favorites", "Trash"])
        #expect(elements.allSatisfy { $0.traits == .isStaticText })
    }

    @Test func combineJoinsTheChildrenIntoOneElement() {
        let elements = accessibilityElements(HStack(spacing: 0) {
            box("Name", 60, 20)
            box("Ada", 40, 20).accessibilityValue("admin")
        }.accessibilityElement(children: .combine))
        #expect(elements == [AccessibilityTreeElement(label: "Name, Ada", value: "admin", frame: CGRect(x: 0, y: 0, width: 100, height: 20))])
    }

    @Test func ignoreReadsOnlyWhatIsSetOnTheElement() {
        let elements = accessibilityElements(VStack(spacing: 0) {
            Text("4.5")
            Image(systemName: "star.fill")
        }.frame(width: 80, height: 50).accessibilityElement().accessibilityLabel("Rating").accessibilityValue("4.5 stars"))
        #expect(elements == [AccessibilityTreeElement(label: "Rating", value: "4.5 stars", frame: CGRect(x: 0, y: 0, width: 80, height: 50))])
    }

    @Test func hiddenSubtreesAreSkipped() {
        let elements = accessibilityElements(VStack {
            Text("Shown")
            VStack { Text("Gone"); Button("Also gone") {} }.accessibilityHidden(true)
            Text("Kept").accessibilityHidden(false)
        })
        #expect(elements.map(\.label) == ["Shown", "Kept"])
    }

    @Test func viewsThatAreNotDrawnAreNotRead() {
        let elements = accessibilityElements(VStack {
            Text("Hidden").hidden()
            ViewThatFits {
                Text("A headline far too long to fit in forty points")
                Text("Short")
            }
            .frame(width: 40)
        })
        #expect(elements.map(\.label) == ["Short"])
    }

    @Test func rowsReadTopToBottomThenLeadingToTrailing() {
        // A tall box on the left beside two stacked ones: one row, read left to right, then down.
        let view = VStack(spacing: 0) {
            HStack(alignment: .top, spacing: 0) {
                box("Tall", 50, 60)
                VStack(spacing: 0) { box("Upper", 50, 30); box("Lower", 50, 30) }
            }
            box("Below", 100, 20)
        }
        #expect(accessibilityElements(view).map(\.label) == ["Tall", "Upper", "Lower", "Below"])
        let rtl = accessibilityElements(view, rightToLeft: true)
        #expect(rtl.map(\.label) == ["Tall", "Upper", "Lower", "Below"])
        let minXs: [CGFloat] = rtl.map(\.frame.minX)
        #expect(minXs == [50, 0, 0, 0])
        // Centred vertically, a shorter box starts lower but shares the taller one's row.
        let centred = accessibilityElements(HStack(spacing: 0) { box("Icon", 40, 40); box("Title", 100, 20) })
        #expect(centred.map(\.label) == ["Icon", "Title"])
        let minYs: [CGFloat] = centred.map(\.frame.minY)
        #expect(minYs == [0, 10])
    }

    @Test func rightToLeftRowsReadFromTheRight() {
        let elements = accessibilityElements(HStack(spacing: 0) { box("First", 40, 20); box("Second", 40, 20) }, rightToLeft: true)
        #expect(elements.map(\.label) == ["First", "Second"])
        #expect(elements.map(\.frame.minX) == [40, 0])
    }

    @Test func sortPriorityReadsFirstWithinItsContainer() {
        let elements = accessibilityElements(VStack(spacing: 0) {
            box("Title", 100, 20)
            box("Price", 100, 20).accessibilitySortPriority(1)
            box("Detail", 100, 20)
        })
        #expect(elements.map(\.label) == ["Price", "Title", "Detail"])
    }

    @Test func containKeepsItsChildrenTogether() {
        // Without a container the right box, centred beside the first, is read between the two on the left.
        let columns = HStack(spacing: 0) {
            VStack(spacing: 0) { box("A1", 50, 20); box("A2", 50, 20) }
            box("B", 50, 20)
        }
        #expect(accessibilityElements(columns).map(\.label) == ["A1", "B", "A2"])
        let contained = HStack(spacing: 0) {
            VStack(spacing: 0) { box("A1", 50, 20); box("A2", 50, 20) }.accessibilityElement(children: .contain)
            box("B", 50, 20)
        }
        #expect(accessibilityElements(contained).map(\.label) == ["A1", "A2", "B"])
        // Sort priority orders the elements inside the container, not the container among its siblings.
        let prioritized = HStack(spacing: 0) {
            VStack(spacing: 0) { box("A1", 50, 20); box("A2", 50, 20).accessibilitySortPriority(2) }.accessibilityElement(children: .contain)
            box("B", 50, 20)
        }
        #expect(accessibilityElements(prioritized).map(\.label) == ["A2", "A1", "B"])
    }

    @Test func traitsAreAddedAndRemoved() {
        let elements = accessibilityElements(VStack {
            Text("Section").accessibilityAddTraits(.isHeader)
            Text("Plain").accessibilityRemoveTraits(.isStaticText)
            Text("Chapter").accessibilityHeading(.h1)
            Button("Chosen") {}.accessibilityAddTraits(.isSelected)
        })
        let expected: [AccessibilityTraits] = [[.isHeader, .isStaticText], [], [.isHeader, .isStaticText], [.isButton, .isSelected]]
        #expect(elements.map(\.traits) == expected)
        #expect(elements[3].spokenDescription == "Selected: Chosen. Button.")
    }

    @Test func everyPropertyOfAModifiedElement() {
        let elements = accessibilityElements(Color.blue.frame(width: 44, height: 44)
            .accessibilityLabel("Play").accessibilityValue("Paused").accessibilityHint("Plays the episode")
            .accessibilityIdentifier("play-button").accessibilityInputLabels(["Play", "Start"]).accessibilityAddTraits(.isButton))
        #expect(elements == [AccessibilityTreeElement(label: "Play", value: "Paused", hint: "Plays the episode", identifier: "play-button",
                                                      inputLabels: ["Play", "Start"], traits: .isButton,
                                                      frame: CGRect(x: 0, y: 0, width: 44, height: 44))])
        #expect(elements[0].description == #""Play" value="Paused" traits=[button] hint="Plays the episode" id="play-button" inputLabels=["Play", "Start"] frame=(0, 0, 44, 44)"#)
    }

    @Test func attributesOnAViewThatIsNoElementReachEveryElementInside() {
        let elements = accessibilityElements(VStack { Text("One"); Text("Two") }.accessibilityHint("Opens the list"))
        let hints: [String] = elements.map(\.hint)
        #expect(hints == ["Opens the list", "Opens the list"])
    }

    @Test func representationIsReadAtTheViewsFrame() {
        let elements = accessibilityElements(Color.green.frame(width: 60, height: 30)
            .accessibilityRepresentation { Toggle("Custom switch", isOn: .constant(false)) })
        #expect(elements == [AccessibilityTreeElement(label: "Custom switch", value: "0", traits: [.isButton, .isToggle],
                                                      frame: CGRect(x: 0, y: 0, width: 60, height: 30))])
    }

    @Test func framesAreWhereTheElementIsDrawn() {
        let elements = accessibilityElements(box("Moved", 20, 10).offset(x: 5, y: 7))
        #expect(elements.map(\.frame) == [CGRect(x: 5, y: 7, width: 20, height: 10)])
    }

    @Test func navigationTitleIsAHeader() {
        let r = ImageRenderer(content: NavigationStack { Text("Body").navigationTitle("Inbox") })
        r.proposedSize = ProposedViewSize(width: 393, height: 852)
        let elements = r.layout().accessibilityElements
        // The large title only: the bar's inline title is not shown beside it.
        let inbox: [AccessibilityTraits] = elements.filter { $0.label == "Inbox" }.map(\.traits)
        #expect(inbox == [[.isHeader, .isStaticText]])
        #expect(elements.map(\.label).firstIndex(of: "Inbox")! < elements.map(\.label).firstIndex(of: "Body")!)
    }

    @Test func deprecatedSpellingsFeedTheTree() {
        let elements = accessibilityElements(Color.red.frame(width: 10, height: 10)
            .accessibility(label: Text("Dot")).accessibility(addTraits: .isImage))
        #expect(elements.map(\.label) == ["Dot"])
        #expect(elements.map(\.traits) == [.isImage])
    }

    @Test func treeDescriptionNumbersTheElements() {
        let r = ImageRenderer(content: VStack(spacing: 0) { box("A", 10, 10); box("B", 10, 10) })
        #expect(r.layout().accessibilityDescription == "1. \"A\" frame=(0, 0, 10, 10)\n2. \"B\" frame=(0, 10, 10, 10)\n")
        #expect(ImageRenderer(content: Color.red.frame(width: 5, height: 5)).layout().accessibilityDescription == "(no accessibility elements)\n")
    }
}

/// SwiftUI's overloads on an attached view keep one attachment, with the same reading.
@Suite(.tags(.layout)) struct AccessibilityAttachmentChainingTests {
    @Test func chainedModifiersStayOneAttachment() {
        let chained: ModifiedContent<Color, AccessibilityAttachmentModifier> = Color.red
            .accessibilityLabel("Alert").accessibilityValue("3 new").accessibilityHint("Opens alerts")
        let elements = accessibilityElements(chained.frame(width: 20, height: 20))
        #expect(elements == [AccessibilityTreeElement(label: "Alert", value: "3 new", hint: "Opens alerts",
                                                      frame: CGRect(x: 0, y: 0, width: 20, height: 20))])
    }

    @Test func adjustableActionMakesTheElementAdjustable() {
        let elements = accessibilityElements(Color.red.frame(width: 20, height: 20)
            .accessibilityElement().accessibilityLabel("Page").accessibilityAdjustableAction { _ in })
        #expect(elements.map(\.traits) == [.adjustable])
        #expect(elements.map(\.spokenDescription) == ["Page. Adjustable."])
    }
}

/// `Text`'s own overloads return `Text` and reach its element.
@Suite(.tags(.layout)) struct AccessibilityTextTests {
    @Test func textOverloadsReturnTextAndFeedTheTree() {
        let heading: Text = Text("Ch. 1").accessibilityLabel("Chapter one").accessibilityHeading(.h1)
        let elements = accessibilityElements(VStack { heading; Text("Body") })
        #expect(elements.map(\.label) == ["Chapter one", "Body"])
        let expected: [AccessibilityTraits] = [[.isHeader, .isStaticText], .isStaticText]
        #expect(elements.map(\.traits) == expected)
    }
}
