import Testing
import BackplateTestSupport
import Foundation
import Backplate
@testable import BackplateCore
@testable import BackplateCairo
import BackplateSnapshotTesting

@Suite(.tags(.layout, .pixels, .fonts)) struct TextFormattingTests {
    let usEnglish = Locale(identifier: "en_US")
    let reference = Date(timeIntervalSinceReferenceDate: 0)

    func width<V: View>(_ view: V) -> CGFloat { ImageRenderer(content: view).layout().size.width }

    @Test func formatStylesUseUSEnglish() {
        #expect(Text(3.5, format: .currency(code: "USD")).plainString == 3.5.formatted(.currency(code: "USD").locale(usEnglish)))
        #expect(Text(3.5, format: .currency(code: "USD")).plainString == "$3.50")
        #expect(Text(0.25, format: .percent).plainString == "25%")
        #expect(Text(1234567, format: .number).plainString == "1,234,567")
        let day = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(Text(day, format: .dateTime.year()).plainString == day.formatted(.dateTime.year().locale(usEnglish)))
        // Same string, same size as the verbatim text.
        #expect(width(Text(0.25, format: .percent)) == width(Text(verbatim: "25%")))
    }

    @Test func dateStyles() {
        let day = Date(timeIntervalSince1970: 1_700_000_000)
        let formatter = DateFormatter()
        formatter.locale = usEnglish
        formatter.dateStyle = .long
        #expect(Text(day, style: .date).plainString == formatter.string(from: day))
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        #expect(Text(day, style: .time).plainString == formatter.string(from: day))
        // Pinned to the reference date (2001-01-01 00:00 UTC) through the environment, relative
        // styles measure from it. `.relative` abbreviates its units as WidgetKit's documentation
        // ("11 min, 14 sec") and devices do; `.offset` writes one unit in full ("+2 hours").
        #expect(Text.stillRenderReferenceDate == reference)
        let later = reference.addingTimeInterval(2 * 3600 + 23 * 60 + 10)
        #expect(pinned(Text(later, style: .relative)) == "2 hr, 23 min")
        #expect(pinned(Text(later, style: .offset)) == "+2 hours")
        #expect(pinned(Text(reference.addingTimeInterval(-3 * 86_400), style: .offset)) == "-3 days")
        #expect(pinned(Text(later, style: .timer)) == "2:23:10")
        #expect(pinned(Text(reference.addingTimeInterval(65), style: .timer)) == "1:05")
        #expect(pinned(Text(reference.addingTimeInterval(86_400 + 60), style: .relative)) == "1 day")
        #expect(pinned(Text(reference.addingTimeInterval(11 * 60 + 14), style: .relative)) == "11 min, 14 sec")
        #expect(pinned(Text(reference.addingTimeInterval(-(3 * 86_400 + 7200)), style: .relative)) == "3 days, 2 hr")
        #expect(pinned(Text(reference.addingTimeInterval(2 * 31_536_000 + 2 * 2_592_000), style: .relative)) == "2 yrs, 2 mths")
    }

    /// The string `text` shows when the environment pins "now" to `reference`.
    func pinned(_ text: Text, at now: Date? = nil) -> String {
        var environment = EnvironmentValues()
        environment.renderDate = now ?? reference
        return text.formattingResolved(in: environment).plainString
    }

    @Test func relativeStylesMeasureFromTheClockByDefault() {
        // As on a device, an unpinned render measures from the real clock: 90 seconds ago is
        // "1 min, 30 sec" (the clock moves less than 30 s while the test runs), and a
        // timer ending in an hour and a half reads 1:29:xx.
        #expect(Text(Date().addingTimeInterval(-90), style: .relative).plainString == "1 min, 30 sec"
                || Text(Date().addingTimeInterval(-90), style: .relative).plainString == "1 min, 31 sec")
        #expect(Text(Date().addingTimeInterval(3 * 86_400 + 3600), style: .offset).plainString.hasPrefix("+3 days"))
        let timer = Text(timerInterval: Date()...Date().addingTimeInterval(5400)).plainString
        #expect(timer.hasPrefix("1:29:") || timer == "1:30:00", "\(timer)")
        // The environment's date wins over the clock, for a subtree or a whole render.
        let nextYear = Date().addingTimeInterval(366 * 86_400)
        #expect(pinned(Text(Date(), style: .relative), at: nextYear) == "1 yr")
        let drawn = ImageRenderer(content: Text(reference.addingTimeInterval(300), style: .relative)
            .environment(\.renderDate, reference)).displayList()
        let strings = drawn.drawnTexts.map(\.0)
        #expect(strings == ["5 min"], "\(strings)")
    }

    @Test func timerIntervals() {
        let range = reference...reference.addingTimeInterval(3723)
        #expect(pinned(Text(timerInterval: range)) == "1:02:03")
        #expect(pinned(Text(timerInterval: range, showsHours: false)) == "62:03")
        #expect(pinned(Text(timerInterval: range, countsDown: false)) == "0:00")
        #expect(Text(timerInterval: range, pauseTime: reference.addingTimeInterval(3600), countsDown: false).plainString == "1:00:00")
        // Unpinned, a range that ended long ago has run out.
        #expect(Text(timerInterval: range).plainString == "0:00")
    }

    @Test func localizedKeysWithCommentsShowTheKey() {
        #expect(Text("Hello", comment: "A greeting").plainString == "Hello")
        #expect(Text("Hello", tableName: "Main", bundle: nil, comment: nil).plainString == "Hello")
        #expect(width(Text("Hello", comment: "A greeting")) == width(Text("Hello")))
    }

    @Test func attributedStringRunsKeepTheirStyles() {
        var bold = AttributedString("Bold")
        bold.font = .largeTitle
        var red = AttributedString(" red")
        red.foregroundColor = .red
        red.underlineStyle = .single
        var link = AttributedString(" link")
        link.link = URL(string: "https://example.org")
        let text = Text(bold + red + link)
        #expect(text.plainString == "Bold red link")
        let expected = Text("Bold").font(.largeTitle) + Text(" red").foregroundColor(.red).underline() + Text(" link")
        #expect(width(text) == width(expected))
        #expect(width(text) > width(Text("Bold red link")))   // the first run is 34 pt
    }

    @Test func viewFontModifiersReachTheText() {
        let regular = width(Text("Weights"))
        let bold = width(Text("Weights").bold())
        #expect(bold > regular)
        #expect(width(VStack { Text("Weights") }.bold()) == bold)
        #expect(width(VStack { Text("Weights") }.fontWeight(.bold)) == bold)
        #expect(width(VStack { Text("Weights") }.bold(false)) == regular)
        #expect(width(VStack { Text("Weights") }.monospaced()) == width(Text("Weights").monospaced()))
        #expect(width(VStack { Text("Weights") }.fontDesign(.monospaced)) == width(Text("Weights").monospaced()))
        #expect(width(VStack { Text("Weights") }.italic()) == width(Text("Weights").italic()))
        // The text's own weight wins over the view's.
        #expect(width(VStack { Text("Weights").fontWeight(.regular) }.bold()) == regular)
        #expect(Font.body.width(.condensed).widthValue == .condensed)
        #expect(Font.body.leading(.tight).leadingValue == .tight)
        #expect(Font.system(size: 20, weight: .bold, design: .rounded).resolved().size == 20)
        #expect(Font.custom("Montserrat", size: 14, relativeTo: .caption).resolved().family == "Montserrat")
    }
}

@Suite(.backplateLook(.iOS18), .tags(.layout, .pixels, .fonts)) struct InlineSymbolTests {
    func width<V: View>(_ view: V) -> CGFloat { ImageRenderer(content: view).layout().size.width }

    /// A run's `backgroundColor` fills its line box (top to bottom of the line) behind the
    /// glyphs, from the run's first character to its last; the rest of the line stays clear.
    @Test func anAttributedBackgroundFillsItsRunsLineBox() throws {
        var highlighted = AttributedString("hi")
        highlighted.backgroundColor = .yellow
        let text = Text(AttributedString("Say ") + highlighted)
        let (rendered, warnings) = RuntimeWarning.collecting { try? renderImage(text.background(Color.white), scale: 2) }
        let image = try #require(rendered)
        let start = Int((width(Text("Say ")) * 2).rounded(.up)) + 1
        for (x, y) in [(start, 1), (start, image.height - 2), (image.width - 2, 1)] {
            let p = rgba(image, x, y)
            #expect(p[0] >= 250 && (190...215).contains(p[1]) && p[2] <= 20, "(\(x), \(y)) \(p)")
        }
        #expect(rgba(image, 2, 1) == [255, 255, 255, 255])
        #expect(!warnings.contains { $0.contains("backgroundColor") })
    }

    /// A patterned underline is drawn in pieces along the text: dashes of 4 and gaps of 2
    /// thicknesses, dots of 1 and gaps of 2 (estimated lengths); a solid one in one piece.
    @Test func patternedUnderlinesAreDrawnInPieces() throws {
        func pieces(_ pattern: Text.LineStyle.Pattern) throws -> Int {
            let text = Text("Underlined words").underline(pattern: pattern, color: .red).background(Color.white)
            let image = try renderImage(text, scale: 2)
            let isRed = { (x: Int, y: Int) in let p = rgba(image, x, y); return p[0] > 200 && p[1] < 120 && p[2] < 120 }
            let row = try #require((0..<image.height).max { y1, y2 in
                (0..<image.width).filter { isRed($0, y1) }.count < (0..<image.width).filter { isRed($0, y2) }.count
            })
            var count = 0, inPiece = false
            for x in 0..<image.width { let red = isRed(x, row); if red && !inPiece { count += 1 }; inPiece = red }
            return count
        }
        #expect(try pieces(.solid) == 1)
        let dashes = try pieces(.dash), dots = try pieces(.dot)
        #expect(dashes >= 12 && dots > dashes, "\(dashes) dashes, \(dots) dots")
    }

    @Test func interpolatedSymbolIsDrawnInTheTextColour() throws {
        let rated = Text("Rated \(Image(systemName: "star.fill"))")
        #expect(width(rated) > width(Text("Rated ")))
        #expect(rated.plainString == "Rated ")
        let star = Text(Image(systemName: "star.fill")).font(.system(size: 40)).foregroundColor(.red)
        let image = try ImageRenderer(content: star).render()
        // As wide as the symbol image at the same size: the symbol keeps its frame in the line.
        #expect(image.width == Int(width(Image(systemName: "star.fill").font(.system(size: 40))).rounded(.up)))
        var redPixels = 0
        for y in 0..<image.height { for x in 0..<image.width where image.pixel(x: x, y: y) == RenderedImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255) { redPixels += 1 } }
        #expect(redPixels > 200)
        // Markdown around a symbol still styles the words.
        #expect(width(Text("**Bold** \(Image(systemName: "heart.fill"))")) > width(Text("Bold \(Image(systemName: "heart.fill"))")))
    }
}

@Suite(.tags(.layout, .pixels, .fonts)) struct LocalizedStringFallbackTests {
    @Test func localizedStringsFallBackToTheirKeys() {
        let name = "Ada"
        #expect(String(localized: "Hello \(name)") == "Hello Ada")
        #expect(String(localized: "greeting", defaultValue: "Hi") == "Hi")
        let resource = LocalizedStringResource("recipes.title", defaultValue: "Recipes")
        #expect(String(localized: resource) == "Recipes")
        #expect(Text(resource).plainString == "Recipes")
        #expect(Text(LocalizedStringResource("recipes.empty")).plainString == "recipes.empty")
        // A literal stays a localized key (Markdown is styled).
        #expect(Text("**Bold**").plainString == "Bold")
    }
}
