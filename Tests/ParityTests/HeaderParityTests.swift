import Foundation
import Testing
import BackplateTestSupport
import Backplate
import BackplateUIKit
import BackplateSnapshotTesting

// Symbol-led headers against SpeziViews' (iOS 26.0) and SpeziAccount's (iOS 17) renders
// (see ListParityTests for the method).

@Suite("Parity: symbol-led headers (SpeziViews, SpeziAccount)", .tags(.pixels))
struct HeaderParityTests {
    /// spezi-tileheader-sfsymbol-ios26: a teal `book.pages.fill` at 30 points relative to
    /// `.headline`, beside "Clean Code" (headline) over "by Robert C. Martin" (subheadline,
    /// secondary), centred on the page. The glyph is MDI's closed book (SF's shape; Material's
    /// open book, drawn before, was 4 points off).
    @Test(.backplateLook(.iOS26)) func tileHeaderIOS26() throws {
        let header = HStack {
            Image(systemName: "book.pages.fill")
                .foregroundStyle(.teal)
                .font(.custom("Task Icon", size: 30, relativeTo: .headline))
                .dynamicTypeSize(...DynamicTypeSize.accessibility2)
            VStack(alignment: .leading, spacing: 4) {
                Text("Clean Code").font(.headline)
                Text("by Robert C. Martin").font(.subheadline).foregroundColor(.secondary)
            }
        }
        let image = Parity.render("spezi-tileheader-sfsymbol-ios26", header, layout: .device(config: .iPhone13Pro))
        // iOS 26's teal (HIG, June 2025), measured in the glyph.
        #expect(image.colour(118, 425) == [0, 195, 208] || image.colour(120, 432) == [0, 195, 208])
        let glyph = try #require(image.box((0, 0, 150, 844), .near(0, 195, 208, tolerance: 40)))
        #expect(glyph.distance(to: Box(115.33, 413.67, 140.67, 445.33)) <= 2, "glyph \(glyph)")
        let title = try #require(image.box((145, 400, 320, 427), .dark(120)))
        #expect(title.distance(to: Box(153.67, 411.67, 239, 424)) <= 2, "title \(title)")
        let subtitle = try #require(image.box((145, 428, 320, 460), .differs(255, 255, 255, threshold: 40)))
        #expect(subtitle.distance(to: Box(153.67, 434.67, 277.33, 447.67)) <= 2, "subtitle \(subtitle)")
    }

    /// speziaccount-header-redacted-ios17: a 60-point `person.crop.circle.fill` in system
    /// grey 3 beside a redacted title (a grey bar) over a caption.
    @Test(.backplateLook(.iOS18)) func redactedAccountHeaderIOS17() throws {
        let header = HStack {
            Image(systemName: "person.crop.circle.fill")
                .resizable()
                .frame(width: 60, height: 60)
                .foregroundColor(Color(uiColor: .systemGray3))
            VStack(alignment: .leading) {
                Text("Placeholder").font(.title2).fontWeight(.semibold).redacted(reason: .placeholder)
                Text("Custom Caption").font(.caption)
            }
        }
        let image = Parity.render("speziaccount-header-redacted-ios17", header, layout: .device(config: .iPhone13Pro))
        #expect(image.colour(110, 428) == [199, 199, 204])
        // The resizable symbol's ink fills its 60-point frame (iOS: 59.67 × 59.33; Backplate
        // stretched ink and margins, 51 × 53.67, before). The whole row sits 1.67 points left of
        // iOS's, centred with Inter's wider title (the bar below).
        let circle = try #require(image.box((0, 0, 172, 844), .near(199, 199, 204, tolerance: 6)))
        #expect(abs((circle.maxX - circle.minX) - 59.67) <= 0.5 && abs((circle.maxY - circle.minY) - 59.33) <= 0.5, "circle \(circle)")
        #expect(abs(circle.minY - 399) <= 0.5 && abs(circle.minX - 106.67) <= 2, "circle \(circle)")
        // iOS 17's redaction bar runs from the 21-point semibold line's cap height down to its
        // baseline, 414.67 to 429.33 (Backplate's reached the descent, 434.33, before).
        let bar = try #require(image.box((172, 0, 390, 436), .near(214, 214, 214, tolerance: 8)))
        #expect(abs(bar.minY - 414.67) <= 0.5 && abs(bar.maxY - 429.33) <= 0.5, "bar \(bar)")
        #expect(bar.distance(to: Box(174.67, 414.67, 283.33, 429.33)) <= 2, "bar \(bar)")
        let caption = try #require(image.box((172, 435, 390, 844), .dark(160)))
        #expect(caption.distance(to: Box(175.33, 436.67, 258, 447)) <= 2, "caption \(caption)")
    }
}
