import SwiftUI
import Charts

// A baby tracker (2025): today's summary tiles, a week of feeds and naps as side-by-side bars
// (position(by:)) on a tinted plot area (chartPlotStyle), a last-feed card with a relative
// "since" text pinned to a fixed now, a log List with a segmented filter and swipe-to-delete.

enum SprigKind: String, CaseIterable, Identifiable, Plottable {
    case feed = "Feeds"
    case nap = "Naps"

    var id: String { rawValue }
    var color: Color { self == .feed ? .pink : .indigo }
    var symbol: String { self == .feed ? "drop.fill" : "moon.zzz.fill" }
}

struct SprigDayCount: Identifiable {
    var day: String
    var kind: SprigKind
    var count: Int
    var id: String { day + kind.rawValue }
}

struct SprigEntry: Identifiable {
    let id = UUID()
    var kind: SprigKind
    var time: String
    var detail: String
}

enum SprigSamples {
    static let week: [SprigDayCount] = {
        let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        let feeds = [8, 7, 9, 8, 8, 7, 6]
        let naps = [4, 5, 3, 4, 4, 5, 3]
        var result: [SprigDayCount] = []
        for (index, day) in days.enumerated() {
            result.append(SprigDayCount(day: day, kind: .feed, count: feeds[index]))
            result.append(SprigDayCount(day: day, kind: .nap, count: naps[index]))
        }
        return result
    }()

    static let log: [SprigEntry] = [
        SprigEntry(kind: .feed, time: "14:05", detail: "Bottle · 120 ml"),
        SprigEntry(kind: .nap, time: "12:30", detail: "1 h 20 min"),
        SprigEntry(kind: .feed, time: "11:10", detail: "Left side · 14 min"),
        SprigEntry(kind: .nap, time: "09:00", detail: "45 min"),
    ]
}

struct SprigSummaryTile: View {
    var kind: SprigKind
    var value: String

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Image(systemName: kind.symbol)
                .foregroundStyle(kind.color)
            Text(value).font(.title2.bold())
            Text(kind.rawValue).font(.caption).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(12)
        .background(kind.color.opacity(0.12), in: .rect(cornerRadius: 14))
    }
}

struct SprigTodayView: View {
    @State private var filter: SprigKind? = nil
    @State private var entries = SprigSamples.log
    let lastFeed = Date(timeIntervalSinceReferenceDate: 810_000_000)

    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack(spacing: 12) {
                        SprigSummaryTile(kind: .feed, value: "6")
                        SprigSummaryTile(kind: .nap, value: "3")
                    }
                    .listRowInsets(EdgeInsets())
                    .listRowBackground(Color.clear)
                }
                Section("This Week") {
                    Chart(SprigSamples.week) { item in
                        BarMark(x: .value("Day", item.day), y: .value("Count", item.count), width: .ratio(0.8))
                            .foregroundStyle(by: .value("Kind", item.kind))
                            .position(by: .value("Kind", item.kind))
                            .cornerRadius(3)
                    }
                    .chartForegroundStyleScale([SprigKind.feed: Color.pink, SprigKind.nap: Color.indigo])
                    .chartPlotStyle { plot in
                        plot.background(Color.pink.opacity(0.06))
                    }
                    .chartLegend(.hidden)
                    .frame(height: 160)
                }
                Section {
                    Picker("Show", selection: $filter) {
                        Text("All").tag(SprigKind?.none)
                        ForEach(SprigKind.allCases) { Text($0.rawValue).tag(Optional($0)) }
                    }
                    .pickerStyle(.segmented)
                    .listRowBackground(Color.clear)
                    .listRowInsets(EdgeInsets())
                    ForEach(entries.filter { filter == nil || $0.kind == filter }) { entry in
                        HStack {
                            Image(systemName: entry.kind.symbol)
                                .foregroundStyle(entry.kind.color)
                                .frame(width: 28)
                            VStack(alignment: .leading) {
                                Text(entry.kind == .feed ? "Feed" : "Nap")
                                Text(entry.detail).font(.caption).foregroundStyle(.secondary)
                            }
                            Spacer()
                            Text(entry.time).monospacedDigit().foregroundStyle(.secondary)
                        }
                    }
                    .onDelete { entries.remove(atOffsets: $0) }
                } header: {
                    Text("Last feed \(lastFeed, style: .relative) ago")
                }
            }
            .navigationTitle("Today")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Log", systemImage: "plus") {}
                        .buttonStyle(.borderedProminent)
                        .tint(.pink)
                }
            }
        }
    }
}

#Preview("Today") {
    SprigTodayView()
}
