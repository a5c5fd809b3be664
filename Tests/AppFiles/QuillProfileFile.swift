import Backplate

// Quill, a writing community's profile screen: an inset-grouped List with a header built from
// an AttributedString bio, counts with `.badge` on navigation rows, a coloured navigation bar
// (`.toolbarBackground(_:for:)`, `.toolbarBackground(.visible, for:)`,
// `.toolbarColorScheme(.dark, for:)`), a principal avatar-and-name title, a Menu with Sections
// behind an ellipsis, dates and numbers in `Text` interpolations, and a dynamic-type cap with
// `.dynamicTypeSize(...DynamicTypeSize.xxLarge)`.

struct QuillWriter {
    var name: String
    var handle: String
    var joined: Date
    var followers: Int
    var drafts: Int
    var published: Int
    var unreadComments: Int

    static let ines = QuillWriter(
        name: "Inès Moreau",
        handle: "@ines",
        joined: Date(timeIntervalSince1970: 1_600_000_000), // 13 September 2020
        followers: 12_480,
        drafts: 3,
        published: 42,
        unreadComments: 7
    )

    var bio: AttributedString {
        var text = AttributedString("Writes about ")
        var topic = AttributedString("slow travel")
        topic.font = .body.bold()
        topic.foregroundColor = .indigo
        text.append(topic)
        text.append(AttributedString(" and night trains. "))
        var link = AttributedString("Newsletter")
        link.link = URL(string: "https://example.com/ines")
        text.append(link)
        return text
    }
}

struct QuillProfileHeader: View {
    let writer: QuillWriter

    var body: some View {
        VStack(spacing: 10) {
            Circle()
                .fill(LinearGradient(colors: [.indigo, .purple], startPoint: .top, endPoint: .bottom))
                .frame(width: 84, height: 84)
                .overlay {
                    Text(String(writer.name.prefix(1)))
                        .font(.largeTitle.weight(.semibold))
                        .foregroundStyle(.white)
                }
            Text(writer.name)
                .font(.title2.bold())
            Text("\(writer.handle) · joined \(writer.joined, format: .dateTime.month(.wide).year())")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Text(writer.bio)
                .multilineTextAlignment(.center)
            HStack(spacing: 24) {
                VStack {
                    Text(writer.followers, format: .number.notation(.compactName))
                        .font(.headline)
                    Text("Followers")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                VStack {
                    Text("\(writer.published)")
                        .font(.headline)
                    Text("Stories")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            .padding(.top, 4)
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, 8)
    }
}

struct QuillProfileScreen: View {
    var writer: QuillWriter = .ines
    @State private var showsDrafts = true

    var body: some View {
        NavigationStack {
            List {
                Section {
                    QuillProfileHeader(writer: writer)
                        .listRowBackground(Color.clear)
                }

                Section("Writing") {
                    NavigationLink {
                        Text("Drafts")
                    } label: {
                        Label("Drafts", systemImage: "doc.text")
                    }
                    .badge(writer.drafts)

                    NavigationLink {
                        Text("Comments")
                    } label: {
                        Label("Comments", systemImage: "bubble.left")
                    }
                    .badge(Text("\(writer.unreadComments) new"))

                    NavigationLink {
                        Text("Published")
                    } label: {
                        Label("Published", systemImage: "books.vertical")
                    }
                    .badge(writer.published)
                }

                Section {
                    Toggle("Show drafts on profile", isOn: $showsDrafts)
                } footer: {
                    Text("Readers see your drafts as **coming soon**.")
                }
            }
            .navigationBarTitleDisplayMode(.inline)
            .toolbarBackground(Color.indigo, for: .navigationBar)
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbarColorScheme(.dark, for: .navigationBar)
            .toolbar {
                ToolbarItem(placement: .principal) {
                    HStack(spacing: 6) {
                        Image(systemName: "pencil.and.outline")
                        Text("Profile")
                            .font(.headline)
                    }
                    .foregroundStyle(.white)
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Section("Share") {
                            Button("Copy Link", systemImage: "link") {}
                            Button("Share Profile", systemImage: "square.and.arrow.up") {}
                        }
                        Section {
                            Button("Sign Out", systemImage: "rectangle.portrait.and.arrow.right", role: .destructive) {}
                        }
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                    .tint(.white)
                }
            }
        }
        .dynamicTypeSize(...DynamicTypeSize.xxLarge)
    }
}

#Preview("Profile") {
    QuillProfileScreen()
}

#Preview("Huge type") {
    QuillProfileScreen()
        .dynamicTypeSize(.accessibility3)
}
