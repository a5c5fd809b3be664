import Testing
import BackplateTestSupport
import Foundation
import Combine
import SwiftData
import SwiftUI

// Constructs that unseen public app files used and Linux lacked (issue 29, round 12): haptics
// in button actions, Dynamic Type scaling through UIFontMetrics, colour literals, a SwiftData
// search predicate, an iOS 26 rich-text editor modifier and URLSession reached from Combine.

struct HapticCounter: View {
    @State private var count = 0
    var body: some View {
        Button("Count \(count)") {
            UIImpactFeedbackGenerator(style: .soft).impactOccurred()
            UISelectionFeedbackGenerator().selectionChanged()
            let generator = UINotificationFeedbackGenerator()
            generator.prepare()
            generator.notificationOccurred(.success)
            count += 1
        }
    }
}

struct LiteralSwatch: View {
    var body: some View {
        Rectangle()
            .fill(Color(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)))
            .frame(width: 20, height: 20)
    }
}

struct ScaledCaption: View {
    var body: some View {
        Text("Draft").font(.system(size: UIFontMetrics.default.scaledValue(for: 20)))
    }
}

@Model final class TownVisit {
    var name: String
    init(name: String) { self.name = name }
}

struct TownSearchList: View {
    @Query(filter: #Predicate<TownVisit> { $0.name.localizedStandardContains("ZUR") }, sort: \TownVisit.name) var towns: [TownVisit]
    var body: some View {
        VStack { ForEach(towns) { Text($0.name) } }
    }
}

struct PlainNoteEditor: View {
    @State var text = AttributedString("Notes")
    var body: some View {
        TextEditor(text: $text)
            .textInputFormattingControlVisibility(.hidden, for: .all)
            .frame(width: 200, height: 80)
    }
}

@MainActor
@Suite(.tags(.appFiles, .layout, .pixels)) struct UnseenAppsLongTailTests {
    func render<V: View>(_ view: V) throws -> RenderedImage {
        let renderer = ImageRenderer(content: view)
        renderer.scale = 1
        return try renderer.render()
    }

    @Test func hapticsInAnActionDrawTheButtonAsWithout() throws {
        let counter = try render(HapticCounter())
        let plain = try render(Button("Count 0") {})
        #expect(counter.width == plain.width && counter.height == plain.height)
        #expect(counter.rgba == plain.rgba)
        // UIKit's raw values: light 0 ... rigid 4, success 0 ... error 2.
        #expect(UIImpactFeedbackGenerator.FeedbackStyle.rigid.rawValue == 4)
        #expect(UIImpactFeedbackGenerator.FeedbackStyle.soft.rawValue == 3)
        #expect(UINotificationFeedbackGenerator.FeedbackType.error.rawValue == 2)
        #expect(UIImpactFeedbackGenerator().style == .medium)
        #expect(UIImpactFeedbackGenerator(style: .heavy).style == .heavy)
    }

    @Test func fontMetricsScaleWithTheBodyCurve() throws {
        // At the default size (large) a value comes back unchanged; body is 17 pt there,
        // 14 at extra small and 53 at AX5, and the value scales in proportion.
        #expect(UIFontMetrics.default.scaledValue(for: 20) == 20)
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        #expect(abs(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: ax5) - 53) < 0.001)
        #expect(abs(UIFontMetrics.default.scaledValue(for: 34, compatibleWith: small) - 28) < 0.001)
        let caption = ImageRenderer(content: ScaledCaption()).layout().size
        let fixed = ImageRenderer(content: Text("Draft").font(.system(size: 20))).layout().size
        #expect(caption == fixed)
    }

    @Test func aColourLiteralDrawsItsSRGBColour() throws {
        let image = try render(LiteralSwatch())
        #expect(image.width == 20 && image.height == 20)
        let p = image.pixel(x: 10, y: 10)
        #expect(p.red == 255 && p.blue == 0)
        #expect(abs(Int(p.green) - 128) <= 1)
        let literal: UIColor = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5)
        let drawn = try render(Color(literal).frame(width: 4, height: 4)).pixel(x: 2, y: 2)
        #expect(drawn.blue > 120 && drawn.red == 0 && abs(Int(drawn.alpha) - 128) <= 1)
    }

    @Test func aSearchPredicateIgnoresCaseAndDiacritics() throws {
        let zurich = #Predicate<TownVisit> { $0.name.localizedStandardContains("zur") }
        #expect(try zurich.evaluate(TownVisit(name: "Zürich")))
        #expect(try !zurich.evaluate(TownVisit(name: "Bern")))
        let container = try ModelContainer(for: TownVisit.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        for name in ["Zürich", "Bern", "Lucerne", "Zurzach"] { container.mainContext.insert(TownVisit(name: name)) }
        let renderer = ImageRenderer(content: TownSearchList().modelContainer(container))
        #expect(renderer.displayList().drawnTexts.map(\.0) == ["Zurzach", "Zürich"])
    }

    @Test func hidingFormattingControlsKeepsTheEditorsLayout() throws {
        let placements: TextInputFormattingControlPlacement.Set = .all
        #expect(placements.contains(.contextMenu) && placements.contains(.inputAssistant))
        #expect(TextInputFormattingControlPlacement.Set.default == .all)
        let modified = try render(PlainNoteEditor())
        let plain = try render(TextEditor(text: .constant(AttributedString("Notes"))).frame(width: 200, height: 80))
        #expect(modified.width == 200 && modified.height == 80)
        #expect(modified.rgba == plain.rgba)
    }

    @Test func urlSessionIsFoundThroughCombine() throws {
        let url = try #require(URL(string: "https://example.com/videos.json"))
        let publisher = URLSession.shared.dataTaskPublisher(for: url)
        #expect(publisher.request.url == url)
        #expect(URLRequest(url: url).httpMethod == "GET")
    }
}
