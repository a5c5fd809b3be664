import Foundation
import Testing
import BackplateTestSupport
import Backplate
import BackplateSnapshotTesting

// The same SpeziViews list row on iOS 17 and, at accessibility size AX3, on iOS 17 and 26
// (see ListParityTests for the method).

@Suite("Parity: list rows across iOS 17 and 26 (SpeziViews)", .tags(.pixels))
struct ListGenerationParityTests {
    /// spezi-listrow-ios17 (iOS 17.2): SpeziViews' first `ListRow`, an HStack of the label, a
    /// spacer and the secondary value, on an iOS 17 card (20 points in, 44 tall).
    @Test(.backplateLook(.iOS18)) func listRowIOS17() throws {
        let row = List {
            HStack {
                Text(verbatim: "San Francisco").foregroundColor(.primary).lineLimit(1)
                Spacer()
                Text(verbatim: "20 °C, Sunny").lineLimit(1).layoutPriority(1).foregroundColor(.secondary)
            }
        }
        let image = Parity.render("spezi-listrow-ios17", row, layout: .device(config: .iPhone13Pro))
        #expect(image.colour(5, 5) == [242, 242, 247])
        let card = try #require(image.box((0, 60, 390, 200), .near(255, 255, 255, tolerance: 0)))
        #expect(card.distance(to: Box(20, 82, 370, 126)) <= 0.34, "card \(card)")
        let label = try #require(image.box((20, 82, 200, 126), .dark(120)))
        #expect(label.distance(to: Box(41, 97.67, 141.33, 110)) <= 1.5, "label \(label)")
        let value = try #require(image.box((200, 82, 370, 126), .differs(255, 255, 255, threshold: 40)))
        #expect(value.distance(to: Box(256, 98, 349.33, 112.67)) <= 1.5, "value \(value)")
    }

    /// The AX3 row: the label above the value, both leading.
    static func stackedRow(_ look: BackplateLook) -> some View {
        List { LabeledContent("San Francisco") { Text(verbatim: "20 °C, Sunny") } }
            .dynamicTypeSize(.accessibility3)
            .backplateLook(look)
    }

    /// Whether the value's ink sits under the label's, leading-aligned.
    static func expectStacked(_ image: ParityImage, card: (Double, Double), sourceLocation: SourceLocation = #_sourceLocation) throws {
        let label = try #require(image.box((card.0, 82, card.1, 140), .dark(120)), sourceLocation: sourceLocation)
        let value = try #require(image.box((card.0, label.maxY + 2, card.1, 260), .near(138, 138, 142, tolerance: 40)), sourceLocation: sourceLocation)
        #expect(value.minY > label.maxY + 10 && abs(value.minX - label.minX) <= 1, "label \(label), value \(value)", sourceLocation: sourceLocation)
    }

    /// spezi-listrow-xa3-ios17: at AX3 the row stacks; the card grows to 118.67 points.
    @Test func listRowAX3IOS17() throws {
        let image = Parity.render("spezi-listrow-xa3-ios17", Self.stackedRow(.iOS18), layout: .device(config: .iPhone13Pro))
        try Self.expectStacked(image, card: (20, 370))
        // iOS 17 insets a tall row's content 11 points top and bottom. It sets the value one
        // device pixel lower than Backplate (lines 48.33 apart, Backplate's 48 tall), so the
        // card ends 0.67 lower; the texts' widths are Inter's (§1).
        let card = try #require(image.box((0, 60, 390, 400), .near(255, 255, 255, tolerance: 0)))
        #expect(card.distance(to: Box(20, 82, 370, 200.67)) <= 0.67, "card \(card)")
        let label = try #require(image.box((20, 82, 370, 140), .dark(120)))
        #expect(abs(label.minY - 102.33) <= 0.34 && abs(label.maxY - 131.33) <= 0.34 && abs(label.minX - 41.33) <= 0.5, "label \(label)")
        let value = try #require(image.box((20, 140, 370, card.maxY), .differs(255, 255, 255, threshold: 40)))
        #expect(abs(value.minY - 150.67) <= 0.34 && abs(value.maxY - 186.33) <= 0.34 && abs(value.minX - 42) <= 0.5, "value \(value)")
        #expect(value.distance(to: Box(42, 150.67, 262.67, 186.33)) <= 3.5, "value \(value)")
    }

    /// spezi-listrow-xa3-ios26 (iOS 26.1): the same on iOS 26's card, 16 points in, 130 tall.
    @Test func listRowAX3IOS26() throws {
        let image = Parity.render("spezi-listrow-xa3-ios26", Self.stackedRow(.iOS26), layout: .device(config: .iPhone13Pro))
        try Self.expectStacked(image, card: (16, 374))
        // iOS 26.1 insets a tall row's content 15 points top and bottom and sets the stacked
        // texts 4 points apart (baselines 52 apart); the texts' widths are Inter's (§1).
        let card = try #require(image.box((0, 60, 390, 400), .near(255, 255, 255, tolerance: 0)))
        #expect(card.distance(to: Box(16, 82, 374, 212)) <= 0.34, "card \(card)")
        let label = try #require(image.box((16, 82, 374, 145), .dark(120)))
        #expect(abs(label.minY - 106.33) <= 0.34 && abs(label.maxY - 135.33) <= 0.34 && abs(label.minX - 33.33) <= 0.5, "label \(label)")
        let value = try #require(image.box((16, 145, 374, card.maxY), .differs(255, 255, 255, threshold: 40)))
        #expect(abs(value.minY - 158.33) <= 0.34 && abs(value.maxY - 194) <= 0.34 && abs(value.minX - 34) <= 0.5, "value \(value)")
        #expect(value.distance(to: Box(34, 158.33, 254.67, 194)) <= 3.5, "value \(value)")
    }
}
