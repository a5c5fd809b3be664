import Foundation
import Testing
import BackplateTestSupport
@testable import Backplate
@testable import BackplateCore

/// The graphical and wheel date pickers drawn as iOS 26 draws them (controls.md §5.3, §5.4):
/// the selected day on a pale tint circle in the tint, today in the tint (solid circle, white,
/// when selected); one wheel per component with the neighbouring rows on the drum.
@MainActor
@Suite(.backplateLook(.iOS26), .tags(.layout, .pixels)) struct DatePickerStyleDrawingTests {
    /// 1 December 2026, a Tuesday, at noon UTC.
    static let december1 = Date(timeIntervalSince1970: 1_796_126_400)
    static let day: TimeInterval = 86_400
    static let utc = TimeZone(identifier: "UTC")!
    /// iOS 26's system blue (the default tint), light and dark.
    static func blue(_ dark: Bool) -> [Int] { dark ? [0, 145, 255] : [0, 136, 255] }

    func graphical(selected: Date, today: Date) -> some View {
        DatePicker("Day", selection: .constant(selected), displayedComponents: .date)
            .datePickerStyle(.graphical)
            .environment(\.timeZone, Self.utc)
            .environment(\.renderDate, today)
            .padding(16)
    }

    func save(_ image: RenderedImage, _ name: String) {
        guard let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] else { return }
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try? image.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent(name))
    }

    /// The centre of the drawn day number `day` (the centre of its 40-point circle).
    func centre(of day: String, in texts: [DisplayList.TextItem]) throws -> CGPoint {
        let text = try #require(texts.first { $0.string == day })
        return CGPoint(x: text.frame.midX, y: text.frame.midY)
    }

    @Test(arguments: [false, true])
    func selectedDayIsAPaleTintCircleWithTheDayInTheTint(dark: Bool) throws {
        // Selected: the 1st; today: the 10th.
        let view = graphical(selected: Self.december1, today: Self.december1 + 9 * Self.day)
        let image = try controlImage(view, dark: dark)
        save(image, "graphical-selected-\(dark ? "dark" : "light").png")
        let texts = controlTexts(view, dark: dark)
        let background = dark ? [0, 0, 0] : [255, 255, 255]
        // 15 points right of the 1st's centre: inside the 40-point circle, clear of the "1".
        let first = try centre(of: "1", in: texts)
        let pale = dark ? over(Self.blue(dark), 0.24, on: background) : over(Self.blue(dark), 0.12, on: background)
        #expect(close(controlPixel(image, first.x + 15, first.y), pale, 3), "\(controlPixel(image, first.x + 15, first.y))")
        // The number's fully covered ink is the tint, not white.
        let one = try #require(texts.first { $0.string == "1" }).frame
        let ink = controlInk(image, in: one, dark: dark)
        #expect(close(ink, Self.blue(dark), 12), "\(ink)")
        // Today (the 10th, not selected): the tint, no circle.
        let tenth = try #require(texts.first { $0.string == "10" }).frame
        #expect(close(controlInk(image, in: tenth, dark: dark), Self.blue(dark), 12))
        #expect(controlPixel(image, tenth.midX + 15, tenth.midY) == background)
        // Another day is in the label colour.
        let second = try #require(texts.first { $0.string == "2" }).frame
        #expect(close(controlInk(image, in: second, dark: dark), dark ? [255, 255, 255] : [0, 0, 0], 8))
    }

    @Test(arguments: [false, true])
    func selectedTodayIsASolidTintCircleWithWhiteText(dark: Bool) throws {
        let view = graphical(selected: Self.december1 + 9 * Self.day, today: Self.december1 + 9 * Self.day)
        let image = try controlImage(view, dark: dark)
        save(image, "graphical-today-\(dark ? "dark" : "light").png")
        let texts = controlTexts(view, dark: dark)
        let tenth = try centre(of: "10", in: texts)
        #expect(close(controlPixel(image, tenth.x + 16, tenth.y), Self.blue(dark), 3))
        let frame = try #require(texts.first { $0.string == "10" }).frame
        // The number is white: its brightest pixel.
        #expect(close(controlInk(image, in: frame, dark: true), [255, 255, 255], 8))
    }

    @Test func multiDatePickerKeepsSolidCircles() throws {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = Self.utc
        let picked: Set<DateComponents> = [DateComponents(calendar: gregorian, year: 2026, month: 12, day: 3)]
        let view = MultiDatePicker("Days", selection: .constant(picked)).environment(\.timeZone, Self.utc)
            .environment(\.renderDate, Self.december1).padding(16)
        let image = try controlImage(view)
        let third = try centre(of: "3", in: controlTexts(view))
        #expect(close(controlPixel(image, third.x + 15, third.y), Self.blue(false), 3))
    }

    @Test(arguments: [Font.Design.default, .rounded, .serif, .monospaced])
    func twoDigitDaysFitTheirCellsInEveryDesign(design: Font.Design) throws {
        for width in [393.0, 320.0] {
            let view = graphical(selected: Self.december1, today: Self.december1).fontDesign(design)
                .frame(width: width)
            let drawn = controlTexts(view).map(\.string)
            #expect((1...31).allSatisfy { drawn.contains("\($0)") }, "\(design) \(width): \(drawn)")
            #expect(!drawn.contains { $0.contains("…") })
        }
        // Squeezed to 360 tall, as the DayPage app frames its calendar.
        let squeezed = graphical(selected: Self.december1, today: Self.december1).fontDesign(design).frame(height: 360)
        let drawn = controlTexts(squeezed).map(\.string)
        #expect((1...31).allSatisfy { drawn.contains("\($0)") }, "\(design) squeezed: \(drawn)")
    }

    // MARK: - Wheels

    /// 22 November 2026, 9:41 AM UTC.
    static let morning = Date(timeIntervalSince1970: 1_795_305_600 + 9 * 3600 + 41 * 60)

    func wheel(_ components: DatePickerComponents, locale: String = "en_US") -> some View {
        DatePicker("When", selection: .constant(Self.morning), displayedComponents: components)
            .datePickerStyle(.wheel)
            .environment(\.timeZone, Self.utc)
            .environment(\.locale, Locale(identifier: locale))
            .environment(\.renderDate, Self.december1)
    }

    @Test(arguments: [false, true])
    func dateWheelsAreMonthDayYear24PointsApartOnOneBand(dark: Bool) throws {
        let view = wheel(.date)
        #expect(controlSize(view) == CGSize(width: 393, height: 216))
        let texts = controlTexts(view, dark: dark)
        func f(_ s: String) throws -> CGRect { try #require(texts.first { $0.string == s }).frame }
        let month = try f("November"), day = try f("22"), year = try f("2026")
        // The selection's three values are centred on the band (y = 108).
        for r in [month, day, year] { #expect(abs(r.midY - 108) <= 0.5, "\(r)") }
        #expect(month.maxX < day.minX && day.maxX < year.minX)
        // The day wheel (trailing-aligned) ends 24 before the year wheel, whose
        // values all have four digits.
        #expect(abs(year.minX - day.maxX - 24) < 3, "\(day) \(year)")
        // Centred as a group.
        #expect(abs((month.minX + year.maxX) / 2 - 196.5) < 4, "\(month) \(year)")
        // One band across the wheel: tertiary fill, inset 9, 32 tall.
        let band = try #require(controlShapes(view, dark: dark).first { abs($0.frame.height - 32) < 0.01 })
        #expect(sameFrame(band.frame, CGRect(x: 9, y: 92, width: 375, height: 32)))
        #expect("\(band.paint)" == (dark ? "#7676803D" : "#7676801F"))
        // The neighbours are drawn: the months, days and years either side.
        for s in ["October", "December", "21", "23", "2025", "2027", "September", "January"] {
            #expect(texts.contains { $0.string == s }, "\(s)")
        }
        let image = try controlImage(view, dark: dark)
        save(image, "wheel-date-\(dark ? "dark" : "light").png")
        // The rows one above and one below the selection are drawn 31.18 from the centre
        // (the drum), dimmed: their ink is lighter than the selection's.
        let column = CGRect(x: month.minX, y: 0, width: month.width, height: 216)
        let inkTest: ([Int]) -> Bool = dark ? { $0[0] > 60 } : { $0[0] < 200 }
        let above = try #require(inkBounds(image, scale: 3, in: CGRect(x: column.minX, y: 62, width: 120, height: 30), where: inkTest))
        let below = try #require(inkBounds(image, scale: 3, in: CGRect(x: column.minX, y: 124, width: 120, height: 30), where: inkTest))
        #expect(abs((below.midY - above.midY) - 62.36) < 2, "\(above) \(below)")
        let dim = controlInk(image, in: above, dark: dark), full = controlInk(image, in: month, dark: dark)
        #expect(dark ? dim[0] < full[0] - 60 : dim[0] > full[0] + 60, "\(dim) \(full)")
    }

    @Test func timeWheelsAreHourMinuteAndPeriod() throws {
        let texts = controlTexts(wheel(.hourAndMinute))
        func f(_ s: String) throws -> CGRect { try #require(texts.first { $0.string == s }).frame }
        let hour = try f("9"), minute = try f("41"), period = try f("AM")
        for r in [hour, minute, period] { #expect(abs(r.midY - 108) <= 0.5, "\(r)") }
        #expect(hour.maxX < minute.minX && minute.maxX < period.minX)
        // The minute wheel is trailing-aligned, the period wheel leading-aligned: 24 apart.
        #expect(abs(period.minX - minute.maxX - 24) < 0.5, "\(minute) \(period)")
        // Hours and minutes loop: 12 and 8 above 9, 10 below; 40 above 41, 42 below; PM below AM.
        for s in ["8", "10", "12", "40", "42", "PM"] { #expect(texts.contains { $0.string == s }, "\(s)") }
        #expect(try f("PM").midY > period.midY)
        // A 24-hour locale has no period wheel and two-digit hours.
        let german = controlTexts(wheel(.hourAndMinute, locale: "de_DE")).map(\.string)
        #expect(german.contains("09") && german.contains("41") && !german.contains("AM"))
    }

    @Test func dateAndTimeShowADayWheelThenTheTime() throws {
        let texts = controlTexts(wheel([.date, .hourAndMinute])).map(\.string)
        #expect(texts.contains("Sun Nov 22") && texts.contains("Mon Nov 23") && texts.contains("9") && texts.contains("AM"))
        // Nine days before "now" (1 December), 22 November's wheel has no "Today"; on 1 December it reads "Today".
        #expect(!texts.contains("Today"))
        let today = DatePicker("When", selection: .constant(Self.december1), displayedComponents: [.date, .hourAndMinute])
            .datePickerStyle(.wheel).environment(\.timeZone, Self.utc).environment(\.renderDate, Self.december1)
        let drawn = controlTexts(today).map(\.string)
        #expect(drawn.contains("Today") && drawn.contains("Wed Dec 2") && drawn.contains("Mon Nov 30"))
    }

    @Test func germanDateWheelsPutTheDayFirst() throws {
        let texts = controlTexts(wheel(.date, locale: "de_DE"))
        let day = try #require(texts.first { $0.string == "22" }).frame
        let month = try #require(texts.first { $0.string == "November" }).frame
        #expect(day.maxX < month.minX)
    }
}
