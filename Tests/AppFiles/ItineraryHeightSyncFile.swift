import Backplate

// Two itinerary legs side by side whose card backgrounds share the height of the taller leg:
// each leg publishes its bounds, and a background reads them all (no @State needed).

enum ItineraryLeg: String, CaseIterable, Identifiable {
    case outbound, inbound
    var id: String { rawValue }
}

struct ItineraryLegBoundsKey: PreferenceKey {
    static var defaultValue: [ItineraryLeg: Anchor<CGRect>] = [:]

    static func reduce(value: inout [ItineraryLeg: Anchor<CGRect>], nextValue: () -> [ItineraryLeg: Anchor<CGRect>]) {
        value.merge(nextValue(), uniquingKeysWith: { _, new in new })
    }
}

struct ItineraryLegSummary: View {
    var leg: ItineraryLeg
    var route: String
    var stops: [String]

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(leg == .outbound ? "Outbound" : "Return")
                .font(.caption)
                .foregroundColor(.secondary)
            Text(route)
                .font(.headline)
            ForEach(stops, id: \.self) { stop in
                Text("via \(stop)")
                    .font(.footnote)
            }
        }
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .anchorPreference(key: ItineraryLegBoundsKey.self, value: .bounds) { [leg: $0] }
        .id(leg)
    }
}

struct ItineraryHeightSync: View {
    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            ItineraryLegSummary(leg: .outbound, route: "LIS → NRT", stops: ["FRA"])
            ItineraryLegSummary(leg: .inbound, route: "NRT → LIS", stops: ["HEL", "AMS", "MAD"])
        }
        .backgroundPreferenceValue(ItineraryLegBoundsKey.self) { anchors in
            GeometryReader { proxy in
                let tallest = anchors.values.map { proxy[$0].height }.max() ?? 0
                ForEach(ItineraryLeg.allCases) { leg in
                    if let anchor = anchors[leg] {
                        RoundedRectangle(cornerRadius: 12, style: .continuous)
                            .fill(Color.orange.opacity(0.25))
                            .frame(width: proxy[anchor].width, height: tallest)
                            .offset(x: proxy[anchor].minX, y: proxy[anchor].minY)
                            .id("ItineraryHeightSync.card.\(leg.rawValue)")
                    }
                }
            }
        }
        .padding()
    }
}
