import SwiftUI

// A password manager's vault: an inset-grouped List with a security-score header, searchable
// with tokens (searchable(text:tokens:token:)), rows with monogram tiles and a one-time-code
// ProgressView countdown, swipe actions with tints, a context menu with a preview, a
// privacySensitive secret, listRowSeparator leading insets aligned to the text, and a toolbar
// Menu with a Section, a Divider and a destructive action.

enum CipherKind: String, CaseIterable, Identifiable {
    case login = "Logins", card = "Cards", note = "Notes"
    var id: Self { self }
}

struct CipherItem: Identifiable {
    let id = UUID()
    var title: String
    var username: String
    var kind: CipherKind
    var colour: Color
    var isWeak = false
    var codeRemaining: Double?
}

struct CipherMonogram: View {
    let title: String
    let colour: Color

    var body: some View {
        Text(String(title.prefix(1)))
            .font(.headline)
            .foregroundStyle(.white)
            .frame(width: 36, height: 36)
            .background(colour.gradient, in: .rect(cornerRadius: 9))
    }
}

struct CipherItemRow: View {
    let item: CipherItem

    var body: some View {
        HStack(spacing: 12) {
            CipherMonogram(title: item.title, colour: item.colour)
            VStack(alignment: .leading, spacing: 2) {
                HStack(spacing: 4) {
                    Text(item.title).font(.body.weight(.medium))
                    if item.isWeak {
                        Image(systemName: "exclamationmark.triangle.fill")
                            .font(.caption)
                            .foregroundStyle(.yellow)
                    }
                }
                Text(item.username)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .privacySensitive()
            }
            Spacer()
            if let remaining = item.codeRemaining {
                ProgressView(value: remaining, total: 30)
                    .progressViewStyle(.circular)
                    .tint(remaining < 10 ? .red : .blue)
            }
        }
        .alignmentGuide(.listRowSeparatorLeading) { dimensions in dimensions[.leading] + 48 }
    }
}

struct CipherVaultView: View {
    @State private var query = ""
    @State private var tokens: [CipherKind] = []
    @State private var items: [CipherItem] = [
        CipherItem(title: "GitHub", username: "sam@fastmail.com", kind: .login, colour: .black, codeRemaining: 21),
        CipherItem(title: "Netflix", username: "sam.rivera", kind: .login, colour: .red, isWeak: true),
        CipherItem(title: "Monzo Card", username: "•••• 4821", kind: .card, colour: .pink),
        CipherItem(title: "Wi-Fi at Home", username: "Secure note", kind: .note, colour: .teal),
    ]

    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack(spacing: 16) {
                        Gauge(value: 82, in: 0...100) {
                            Text("Score")
                        } currentValueLabel: {
                            Text("82")
                        }
                        .gaugeStyle(.accessoryCircular)
                        .tint(.green)
                        VStack(alignment: .leading, spacing: 2) {
                            Text("Security Score").font(.headline)
                            Text("1 weak password").foregroundStyle(.secondary)
                        }
                    }
                }
                ForEach(CipherKind.allCases) { kind in
                    let matching = items.filter { $0.kind == kind }
                    if !matching.isEmpty {
                        Section(kind.rawValue) {
                            ForEach(matching) { item in
                                CipherItemRow(item: item)
                                    .swipeActions {
                                        Button("Delete", systemImage: "trash", role: .destructive) {}
                                        Button("Copy", systemImage: "doc.on.doc") {}
                                            .tint(.blue)
                                    }
                                    .contextMenu {
                                        Button("Copy Username", systemImage: "person") {}
                                        Button("Copy Password", systemImage: "key") {}
                                    } preview: {
                                        CipherMonogram(title: item.title, colour: item.colour)
                                            .scaleEffect(3)
                                            .frame(width: 160, height: 160)
                                    }
                            }
                        }
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Vault")
            .searchable(text: $query, tokens: $tokens, prompt: "Search Vault") { token in
                Label(token.rawValue, systemImage: "tag")
            }
            .toolbar {
                Menu("Add", systemImage: "plus") {
                    Section("New") {
                        Button("Login", systemImage: "person.badge.key") {}
                        Button("Card", systemImage: "creditcard") {}
                    }
                    Divider()
                    Button("Import…", systemImage: "square.and.arrow.down") {}
                    Button("Delete All", systemImage: "trash", role: .destructive) {}
                }
            }
        }
    }
}

#Preview("Vault") {
    CipherVaultView()
}
