import Backplate

// A cloud drive's storage screen, written for a French-speaking team: the used space as a
// byte count in the file style, the account holder's name through PersonNameComponents'
// format styles, a stacked usage bar, owners shown abbreviated, and the whole screen under a
// fr_FR locale from the environment, under an inline title whose bar always shows its
// background (iOS 18's toolbarBackgroundVisibility).

struct StowageCategory: Identifiable {
    let id: String
    let title: LocalizedStringKey
    let bytes: Int64
    let color: Color
}

struct StowageUsageBar: View {
    let categories: [StowageCategory]
    let capacity: Int64

    var body: some View {
        GeometryReader { proxy in
            HStack(spacing: 2) {
                ForEach(categories) { category in
                    category.color
                        .frame(width: proxy.size.width * CGFloat(category.bytes) / CGFloat(capacity))
                }
                Spacer(minLength: 0)
            }
            .background(Color(.tertiarySystemFill))
            .clipShape(RoundedRectangle(cornerRadius: 6, style: .continuous))
        }
        .frame(height: 22)
    }
}

struct StowageStorageView: View {
    let owner = PersonNameComponents(givenName: "Amélie", familyName: "Durand")
    let capacity: Int64 = 200_000_000_000
    let categories = [
        StowageCategory(id: "photos", title: "Photos", bytes: 61_400_000_000, color: .yellow),
        StowageCategory(id: "docs", title: "Documents", bytes: 12_800_000_000, color: .blue),
        StowageCategory(id: "backups", title: "Sauvegardes", bytes: 33_100_000_000, color: .purple),
    ]

    private var used: Int64 { categories.reduce(0) { $0 + $1.bytes } }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    VStack(alignment: .leading, spacing: 10) {
                        Text(owner, format: .name(style: .long))
                            .font(.headline)
                        Text("\(used, format: .byteCount(style: .file)) sur \(capacity, format: .byteCount(style: .file))")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                        StowageUsageBar(categories: categories, capacity: capacity)
                    }
                    .padding(.vertical, 4)
                }
                Section("Répartition") {
                    ForEach(categories) { category in
                        HStack {
                            Circle().fill(category.color).frame(width: 10, height: 10)
                            Text(category.title)
                            Spacer()
                            Text(category.bytes, format: .byteCount(style: .file))
                                .foregroundStyle(.secondary)
                                .monospacedDigit()
                        }
                    }
                }
                Section {
                    LabeledContent("Propriétaire") {
                        Text(owner, format: .name(style: .abbreviated))
                    }
                    LabeledContent("Dernière sauvegarde", value: Date(timeIntervalSince1970: 1_763_985_600), format: .dateTime.day().month().year())
                    Text(verbatim: "ID: stow-7f3a")
                        .font(.caption.monospaced())
                        .foregroundStyle(.tertiary)
                }
            }
            .navigationTitle("Stockage")
            .navigationBarTitleDisplayMode(.inline)
            .toolbarBackgroundVisibility(.visible, for: .navigationBar)
        }
        .environment(\.locale, Locale(identifier: "fr_FR"))
        .environment(\.timeZone, TimeZone(identifier: "Europe/Paris")!)
    }
}

#Preview {
    StowageStorageView()
}
