import Foundation
import Testing
import BackplateTestSupport
import Backplate
import BackplateUIKit
import BackplateSnapshotTesting

// iOS 18 content views against real renders, drawn with the iOS 18 look through the snapshot
// trait (see ListParityTests for the method).

@Suite("Parity: iOS 18 content (SpeziViews, RSSReader)", .backplateLook(.iOS18), .tags(.pixels))
struct ContentParityTests {
    /// spezi-labeledcontent-ios18: `LabeledContent("Clean") { Text("Code") }` alone, the label
    /// at the leading edge, the value in the secondary colour at the trailing edge.
    @Test func labeledContent() throws {
        let view = LabeledContent("Clean") { Text(verbatim: "Code") }
        let image = Parity.render("spezi-labeledcontent-ios18", view, layout: .device(config: .iPhone13Pro))
        let label = try #require(image.box((0, 380, 195, 460), .dark(120)))
        #expect(label.distance(to: Box(1, 422.67, 40, 434.67)) <= 1, "label \(label)")
        let value = try #require(image.box((195, 380, 390, 460), .differs(255, 255, 255, threshold: 40)))
        #expect(value.distance(to: Box(352.33, 422.67, 389.33, 434.67)) <= 1, "value \(value)")
    }

    /// rssreader-contentunavailable-bordered-ios18 (and dark): a `ContentUnavailableView` with a
    /// `.bordered` action, on a 375 × 400 canvas with no safe area and default traits.
    @Test(arguments: [UIUserInterfaceStyle.light, .dark]) func contentUnavailable(_ style: UIUserInterfaceStyle) throws {
        let dark = style == .dark
        let view = ZStack {
            Color(uiColor: .systemBackground).ignoresSafeArea()
            ContentUnavailableView {
                Label("No Items", systemImage: "tray")
            } description: {
                Text("Add items to get started")
            } actions: {
                Button {} label: { Text("Add Item") }.buttonStyle(.bordered)
            }
            .background(Color(uiColor: .systemBackground))
            .environment(\.colorScheme, dark ? .dark : .light)
        }
        let config = ViewImageConfig(size: CGSize(width: 375, height: 400))
        let name = dark ? "rssreader-contentunavailable-bordered-dark-ios18" : "rssreader-contentunavailable-bordered-ios18"
        let image = Parity.render(name, view, layout: .device(config: config))
        let page = dark ? [0, 0, 0] : [255, 255, 255]
        #expect(image.colour(5, 5) == page)
        // The title's and description's ink where iOS 18's is vertically (15 points from the
        // icon to the title, 3 from the title to the description; were 10 and 8, which set the
        // title 4.67 points high), and within Inter's widths horizontally.
        let title = try #require(image.box((0, 170, 375, 205), .differs(page[0], page[1], page[2], threshold: 100)))
        #expect(abs(title.minY - 188.67) <= 0.5 && abs(title.maxY - 204.67) <= 0.5, "title \(title)")
        #expect(title.distance(to: Box(143.67, 188.67, 232.33, 204.67)) <= 1, "title \(title)")
        let description = try #require(image.box((0, 205, 375, 240), .differs(page[0], page[1], page[2], threshold: 30)))
        #expect(abs(description.minY - 215.67) <= 0.5 && abs(description.maxY - 230) <= 0.5, "description \(description)")
        #expect(description.distance(to: Box(105, 215.67, 269.33, 230)) <= 1, "description \(description)")
        // iOS 18 draws this action as a small capsule, 28 points tall, in the secondary system
        // fill ((233, 233, 234) light, (38, 38, 41) dark) with the label in the tint.
        let button = try #require(image.box((0, 240, 375, 290), .differs(page[0], page[1], page[2], threshold: 3)))
        #expect(button.distance(to: Box(146.67, 250.67, 228.33, 278.67)) <= 0.5, "button \(button)")
        let fill = image.colour(151, 264.67)
        let expected = dark ? [38, 38, 41] : [233, 233, 234]
        #expect(zip(fill, expected).allSatisfy { abs($0 - $1) <= 2 }, "button fill \(fill)")
    }
}
