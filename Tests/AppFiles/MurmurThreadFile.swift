import Backplate
import Foundation

// Murmur: a chat thread in iOS 18 style. The message list is bound to a ScrollPosition that
// starts at the bottom edge (the newest message), keeps its place when the composer grows
// (defaultScrollAnchor(.bottom, for: .sizeChanges)), the screen's background comes from
// containerBackground(_:for: .navigation), and the composer sends on Return with onKeyPress.

struct MurmurMessage: Identifiable, Hashable {
    let id: Int
    var text: String
    var isMine: Bool
}

@Observable
final class MurmurThread {
    var title = "Climbing crew"
    var messages: [MurmurMessage] = (1...24).map { n in
        MurmurMessage(id: n, text: n.isMultiple(of: 3) ? "Message \(n): see you at the wall at six?" : "Message \(n)",
                      isMine: n.isMultiple(of: 2))
    }
    var draft = ""

    func send() {
        guard !draft.isEmpty else { return }
        messages.append(MurmurMessage(id: (messages.last?.id ?? 0) + 1, text: draft, isMine: true))
        draft = ""
    }
}

struct MurmurThreadScreen: View {
    @Bindable var thread: MurmurThread
    @State private var position = ScrollPosition(edge: .bottom)

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 8) {
                ForEach(thread.messages) { message in
                    MurmurBubble(message: message)
                        .id(message.id)
                }
            }
            .scrollTargetLayout()
            .padding(.horizontal)
        }
        .scrollPosition($position)
        .defaultScrollAnchor(.bottom, for: .sizeChanges)
        .safeAreaInset(edge: .bottom) {
            HStack(alignment: .bottom, spacing: 8) {
                TextField("Message", text: $thread.draft, axis: .vertical)
                    .lineLimit(1...5)
                    .padding(.horizontal, 12)
                    .padding(.vertical, 8)
                    .background(.background, in: .capsule)
                    .onKeyPress(.return) {
                        thread.send()
                        position.scrollTo(edge: .bottom)
                        return .handled
                    }
                Button("Send", systemImage: "arrow.up.circle.fill") {
                    thread.send()
                    position.scrollTo(edge: .bottom)
                }
                .labelStyle(.iconOnly)
                .font(.title)
                .disabled(thread.draft.isEmpty)
            }
            .padding(.horizontal)
            .padding(.vertical, 8)
        }
        .containerBackground(Color.indigo.mix(with: Color(.systemBackground), by: 0.9), for: .navigation)
        .navigationTitle(thread.title)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct MurmurBubble: View {
    let message: MurmurMessage

    var body: some View {
        Text(message.text)
            .padding(.horizontal, 12)
            .padding(.vertical, 8)
            .foregroundStyle(message.isMine ? .white : .primary)
            .background(message.isMine ? Color.indigo : Color(.secondarySystemBackground), in: .rect(cornerRadius: 18))
            .frame(maxWidth: 280, alignment: message.isMine ? .trailing : .leading)
            .frame(maxWidth: .infinity, alignment: message.isMine ? .trailing : .leading)
    }
}

#Preview("Murmur") {
    NavigationStack {
        MurmurThreadScreen(thread: MurmurThread())
    }
}
