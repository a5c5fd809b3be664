import SwiftUI
import Observation

// A 2025-2026 chat screen: an @Observable conversation, bubbles shaped with
// UnevenRoundedRectangle, Markdown message text, a bottom-anchored scroll view
// (defaultScrollAnchor), a composer in safeAreaInset on glass (iOS 26) with a vertical
// TextField, a typing indicator, toolbar avatar and day separators.

struct NatterMessage: Identifiable, Hashable {
    let id: Int
    var text: String
    var isMine: Bool
    var time: String
}

@Observable
final class NatterConversation {
    var title = "Maya Okafor"
    var draft = ""
    var isTyping = true
    var messages: [NatterMessage] = [
        NatterMessage(id: 1, text: "Are we still on for the **climbing gym** tonight?", isMine: false, time: "17:02"),
        NatterMessage(id: 2, text: "Yes! 7:30 works for me", isMine: true, time: "17:04"),
        NatterMessage(id: 3, text: "I'll bring the spare chalk bag", isMine: true, time: "17:04"),
        NatterMessage(id: 4, text: "Perfect. The new *overhang* routes opened today 🧗", isMine: false, time: "17:06"),
        NatterMessage(id: 5, text: "Then we have to try the orange one first", isMine: true, time: "17:07"),
    ]
}

struct NatterChatView: View {
    @State private var conversation = NatterConversation()

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 6) {
                    Text("Today")
                        .font(.caption.weight(.semibold))
                        .foregroundStyle(.secondary)
                        .padding(.vertical, 8)
                    ForEach(conversation.messages) { message in
                        NatterBubble(message: message)
                    }
                    if conversation.isTyping {
                        NatterTypingIndicator()
                            .frame(maxWidth: .infinity, alignment: .leading)
                    }
                }
                .padding(.horizontal, 12)
            }
            .defaultScrollAnchor(.bottom)
            .scrollDismissesKeyboard(.interactively)
            .safeAreaInset(edge: .bottom) {
                NatterComposer(conversation: conversation)
            }
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .principal) {
                    VStack(spacing: 0) {
                        Text(conversation.title)
                            .font(.headline)
                        Text("online")
                            .font(.caption2)
                            .foregroundStyle(.green)
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Call", systemImage: "video.fill") {}
                }
            }
        }
    }
}

struct NatterBubble: View {
    var message: NatterMessage

    private var shape: UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: 18,
            bottomLeadingRadius: message.isMine ? 18 : 4,
            bottomTrailingRadius: message.isMine ? 4 : 18,
            topTrailingRadius: 18
        )
    }

    var body: some View {
        HStack {
            if message.isMine { Spacer(minLength: 60) }
            VStack(alignment: message.isMine ? .trailing : .leading, spacing: 2) {
                Text(LocalizedStringKey(message.text))
                    .foregroundStyle(message.isMine ? .white : .primary)
                Text(message.time)
                    .font(.caption2)
                    .foregroundStyle(message.isMine ? .white.opacity(0.7) : .secondary)
            }
            .padding(.horizontal, 12)
            .padding(.vertical, 8)
            .background(message.isMine ? AnyShapeStyle(Color.blue.gradient) : AnyShapeStyle(Color(.secondarySystemBackground)), in: shape)
            if !message.isMine { Spacer(minLength: 60) }
        }
    }
}

struct NatterTypingIndicator: View {
    var body: some View {
        HStack(spacing: 4) {
            ForEach(0..<3, id: \.self) { index in
                Circle()
                    .fill(.secondary)
                    .frame(width: 7, height: 7)
                    .opacity(index == 1 ? 0.6 : 1)
            }
        }
        .padding(.horizontal, 14)
        .padding(.vertical, 12)
        .background(Color(.secondarySystemBackground), in: .capsule)
    }
}

struct NatterComposer: View {
    @Bindable var conversation: NatterConversation

    var body: some View {
        HStack(alignment: .bottom, spacing: 8) {
            Button("Attach", systemImage: "plus") {}
                .labelStyle(.iconOnly)
                .font(.title3)
                .frame(width: 40, height: 40)
                .glassEffect(.regular.interactive(), in: .circle)
            TextField("Message", text: $conversation.draft, axis: .vertical)
                .lineLimit(1...5)
                .padding(.horizontal, 14)
                .padding(.vertical, 10)
                .glassEffect(.regular, in: .rect(cornerRadius: 20))
            Button("Send", systemImage: "arrow.up") {}
                .labelStyle(.iconOnly)
                .font(.headline)
                .frame(width: 40, height: 40)
                .foregroundStyle(.white)
                .background(.blue, in: .circle)
                .disabled(conversation.draft.isEmpty)
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 6)
    }
}

#Preview {
    NatterChatView()
}
