import WidgetKit
import Backplate

// A step-count widget as Xcode's widget-extension template lays it out: a timeline provider,
// an entry, an entry view with a container background, a StaticConfiguration and #Preview
// with a timeline. Only `import SwiftUI` was changed.

struct StrideProvider: TimelineProvider {
    func placeholder(in context: Context) -> StrideEntry {
        StrideEntry(date: Date(), steps: 6_000, goal: 10_000)
    }

    func getSnapshot(in context: Context, completion: @escaping (StrideEntry) -> ()) {
        completion(StrideEntry(date: Date(), steps: 7_420, goal: 10_000))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        var entries: [StrideEntry] = []
        let currentDate = Date()
        for hourOffset in 0 ..< 5 {
            let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
            entries.append(StrideEntry(date: entryDate, steps: 1_000 * hourOffset, goal: 10_000))
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct StrideEntry: TimelineEntry {
    let date: Date
    let steps: Int
    let goal: Int

    var progress: Double { min(Double(steps) / Double(goal), 1) }
}

struct StrideWidgetEntryView: View {
    @Environment(\.widgetFamily) var family
    var entry: StrideProvider.Entry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Label("Steps", systemImage: "figure.walk")
                .font(.caption.bold())
                .foregroundStyle(.green)
            Spacer()
            Text(entry.steps, format: .number)
                .font(.system(size: 28, weight: .bold, design: .rounded))
            ProgressView(value: entry.progress)
                .tint(.green)
            if family != .systemSmall {
                Text("Goal \(entry.goal.formatted())")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct StrideWidget: Widget {
    let kind: String = "StrideWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StrideProvider()) { entry in
            if #available(iOS 17.0, *) {
                StrideWidgetEntryView(entry: entry)
                    .containerBackground(.fill.tertiary, for: .widget)
            } else {
                StrideWidgetEntryView(entry: entry)
                    .padding()
                    .background()
            }
        }
        .configurationDisplayName("Stride")
        .description("Today's steps toward your goal.")
        .supportedFamilies([.systemSmall, .systemMedium])
        .disfavoredLocations([.standBy], for: [.systemSmall])
    }
}

#Preview(as: .systemSmall) {
    StrideWidget()
} timeline: {
    StrideEntry(date: .now, steps: 8_204, goal: 10_000)
    StrideEntry(date: .now, steps: 10_512, goal: 10_000)
}
