import SwiftUI
import Charts

// A 2026 study app with its own dark theme whatever the system says: question cards over
// translucent mesh gradients in a scroll view, a TabView whose iOS 26 glass bar sits over the
// dark theme, and a progress chart that draws a line through two or more sessions, else a
// point for the only one.

enum NightOwlTheme {
    static let night = Color(red: 0.07, green: 0.07, blue: 0.11)
    static let violet = Color(red: 0.55, green: 0.36, blue: 0.96)
    static let cyan = Color(red: 0.20, green: 0.78, blue: 0.90)
}

struct NightOwlQuestion: Identifiable {
    let id: Int
    let topic: String
    let prompt: String
}

struct NightOwlSession: Identifiable {
    let id: Int
    let minutes: Double
}

struct NightOwlCard: View {
    let question: NightOwlQuestion

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(question.topic.uppercased())
                .font(.caption.weight(.semibold))
                .foregroundStyle(NightOwlTheme.cyan)
            Text(question.prompt)
                .font(.headline)
                .foregroundStyle(.white)
                .lineLimit(2)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background {
            MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                         colors: [NightOwlTheme.violet.opacity(0.45), NightOwlTheme.cyan.opacity(0.30),
                                  NightOwlTheme.violet.opacity(0.20), NightOwlTheme.night.opacity(0.10)])
        }
        .clipShape(RoundedRectangle(cornerRadius: 18, style: .continuous))
    }
}

struct NightOwlQuestionsView: View {
    let questions = (1...12).map { NightOwlQuestion(id: $0, topic: $0.isMultiple(of: 2) ? "Actors" : "Sendable",
                                                     prompt: "Question \($0): what does the compiler check here?") }

    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                Text("Tonight's Deck")
                    .font(.largeTitle.bold())
                    .foregroundStyle(.white)
                    .frame(maxWidth: .infinity, alignment: .leading)
                ForEach(questions) { NightOwlCard(question: $0) }
            }
            .padding()
        }
        .background(NightOwlTheme.night.ignoresSafeArea())
    }
}

struct NightOwlProgressView: View {
    var sessions: [NightOwlSession]

    var body: some View {
        Chart {
            if sessions.count >= 2 {
                ForEach(Array(sessions.enumerated()), id: \.offset) { index, session in
                    LineMark(x: .value("Session", index), y: .value("Minutes", session.minutes))
                }
            } else if let session = sessions.first {
                PointMark(x: .value("Session", 0), y: .value("Minutes", session.minutes))
            }
        }
        .foregroundStyle(NightOwlTheme.cyan)
        .frame(height: 180)
        .padding()
        .background(NightOwlTheme.night.ignoresSafeArea())
    }
}

struct NightOwlStudyView: View {
    var body: some View {
        TabView {
            NightOwlQuestionsView()
                .tabItem { Label("Deck", systemImage: "rectangle.stack.fill") }
            NightOwlProgressView(sessions: [NightOwlSession(id: 0, minutes: 25)])
                .tabItem { Label("Progress", systemImage: "chart.xyaxis.line") }
            Text("Settings")
                .tabItem { Label("Settings", systemImage: "gearshape") }
        }
        .tint(NightOwlTheme.cyan)
    }
}

#Preview {
    NightOwlStudyView()
}
