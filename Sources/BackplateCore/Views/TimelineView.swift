import Foundation

/// A type that provides a sequence of dates for use as a schedule.
public protocol TimelineSchedule {
    /// The sequence of dates within a schedule.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The mode the schedule is asked for entries in.
    typealias Mode = TimelineScheduleMode
    /// Provides a sequence of dates starting around a given date.
    func entries(from startDate: Date, mode: Mode) -> Entries
}

/// The dates of a built-in schedule: a first date, then one every `step` seconds, without end.
public struct _SteppedDates: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date
    let step: TimeInterval
    /// The next date.
    public mutating func next() -> Date? {
        defer { upcoming = upcoming.addingTimeInterval(step) }
        return upcoming
    }
}

/// A mode of operation for timeline schedule updates.
public enum TimelineScheduleMode: Hashable, Sendable {
    /// Normal updates.
    case normal
    /// Low-frequency updates (always-on display).
    case lowFrequency
}

/// A schedule that updates at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// Creates the schedule.
    public init() {}
    /// The dates of the schedule: the start of a minute, then every minute.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var dates: _SteppedDates
        /// The next minute.
        public mutating func next() -> Date? { dates.next() }
    }
    /// The start of the current minute, then every minute.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let t = startDate.timeIntervalSinceReferenceDate
        let start = Date(timeIntervalSinceReferenceDate: (t / 60).rounded(.down) * 60)
        return Entries(dates: _SteppedDates(upcoming: start, step: 60))
    }
}

/// A schedule that updates at regular intervals.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval
    /// Creates a schedule starting at `startDate` with the given interval.
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval
    }
    /// The dates of the schedule: its start, then one per interval.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var dates: _SteppedDates
        /// The next date.
        public mutating func next() -> Date? { dates.next() }
    }
    /// The start date, then one date per interval.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let step = interval > 0 && interval.isFinite ? interval : 1
        return Entries(dates: _SteppedDates(upcoming: start, step: step))
    }
}

/// A schedule for animations: as often as the display refreshes.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    /// Creates an animation schedule.
    public init(minimumInterval: Double? = nil, paused: Bool = false) { self.minimumInterval = minimumInterval }
    /// The dates of the schedule: one per frame.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var dates: _SteppedDates
        /// The next frame's date.
        public mutating func next() -> Date? { dates.next() }
    }
    /// The start date, then one date per frame (1/60 s, or the minimum interval).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let step = max(minimumInterval ?? 1.0 / 60, 1.0 / 120)
        return Entries(dates: _SteppedDates(upcoming: startDate, step: step))
    }
}

/// A schedule of explicit dates.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries
    /// Creates a schedule of the given dates.
    public init(_ dates: Entries) { self.dates = dates }
    /// The dates.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule updating every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule updating periodically.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A schedule updating every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// A schedule updating every frame, at most every `minimumInterval`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
extension TimelineSchedule {
    /// A schedule of explicit dates.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

/// A view that updates according to a schedule.
///
/// A still render evaluates the content once, with the schedule's entry current at render
/// time (the environment's `renderDate` when set, else the real clock): the latest entry not after the moment the view is rendered (the start of the
/// current minute for `.everyMinute`; the render time itself for `.animation`; the first
/// entry when all lie in the future). The schedule is read at most 10,000 entries deep.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    /// Information passed to a timeline view's content.
    public struct Context {
        /// The rate at which the view updates.
        public enum Cadence: Comparable, Sendable {
            /// Updates in real time.
            case live
            /// Updates every second.
            case seconds
            /// Updates every minute.
            case minutes
        }
        /// The date from the schedule that triggered this update.
        public let date: Date
        /// The cadence of updates.
        public let cadence: Cadence

        /// Asks the view to rebuild its content before the next scheduled entry (iOS 17). A
        /// still render builds the content once: nothing changes.
        public func invalidateTimelineContent() {}
    }

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
}

/// The context type of a timeline view's content closure.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

nonisolated extension TimelineView: View where Content: View {
    /// Creates a timeline view.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// The content for the schedule's current entry at the moment the render shows: the
    /// environment's `renderDate` when set, else the real clock.
    public var body: some View {
        _RenderDateReader { now in content(TimelineViewDefaultContext(date: currentEntry(at: now), cadence: .live)) }
    }

    /// The schedule's entry current at `now`: the latest entry not after it, else the first
    /// entry, else `now` (an empty schedule); at most 10,000 entries are read.
    func currentEntry(at now: Date) -> Date {
        var current: Date?
        var first: Date?
        for (n, d) in schedule.entries(from: now, mode: .normal).enumerated() {
            if n >= 10_000 { break }
            if first == nil { first = d }
            if d <= now { current = d } else { break }
        }
        return current ?? first ?? now
    }
}
