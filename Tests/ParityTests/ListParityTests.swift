import Foundation
import Testing
import BackplateTestSupport
import Backplate
import BackplateSnapshotTesting

// Inset-grouped lists against real iOS renders: StanfordSpezi/SpeziViews' own snapshot
// references (MIT), in its `Tests/SpeziViewsTests/__Snapshots__/`. spezi-listrow-ios18 is
// `SnapshotTests/testListRow.iphone-regular.png` at commit 2cf85ba4a03ffdaaf0ca6d4db3c664d5063805c7;
// spezi-listrow-ios26 `SnapshotTests+Lists/listRow.iphone-regular.png` and spezi-picker-menu-ios26
// `SnapshotTests+Controls/caseIterablePicker.iphone-regular.png` at 91be5dfe4dbedbe2b10bee491c98cbefc5ac95fd.
// The views are restated from those tests (`ListRow`, `CaseIterablePicker`), rendered as they
// were, with `.device(config: .iPhone13Pro)` at 3x; the expected boxes and colours were measured
// in the PNGs by scripts/parity/record.py (the images are not in this repository).

private let white = PixelTest.near(255, 255, 255, tolerance: 0)

@Suite("Parity: lists (SpeziViews iOS 18 and 26)", .backplateLook(.iOS26), .tags(.pixels))
struct ListParityTests {
    /// `List { LabeledContent("San Francisco") { Text("20 °C, Sunny") } }`.
    static var listRow: some View {
        List { LabeledContent("San Francisco") { Text(verbatim: "20 °C, Sunny") } }
    }

    /// spezi-listrow-ios26 (iOS 26.1): the card 16 points in, 51 tall, corners of 26.
    @Test func listRowIOS26() {
        let image = Parity.render("spezi-listrow-ios26", Self.listRow, layout: .device(config: .iPhone13Pro))
        #expect(image.colour(5, 5) == [242, 242, 247])
        #expect(image.colour(100, 90) == [255, 255, 255])
        let card = image.box((0, 60, 390, 200), white)
        #expect(card.map { $0.distance(to: Box(16.33, 82, 373.67, 133)) <= 0.34 } == true, "card \(String(describing: card))")
        let label = image.box((16, 82, 200, 133), .dark(120))
        #expect(label.map { $0.distance(to: Box(33, 101.33, 133.33, 113.67)) <= 1.5 } == true, "label \(String(describing: label))")
        let value = image.box((200, 82, 374, 133), .differs(255, 255, 255, threshold: 40))
        #expect(value.map { $0.distance(to: Box(264, 101.67, 357.33, 116.33)) <= 1.5 } == true, "value \(String(describing: value))")
    }

    /// spezi-listrow-ios18 (iOS 18.2), drawn with the iOS 18 look through the snapshot trait:
    /// the card 20 points in, 44 tall, corners of 10.
    @Test(.backplateLook(.iOS18)) func listRowIOS18() throws {
        let image = Parity.render("spezi-listrow-ios18", Self.listRow, layout: .device(config: .iPhone13Pro))
        #expect(image.colour(5, 5) == [242, 242, 247])
        let card = image.box((0, 60, 390, 200), white)
        #expect(card.map { $0.distance(to: Box(20, 82, 370, 126)) <= 0.34 } == true, "card \(String(describing: card))")
        let label = image.box((20, 82, 200, 126), .dark(120))
        #expect(label.map { $0.distance(to: Box(41, 97.67, 141.33, 110)) <= 1.5 } == true, "label \(String(describing: label))")
        // iOS 18.2 drew "20 °C, Sunny" 98.33 wide where iOS 17 drew it 93.33 (x 256 to 349.33)
        // and iOS 26 93.33 (cases.md); Backplate's is 94.67: the trailing edge and the line
        // hold, the leading edge sits 4 points right of iOS 18.2's. Its "y" also descends 0.67
        // point below Backplate's, where iOS 17's and 26's match Backplate's within a pixel.
        let value = try #require(image.box((200, 82, 370, 126), .differs(255, 255, 255, threshold: 40)))
        #expect(abs(value.maxX - 349.33) <= 0.5 && abs(value.minY - 97.67) <= 1 && abs(value.maxY - 113.33) <= 0.7, "value \(value)")
        #expect(abs(value.minX - 251) <= 4.5, "value \(value)")
    }

    /// spezi-picker-menu-ios26: a menu picker's row, "Clean Code" and the value "A" with the
    /// up-down chevron, on the same card as a list row.
    @Test func pickerMenuIOS26() throws {
        let picker = List {
            Picker(selection: .constant("A")) {
                Text("A").tag("A")
                Text("B").tag("B")
            } label: { Text("Clean Code") }
        }
        let image = Parity.render("spezi-picker-menu-ios26", picker, layout: .device(config: .iPhone13Pro))
        let card = image.box((0, 60, 390, 200), white)
        #expect(card.map { $0.distance(to: Box(16.33, 82, 373.67, 133)) <= 0.34 } == true, "card \(String(describing: card))")
        // "Clean Code" is 1.67 points wider than SF's (text widths, docs/pixel-differences.md §1).
        let label = image.box((16, 82, 200, 133), .dark(120))
        #expect(label.map { $0.distance(to: Box(33, 101.67, 115.33, 113.67)) <= 2 } == true, "label \(String(describing: label))")
        // "A" and the up-down chevron: the chevron's ink is 2 points taller and wider than SF's
        // (symbol glyphs, docs/pixel-differences.md §2); its trailing edge holds.
        let value = try #require(image.box((200, 82, 374, 133), .differs(255, 255, 255, threshold: 40)))
        #expect(value.distance(to: Box(332.33, 101.33, 356.33, 113)) <= 2.1, "value \(value)")
        #expect(abs(value.maxX - 356.33) <= 0.5, "value \(value)")
    }
}
