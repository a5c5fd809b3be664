import SwiftUI

// A 2026-style weather dock with its own `import SwiftUI`: an hourly strip of glass symbols
// joined two by two with glassEffectUnion inside a GlassEffectContainer, a map pin's position
// printed as iOS prints a CGPoint, a bold-toggled forecast note (Font.bold(_:)), a link opened in
// the in-app browser (openURL(_:prefersInApp:)), unit arrows written as "->", and a #Preview.

struct StratusHour: Identifiable {
    let id: Int
    var time: String
    var symbol: String
}

struct StratusDockView: View {
    @Namespace private var dock
    @State private var emphasised = true
    @Environment(\.openURL) private var openURL

    let hours: [StratusHour] = [
        StratusHour(id: 0, time: "Now", symbol: "cloud.bolt.rain.fill"),
        StratusHour(id: 1, time: "14:00", symbol: "cloud.rain.fill"),
        StratusHour(id: 2, time: "15:00", symbol: "moon.stars.fill"),
        StratusHour(id: 3, time: "16:00", symbol: "moon.fill"),
    ]
    let pin = CGPoint(x: 48.5, y: 120)

    var body: some View {
        ZStack {
            Color.indigo.ignoresSafeArea()
            VStack(spacing: 24) {
                Text("Stratus")
                    .font(.largeTitle.bold())
                    .foregroundStyle(.white)
                GlassEffectContainer(spacing: 12) {
                    HStack(spacing: 16) {
                        ForEach(hours) { hour in
                            Image(systemName: hour.symbol)
                                .font(.system(size: 28))
                                .frame(width: 64, height: 64)
                                .glassEffect()
                                .glassEffectUnion(id: hour.id < 2 ? "evening" : "night", namespace: dock)
                        }
                    }
                }
                Text("Rain -> clearing after 15:00")
                    .font(.body.bold(emphasised))
                    .foregroundStyle(.white)
                Text("Pin at \(pin.debugDescription)")
                    .font(.footnote)
                    .foregroundStyle(.white.opacity(0.8))
                Button("Radar") {
                    if let url = URL(string: "https://example.com/radar") {
                        openURL(url, prefersInApp: true)
                    }
                }
                .buttonStyle(.glassProminent)
            }
        }
    }
}

#Preview("Dock") {
    StratusDockView()
}
