import Testing
import BackplateTestSupport
import Foundation
import Backplate
@testable import BackplateCore
@testable import BackplateCairo

/// A custom environment key whose value is optional, like `renderDate`.
private struct NicknameKey: EnvironmentKey { static let defaultValue: String? = nil }
extension EnvironmentValues {
    fileprivate var nickname: String? {
        get { self[NicknameKey.self] }
        set { self[NicknameKey.self] = newValue }
    }
}

/// A user view reading two optional-valued environment keys through `@Environment`.
private struct PinnedStamp: View {
    @Environment(\.renderDate) var now
    @Environment(\.nickname) var nickname
    var body: some View {
        Text(verbatim: "\(now.map { String(Int($0.timeIntervalSinceReferenceDate)) } ?? "clock") \(nickname ?? "none")")
    }
}

/// A generic user view shaped like `TimelineView` (an empty schedule-like value, a content
/// closure, an optional-valued `@Environment`), built in one module and copied in another.
private struct GenericStamp<Schedule, Content> {
    let schedule: Schedule
    let content: (Date?) -> Content
    @Environment(\.renderDate) var now
}
extension GenericStamp: View where Content: View {
    init(_ schedule: Schedule, @ViewBuilder content: @escaping (Date?) -> Content) {
        self.schedule = schedule
        self.content = content
    }
    var body: some View { content(now) }
}

/// "Now" pinned by `.environment(\.renderDate, _)` for `TimelineView` and
/// `ProgressView(timerInterval:)`, and `@Environment` of optional values in user views.
@MainActor @Suite struct RenderDateTests {
    /// 2001-01-01 00:00:00 UTC.
    let reference = Date(timeIntervalSinceReferenceDate: 0)

    func strings<V: View>(_ view: V) -> [String] {
        ImageRenderer(content: view).displayList().drawnTexts.map(\.0)
    }

    func utc(_ date: Date) -> String { date.formatted(Date.ISO8601FormatStyle()) }

    @Test func userViewsWithOptionalEnvironmentValuesAreCopiedAndRendered() {
        let stamp = PinnedStamp()
        let copy = stamp
        let generic = GenericStamp(EveryMinuteTimelineSchedule()) { now in Text(verbatim: now.map { "\(Int($0.timeIntervalSinceReferenceDate))" } ?? "clock") }
        let genericCopy = generic
        let view = VStack {
            stamp
            copy.environment(\.renderDate, reference.addingTimeInterval(90)).environment(\.nickname, "Ada")
            GeometryReader { _ in copy }
            generic
            genericCopy.environment(\.renderDate, reference.addingTimeInterval(7))
        }
        #expect(strings(view) == ["clock none", "90 Ada", "clock none", "clock", "7"])
    }

    @Test func timelineContextDateIsTheScheduleEntryCurrentAtTheRenderDate() {
        // Apple: `.everyMinute` updates "at the start of every minute"; `.periodic(from:by:)`
        // at the start date and every interval after; `.explicit` at the given dates. The
        // context date is the entry in effect at "now" (00:02:30 UTC here).
        let now = reference.addingTimeInterval(150)
        func shown<S: TimelineSchedule>(_ schedule: S) -> [String] {
            strings(TimelineView(schedule) { context in Text(verbatim: utc(context.date)) }.environment(\.renderDate, now))
        }
        #expect(shown(.everyMinute) == ["2001-01-01T00:02:00Z"])
        #expect(shown(.periodic(from: reference, by: 45)) == ["2001-01-01T00:02:15Z"])
        #expect(shown(.explicit([reference.addingTimeInterval(100), reference.addingTimeInterval(200)])) == ["2001-01-01T00:01:40Z"])
        #expect(shown(.animation) == ["2001-01-01T00:02:30Z"])
        // One TimelineView value placed in two subtrees reads each position's date.
        let clock = TimelineView(.everyMinute) { context in Text(context.date, style: .relative) }
        let both = VStack {
            clock.environment(\.renderDate, reference.addingTimeInterval(3 * 3600 + 59))
            clock.environment(\.renderDate, reference.addingTimeInterval(30))
        }
        #expect(strings(both) == ["59 sec", "30 sec"])
    }

    @Test func timelineWithoutARenderDateUsesTheClock() throws {
        let before = Date()
        let shown = try #require(strings(TimelineView(.animation) { Text(verbatim: "\($0.date.timeIntervalSinceReferenceDate)") }).first)
        let seconds = try #require(Double(shown))
        #expect(seconds >= before.timeIntervalSinceReferenceDate && seconds <= Date().timeIntervalSinceReferenceDate)
    }

    @Test(arguments: [(true, 225.0, "1:15"), (false, 75.0, "0:25")])
    func timerProgressFillsTheFractionAtTheRenderDate(countsDown: Bool, fill: Double, label: String) throws {
        // A 100-second interval, 25 seconds in: counting down (the default) the bar shows
        // the 75 % remaining and "1:15"; counting up, 25 % and "0:25". 300 points wide.
        let bar = ProgressView(timerInterval: reference...reference.addingTimeInterval(100), countsDown: countsDown)
            .environment(\.renderDate, reference.addingTimeInterval(25))
        let capsules = controlShapes(bar, width: 300).filter { $0.source.contains("Capsule") }
        let filled = try #require(capsules.first { $0.frame.width < 300 })
        #expect(abs(filled.frame.width - fill) < 0.5, "\(filled.frame)")
        #expect(strings(bar.frame(width: 300)) == [label])
        // The labelled form reads the same date.
        let labelled = ProgressView(timerInterval: reference...reference.addingTimeInterval(100), countsDown: countsDown) { Text(verbatim: "Tea") }
            .environment(\.renderDate, reference.addingTimeInterval(25))
        #expect(strings(labelled.frame(width: 300)) == ["Tea", label])
    }
}
