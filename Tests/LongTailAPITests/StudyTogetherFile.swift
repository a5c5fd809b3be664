import SwiftUI
import Combine
import GroupActivities

/// Flip through a flashcard deck with friends on a FaceTime call.
struct StudyTogether: GroupActivity, Transferable {
    static let activityIdentifier = "com.example.flashcards.study-together"
    let deckName: String
    var metadata: GroupActivityMetadata {
        var metadata = GroupActivityMetadata()
        metadata.title = "Study \(deckName)"
        metadata.subtitle = "Flip flashcards together"
        metadata.type = .learnTogether
        metadata.fallbackURL = URL(string: "https://example.com/flashcards")
        return metadata
    }
}

/// The message participants send when someone flips to another card.
struct CardFlip: Codable { var cardIndex: Int }

@MainActor
final class StudySessionModel: ObservableObject {
    @Published private(set) var session: GroupSession<StudyTogether>?
    @Published var cardIndex = 0
    @Published private(set) var participantCount = 0
    @Published var errorMessage: String?
    private var messenger: GroupSessionMessenger?
    private var subscriptions = Set<AnyCancellable>()
    private var tasks = Set<Task<Void, Never>>()

    func observeSessions() async {
        for await session in StudyTogether.sessions() {
            configure(session)
        }
    }

    private func configure(_ session: GroupSession<StudyTogether>) {
        cardIndex = 0
        self.session = session
        let messenger = GroupSessionMessenger(session: session)
        self.messenger = messenger
        session.$activeParticipants.sink { [weak self] in self?.participantCount = $0.count }.store(in: &subscriptions)
        session.$state
            .sink { [weak self] state in
                if case .invalidated = state { self?.reset() }
            }
            .store(in: &subscriptions)

        tasks.insert(Task {
            for await (flip, _) in messenger.messages(of: CardFlip.self) {
                self.cardIndex = flip.cardIndex
            }
        })
        session.join()
    }

    func startSharing(deck: String) {
        Task {
            do {
                _ = try await StudyTogether(deckName: deck).activate()
            } catch {
                errorMessage = "SharePlay couldn't start: \(error.localizedDescription)"
            }
        }
    }

    func flip(by offset: Int) {
        cardIndex = max(0, cardIndex + offset)
        guard let messenger else { return }
        let flip = CardFlip(cardIndex: cardIndex)
        Task { try? await messenger.send(flip) }
    }

    private func reset() {
        messenger = nil
        session = nil
        participantCount = 0
        tasks.forEach { $0.cancel() }
        tasks.removeAll()
        subscriptions.removeAll()
    }
}

struct StudyTogetherView: View {
    let deck: String
    @StateObject private var model = StudySessionModel()
    @StateObject private var groupState = GroupStateObserver()

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                Text("Card \(model.cardIndex + 1)")
                    .font(.largeTitle.bold())
                HStack {
                    Button("Previous") { model.flip(by: -1) }
                    Button("Next") { model.flip(by: 1) }
                }
                .buttonStyle(.bordered)
                if model.session != nil {
                    Label("\(model.participantCount) studying", systemImage: "person.2.fill")
                } else if groupState.isEligibleForGroupSession {
                    Button {
                        model.startSharing(deck: deck)
                    } label: {
                        Label("Start SharePlay", systemImage: "shareplay")
                    }
                    .buttonStyle(.borderedProminent)
                } else {
                    Text("Start a FaceTime call to study this deck together with SharePlay.")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                        .multilineTextAlignment(.center)
                }
                if let message = model.errorMessage {
                    Text(message).font(.footnote).foregroundStyle(.red)
                }
                ShareLink(item: StudyTogether(deckName: deck), preview: SharePreview("Study \(deck)"))
            }
            .padding()
            .navigationTitle(deck)
            .task { await model.observeSessions() }
        }
    }
}

#Preview {
    StudyTogetherView(deck: "Biology")
}
