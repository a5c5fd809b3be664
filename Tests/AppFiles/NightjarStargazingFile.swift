import SwiftUI

// A stargazing forecast (2025): a Canvas starfield from a seeded generator, a moon phase drawn
// from two circles and a mask, nights as paged cards (containerRelativeFrame + paging target
// behaviour + scrollPosition(id:)), cards that fade by visualEffect with their scroll geometry,
// a cloud-cover Gauge and a dark night sky whatever the colour scheme.

struct NightjarNight: Identifiable, Hashable {
    let id: Int
    var weekday: String
    var cloudCover: Double
    var seeing: String
    var moonIllumination: Double
    var bestFrom: String
}

enum NightjarForecast {
    static let nights: [NightjarNight] = [
        NightjarNight(id: 0, weekday: "Tonight", cloudCover: 0.12, seeing: "Excellent", moonIllumination: 0.18, bestFrom: "22:40"),
        NightjarNight(id: 1, weekday: "Saturday", cloudCover: 0.55, seeing: "Fair", moonIllumination: 0.27, bestFrom: "23:10"),
        NightjarNight(id: 2, weekday: "Sunday", cloudCover: 0.9, seeing: "Poor", moonIllumination: 0.37, bestFrom: "—"),
    ]
}

/// A small deterministic generator, so the sky is the same on every launch.
struct NightjarSeededRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state
    }
}

struct NightjarStarfield: View {
    var body: some View {
        Canvas { gc, size in
            var random = NightjarSeededRandom(state: 42)
            for _ in 0..<140 {
                let x = Double.random(in: 0...size.width, using: &random)
                let y = Double.random(in: 0...size.height, using: &random)
                let r = Double.random(in: 0.4...1.6, using: &random)
                gc.fill(Path(ellipseIn: CGRect(x: x, y: y, width: r, height: r)),
                        with: .color(.white.opacity(Double.random(in: 0.4...1, using: &random))))
            }
        }
        .background(LinearGradient(colors: [Color(red: 0.02, green: 0.03, blue: 0.12), Color(red: 0.09, green: 0.1, blue: 0.3)],
                                   startPoint: .top, endPoint: .bottom))
        .ignoresSafeArea()
    }
}

struct NightjarMoon: View {
    var illumination: Double

    var body: some View {
        Circle()
            .fill(Color(white: 0.95))
            .mask {
                Circle()
                    .overlay {
                        Circle()
                            .offset(x: -112 * illumination)
                            .blendMode(.destinationOut)
                    }
                    .compositingGroup()
            }
            .background(Circle().fill(.white.opacity(0.08)))
            .frame(width: 56, height: 56)
    }
}

struct NightjarNightCard: View {
    var night: NightjarNight

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(alignment: .top) {
                VStack(alignment: .leading, spacing: 4) {
                    Text(night.weekday).font(.title.bold())
                    Text("Seeing: \(night.seeing)").font(.subheadline)
                }
                Spacer()
                NightjarMoon(illumination: night.moonIllumination)
            }
            Gauge(value: night.cloudCover) {
                Text("Clouds")
            } currentValueLabel: {
                Text(night.cloudCover, format: .percent)
            }
            .gaugeStyle(.accessoryLinearCapacity)
            .tint(Gradient(colors: [.green, .yellow, .red]))
            Label("Best from \(night.bestFrom)", systemImage: "sparkles")
                .font(.headline)
        }
        .foregroundStyle(.white)
        .padding(20)
        .background(.white.opacity(0.1), in: .rect(cornerRadius: 24))
    }
}

struct NightjarForecastView: View {
    @State private var visibleNight: Int? = 0

    var body: some View {
        ZStack {
            NightjarStarfield()
            VStack(alignment: .leading, spacing: 16) {
                Text("Nightjar")
                    .font(.system(.largeTitle, design: .serif).bold())
                    .foregroundStyle(.white)
                    .padding(.horizontal, 20)
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 0) {
                        ForEach(NightjarForecast.nights) { night in
                            NightjarNightCard(night: night)
                                .padding(.horizontal, 20)
                                .containerRelativeFrame(.horizontal)
                                .visualEffect { content, proxy in
                                    content.opacity(1 - min(abs(proxy.frame(in: .scrollView).minX) / 400, 0.6))
                                }
                                .id(night.id)
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.paging)
                .scrollPosition(id: $visibleNight)
                .scrollIndicators(.hidden)
                HStack(spacing: 8) {
                    ForEach(NightjarForecast.nights) { night in
                        Circle()
                            .fill(night.id == visibleNight ? Color.white : Color.white.opacity(0.3))
                            .frame(width: 7, height: 7)
                    }
                }
                .frame(maxWidth: .infinity)
                Spacer()
            }
            .padding(.top, 16)
        }
        .environment(\.colorScheme, .dark)
    }
}

#Preview("Forecast") {
    NightjarForecastView()
}
