import Testing
import BackplateTestSupport
import Foundation
import Backplate
@testable import BackplateCore

/// iOS 18's live time formats, checked against the outputs Apple's documentation gives for
/// en_US (SystemFormatStyle.Timer, .Stopwatch, .DateOffset and .DateReference).
@Suite(.tags(.layout)) struct SystemFormatStyleTests {
    let start = Date(timeIntervalSinceReferenceDate: 0)  // 2001-01-01 00:00 UTC, a Monday

    func string(_ value: AttributedString) -> String { String(value.characters) }

    var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    @Test func aFiveMinuteCountdownReadsAsApplesTable() {
        let timer = SystemFormatStyle.Timer(countingDownIn: start..<start.addingTimeInterval(300))
        #expect(string(timer.format(start)) == "5:00")
        #expect(string(timer.format(start.addingTimeInterval(60))) == "4:00")
        #expect(string(timer.format(start.addingTimeInterval(270))) == "0:30")
        #expect(string(timer.format(start.addingTimeInterval(300))) == "0:00")
        // Rounded up while counting down: 29.5 s left still reads 0:30.
        #expect(string(timer.format(start.addingTimeInterval(270.5))) == "0:30")
        // Before the interval the full length, after it zero.
        #expect(string(timer.format(start.addingTimeInterval(-10))) == "5:00")
        #expect(string(timer.format(start.addingTimeInterval(400))) == "0:00")
    }

    @Test func countUpTimersHoursAndFieldCounts() {
        let hour = start..<start.addingTimeInterval(3600)
        let up = SystemFormatStyle.Timer(countingUpIn: hour)
        #expect(string(up.format(start)) == "0:00")
        #expect(string(up.format(start.addingTimeInterval(59.9))) == "0:59")
        #expect(string(up.format(start.addingTimeInterval(3600))) == "1:00:00")
        let long = start..<start.addingTimeInterval(10_000)
        #expect(string(SystemFormatStyle.Timer(countingUpIn: long).format(start.addingTimeInterval(5025))) == "1:23:45")
        // Two fields: hours and minutes once the time reaches hours.
        #expect(string(SystemFormatStyle.Timer(countingUpIn: long, maxFieldCount: 2).format(start.addingTimeInterval(5025))) == "1:23")
        // Without hours the minutes run past 60.
        #expect(string(SystemFormatStyle.Timer(countingUpIn: long, showsHours: false).format(start.addingTimeInterval(4530))) == "75:30")
        // The static form is the same style.
        #expect(SystemFormatStyle.Timer.timer(countingDownIn: hour) == SystemFormatStyle.Timer(countingDownIn: hour))
    }

    @Test func timerBoundariesAreWhereTheTextChanges() {
        let timer = SystemFormatStyle.Timer(countingDownIn: start..<start.addingTimeInterval(300))
        let next = timer.discreteInput(after: start.addingTimeInterval(10.2))
        #expect(next == start.addingTimeInterval(11))
        #expect(string(timer.format(next!)) != string(timer.format(start.addingTimeInterval(10.2))))
        #expect(timer.discreteInput(after: start.addingTimeInterval(300)) == nil)
        let before = timer.discreteInput(before: start.addingTimeInterval(10.2))!
        #expect(before < start.addingTimeInterval(10) && before > start.addingTimeInterval(9.99))
        #expect(string(timer.format(before)) == "4:51")
    }

    @Test func theStopwatchReadsAsApplesTable() {
        let watch = SystemFormatStyle.Stopwatch(startingAt: start)
        #expect(string(watch.format(start.addingTimeInterval(5.23))) == "00:05.23")
        #expect(string(watch.format(start.addingTimeInterval(45 * 60 + 30.12))) == "45:30.12")
        #expect(string(watch.format(start.addingTimeInterval(3600))) == "01:00:00.00")
        #expect(string(watch.format(start.addingTimeInterval(25 * 3600 + 61))) == "25:01:01.00")
        // Before the start date: zero.
        #expect(string(watch.format(start.addingTimeInterval(-5))) == "00:00.00")
        // Truncated, not rounded: 5.239 s is still 00:05.23.
        #expect(string(watch.format(start.addingTimeInterval(5.239))) == "00:05.23")
        let at = start.addingTimeInterval(83.45)
        #expect(string(SystemFormatStyle.Stopwatch(startingAt: start, maxPrecision: .seconds(1)).format(at)) == "01:23")
        #expect(string(SystemFormatStyle.Stopwatch(startingAt: start, maxPrecision: .milliseconds(100)).format(at)) == "01:23.4")
        #expect(string(SystemFormatStyle.Stopwatch(startingAt: start, showsHours: false).format(start.addingTimeInterval(4530))) == "75:30.00")
        #expect(string(SystemFormatStyle.Stopwatch(startingAt: start, maxPrecision: .seconds(60)).format(start.addingTimeInterval(23 * 60 + 5))) == "23 minutes")
        let tick = watch.discreteInput(after: start.addingTimeInterval(5.231))!
        #expect(abs(tick.timeIntervalSince(start) - 5.24) < 1e-9)
    }

    @Test func offsetsInUnitsAndAsAClock() {
        let offset = SystemFormatStyle.DateOffset(to: start).calendar(utc)
        #expect(string(offset.format(start.addingTimeInterval(222))) == "3 minutes, 42 seconds")
        #expect(string(offset.format(start.addingTimeInterval(3600 + 34 * 60 + 23))) == "1 hour, 34 minutes")
        #expect(string(offset.format(start.addingTimeInterval(2 * 86_400 + 3 * 3600))) == "2 days, 3 hours")
        #expect(string(offset.format(start.addingTimeInterval(-120))) == "-2 minutes")
        #expect(string(offset.format(start)) == "0 seconds")
        let signed = SystemFormatStyle.DateOffset(to: start, sign: .always()).calendar(utc)
        #expect(string(signed.format(start.addingTimeInterval(120))) == "+2 minutes")
        let clock = SystemFormatStyle.DateOffset(to: start, allowedFields: [.hour, .minute, .second], maxFieldCount: 3)
        #expect(string(clock.format(start.addingTimeInterval(5025))) == "1:23:45")
        let minutes = SystemFormatStyle.DateOffset(to: start, allowedFields: [.minute, .second])
        #expect(string(minutes.format(start.addingTimeInterval(332))) == "5:32")
        // The format style's static form leaves weeks out of the defaults; the initializer has them.
        #expect(!SystemFormatStyle.DateOffset.offset(to: start).allowedFields.contains(.week))
        #expect(SystemFormatStyle.DateOffset(to: start).allowedFields.contains(.week))
        #expect(offset.discreteInput(after: start.addingTimeInterval(222.5)) == start.addingTimeInterval(223))
    }

    @Test func referencesAreRelativeThenAbsolute() {
        let event = start  // Monday, January 1, 2001
        func read(_ seconds: TimeInterval) -> String {
            string(SystemFormatStyle.DateReference(to: event).calendar(utc).format(event.addingTimeInterval(-seconds)))
        }
        #expect(read(30) == "now")
        #expect(read(5 * 60) == "in 5 minutes")
        #expect(read(3 * 3600) == "in 3 hours")
        #expect(read(86_400) == "tomorrow")
        #expect(read(-3 * 86_400) == "3 days ago")
        #expect(read(-27 * 86_400) == "27 days ago")
        #expect(read(40 * 86_400) == "Monday, January 1")
        #expect(read(800 * 86_400) == "January 2001")
    }

    @Test func textShowsTheSourceAtTheRenderDate() {
        var environment = EnvironmentValues()
        environment.renderDate = start.addingTimeInterval(43)
        environment.timeZone = TimeZone(identifier: "UTC")!
        func shown(_ text: Text) -> String { text.formattingResolved(in: environment).plainString }
        #expect(shown(Text(.currentDate, format: .timer(countingDownIn: start..<start.addingTimeInterval(300)))) == "4:17")
        #expect(shown(Text(.currentDate, format: .stopwatch(startingAt: start))) == "00:43.00")
        #expect(shown(Text(.currentDate, format: .offset(to: start))) == "43 seconds")
        #expect(shown(Text(.currentDate, format: .reference(to: start.addingTimeInterval(343)))) == "in 5 minutes")
        #expect(shown(Text(.durationOffset(to: start), format: .time(pattern: .minuteSecond))) == "0:43")
        #expect(shown(Text(.currentDate, format: .dateTime.hour().minute())) == shown(Text(start.addingTimeInterval(43), format: .dateTime.hour().minute())))
        // Interpolated into a key, the value is formatted where the text is shown.
        let pinned = ImageRenderer(content: Text("Left: \(.currentDate, format: .timer(countingDownIn: start..<start.addingTimeInterval(60)))")
            .environment(\.renderDate, start.addingTimeInterval(43)))
        #expect(pinned.layout().size == ImageRenderer(content: Text(verbatim: "Left: 0:17")).layout().size)
        // The date ranges end or start now.
        #expect(TimeDataSource<Range<Date>>.dateRange(startingAt: start).value(start.addingTimeInterval(5)) == start..<start.addingTimeInterval(5))
        #expect(TimeDataSource<Range<Date>>.dateRange(endingAt: start).value(start.addingTimeInterval(5)) == start..<start)
    }
}
