import Backplate

// A travel app's booking tabs with a selection underline that follows the selected tab
// through an anchor preference (Swift 5 mode, as written in the app).

enum TripTab: String, CaseIterable, Identifiable {
    case flights, hotels, cars

    var id: String { rawValue }
    var title: String { rawValue.capitalized }
}

struct TripTabBoundsKey: PreferenceKey {
    static var defaultValue: [TripTab: Anchor<CGRect>] = [:]

    static func reduce(value: inout [TripTab: Anchor<CGRect>], nextValue: () -> [TripTab: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

struct TripTabUnderline: View {
    var selection: TripTab

    var body: some View {
        HStack(spacing: 24) {
            ForEach(TripTab.allCases) { tab in
                Text(tab.title)
                    .font(.subheadline.weight(tab == selection ? .semibold : .regular))
                    .foregroundStyle(tab == selection ? Color.primary : Color.secondary)
                    .padding(.vertical, 10)
                    .anchorPreference(key: TripTabBoundsKey.self, value: .bounds) { [tab: $0] }
                    .id(tab)
            }
            Spacer()
        }
        .padding(.horizontal)
        .overlayPreferenceValue(TripTabBoundsKey.self) { anchors in
            GeometryReader { proxy in
                if let anchor = anchors[selection] {
                    let tabFrame = proxy[anchor]
                    Capsule()
                        .fill(Color.accentColor)
                        .frame(width: tabFrame.width, height: 3)
                        .offset(x: tabFrame.minX, y: tabFrame.maxY - 3)
                        .id("TripTabUnderline.underline")
                }
            }
        }
    }
}
