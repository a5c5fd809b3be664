import SwiftUI
import FoundationModels

// An app file of the shape on-device AI features take on iOS 26: a @Generable plan with
// guided properties, a planner that streams it into its partial form, and a screen that
// checks the model's availability before offering the feature.

@Generable
struct TripIdea: Equatable {
    @Guide(description: "A short, catchy title for the trip")
    var title: String

    @Guide(description: "How many days the trip lasts", .range(1...14))
    var days: Int

    @Guide(.count(3))
    var highlights: [Highlight]

    var budget: Budget

    @Guide(description: "One practical tip, if there is one")
    var tip: String?
}

@Generable
struct Highlight: Equatable {
    var name: String

    @Guide(description: "What kind of place it is", .anyOf(["food", "nature", "culture"]))
    var kind: String
}

@Generable(description: "How much the trip costs")
enum Budget: String, CaseIterable {
    case low, medium, high
}

extension TripIdea {
    static let kyoto = TripIdea(
        title: "Temples and Tofu",
        days: 3,
        highlights: [
            Highlight(name: "Fushimi Inari", kind: "culture"),
            Highlight(name: "Nishiki Market", kind: "food"),
            Highlight(name: "Arashiyama Grove", kind: "nature"),
        ],
        budget: .medium,
        tip: nil
    )
}

@Observable
final class TripPlanner {
    private(set) var idea: TripIdea.PartiallyGenerated?
    private(set) var errorMessage: String?
    private let session = LanguageModelSession(instructions: "You plan short city trips. Keep titles under five words.")

    var isPlanning: Bool { session.isResponding }

    func plan(for city: String) async {
        do {
            let stream = session.streamResponse(to: "Plan a trip to \(city).", generating: TripIdea.self,
                                                options: GenerationOptions(temperature: 0.7))
            for try await partial in stream {
                idea = partial.content
            }
        } catch LanguageModelSession.GenerationError.guardrailViolation {
            errorMessage = "That request can't be planned."
        } catch let error as LanguageModelSession.GenerationError {
            errorMessage = error.errorDescription
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}

struct TripIdeaCard: View {
    let idea: TripIdea.PartiallyGenerated

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if let title = idea.title {
                Text(title).font(.title2.bold())
            }
            if let days = idea.days {
                Text("\(days) days").foregroundStyle(.secondary)
            }
            if let highlights = idea.highlights {
                ForEach(highlights) { highlight in
                    Label(highlight.name ?? "…", systemImage: highlight.kind == "food" ? "fork.knife" : "mappin")
                }
            }
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.blue.opacity(0.12), in: .rect(cornerRadius: 16))
    }
}

struct TripIdeasView: View {
    private var model = SystemLanguageModel.default
    @State private var planner = TripPlanner()
    @State private var city = "Kyoto"

    var body: some View {
        NavigationStack {
            Group {
                switch model.availability {
                case .available:
                    VStack(spacing: 16) {
                        TextField("City", text: $city)
                        if let idea = planner.idea {
                            TripIdeaCard(idea: idea)
                        }
                        Button("Plan a trip") {
                            Task { await planner.plan(for: city) }
                        }
                        .disabled(planner.isPlanning)
                    }
                    .padding()
                case .unavailable(.deviceNotEligible):
                    ContentUnavailableView("Trip Ideas Unavailable", systemImage: "sparkles",
                                           description: Text("This device doesn't support Apple Intelligence."))
                case .unavailable(.appleIntelligenceNotEnabled):
                    ContentUnavailableView("Turn On Apple Intelligence", systemImage: "gearshape",
                                           description: Text("Trip ideas use Apple Intelligence."))
                case .unavailable(.modelNotReady):
                    ProgressView("Getting ready…")
                case .unavailable:
                    Text("Trip ideas aren't available right now.")
                }
            }
            .navigationTitle("Trip Ideas")
        }
    }
}

#Preview("Card") {
    TripIdeaCard(idea: TripIdea.kyoto.asPartiallyGenerated())
        .padding()
}

#Preview {
    TripIdeasView()
}
