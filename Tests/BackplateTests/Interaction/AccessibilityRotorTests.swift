import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import SnapshotTesting
@testable import BackplateSnapshotTesting

/// Rotors in the tree and the `.accessibilityImage` legend, as AccessibilitySnapshot shows them
/// on iOS 26.2 (its CustomRotorsDemo reference `testCustomRotorsDemo_26_2_402x874@3x.png`:
/// "↺ Vegan Options:" over "- Garden Salad, $9, Vegan" per element an entry reaches).
@Suite(.backplateLook(.iOS18), .tags(.layout)) struct AccessibilityRotorTests {
    private struct Dish: Identifiable {
        let id: String
        let name: String
        let price: String
        let isVegan: Bool
    }

    private static let dishes = [
        Dish(id: "burger", name: "Classic Burger", price: "$12", isVegan: false),
        Dish(id: "salad", name: "Garden Salad", price: "$9", isVegan: true),
        Dish(id: "steak", name: "Ribeye Steak", price: "$28", isVegan: false),
        Dish(id: "falafel", name: "Falafel Wrap", price: "$11", isVegan: true),
    ]

    /// AccessibilitySnapshot's CustomRotorsDemo, shortened: the rotor sits on the description
    /// text, its entries reach the vegan rows marked with `accessibilityRotorEntry(id:in:)`.
    private struct Menu: View {
        @Namespace private var vegan

        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Text("Restaurant Menu")
                Text("Use the rotor.")
                    .accessibilityRotor("Vegan Options") {
                        ForEach(AccessibilityRotorTests.dishes.filter(\.isVegan)) { dish in
                            AccessibilityRotorEntry(Text(dish.name), id: dish.id, in: vegan)
                        }
                    }
                ForEach(AccessibilityRotorTests.dishes) { dish in
                    row(dish)
                }
            }
            .frame(width: 300)
        }

        @ViewBuilder private func row(_ dish: Dish) -> some View {
            let combined = HStack { Text(dish.name); Text(dish.price) }
                .frame(width: 300, height: 40)
                .accessibilityElement(children: .combine)
                .accessibilityLabel("\(dish.name), \(dish.price)\(dish.isVegan ? ", Vegan" : "")")
            if dish.isVegan { combined.accessibilityRotorEntry(id: dish.id, in: vegan) } else { combined }
        }
    }

    private func snapshot<V: View, F>(_ view: V, _ strategy: Snapshotting<V, F>) -> F {
        var result: F?
        strategy.snapshot(view).run { result = $0 }
        return result!
    }

    @MainActor @Test func aRotorListsTheElementsItsEntriesReach() {
        let elements = accessibilityElements(Menu(), width: nil)
        #expect(elements.map(\.label) == ["Restaurant Menu", "Use the rotor.", "Classic Burger, $12", "Garden Salad, $9, Vegan",
                                          "Ribeye Steak, $28", "Falafel Wrap, $11, Vegan"])
        var expected = AccessibilityTreeElement(label: "Use the rotor.", traits: .isStaticText, frame: elements[1].frame)
        expected.rotors = [.init(name: "Vegan Options", results: ["Garden Salad, $9, Vegan", "Falafel Wrap, $11, Vegan"])]
        #expect(elements[1] == expected)
        #expect(elements.enumerated().allSatisfy { $0.offset == 1 || $0.element.rotors.isEmpty })
        #expect(elements[1].description.contains(
            "rotors=[\"Vegan Options\": [\"Garden Salad, $9, Vegan\", \"Falafel Wrap, $11, Vegan\"]] frame="))
        // The legend: the rotor's name in bold over one "- " line per result.
        let lines = AccessibilityOverlay.legendLines(elements)
        typealias Detail = AccessibilityLegendLine.Detail
        #expect(lines[1].details == [Detail(text: "↺ Vegan Options:", isItem: false, isBold: true),
                                     Detail(text: "Garden Salad, $9, Vegan", isItem: true, marker: "- "),
                                     Detail(text: "Falafel Wrap, $11, Vegan", isItem: true, marker: "- ")])
        #expect(lines[0].details.isEmpty)
    }

    @MainActor @Test func theLegendDrawsTheRotorUnderItsElement() {
        // The same screen without the rotor: the legend is three lines (the rotor's name and two
        // results, 13-point text 2 apart) shorter.
        let rows = VStack(alignment: .leading, spacing: 8) {
            Text("Restaurant Menu")
            Text("Use the rotor.")
            ForEach(Self.dishes) { dish in
                HStack { Text(dish.name); Text(dish.price) }.frame(width: 300, height: 40)
                    .accessibilityElement(children: .combine)
                    .accessibilityLabel("\(dish.name), \(dish.price)\(dish.isVegan ? ", Vegan" : "")")
            }
        }.frame(width: 300)
        let plain = snapshot(rows, .accessibilityImage).renderedImage
        let image = snapshot(Menu(), .accessibilityImage).renderedImage
        #expect(image.width == plain.width)
        let scale = image.width / 320
        let extra = (image.height - plain.height) / scale
        #expect(extra >= 3 * 15 && extra <= 3 * 20)
    }

    @Test func systemRotorsIdentifiersAndTextRanges() {
        let text = "Swift is fast. Swift is safe."
        let first = text.range(of: "Swift is fast.")!
        let second = text.range(of: "Swift is safe.")!
        let view = VStack(spacing: 0) {
            Text("Sections")
                .accessibilityRotor(.headings, entries: [Section(id: 1), Section(id: 2), Section(id: 9)], entryLabel: \.name)
            Text("Intro").accessibilityHeading(.h1).id(1)
            Text("Usage").accessibilityHeading(.h2).id(2)
            Text(text).accessibilityRotor("Sentences", textRanges: [first, second])
            Text("Links").accessibilityRotor(.links(visited: true)) {
                AccessibilityRotorEntry("Intro", id: 1)
                if text.isEmpty { AccessibilityRotorEntry("Never", id: 2) } else { AccessibilityRotorEntry("Usage", id: 2) }
            }
            Text("Level").accessibilityRotor(.headings(level: .h2), entries: [Section(id: 2)], entryID: \.id, entryLabel: \.name)
        }
        let elements = accessibilityElements(view)
        // An entry whose identifier no view carries (9) reaches nothing.
        #expect(elements[0].rotors == [.init(name: "Headings", results: ["Intro. Heading level 1.", "Usage. Heading level 2."])])
        #expect(elements[3].rotors == [.init(name: "Sentences", results: ["Swift is fast.", "Swift is safe."])])
        #expect(elements[4].rotors == [.init(name: "Visited Links", results: ["Intro. Heading level 1.", "Usage. Heading level 2."])])
        #expect(elements[5].rotors == [.init(name: "Heading 2", results: ["Usage. Heading level 2."])])
        // A range that is not in the element's text reaches nothing (and never traps).
        let foreign = String(repeating: "x", count: 200)
        let outside = foreign.index(foreign.startIndex, offsetBy: 150)..<foreign.endIndex
        let short = accessibilityElements(Text("Hi").accessibilityRotor("Bad", textRanges: [outside]))
        #expect(short[0].rotors == [.init(name: "Bad", results: [])])
        // AccessibilitySnapshot's default shows only rotors with results.
        #expect(AccessibilityOverlay.legendLines(short)[0].details.isEmpty)
    }

    private struct Section: Identifiable {
        let id: Int
        var name: String { "Section \(id)" }
    }

    @Test func aRotorOnAContainerBelongsToItsFirstElement() {
        let view = VStack(spacing: 0) {
            Color.gray.frame(width: 100, height: 20).accessibilityLabel("Target").id("t")
            HStack(spacing: 0) {
                Text("B").frame(width: 50)
                Text("A").frame(width: 50)
            }
            .accessibilityRotor("Targets") { AccessibilityRotorEntry("Target", id: "t") }
        }
        let elements = accessibilityElements(view)
        #expect(elements.map(\.label) == ["Target", "B", "A"])
        #expect(elements.map(\.rotors) == [[], [.init(name: "Targets", results: ["Target"])], []])
    }
}
