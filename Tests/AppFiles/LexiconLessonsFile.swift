import Backplate
import TipKit

// A language-learning home screen: a daily-goal ring drawn with a trimmed circle, a streak
// made of concatenated texts with an inline flame symbol, expanded-width headlines, a tip
// gated by two rules (a parameter and the language of the lessons donated this week), and a
// facepile of overlapping friends ordered with zIndex; play buttons that swap symbols with
// Magic Replace, cards that blur-replace, and a practice field with Writing Tools disabled.

struct LexiconLessonDone: Codable, Sendable {
    var language: String
}

struct LexiconReviewTip: Tip {
    @Parameter
    static var streakDays: Int = 12

    static let lessonFinished = Tips.Event<LexiconLessonDone>(id: "lexicon.lessonFinished")

    var title: Text {
        Text("Review before you forget")
    }

    var message: Text? {
        Text("A five-minute review keeps your streak safe.")
    }

    var image: Image? {
        Image(systemName: "brain.head.profile")
    }

    var rules: [Rule] {
        #Rule(Self.$streakDays) { days in
            days >= 7
        }
        #Rule(Self.lessonFinished) { event in
            event.donations.filter { $0.language == "Spanish" }.count < 3
        }
    }
}

struct LexiconPronunciationTip: Tip {
    static let lessonFinished = Tips.Event<LexiconLessonDone>(id: "lexicon.pronunciationLessons")

    var title: Text {
        Text("Try speaking mode")
    }

    var rules: [Rule] {
        #Rule(Self.lessonFinished) { $0.donations.donatedWithin(.week).count >= 5 }
    }
}

struct LexiconCourse: Identifiable {
    let id: String
    let flag: String
    let name: String
    let progress: Double
    let color: Color
}

struct LexiconGoalRing: View {
    let fraction: Double
    var lineWidth: CGFloat = 14

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.orange.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: fraction)
                .stroke(
                    LinearGradient(gradient: Gradient(stops: [
                        .init(color: .orange, location: 0),
                        .init(color: .red, location: 1),
                    ]), startPoint: .top, endPoint: .bottom),
                    style: StrokeStyle(lineWidth: lineWidth, lineCap: .round)
                )
                .rotationEffect(.degrees(-90))
            VStack(spacing: 0) {
                Text("\(Int(fraction * 100))%")
                    .font(.title2.bold())
                    .fontWidth(.expanded)
                Text("of today")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct LexiconFacepile: View {
    let initials: [String]
    let colors: [Color] = [.pink, .teal, .indigo, .mint]

    var body: some View {
        HStack(spacing: -10) {
            ForEach(Array(initials.enumerated()), id: \.offset) { index, letters in
                Text(letters)
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.white)
                    .frame(width: 32, height: 32)
                    .background(colors[index % colors.count], in: Circle())
                    .overlay(Circle().stroke(Color(.systemBackground), lineWidth: 2))
                    .zIndex(Double(initials.count - index))
            }
        }
    }
}

struct LexiconHomeView: View {
    @State private var playingCourse: String?
    @State private var draft = ""
    @State private var visibleCourses: [String] = []
    private let reviewTip = LexiconReviewTip()
    private let speakingTip = LexiconPronunciationTip()

    let courses: [LexiconCourse] = [
        LexiconCourse(id: "es", flag: "ES", name: "Spanish", progress: 0.64, color: .orange),
        LexiconCourse(id: "ja", flag: "JA", name: "Japanese", progress: 0.18, color: .pink),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    HStack(spacing: 20) {
                        LexiconGoalRing(fraction: 0.75)
                            .frame(width: 120, height: 120)
                        VStack(alignment: .leading, spacing: 6) {
                            Text("DAILY GOAL")
                                .font(.caption.weight(.heavy))
                                .fontWidth(.expanded)
                                .foregroundStyle(.secondary)
                            (Text(Image(systemName: "flame.fill")).foregroundColor(.orange)
                                + Text(" 12").bold()
                                + Text(" day streak").foregroundColor(.secondary))
                                .font(.title3)
                            Text("15 of 20 XP")
                                .font(.subheadline.monospacedDigit())
                        }
                    }

                    TipView(reviewTip)
                    TipView(speakingTip, arrowEdge: .bottom)

                    Text("Your courses")
                        .font(.title2.bold())
                        .fontWidth(.expanded)

                    ForEach(courses) { course in
                        HStack(spacing: 12) {
                            Text(verbatim: course.flag)
                                .font(.headline)
                                .frame(width: 44, height: 44)
                                .background(course.color.opacity(0.2), in: RoundedRectangle(cornerRadius: 10))
                            VStack(alignment: .leading, spacing: 6) {
                                Text(course.name).font(.headline)
                                ProgressView(value: course.progress)
                                    .tint(course.color)
                            }
                            Button {
                                playingCourse = playingCourse == course.id ? nil : course.id
                            } label: {
                                Image(systemName: playingCourse == course.id ? "pause.circle.fill" : "play.circle.fill")
                                    .font(.title)
                                    .contentTransition(.symbolEffect(.replace.magic(fallback: .downUp)))
                            }
                            .tint(course.color)
                        }
                        .transition(.blurReplace)
                        .padding(12)
                        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))
                    }

                    HStack {
                        LexiconFacepile(initials: ["AK", "BO", "CJ", "DM"])
                        Text("4 friends practised today")
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                    }

                    TextField("Write a sentence in Spanish", text: $draft, axis: .vertical)
                        .lineLimit(2...4)
                        .writingToolsBehavior(.disabled)
                        .textFieldStyle(.roundedBorder)
                }
                .padding()
                .scrollTargetLayout()
            }
            .onScrollTargetVisibilityChange(idType: String.self) { visibleCourses = $0 }
            .navigationTitle("Learn")
        }
    }
}

#Preview {
    LexiconHomeView()
}
