import Backplate

// Stride, a walking app's weekly stats: a bar chart drawn without Charts (a GeometryReader
// that scales RoundedRectangle bars to the tallest day, a dashed goal line in an overlay),
// a summary with numbers in `format:` styles (grouping, percent, measurement-free distances),
// `.foregroundStyle` hierarchies, a Menu with Sections in the toolbar, a principal toolbar
// title, and a redacted placeholder card while the week loads.

struct StrideDay: Identifiable {
    var id: Int { index }
    let index: Int
    let label: String
    let steps: Int
}

struct StrideWeek {
    var days: [StrideDay]
    var goal: Int

    var total: Int { days.reduce(0) { $0 + $1.steps } }
    var best: StrideDay? { days.max { $0.steps < $1.steps } }
    var daysOverGoal: Int { days.filter { $0.steps >= goal }.count }

    static let sample = StrideWeek(days: [
        StrideDay(index: 0, label: "M", steps: 6_200),
        StrideDay(index: 1, label: "T", steps: 9_800),
        StrideDay(index: 2, label: "W", steps: 4_100),
        StrideDay(index: 3, label: "T", steps: 12_000),
        StrideDay(index: 4, label: "F", steps: 8_000),
        StrideDay(index: 5, label: "S", steps: 10_600),
        StrideDay(index: 6, label: "S", steps: 3_000),
    ], goal: 8_000)
}

struct StrideBarChart: View {
    let week: StrideWeek
    var barColor: Color = .mint

    private var maximum: Int { max(week.days.map(\.steps).max() ?? 1, week.goal) }

    var body: some View {
        VStack(spacing: 6) {
            GeometryReader { proxy in
                HStack(alignment: .bottom, spacing: 10) {
                    ForEach(week.days) { day in
                        RoundedRectangle(cornerRadius: 6, style: .continuous)
                            .fill(day.steps >= week.goal ? AnyShapeStyle(barColor) : AnyShapeStyle(barColor.opacity(0.35)))
                            .frame(height: proxy.size.height * CGFloat(day.steps) / CGFloat(maximum))
                            .frame(maxWidth: .infinity)
                    }
                }
                .frame(maxHeight: .infinity, alignment: .bottom)
                .overlay(alignment: .bottom) {
                    Rectangle()
                        .stroke(style: StrokeStyle(lineWidth: 1, dash: [4, 3]))
                        .foregroundStyle(.secondary)
                        .frame(height: 1)
                        .offset(y: -proxy.size.height * CGFloat(week.goal) / CGFloat(maximum))
                }
            }
            HStack(spacing: 10) {
                ForEach(week.days) { day in
                    Text(day.label)
                        .font(.caption2.weight(.medium))
                        .foregroundStyle(.secondary)
                        .frame(maxWidth: .infinity)
                }
            }
        }
    }
}

struct StrideSummaryTile: View {
    let title: String
    let value: Text
    let systemImage: String
    let tint: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label(title, systemImage: systemImage)
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(tint)
            value
                .font(.title2.weight(.bold))
                .monospacedDigit()
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(Color(white: 0.5, opacity: 0.12), in: RoundedRectangle(cornerRadius: 14, style: .continuous))
    }
}

struct StrideStatsScreen: View {
    var week: StrideWeek = .sample
    var isLoading = false
    @State private var range = "Week"

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Daily average")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                        HStack(alignment: .firstTextBaseline, spacing: 4) {
                            Text(week.total / week.days.count, format: .number)
                                .font(.system(size: 34, weight: .bold, design: .rounded))
                            Text("steps")
                                .font(.headline)
                                .foregroundStyle(.secondary)
                        }
                        Text("10–16 June 2024")
                            .font(.footnote)
                            .foregroundStyle(.tertiary)
                    }

                    StrideBarChart(week: week)
                        .frame(height: 180)
                        .padding()
                        .background(Color(white: 0.5, opacity: 0.12), in: RoundedRectangle(cornerRadius: 16, style: .continuous))

                    Grid(horizontalSpacing: 12, verticalSpacing: 12) {
                        GridRow {
                            StrideSummaryTile(title: "Total", value: Text(week.total, format: .number),
                                              systemImage: "figure.walk", tint: .mint)
                            StrideSummaryTile(title: "Goal met",
                                              value: Text(Double(week.daysOverGoal) / Double(week.days.count), format: .percent.precision(.fractionLength(0))),
                                              systemImage: "target", tint: .orange)
                        }
                        GridRow {
                            StrideSummaryTile(title: "Best day",
                                              value: Text(week.best?.steps ?? 0, format: .number),
                                              systemImage: "trophy.fill", tint: .yellow)
                                .gridCellColumns(2)
                        }
                    }
                    .redacted(reason: isLoading ? .placeholder : [])
                }
                .padding()
            }
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .principal) {
                    Text("Activity")
                        .font(.headline)
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Section("Range") {
                            Picker("Range", selection: $range) {
                                Text("Week").tag("Week")
                                Text("Month").tag("Month")
                                Text("Year").tag("Year")
                            }
                        }
                        Section {
                            Button("Export CSV", systemImage: "square.and.arrow.up") {}
                        }
                    } label: {
                        Label("Options", systemImage: "ellipsis.circle")
                    }
                }
            }
        }
        .environment(\.locale, Locale(identifier: "en_US"))
    }
}

#Preview("Week") {
    StrideStatsScreen()
}

#Preview("Loading") {
    StrideStatsScreen(isLoading: true)
}

#Preview("Accessibility size") {
    StrideStatsScreen()
        .dynamicTypeSize(.accessibility2)
}
