import SwiftUI

// A trivia game (2025-2026): a segmented progress bar drawn by a custom ProgressViewStyle, a
// countdown ring from Circle().trim, answer buttons whose custom ButtonStyle colours the right
// and wrong answers, a locked bonus card dimmed with saturation(0) and brightness, an
// equatable() score header, an AnyView hint, and iOS 26 confirm/close button roles.

struct QuorumQuestion {
    var category: String
    var prompt: String
    var answers: [String]
    var correctIndex: Int
}

enum QuorumAnswerState {
    case idle, correct, wrong, dimmed
}

/// Six segments; the finished ones filled with the tint.
struct QuorumSegmentedProgressStyle: ProgressViewStyle {
    var segments = 6

    func makeBody(configuration: Configuration) -> some View {
        let done = Int((configuration.fractionCompleted ?? 0) * Double(segments))
        return HStack(spacing: 4) {
            ForEach(0..<segments, id: \.self) { index in
                Capsule()
                    .fill(index < done ? AnyShapeStyle(.tint) : AnyShapeStyle(.quaternary))
                    .frame(height: 6)
            }
        }
    }
}

struct QuorumAnswerStyle: ButtonStyle {
    var state: QuorumAnswerState

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.body.weight(.semibold))
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(16)
            .foregroundStyle(state == .correct || state == .wrong ? Color.white : Color.primary)
            .background(background, in: .rect(cornerRadius: 16, style: .continuous))
            .opacity(state == .dimmed ? 0.45 : 1)
            .scaleEffect(configuration.isPressed ? 0.97 : 1)
    }

    private var background: Color {
        switch state {
        case .correct: return .green
        case .wrong: return .red
        case .idle, .dimmed: return Color(.secondarySystemBackground)
        }
    }
}

struct QuorumScoreHeader: View, Equatable {
    var score: Int
    var streak: Int

    var body: some View {
        HStack {
            Label("\(score)", systemImage: "star.fill")
                .foregroundStyle(.yellow)
            Spacer()
            Label("\(streak) in a row", systemImage: "flame.fill")
                .foregroundStyle(.orange)
        }
        .font(.headline.monospacedDigit())
    }
}

struct QuorumRoundView: View {
    @State private var question = QuorumQuestion(
        category: "Geography",
        prompt: "Which river flows through Budapest?",
        answers: ["Vltava", "Danube", "Rhine", "Elbe"],
        correctIndex: 1
    )
    @State private var picked: Int? = 2
    @State private var showsQuit = false
    var secondsLeft = 12.0

    var hint: AnyView {
        if picked == nil {
            return AnyView(Text("Tap an answer").foregroundStyle(.secondary))
        }
        return AnyView(Label("It also flows through Vienna.", systemImage: "lightbulb").foregroundStyle(.teal))
    }

    func state(for index: Int) -> QuorumAnswerState {
        guard let picked else { return .idle }
        if index == question.correctIndex { return .correct }
        if index == picked { return .wrong }
        return .dimmed
    }

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 20) {
                QuorumScoreHeader(score: 340, streak: 3).equatable()
                ProgressView(value: 4, total: 6)
                    .progressViewStyle(QuorumSegmentedProgressStyle())
                    .tint(.purple)
                HStack(alignment: .top) {
                    VStack(alignment: .leading, spacing: 6) {
                        Text(question.category.uppercased())
                            .font(.caption.bold())
                            .foregroundStyle(.purple)
                        Text(question.prompt)
                            .font(.title2.bold())
                            .fixedSize(horizontal: false, vertical: true)
                    }
                    Spacer()
                    ZStack {
                        Circle().stroke(.quaternary, lineWidth: 6)
                        Circle()
                            .trim(from: 0, to: secondsLeft / 20)
                            .stroke(.purple, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                            .rotationEffect(.degrees(-90))
                        Text("\(Int(secondsLeft))").font(.headline.monospacedDigit())
                    }
                    .frame(width: 52, height: 52)
                }
                VStack(spacing: 10) {
                    ForEach(question.answers.indices, id: \.self) { index in
                        Button(question.answers[index]) { picked = index }
                            .buttonStyle(QuorumAnswerStyle(state: state(for: index)))
                    }
                }
                hint.font(.subheadline)
                HStack {
                    Image(systemName: "lock.fill")
                    Text("Bonus round unlocks at 500")
                    Spacer()
                }
                .font(.subheadline.bold())
                .padding()
                .background(LinearGradient(colors: [.purple, .pink], startPoint: .leading, endPoint: .trailing),
                            in: .rect(cornerRadius: 16))
                .foregroundStyle(.white)
                .saturation(0)
                .brightness(0.1)
                Spacer(minLength: 0)
            }
            .padding()
            .navigationTitle("Round 4")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button(role: .close) { showsQuit = true }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button(role: .confirm) {} label: { Text("Next") }
                }
            }
            .alert("Leave the game?", isPresented: $showsQuit) {
                Button("Leave", role: .destructive) {}
                Button("Stay", role: .cancel) {}
            } message: {
                Text("Your score so far is kept.")
            }
        }
    }
}

#Preview("Answered") {
    QuorumRoundView()
}
