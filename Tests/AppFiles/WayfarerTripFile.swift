import SwiftUI

// A 2025-2026 travel app's trip screen: a paged day strip driven by iOS 18's ScrollPosition,
// onScrollGeometryChange to fade a header, view-aligned scrolling, safeAreaPadding, glass
// buttons in a GlassEffectContainer over a painted map (iOS 26), a .glass / .glassProminent
// pair, and a timeline of stops in a LazyVStack.

struct WayfarerStop: Identifiable, Hashable {
    let id: Int
    var time: String
    var title: String
    var detail: String
    var symbol: String
    var tint: Color
}

struct WayfarerDay: Identifiable, Hashable {
    let id: Int
    var label: String
    var city: String
    var stops: [WayfarerStop]
}

enum WayfarerSamples {
    static let days: [WayfarerDay] = [
        WayfarerDay(id: 1, label: "Day 1", city: "Lisbon", stops: [
            WayfarerStop(id: 1, time: "09:30", title: "Pastelaria breakfast", detail: "Belém", symbol: "cup.and.saucer.fill", tint: .brown),
            WayfarerStop(id: 2, time: "11:00", title: "Tram 28", detail: "Martim Moniz → Prazeres", symbol: "tram.fill", tint: .yellow),
            WayfarerStop(id: 3, time: "19:30", title: "Dinner in Alfama", detail: "Table for two", symbol: "fork.knife", tint: .orange),
        ]),
        WayfarerDay(id: 2, label: "Day 2", city: "Sintra", stops: [
            WayfarerStop(id: 4, time: "08:15", title: "Train to Sintra", detail: "Rossio station", symbol: "train.side.front.car", tint: .green),
        ]),
        WayfarerDay(id: 3, label: "Day 3", city: "Porto", stops: []),
    ]
}

struct WayfarerTripView: View {
    @State private var position = ScrollPosition(idType: WayfarerDay.ID.self)
    @State private var headerOpacity = 1.0
    @State private var selectedDay: WayfarerDay.ID? = 1

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    WayfarerMapHeader()
                        .opacity(headerOpacity)
                    WayfarerDayStrip(selectedDay: $selectedDay)
                    LazyVStack(alignment: .leading, spacing: 0) {
                        ForEach(WayfarerSamples.days[0].stops) { stop in
                            WayfarerStopRow(stop: stop, isLast: stop.id == 3)
                        }
                    }
                }
            }
            .safeAreaPadding(.horizontal, 16)
            .scrollPosition($position)
            .onScrollGeometryChange(for: Double.self) { geometry in
                geometry.contentOffset.y + geometry.contentInsets.top
            } action: { _, offset in
                headerOpacity = max(0, 1 - offset / 200)
            }
            .navigationTitle("Portugal")
            .navigationSubtitle("3 days · 4 stops")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Share", systemImage: "square.and.arrow.up") {}
                }
            }
        }
    }
}

struct WayfarerMapHeader: View {
    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(red: 0.62, green: 0.80, blue: 0.93)))
                var land = Path()
                land.move(to: CGPoint(x: size.width * 0.35, y: 0))
                land.addCurve(to: CGPoint(x: size.width * 0.45, y: size.height),
                              control1: CGPoint(x: size.width * 0.20, y: size.height * 0.4),
                              control2: CGPoint(x: size.width * 0.55, y: size.height * 0.6))
                land.addLine(to: CGPoint(x: size.width, y: size.height))
                land.addLine(to: CGPoint(x: size.width, y: 0))
                land.closeSubpath()
                context.fill(land, with: .color(Color(red: 0.86, green: 0.90, blue: 0.78)))
                let pin = CGRect(x: size.width * 0.48 - 6, y: size.height * 0.5 - 6, width: 12, height: 12)
                context.fill(Path(ellipseIn: pin), with: .color(.red))
            }
            .frame(height: 200)
            GlassEffectContainer(spacing: 8) {
                VStack(spacing: 8) {
                    Button { } label: {
                        Image(systemName: "location.fill")
                            .frame(width: 44, height: 44)
                    }
                    .glassEffect(.regular.interactive(), in: .circle)
                    Button { } label: {
                        Image(systemName: "map")
                            .frame(width: 44, height: 44)
                    }
                    .glassEffect(.regular.interactive(), in: .circle)
                }
            }
            .padding(12)
        }
        .clipShape(.rect(cornerRadius: 24))
        .overlay(alignment: .bottomLeading) {
            HStack(spacing: 8) {
                Button("Directions", systemImage: "arrow.triangle.turn.up.right.diamond.fill") {}
                    .buttonStyle(.glassProminent)
                Button("Save") {}
                    .buttonStyle(.glass)
            }
            .padding(12)
        }
    }
}

struct WayfarerDayStrip: View {
    @Binding var selectedDay: WayfarerDay.ID?

    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 8) {
                ForEach(WayfarerSamples.days) { day in
                    let isSelected = day.id == selectedDay
                    VStack(alignment: .leading, spacing: 2) {
                        Text(day.label)
                            .font(.caption.weight(.semibold))
                            .foregroundStyle(isSelected ? .white : .secondary)
                        Text(day.city)
                            .font(.headline)
                            .foregroundStyle(isSelected ? .white : .primary)
                    }
                    .padding(.horizontal, 14)
                    .padding(.vertical, 8)
                    .background(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(.fill.tertiary), in: .rect(cornerRadius: 14))
                    .id(day.id)
                    .onTapGesture { selectedDay = day.id }
                }
            }
            .scrollTargetLayout()
        }
        .scrollPosition(id: $selectedDay)
        .scrollTargetBehavior(.viewAligned)
        .scrollIndicators(.hidden)
    }
}

struct WayfarerStopRow: View {
    var stop: WayfarerStop
    var isLast: Bool

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Text(stop.time)
                .font(.subheadline.monospacedDigit())
                .foregroundStyle(.secondary)
                .frame(width: 48, alignment: .leading)
            VStack(spacing: 0) {
                Image(systemName: stop.symbol)
                    .font(.footnote)
                    .foregroundStyle(.white)
                    .frame(width: 30, height: 30)
                    .background(stop.tint.gradient, in: .circle)
                if !isLast {
                    Rectangle()
                        .fill(.quaternary)
                        .frame(width: 2, height: 36)
                }
            }
            VStack(alignment: .leading, spacing: 2) {
                Text(stop.title)
                    .font(.headline)
                Text(stop.detail)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
        }
    }
}

#Preview {
    WayfarerTripView()
}
