import Backplate

// Almanac, a calendar agenda: events grouped by day into List Sections whose headers format
// the date (`Text(_:format: .dateTime.weekday(.wide).day().month(.wide))`), rows with a coloured
// calendar bar, custom `.listRowInsets`, hidden separators on all-day rows, times from
// `Text(_:style:)` and `Text(_:format:)` ranges in a fixed time zone and British locale, a
// `.listStyle(.plain)` list with a week strip pinned in `.safeAreaInset(edge: .top)`, and an
// empty day drawn with `ContentUnavailableView`.

enum AlmanacCalendarKind: String, CaseIterable {
    case work, family, fitness

    var color: Color {
        switch self {
        case .work: return .blue
        case .family: return .orange
        case .fitness: return .green
        }
    }
}

struct AlmanacEvent: Identifiable {
    let id = UUID()
    var title: String
    var start: Date
    var minutes: Int
    var calendar: AlmanacCalendarKind
    var location: String? = nil
    var isAllDay = false

    var end: Date { start.addingTimeInterval(TimeInterval(minutes * 60)) }
}

struct AlmanacDay: Identifiable {
    var id: Date { date }
    var date: Date
    var events: [AlmanacEvent]
}

enum AlmanacSample {
    static let zone = TimeZone(identifier: "Europe/London")!

    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        calendar.firstWeekday = 2
        return calendar
    }

    /// 10 June 2024 (a Monday) at `hour`:`minute`, `dayOffset` days later, London time.
    static func date(_ dayOffset: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        var components = DateComponents(year: 2024, month: 6, day: 10 + dayOffset, hour: hour, minute: minute)
        components.timeZone = zone
        return calendar.date(from: components)!
    }

    static let days: [AlmanacDay] = [
        AlmanacDay(date: date(0, 0), events: [
            AlmanacEvent(title: "Bank holiday planning", start: date(0, 0), minutes: 1440, calendar: .family, isAllDay: true),
            AlmanacEvent(title: "Design review", start: date(0, 9, 30), minutes: 60, calendar: .work, location: "Room 4.12"),
            AlmanacEvent(title: "Lunch with Priya", start: date(0, 12, 15), minutes: 45, calendar: .family, location: "Dishoom"),
            AlmanacEvent(title: "5k run", start: date(0, 18), minutes: 30, calendar: .fitness),
        ]),
        AlmanacDay(date: date(1, 0), events: [
            AlmanacEvent(title: "Sprint planning", start: date(1, 10), minutes: 90, calendar: .work),
            AlmanacEvent(title: "Swimming", start: date(1, 7, 15), minutes: 45, calendar: .fitness, location: "Lido"),
        ]),
        AlmanacDay(date: date(2, 0), events: []),
    ]
}

struct AlmanacEventRow: View {
    let event: AlmanacEvent

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 2)
                .fill(event.calendar.color)
                .frame(width: 4)
            VStack(alignment: .leading, spacing: 2) {
                Text(event.title)
                    .font(.body.weight(.medium))
                if let location = event.location {
                    Label(location, systemImage: "mappin.and.ellipse")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .labelStyle(.titleAndIcon)
                }
            }
            Spacer(minLength: 8)
            if event.isAllDay {
                Text("all-day")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            } else {
                VStack(alignment: .trailing, spacing: 2) {
                    Text(event.start, style: .time)
                        .font(.subheadline.monospacedDigit())
                    Text(event.end, format: .dateTime.hour().minute())
                        .font(.caption.monospacedDigit())
                        .foregroundStyle(.secondary)
                }
            }
        }
        .padding(.vertical, 4)
    }
}

struct AlmanacWeekStrip: View {
    let selected: Date
    @Environment(\.calendar) private var calendar

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<7) { offset in
                let day = calendar.date(byAdding: .day, value: offset, to: AlmanacSample.date(0, 0))!
                let isSelected = calendar.isDate(day, inSameDayAs: selected)
                VStack(spacing: 4) {
                    Text(day, format: .dateTime.weekday(.narrow))
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                    Text(day, format: .dateTime.day())
                        .font(.callout.weight(isSelected ? .bold : .regular))
                        .foregroundStyle(isSelected ? .white : .primary)
                        .frame(width: 32, height: 32)
                        .background {
                            if isSelected {
                                Circle().fill(.red)
                            }
                        }
                }
                .frame(maxWidth: .infinity)
            }
        }
        .padding(.vertical, 8)
        .background(.bar)
    }
}

struct AlmanacAgendaScreen: View {
    var days: [AlmanacDay] = AlmanacSample.days

    var body: some View {
        NavigationStack {
            List {
                ForEach(days) { day in
                    Section {
                        if day.events.isEmpty {
                            ContentUnavailableView("No Events", systemImage: "calendar",
                                                   description: Text("Enjoy the free day."))
                                .listRowSeparator(.hidden)
                        } else {
                            ForEach(day.events.sorted { $0.start < $1.start }) { event in
                                AlmanacEventRow(event: event)
                                    .listRowInsets(EdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
                                    .listRowSeparator(event.isAllDay ? .hidden : .automatic)
                            }
                        }
                    } header: {
                        Text(day.date, format: .dateTime.weekday(.wide).day().month(.wide))
                            .font(.subheadline.weight(.semibold))
                            .foregroundStyle(.primary)
                            .textCase(nil)
                    }
                }
            }
            .listStyle(.plain)
            .safeAreaInset(edge: .top, spacing: 0) {
                AlmanacWeekStrip(selected: AlmanacSample.date(0, 12))
            }
            .navigationTitle("June")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Today") {}
                }
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button {} label: { Image(systemName: "magnifyingglass") }
                    Button {} label: { Image(systemName: "plus") }
                }
            }
        }
        .environment(\.timeZone, AlmanacSample.zone)
        .environment(\.calendar, AlmanacSample.calendar)
        .environment(\.locale, Locale(identifier: "en_GB"))
    }
}

#Preview("Agenda") {
    AlmanacAgendaScreen()
}

#Preview("Empty") {
    AlmanacAgendaScreen(days: [AlmanacDay(date: AlmanacSample.date(2, 0), events: [])])
}
