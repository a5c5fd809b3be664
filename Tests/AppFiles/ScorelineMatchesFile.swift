import SwiftUI

// A football-scores app's match day: a league filter bar with a matchedGeometryEffect
// underline, a LazyVStack with pinned day headers, score cards whose team block switches
// between HStackLayout and VStackLayout through AnyLayout at accessibility sizes, a custom
// Layout that spaces the form-guide dots evenly, a live badge with a pulsing symbol effect, and
// a standings Grid with gridColumnAlignment.

enum ScorelineLeague: String, CaseIterable, Identifiable {
    case premier = "Premier", laLiga = "La Liga", serieA = "Serie A"
    var id: Self { self }
}

struct ScorelineMatch: Identifiable {
    let id = UUID()
    var home: String
    var away: String
    var homeGoals: Int?
    var awayGoals: Int?
    var minute: Int?
    var kickOff: String
}

/// Lays its children out at equal intervals across the proposed width, centred vertically.
struct ScorelineEvenRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let height = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
        return CGSize(width: proposal.width ?? CGFloat(subviews.count) * 20, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let step = bounds.width / CGFloat(subviews.count)
        for (index, subview) in subviews.enumerated() {
            let x = bounds.minX + step * (CGFloat(index) + 0.5)
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: .unspecified)
        }
    }
}

struct ScorelineMatchCard: View {
    let match: ScorelineMatch
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        let layout = typeSize.isAccessibilitySize ? AnyLayout(VStackLayout(spacing: 6)) : AnyLayout(HStackLayout(spacing: 12))
        VStack(spacing: 10) {
            layout {
                Text(match.home).frame(maxWidth: .infinity, alignment: .trailing)
                Group {
                    if let home = match.homeGoals, let away = match.awayGoals {
                        Text("\(home) – \(away)").monospacedDigit()
                    } else {
                        Text(match.kickOff)
                    }
                }
                .font(.title3.bold())
                .frame(minWidth: 64)
                Text(match.away).frame(maxWidth: .infinity, alignment: .leading)
            }
            .font(.headline)
            if let minute = match.minute {
                Label("\(minute)′", systemImage: "dot.radiowaves.left.and.right")
                    .font(.caption.bold())
                    .foregroundStyle(.red)
                    .symbolEffect(.pulse)
            }
        }
        .padding()
        .background(.background.secondary, in: .rect(cornerRadius: 16))
    }
}

struct ScorelineMatchDayView: View {
    @Namespace private var underline
    @State private var league: ScorelineLeague = .premier
    private let today: [ScorelineMatch] = [
        ScorelineMatch(home: "Arsenal", away: "Chelsea", homeGoals: 2, awayGoals: 1, minute: 67, kickOff: "12:30"),
        ScorelineMatch(home: "Everton", away: "Fulham", kickOff: "15:00"),
    ]
    private let form: [Character] = ["W", "W", "D", "L", "W"]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 12, pinnedViews: .sectionHeaders) {
                    Section {
                        ForEach(today) { ScorelineMatchCard(match: $0) }
                        ScorelineEvenRow {
                            ForEach(Array(form.enumerated()), id: \.offset) { _, result in
                                Text(String(result))
                                    .font(.caption.bold())
                                    .foregroundStyle(.white)
                                    .frame(width: 26, height: 26)
                                    .background(result == "W" ? Color.green : result == "D" ? Color.gray : Color.red, in: .circle)
                            }
                        }
                        .padding(.vertical, 8)
                        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
                            GridRow {
                                Text("Club")
                                Text("P").gridColumnAlignment(.trailing)
                                Text("Pts").gridColumnAlignment(.trailing)
                            }
                            .font(.caption.bold())
                            .foregroundStyle(.secondary)
                            Divider().gridCellUnsizedAxes(.horizontal)
                            GridRow { Text("1  Arsenal"); Text("14"); Text("33") }
                            GridRow { Text("2  Man City"); Text("14"); Text("29") }
                            GridRow { Text("3  Chelsea"); Text("14"); Text("24") }
                        }
                        .monospacedDigit()
                        .frame(maxWidth: .infinity, alignment: .leading)
                    } header: {
                        HStack(spacing: 20) {
                            ForEach(ScorelineLeague.allCases) { item in
                                Button(item.rawValue) {
                                    withAnimation(.snappy) { league = item }
                                }
                                .font(.subheadline.weight(league == item ? .bold : .regular))
                                .foregroundStyle(league == item ? .primary : .secondary)
                                .padding(.bottom, 6)
                                .overlay(alignment: .bottom) {
                                    if league == item {
                                        Capsule()
                                            .fill(.green)
                                            .frame(height: 3)
                                            .matchedGeometryEffect(id: "underline", in: underline)
                                    }
                                }
                            }
                            Spacer()
                        }
                        .padding(.vertical, 8)
                        .background(.bar)
                    }
                }
                .padding(.horizontal)
            }
            .navigationTitle("Today")
        }
    }
}

#Preview("Match Day") {
    ScorelineMatchDayView()
}
