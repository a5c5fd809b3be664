import SwiftUI

// A 2025 meditation app's home: a breathing orb drawn by a Canvas inside
// TimelineView(.animation), a paged carousel of session cards (.scrollTargetBehavior(.paging)
// over containerRelativeFrame pages) that reports onScrollPhaseChange, and a custom
// "stat strip" container built with iOS 18's Group(subviews:) and ForEach(subviews:) that puts
// dividers between whatever views it is given.

struct StillwaterSession: Identifiable {
    let id: Int
    var title: String
    var minutes: Int
    var colors: [Color]
}

/// A row of equal-width cells with dividers between them, from any content.
struct StillwaterStatStrip<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        HStack(spacing: 0) {
            Group(subviews: content) { subviews in
                ForEach(subviews.indices, id: \.self) { index in
                    if index > 0 {
                        Divider().frame(height: 36)
                    }
                    subviews[index]
                        .frame(maxWidth: .infinity)
                }
            }
        }
        .padding(.vertical, 12)
        .background(.background.secondary, in: .rect(cornerRadius: 16))
    }
}

struct StillwaterStat: View {
    let value: String
    let caption: String

    var body: some View {
        VStack(spacing: 2) {
            Text(value).font(.title3.bold())
            Text(caption).font(.caption).foregroundStyle(.secondary)
        }
    }
}

struct StillwaterBreathingOrb: View {
    var body: some View {
        TimelineView(.animation) { context in
            Canvas { graphics, size in
                let t = context.date.timeIntervalSinceReferenceDate
                let breath = 0.8 + 0.2 * sin(t * .pi / 4)
                let centre = CGPoint(x: size.width / 2, y: size.height / 2)
                for ring in 0..<3 {
                    let radius = min(size.width, size.height) / 2 * breath * (1 - Double(ring) * 0.22)
                    let rect = CGRect(x: centre.x - radius, y: centre.y - radius, width: radius * 2, height: radius * 2)
                    graphics.fill(Path(ellipseIn: rect), with: .color(.teal.opacity(0.25 + Double(ring) * 0.2)))
                }
            }
        }
        .frame(height: 200)
        .overlay {
            Text("Breathe in")
                .font(.headline)
                .foregroundStyle(.white)
        }
    }
}

struct StillwaterHomeView: View {
    @State private var scrolling = false
    @State private var sessions: [StillwaterSession] = [
        StillwaterSession(id: 0, title: "Morning Calm", minutes: 10, colors: [.indigo, .purple]),
        StillwaterSession(id: 1, title: "Deep Focus", minutes: 20, colors: [.teal, .blue]),
        StillwaterSession(id: 2, title: "Wind Down", minutes: 15, colors: [.orange, .pink]),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    StillwaterBreathingOrb()
                    StillwaterStatStrip {
                        StillwaterStat(value: "12", caption: "Day streak")
                        StillwaterStat(value: "4h 20m", caption: "This month")
                        StillwaterStat(value: "38", caption: "Sessions")
                    }
                    Text("For you").font(.title2.bold())
                    ScrollView(.horizontal) {
                        LazyHStack(spacing: 0) {
                            ForEach(sessions) { session in
                                VStack(alignment: .leading, spacing: 6) {
                                    Spacer()
                                    Text(session.title).font(.title.bold())
                                    Text("\(session.minutes) min · Guided")
                                        .opacity(0.85)
                                }
                                .foregroundStyle(.white)
                                .padding(20)
                                .frame(maxWidth: .infinity, alignment: .leading)
                                .frame(height: 180)
                                .background(
                                    LinearGradient(colors: session.colors, startPoint: .topLeading, endPoint: .bottomTrailing),
                                    in: .rect(cornerRadius: 24)
                                )
                                .padding(.horizontal, 4)
                                .containerRelativeFrame(.horizontal)
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollTargetBehavior(.paging)
                    .scrollIndicators(.hidden)
                    .onScrollPhaseChange { _, phase in
                        scrolling = phase.isScrolling
                    }
                }
                .padding(.horizontal)
            }
            .navigationTitle("Stillwater")
        }
    }
}

#Preview("Home") {
    StillwaterHomeView()
}
