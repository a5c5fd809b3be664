import Backplate
import BackplateUIKit  // `import UIKit` in the app: Color(.secondarySystemBackground), Color(.separator)

// A messaging screen in the Parley chat app: an ObservableObject view model owned with
// @StateObject, bubbles drawn with a custom ViewModifier and UnevenRoundedRectangle, a
// ScrollViewReader that scrolls to the newest message, a composer in safeAreaInset with a
// vertical-axis text field and @FocusState, AsyncImage avatars with their phases, and the
// iOS 17 scroll modifiers (defaultScrollAnchor, scrollTransition, visualEffect).

struct ParleyMessage: Identifiable, Equatable {
    enum Sender: Equatable { case me, them }

    let id: Int
    let sender: Sender
    let text: String
    let sentAt: Date

    var isMine: Bool { sender == .me }
}

final class ParleyConversationModel: ObservableObject {
    @Published var messages: [ParleyMessage]
    @Published var draft = ""
    @Published var isTyping = false
    let contactName: String
    let avatarURL: URL?

    init(contactName: String = "Maya", avatarURL: URL? = nil, messages: [ParleyMessage] = ParleyConversationModel.sample) {
        self.contactName = contactName
        self.avatarURL = avatarURL
        self.messages = messages
    }

    func send() {
        let text = draft.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return }
        messages.append(ParleyMessage(id: (messages.last?.id ?? 0) + 1, sender: .me, text: text, sentAt: .now))
        draft = ""
    }

    func loadOlder() async {
        isTyping = true
    }

    static let sample: [ParleyMessage] = {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let lines: [(ParleyMessage.Sender, String)] = [
            (.them, "Are we still on for climbing tonight?"),
            (.me, "Yes! 7pm at the usual wall?"),
            (.them, "Perfect. I'll bring the spare harness."),
            (.me, "Great, see you there 🧗"),
        ]
        return lines.enumerated().map { index, line in
            ParleyMessage(id: index, sender: line.0, text: line.1, sentAt: start.addingTimeInterval(Double(index) * 90))
        }
    }()
}

struct ParleyBubbleStyle: ViewModifier {
    let isMine: Bool

    func body(content: Content) -> some View {
        content
            .padding(.horizontal, 14)
            .padding(.vertical, 9)
            .foregroundStyle(isMine ? Color.white : Color.primary)
            .background(
                isMine ? AnyShapeStyle(Color.blue) : AnyShapeStyle(Color(.secondarySystemBackground)),
                in: UnevenRoundedRectangle(
                    topLeadingRadius: 18,
                    bottomLeadingRadius: isMine ? 18 : 4,
                    bottomTrailingRadius: isMine ? 4 : 18,
                    topTrailingRadius: 18,
                    style: .continuous
                )
            )
    }
}

extension View {
    func parleyBubble(isMine: Bool) -> some View {
        modifier(ParleyBubbleStyle(isMine: isMine))
    }
}

struct ParleyMessageRow: View {
    let message: ParleyMessage

    var body: some View {
        HStack {
            if message.isMine { Spacer(minLength: 48) }
            Text(message.text)
                .textSelection(.enabled)
                .parleyBubble(isMine: message.isMine)
            if !message.isMine { Spacer(minLength: 48) }
        }
        .frame(maxWidth: .infinity, alignment: message.isMine ? .trailing : .leading)
    }
}

struct ParleyAvatar: View {
    let url: URL?
    let name: String
    @ScaledMetric(relativeTo: .body) private var size: CGFloat = 32

    var body: some View {
        AsyncImage(url: url) { phase in
            switch phase {
            case .success(let image):
                image.resizable().scaledToFill()
            case .failure:
                Image(systemName: "person.crop.circle.badge.exclamationmark")
                    .foregroundStyle(.secondary)
            case .empty:
                Text(name.prefix(1))
                    .font(.headline)
                    .foregroundStyle(.white)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Color.purple.gradient)
            @unknown default:
                EmptyView()
            }
        }
        .frame(width: size, height: size)
        .clipShape(.circle)
    }
}

struct ParleyTypingIndicator: View {
    @State private var phase = 0

    var body: some View {
        HStack(spacing: 4) {
            ForEach(0..<3) { dot in
                Circle()
                    .frame(width: 7, height: 7)
                    .opacity(phase == dot ? 1 : 0.35)
            }
        }
        .foregroundStyle(.secondary)
        .parleyBubble(isMine: false)
        .task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(350))
                phase = (phase + 1) % 3
            }
        }
    }
}

struct ParleyConversationScreen: View {
    @StateObject private var model: ParleyConversationModel
    @FocusState private var composerFocused: Bool
    @Namespace private var sendNamespace

    init(model: ParleyConversationModel = ParleyConversationModel()) {
        _model = StateObject(wrappedValue: model)
    }

    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 8) {
                        ForEach(model.messages) { message in
                            ParleyMessageRow(message: message)
                                .id(message.id)
                                .scrollTransition(.animated.threshold(.visible(0.3))) { content, phase in
                                    content
                                        .opacity(phase.isIdentity ? 1 : 0.4)
                                        .scaleEffect(phase.isIdentity ? 1 : 0.96)
                                }
                        }
                        if model.isTyping {
                            HStack {
                                ParleyTypingIndicator()
                                Spacer()
                            }
                            .transition(.move(edge: .bottom).combined(with: .opacity))
                        }
                    }
                    .padding(.horizontal)
                    .padding(.top, 8)
                }
                .defaultScrollAnchor(.bottom)
                .scrollDismissesKeyboard(.interactively)
                .onChange(of: model.messages.count, initial: true) { _, _ in
                    if let last = model.messages.last {
                        withAnimation(.easeOut(duration: 0.25)) {
                            proxy.scrollTo(last.id, anchor: .bottom)
                        }
                    }
                }
            }
            .safeAreaInset(edge: .bottom, spacing: 0) {
                composer
            }
            .navigationTitle(model.contactName)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .principal) {
                    HStack(spacing: 8) {
                        ParleyAvatar(url: model.avatarURL, name: model.contactName)
                        Text(model.contactName).font(.headline)
                    }
                }
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button("Call", systemImage: "phone") {}
                    Button("Video", systemImage: "video") {}
                }
            }
        }
    }

    private var composer: some View {
        HStack(alignment: .bottom, spacing: 10) {
            TextField("Message", text: $model.draft, axis: .vertical)
                .lineLimit(1...5)
                .focused($composerFocused)
                .submitLabel(.send)
                .onSubmit(model.send)
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .background(Color(.systemBackground), in: Capsule())
                .overlay(Capsule().strokeBorder(Color(.separator)))

            if !model.draft.isEmpty {
                Button(action: model.send) {
                    Image(systemName: "arrow.up.circle.fill")
                        .font(.system(size: 30))
                }
                .matchedGeometryEffect(id: "send", in: sendNamespace)
                .transition(.scale.combined(with: .opacity))
            } else {
                Button {} label: {
                    Image(systemName: "mic.fill")
                        .font(.system(size: 20))
                        .frame(width: 30, height: 30)
                }
                .matchedGeometryEffect(id: "send", in: sendNamespace)
            }
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
        .background(.bar)
        .animation(.spring(duration: 0.3), value: model.draft.isEmpty)
    }
}

#Preview("Conversation") {
    ParleyConversationScreen()
}

#Preview("Drafting") {
    let model = ParleyConversationModel()
    model.draft = "On my way"
    return ParleyConversationScreen(model: model)
}

#Preview("Bubbles", traits: .sizeThatFitsLayout) {
    VStack {
        ParleyMessageRow(message: ParleyConversationModel.sample[0])
        ParleyMessageRow(message: ParleyConversationModel.sample[1])
    }
    .padding()
}
