import Backplate

// Harbor: a mail client's mailbox sidebar and message screen. NavigationSplitView (which an
// iPhone collapses to its sidebar), a storage meter drawn by a custom ProgressViewStyle, a
// checkbox ToggleStyle, swipe actions, badges, a bottom-bar ToolbarItemGroup, and a message
// screen with @Environment(\.dismiss), an alert, ShareLink and Link.

struct HarborMailbox: Identifiable, Hashable {
    let id: String
    var name: String
    var icon: String
    var unread: Int
}

struct HarborMessage: Identifiable, Hashable {
    let id: Int
    var from: String
    var subject: String
    var preview: String
    var isFlagged: Bool
}

struct HarborStorageStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        let fraction = configuration.fractionCompleted ?? 0
        VStack(alignment: .leading, spacing: 6) {
            configuration.label
                .font(.footnote)
                .foregroundStyle(.secondary)
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color.gray.opacity(0.25))
                    Capsule().fill(Color.blue)
                        .frame(width: proxy.size.width * fraction)
                }
            }
            .frame(height: 8)
        }
    }
}

struct HarborCheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack(spacing: 8) {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                    .foregroundStyle(configuration.isOn ? Color.accentColor : Color.secondary)
                configuration.label
            }
        }
        .buttonStyle(.plain)
    }
}

struct HarborSidebar: View {
    let mailboxes: [HarborMailbox]
    @Binding var selection: HarborMailbox?
    @State private var onlyUnread = true

    var body: some View {
        List(selection: $selection) {
            Section("Mailboxes") {
                ForEach(mailboxes) { box in
                    NavigationLink(value: box) {
                        Label(box.name, systemImage: box.icon)
                    }
                    .badge(box.unread)
                    .swipeActions {
                        Button("Mark All Read") {}
                            .tint(.blue)
                    }
                }
            }
            Section {
                Toggle("Only unread", isOn: $onlyUnread)
                    .toggleStyle(HarborCheckboxStyle())
                ProgressView("6.2 GB of 10 GB used", value: 6.2, total: 10)
                    .progressViewStyle(HarborStorageStyle())
            }
        }
        .navigationTitle("Mailboxes")
        .toolbar {
            ToolbarItemGroup(placement: .bottomBar) {
                Text("Updated Just Now")
                    .font(.caption)
                Spacer()
                Button("Compose", systemImage: "square.and.pencil") {}
            }
        }
    }
}

struct HarborMessageList: View {
    let mailbox: HarborMailbox
    let messages: [HarborMessage]

    var body: some View {
        List(messages) { message in
            NavigationLink(value: message) {
                VStack(alignment: .leading, spacing: 2) {
                    Text(message.from).font(.headline)
                    Text(message.subject).font(.subheadline)
                    Text(message.preview)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .lineLimit(2)
                }
            }
            .swipeActions(edge: .leading) {
                Button("Flag", systemImage: "flag") {}
                    .tint(.orange)
            }
        }
        .listStyle(.plain)
        .navigationTitle(mailbox.name)
    }
}

struct HarborMessageScreen: View {
    let message: HarborMessage
    @Environment(\.dismiss) private var dismiss
    @State private var confirmingDelete = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text(message.subject)
                    .font(.title2.bold())
                Text("From \(message.from)")
                    .foregroundStyle(.secondary)
                Divider()
                Text(message.preview)
                Link("Open the harbour schedule", destination: URL(string: "https://example.com/schedule")!)
                ShareLink(item: URL(string: "https://example.com/m/\(message.id)")!) {
                    Label("Share", systemImage: "square.and.arrow.up")
                }
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Delete", systemImage: "trash", role: .destructive) { confirmingDelete = true }
            }
        }
        .alert("Delete this message?", isPresented: $confirmingDelete) {
            Button("Delete", role: .destructive) { dismiss() }
            Button("Cancel", role: .cancel) {}
        }
    }
}

struct HarborRootView: View {
    let mailboxes: [HarborMailbox]
    let messages: [HarborMessage]
    @State private var selection: HarborMailbox?
    @State private var columns = NavigationSplitViewVisibility.all

    var body: some View {
        NavigationSplitView(columnVisibility: $columns) {
            HarborSidebar(mailboxes: mailboxes, selection: $selection)
        } detail: {
            if let selection {
                HarborMessageList(mailbox: selection, messages: messages)
            } else {
                Text("Select a mailbox")
            }
        }
    }
}

enum HarborSamples {
    static let mailboxes = [
        HarborMailbox(id: "inbox", name: "Inbox", icon: "tray", unread: 12),
        HarborMailbox(id: "vip", name: "VIP", icon: "star", unread: 3),
        HarborMailbox(id: "sent", name: "Sent", icon: "paperplane", unread: 0),
    ]
    static let messages = [
        HarborMessage(id: 1, from: "Harbour Master", subject: "Berth 4 reassigned",
                      preview: "The ferry will dock at berth 4 from Monday while the crane is serviced.", isFlagged: true),
        HarborMessage(id: 2, from: "Tide Tables", subject: "Spring tides this week",
                      preview: "High water at 06:12 and 18:40; expect strong currents near the mole.", isFlagged: false),
    ]
}

#Preview("Mailboxes") {
    HarborRootView(mailboxes: HarborSamples.mailboxes, messages: HarborSamples.messages)
}

#Preview("Inbox") {
    NavigationStack {
        HarborMessageList(mailbox: HarborSamples.mailboxes[0], messages: HarborSamples.messages)
    }
}

#Preview("Message") {
    NavigationStack {
        HarborMessageScreen(message: HarborSamples.messages[0])
    }
}
