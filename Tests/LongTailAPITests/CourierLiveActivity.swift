import ActivityKit
import WidgetKit
import SwiftUI

// A delivery Live Activity in the shape of Xcode's widget template with "Include Live
// Activity": attributes with a ContentState, an ActivityConfiguration with a Lock Screen view
// and a Dynamic Island, previews with contentStates, and app code that starts the activity.

struct DeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var stage: String
        var minutesLeft: Int
    }

    var orderNumber: String
    var restaurant: String
}

struct DeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            HStack {
                VStack(alignment: .leading, spacing: 2) {
                    Text(context.attributes.restaurant)
                        .font(.headline)
                    Text(context.state.stage)
                        .font(.subheadline)
                        .foregroundStyle(.white.opacity(0.8))
                }
                Spacer()
                Text("\(context.state.minutesLeft) min")
                    .font(.title2.bold())
            }
            .foregroundStyle(.white)
            .padding()
            .activityBackgroundTint(Color.indigo)
            .activitySystemActionForegroundColor(Color.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "bag.fill")
                        .foregroundStyle(.indigo)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.minutesLeft) min")
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.state.stage)
                        .font(.caption)
                }
            } compactLeading: {
                Image(systemName: "bag.fill")
            } compactTrailing: {
                Text("\(context.state.minutesLeft)m")
            } minimal: {
                Text("\(context.state.minutesLeft)")
            }
            .widgetURL(URL(string: "courier://order/\(context.attributes.orderNumber)"))
            .keylineTint(Color.indigo)
        }
    }
}

struct TrackOrderButton: View {
    @State private var message = "Not tracking"

    var body: some View {
        VStack {
            Button("Track order") {
                let state = DeliveryAttributes.ContentState(stage: "Cooking", minutesLeft: 25)
                do {
                    _ = try Activity.request(attributes: DeliveryAttributes(orderNumber: "A17", restaurant: "Noodle Bar"),
                                             content: .init(state: state, staleDate: nil))
                    message = "Tracking"
                } catch {
                    message = error.localizedDescription
                }
            }
            Text(message)
        }
    }
}

extension DeliveryAttributes {
    fileprivate static var preview: DeliveryAttributes {
        DeliveryAttributes(orderNumber: "A17", restaurant: "Noodle Bar")
    }
}

extension DeliveryAttributes.ContentState {
    fileprivate static var cooking: DeliveryAttributes.ContentState {
        DeliveryAttributes.ContentState(stage: "Cooking", minutesLeft: 25)
    }

    fileprivate static var onTheWay: DeliveryAttributes.ContentState {
        DeliveryAttributes.ContentState(stage: "On the way", minutesLeft: 8)
    }
}

#Preview("Notification", as: .content, using: DeliveryAttributes.preview) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryAttributes.ContentState.cooking
    DeliveryAttributes.ContentState.onTheWay
}

#Preview("Island", as: .dynamicIsland(.compact), using: DeliveryAttributes.preview) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryAttributes.ContentState.onTheWay
}
