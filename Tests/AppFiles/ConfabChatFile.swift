import SwiftUI

// Confab: a messaging app's conversation and call screens in the style of 2024-2026 apps. An
// @Observable thread, bubbles aligned by sender, a read receipt with its symbol inside the
// text, a composer in the bottom safe-area inset, and call controls that switch between
// outline and filled symbols.

struct ConfabMessage: Identifiable, Hashable {
    enum Sender: Hashable { case me, them }

    var id: Int
    var text: String
    var sender: Sender
    var time: String
}

@Observable
final class ConfabThread {
    var contact = "Ines"
    var draft = ""
    var lastMessageRead = true
    var messages: [ConfabMessage] = [
        ConfabMessage(id: 1, text: "Are we still on for the climb tomorrow?", sender: .them, time: "9:12"),
        ConfabMessage(id: 2, text: "Yes! Meet at the car park at 7", sender: .me, time: "9:14"),
        ConfabMessage(id: 3, text: "Bring the long rope", sender: .them, time: "9:15"),
        ConfabMessage(id: 4, text: "Packed it already", sender: .me, time: "9:16"),
    ]
}

struct ConfabBubble: View {
    let message: ConfabMessage

    private var isMine: Bool { message.sender == .me }

    var body: some View {
        HStack {
            if isMine { Spacer(minLength: 60) }
            Text(message.text)
                .padding(.horizontal, 14)
                .padding(.vertical, 9)
                .foregroundStyle(isMine ? .white : .primary)
                .background(isMine ? Color.blue : Color(.systemGray5), in: .rect(cornerRadius: 18))
            if !isMine { Spacer(minLength: 60) }
        }
    }
}

struct ConfabReadReceipt: View {
    let isRead: Bool

    var body: some View {
        Text("\(Image(systemName: isRead ? "checkmark.circle.fill" : "checkmark.circle")) \(isRead ? "Read" : "Delivered")")
            .font(.caption2)
            .foregroundStyle(.secondary)
            .frame(maxWidth: .infinity, alignment: .trailing)
    }
}

struct ConfabComposer: View {
    @Binding var draft: String

    var body: some View {
        HStack(alignment: .bottom, spacing: 8) {
            Button {
            } label: {
                Image(systemName: "plus")
                    .font(.title3.weight(.semibold))
                    .frame(width: 34, height: 34)
                    .background(Color(.systemGray5), in: .circle)
            }
            .buttonStyle(.plain)
            TextField("Message", text: $draft, axis: .vertical)
                .lineLimit(1...5)
                .padding(.horizontal, 12)
                .padding(.vertical, 7)
                .overlay(Capsule().stroke(Color(.systemGray4)))
            Button {
            } label: {
                Image(systemName: "arrow.up.circle.fill")
                    .font(.system(size: 32))
                    .symbolRenderingMode(.palette)
                    .foregroundStyle(.white, .blue)
            }
            .accessibilityLabel("Send")
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .background(.bar)
    }
}

struct ConfabChatView: View {
    @State private var thread = ConfabThread()

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 6) {
                    ForEach(thread.messages) { message in
                        ConfabBubble(message: message)
                    }
                    if thread.messages.last?.sender == .me {
                        ConfabReadReceipt(isRead: thread.lastMessageRead)
                    }
                }
                .padding(.horizontal, 12)
                .padding(.top, 8)
            }
            .safeAreaInset(edge: .bottom) {
                ConfabComposer(draft: $thread.draft)
            }
            .navigationTitle(thread.contact)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button("Call", systemImage: "phone") {}
                    Button("Video", systemImage: "video") {}
                }
            }
        }
    }
}

struct ConfabCallButton: View {
    let title: String
    let systemImage: String
    var tint: Color = Color(.systemGray5)
    var glyph: Color = .primary

    var body: some View {
        VStack(spacing: 6) {
            Image(systemName: systemImage)
                .font(.system(size: 24))
                .foregroundStyle(glyph)
                .frame(width: 64, height: 64)
                .background(tint, in: .circle)
            Text(title)
                .font(.caption)
        }
    }
}

struct ConfabCallControls: View {
    @State private var isMuted = true
    @State private var cameraOff = false

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: "person.crop.circle.fill")
                .font(.system(size: 88))
                .foregroundStyle(.gray)
            Text("Ines")
                .font(.title.bold())
            Text("Calling…")
                .foregroundStyle(.secondary)
            HStack(spacing: 28) {
                ConfabCallButton(title: isMuted ? "Unmute" : "Mute", systemImage: isMuted ? "mic.slash.fill" : "mic")
                ConfabCallButton(title: "Camera", systemImage: cameraOff ? "video.slash.fill" : "video.slash")
                ConfabCallButton(title: "End", systemImage: "phone.down.fill", tint: .red, glyph: .white)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

#Preview("Thread") {
    ConfabChatView()
}

#Preview("Call") {
    ConfabCallControls()
}
