import Backplate

// Roster: a contacts directory written in the iOS 14 era's idioms, as many apps still are:
// NavigationView with StackNavigationViewStyle, `.navigationBarTitle`, `.navigationBarItems`,
// `.actionSheet` with an `ActionSheet` of `.default`/`.destructive`/`.cancel` buttons,
// `PlainListStyle()` sections from `Dictionary(grouping:)`, `NavigationLink(destination:)`,
// `.foregroundColor`, initials avatars on a `RadialGradient` (the row's separator moved to the
// name with `.alignmentGuide(.listRowSeparatorLeading)`), a `GroupedListStyle()` detail
// screen, and a `PreviewProvider` with a dark variant.

struct RosterContact: Identifiable, Hashable {
    let id: Int
    var givenName: String
    var familyName: String
    var phone: String
    var email: String
    var isFavorite = false
    var hue: Double

    var fullName: String { "\(givenName) \(familyName)" }
    var initials: String { "\(givenName.prefix(1))\(familyName.prefix(1))" }
    var tint: Color { Color(hue: hue, saturation: 0.55, brightness: 0.85) }
}

enum RosterSortOrder {
    case givenName, familyName
}

enum RosterDirectory {
    static let sample: [RosterContact] = [
        RosterContact(id: 1, givenName: "Ada", familyName: "Byron", phone: "(415) 555-0101", email: "ada@example.com", isFavorite: true, hue: 0.58),
        RosterContact(id: 2, givenName: "Grace", familyName: "Hopper", phone: "(415) 555-0102", email: "grace@example.com", hue: 0.02),
        RosterContact(id: 3, givenName: "Alan", familyName: "Turing", phone: "(415) 555-0103", email: "alan@example.com", hue: 0.33),
        RosterContact(id: 4, givenName: "Barbara", familyName: "Liskov", phone: "(415) 555-0104", email: "barbara@example.com", isFavorite: true, hue: 0.78),
        RosterContact(id: 5, givenName: "Edsger", familyName: "Dijkstra", phone: "(415) 555-0105", email: "edsger@example.com", hue: 0.12),
        RosterContact(id: 6, givenName: "Donald", familyName: "Knuth", phone: "(415) 555-0106", email: "don@example.com", hue: 0.48),
    ]

    static func sections(_ contacts: [RosterContact], by order: RosterSortOrder) -> [(letter: String, contacts: [RosterContact])] {
        func key(_ contact: RosterContact) -> String {
            order == .familyName ? contact.familyName : contact.givenName
        }
        let grouped = Dictionary(grouping: contacts) { String(key($0).prefix(1)).uppercased() }
        return grouped.keys.sorted().map { letter in
            (letter, grouped[letter]!.sorted { key($0) < key($1) })
        }
    }
}

struct RosterAvatar: View {
    let contact: RosterContact
    var size: CGFloat = 40

    var body: some View {
        ZStack {
            Circle()
                .fill(RadialGradient(gradient: Gradient(colors: [contact.tint.opacity(0.7), contact.tint]),
                                     center: .topLeading, startRadius: 0, endRadius: size * 1.2))
            Text(contact.initials)
                .font(.system(size: size * 0.4, weight: .semibold, design: .rounded))
                .foregroundColor(.white)
        }
        .frame(width: size, height: size)
    }
}

struct RosterRow: View {
    let contact: RosterContact

    var body: some View {
        HStack(spacing: 12) {
            RosterAvatar(contact: contact)
            VStack(alignment: .leading, spacing: 2) {
                Text(contact.fullName)
                    .font(.body)
                Text(contact.phone)
                    .font(.subheadline)
                    .foregroundColor(.secondary)
            }
            // Start the separator under the name, not under the avatar's initials.
            .alignmentGuide(.listRowSeparatorLeading) { dimensions in dimensions[.leading] }
            Spacer()
            if contact.isFavorite {
                Image(systemName: "star.fill")
                    .foregroundColor(.yellow)
                    .imageScale(.small)
            }
        }
        .padding(.vertical, 4)
    }
}

struct RosterListView: View {
    @State var contacts = RosterDirectory.sample
    @State private var sortOrder = RosterSortOrder.familyName
    @State private var showingSortOptions = false
    @State private var contactToCall: RosterContact?

    var body: some View {
        NavigationView {
            List {
                ForEach(RosterDirectory.sections(contacts, by: sortOrder), id: \.letter) { section in
                    Section(header: Text(section.letter)) {
                        ForEach(section.contacts) { contact in
                            NavigationLink(destination: RosterDetailView(contact: contact)) {
                                RosterRow(contact: contact)
                            }
                            .contextMenu {
                                Button("Call") { contactToCall = contact }
                            }
                        }
                    }
                }
            }
            .listStyle(PlainListStyle())
            .navigationBarTitle("Contacts")
            .navigationBarItems(
                leading: Button("Sort") { showingSortOptions = true },
                trailing: Button(action: addContact) {
                    Image(systemName: "plus")
                }
            )
            .actionSheet(isPresented: $showingSortOptions) {
                ActionSheet(title: Text("Sort Contacts"),
                            message: Text("Choose how names are ordered."),
                            buttons: [
                                .default(Text("First Name")) { sortOrder = .givenName },
                                .default(Text("Last Name")) { sortOrder = .familyName },
                                .destructive(Text("Reset")) { contacts = RosterDirectory.sample },
                                .cancel(),
                            ])
            }
            .actionSheet(item: $contactToCall) { contact in
                ActionSheet(title: Text("Call \(contact.givenName)?"),
                            buttons: [.default(Text(contact.phone)), .cancel(Text("Not Now"))])
            }
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }

    private func addContact() {
        contacts.append(RosterContact(id: contacts.count + 1, givenName: "New", familyName: "Contact",
                                      phone: "", email: "", hue: 0.6))
    }
}

struct RosterDetailView: View {
    let contact: RosterContact
    @State private var showingBlockConfirmation = false

    var body: some View {
        List {
            Section {
                VStack(spacing: 8) {
                    RosterAvatar(contact: contact, size: 96)
                    Text(contact.fullName)
                        .font(.title)
                        .fontWeight(.semibold)
                }
                .frame(maxWidth: .infinity)
                .listRowBackground(Color.clear)
            }
            Section(header: Text("Phone")) {
                Text(contact.phone)
                    .foregroundColor(.accentColor)
            }
            Section(header: Text("Email")) {
                Text(contact.email)
                    .foregroundColor(.accentColor)
            }
            Section {
                Button(action: { showingBlockConfirmation = true }) {
                    Text("Block this Caller")
                        .foregroundColor(.red)
                }
            }
        }
        .listStyle(GroupedListStyle())
        .navigationBarTitle("", displayMode: .inline)
        .actionSheet(isPresented: $showingBlockConfirmation) {
            ActionSheet(title: Text("Block \(contact.givenName)?"),
                        buttons: [.destructive(Text("Block Contact")), .cancel()])
        }
    }
}

struct RosterListView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            RosterListView()
            RosterListView()
                .preferredColorScheme(.dark)
            NavigationView {
                RosterDetailView(contact: RosterDirectory.sample[0])
            }
        }
    }
}
