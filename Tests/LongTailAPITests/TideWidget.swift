import ActivityKit
import WidgetKit
import SwiftUI

// A tide widget and a ferry Live Activity as an app's widget extension writes them: a
// provider that reads the environment variants it may be drawn in, gallery names given as
// `Text`, an island whose expanded regions depend on the state, previews from the provider,
// and app code that reads which widget was tapped.

struct TideEntry: TimelineEntry {
    let date: Date
    let harbor: String
    let heightMeters: Double
    /// How many appearances the widget is drawn in (one unless the system asks for variants).
    var appearances = 1
}

struct TideProvider: TimelineProvider {
    func placeholder(in context: Context) -> TideEntry {
        TideEntry(date: .now, harbor: "Harbor", heightMeters: 1.2,
                  appearances: context.environmentVariants.colorScheme?.count ?? 1)
    }

    func getSnapshot(in context: Context, completion: @escaping (TideEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TideEntry>) -> Void) {
        // Widgets drawn in both appearances get a timeline for each; one is enough otherwise.
        let schemes = context.environmentVariants.colorScheme ?? []
        let entries = (0..<max(1, schemes.count)).map { hour in
            TideEntry(date: Date(timeIntervalSince1970: Double(hour) * 3_600), harbor: "Kinsale", heightMeters: 2.4)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct TideWidgetView: View {
    @Environment(\.widgetFamily) private var family
    var entry: TideEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text(entry.harbor)
                .font(.headline)
            Text(entry.heightMeters, format: .number.precision(.fractionLength(1)))
                .font(.title)
            if family != .systemSmall {
                Text("High water")
            }
            if entry.appearances > 1 {
                Text("\(entry.appearances) appearances")
            }
        }
        .containerBackground(Color.teal, for: .widget)
    }
}

struct TideWidget: Widget {
    let kind = "TideWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: TideProvider()) { entry in
            TideWidgetView(entry: entry)
        }
        .configurationDisplayName(Text("Tides"))
        .description(Text("The next high water at your harbor."))
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct FerryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var minutesToDeparture: Int
        var isBoarding: Bool
    }

    var route: String
}

struct FerryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: FerryAttributes.self) { context in
            Text(context.attributes.route)
                .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "ferry.fill")
                }
                .contentMargins(.leading, 12)
                if context.state.isBoarding {
                    DynamicIslandExpandedRegion(.center) {
                        Text("Boarding")
                    }
                } else {
                    DynamicIslandExpandedRegion(.center) {
                        Text("Departs in \(context.state.minutesToDeparture) min")
                    }
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.attributes.route)
                }
            } compactLeading: {
                Image(systemName: "ferry.fill")
            } compactTrailing: {
                Text("\(context.state.minutesToDeparture)m")
            } minimal: {
                Text("\(context.state.minutesToDeparture)")
            }
            .contentMargins(.trailing, 8, for: .expanded)
        }
    }
}

/// The widget a tap opened the app from, read from the activity's `userInfo`.
func tappedWidget(in activity: NSUserActivity) -> (kind: String, family: WidgetFamily)? {
    guard let kind = activity.userInfo?[WidgetCenter.UserInfoKey.kind] as? String,
          let rawFamily = activity.userInfo?[WidgetCenter.UserInfoKey.family] as? Int,
          let family = WidgetFamily(rawValue: rawFamily)
    else { return nil }
    return (kind, family)
}

#Preview(as: .systemMedium) {
    TideWidget()
} timelineProvider: {
    TideProvider()
}

#Preview("Boarding", as: .dynamicIsland(.expanded), using: FerryAttributes(route: "Cork – Cobh")) {
    FerryLiveActivity()
} contentStates: {
    FerryAttributes.ContentState(minutesToDeparture: 0, isBoarding: true)
    FerryAttributes.ContentState(minutesToDeparture: 12, isBoarding: false)
}
