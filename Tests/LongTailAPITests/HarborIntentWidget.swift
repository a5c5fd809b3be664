import SwiftUI
import WidgetKit
import Intents

// A configurable widget of iOS 14-16's SiriKit shape: an intent class (Xcode generates it from
// an .intentdefinition file; written by hand here), an IntentTimelineProvider and an
// IntentConfiguration, with a preview whose timeline awaits.

class HarborConfigurationIntent: INIntent {
    var harbor: String? = "Bergen"
}

struct HarborEntry: TimelineEntry {
    let date: Date
    let harbor: String
    let knots: Int
}

struct HarborProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> HarborEntry {
        HarborEntry(date: Date(timeIntervalSince1970: 0), harbor: "Harbor", knots: 12)
    }

    func getSnapshot(for configuration: HarborConfigurationIntent, in context: Context, completion: @escaping (HarborEntry) -> Void) {
        completion(HarborEntry(date: Date(), harbor: configuration.harbor ?? "Harbor", knots: 8))
    }

    func getTimeline(for configuration: HarborConfigurationIntent, in context: Context, completion: @escaping (Timeline<HarborEntry>) -> Void) {
        let entry = HarborEntry(date: Date(), harbor: configuration.harbor ?? "Harbor", knots: 8)
        completion(Timeline(entries: [entry], policy: .atEnd))
    }

    func recommendations() -> [IntentRecommendation<HarborConfigurationIntent>] {
        [IntentRecommendation(intent: HarborConfigurationIntent(), description: "Bergen")]
    }
}

struct HarborWindWidget: Widget {
    let kind: String = "HarborWindWidget"

    var body: some WidgetConfiguration {
        IntentConfiguration(kind: kind, intent: HarborConfigurationIntent.self, provider: HarborProvider()) { entry in
            VStack(alignment: .leading) {
                Text(entry.harbor)
                Text("\(entry.knots) kn")
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Harbor Wind")
        .description("The wind in your harbor.")
    }
}

enum HarborForecast {
    static func latest() async -> HarborEntry {
        HarborEntry(date: Date(timeIntervalSince1970: 0), harbor: "Ålesund", knots: 21)
    }
}

#Preview("Harbor wind", as: .systemSmall) {
    HarborWindWidget()
} timeline: {
    HarborEntry(date: Date(timeIntervalSince1970: 0), harbor: "Bergen", knots: 9)
}

#Preview("Harbor wind, awaited", as: .systemSmall) {
    HarborWindWidget()
} timeline: {
    await HarborForecast.latest()
}
