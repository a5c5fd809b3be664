import SwiftUI
import Charts
import Foundation

// Crema: a caffeine tracker's summary pages in the style of 2024-2026 apps. An @Observable
// day log, amounts written by MeasurementFormatter, a brand shape style turned into a Color,
// a page-style TabView whose tabs each list a heading and a card, a card that can be dragged
// only while editing, and a weekly chart with an optional limit line.

struct CremaDrink: Identifiable, Hashable {
    var id: String { name }
    var name: String
    var milligrams: Double
}

struct CremaDay: Identifiable {
    var id: String { weekday }
    var weekday: String
    var milligrams: Int
}

@Observable
final class CremaLog {
    var drinks: [CremaDrink] = [
        CremaDrink(name: "Espresso", milligrams: 63),
        CremaDrink(name: "Flat white", milligrams: 130),
        CremaDrink(name: "Green tea", milligrams: 28),
    ]
    var week: [CremaDay] = [
        CremaDay(weekday: "Mon", milligrams: 190), CremaDay(weekday: "Tue", milligrams: 250),
        CremaDay(weekday: "Wed", milligrams: 160), CremaDay(weekday: "Thu", milligrams: 320),
        CremaDay(weekday: "Fri", milligrams: 221),
    ]
    var dailyLimit: Double? = 300
    var isEditing = false

    var total: Double { drinks.map(\.milligrams).reduce(0, +) }

    let formatter: MeasurementFormatter = {
        let formatter = MeasurementFormatter()
        formatter.unitOptions = .providedUnit
        formatter.numberFormatter.maximumFractionDigits = 0
        return formatter
    }()

    func amount(_ milligrams: Double) -> String {
        formatter.string(from: Measurement(value: milligrams, unit: UnitMass.milligrams))
    }
}

/// The brand's roast colour: a deep brown, lighter in dark mode.
struct CremaRoast: ShapeStyle, Hashable {
    func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        environment.colorScheme == .dark
            ? Color.Resolved(red: 0.85, green: 0.62, blue: 0.42)
            : Color.Resolved(red: 0.42, green: 0.24, blue: 0.12)
    }
}

struct CremaTotalCard: View {
    let log: CremaLog
    @State private var offset: CGSize = .zero

    var body: some View {
        VStack(spacing: 6) {
            Text(log.amount(log.total))
                .font(.system(size: 44, weight: .bold, design: .rounded))
            Text("of \(log.amount(log.dailyLimit ?? 400)) today")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, 24)
        .background(.quaternary.opacity(0.5), in: .rect(cornerRadius: 20))
        .padding(.horizontal, 20)
        .offset(offset)
        .gesture(log.isEditing ? DragGesture()
            .onChanged { value in offset = value.translation }
            .onEnded { _ in offset = .zero } : nil)
    }
}

struct CremaDrinkList: View {
    let log: CremaLog

    var body: some View {
        VStack(spacing: 10) {
            ForEach(log.drinks) { drink in
                HStack {
                    Text(drink.name)
                    Spacer()
                    Text(log.amount(drink.milligrams))
                        .font(.callout.weight(.semibold))
                        .foregroundStyle(.white)
                        .padding(.horizontal, 10)
                        .padding(.vertical, 4)
                        .background(Color(CremaRoast()), in: .capsule)
                }
            }
        }
        .padding(.horizontal, 20)
    }
}

struct CremaWeekChart: View {
    let week: [CremaDay]
    let limit: RuleMark?

    var body: some View {
        Chart {
            ForEach(week) { day in
                BarMark(x: .value("Day", day.weekday), y: .value("Caffeine", day.milligrams))
                    .foregroundStyle(Color(CremaRoast()))
            }
            limit?.foregroundStyle(.red)
        }
        .frame(height: 180)
        .padding(.horizontal, 20)
    }
}

struct CremaSummaryView: View {
    @State private var log = CremaLog()
    @State private var page = 0

    var body: some View {
        TabView(selection: $page) {
            Tab(value: 0) {
                Text("Today").font(.title2.bold())
                CremaTotalCard(log: log)
                CremaDrinkList(log: log)
            } label: {
                Label("Today", systemImage: "cup.and.saucer")
            }
            Tab(value: 1) {
                Text("This week").font(.title2.bold())
                CremaWeekChart(week: log.week, limit: log.dailyLimit.map { RuleMark(y: .value("Limit", $0)) })
            } label: {
                Label("Week", systemImage: "chart.bar")
            }
        }
        .tabViewStyle(.page)
        .indexViewStyle(.page(backgroundDisplayMode: .always))
    }
}

#Preview("Summary") {
    CremaSummaryView()
}

#Preview("Week without a limit", traits: .sizeThatFitsLayout) {
    CremaWeekChart(week: CremaLog().week, limit: nil)
        .frame(width: 360)
}
