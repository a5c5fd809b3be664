import SwiftUI
import WidgetKit

struct SummitEntry: TimelineEntry {
    let date: Date
    let peak: String
    let miles: Double
}

struct SummitWidgetView: View {
    var entry: SummitEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text(entry.peak)
                .font(.headline)
            Text("\(entry.miles, specifier: "%.1f") mi")
                .font(.title.bold())
        }
    }
}

struct SummitWidgetView_Previews: PreviewProvider {
    static var previews: some View {
        SummitWidgetView(entry: SummitEntry(date: Date(timeIntervalSince1970: 1_700_000_000), peak: "Mt. Tam", miles: 7.5))
            .previewContext(WidgetPreviewContext(family: .systemSmall))
    }
}
