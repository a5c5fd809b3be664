import SwiftUI
import Contacts

// An app file of the shape invite screens take: the contacts permission checked first, a
// prompt row until access is granted, and the friends list fetched with the store.

struct Friend: Identifiable {
    let id: String
    let name: String
    let phone: String?
}

@MainActor
final class InviteModel: ObservableObject {
    @Published private(set) var status = CNContactStore.authorizationStatus(for: .contacts)
    @Published private(set) var friends: [Friend] = []
    @Published private(set) var message: String?
    private let store = CNContactStore()

    func requestAccess() async {
        do {
            let granted = try await store.requestAccess(for: .contacts)
            status = CNContactStore.authorizationStatus(for: .contacts)
            if granted { loadFriends() } else { message = "Allow access in Settings to invite friends." }
        } catch {
            message = error.localizedDescription
        }
    }

    func loadFriends() {
        let keys = [CNContactGivenNameKey, CNContactFamilyNameKey, CNContactPhoneNumbersKey] as [CNKeyDescriptor]
        let request = CNContactFetchRequest(keysToFetch: keys)
        var found: [Friend] = []
        do {
            try store.enumerateContacts(with: request) { contact, _ in
                let name = CNContactFormatter.string(from: contact, style: .fullName) ?? "No Name"
                found.append(Friend(id: contact.identifier, name: name, phone: contact.phoneNumbers.first?.value.stringValue))
            }
            friends = found
        } catch CNError.authorizationDenied {
            message = "Contacts access is off."
        } catch {
            message = error.localizedDescription
        }
    }
}

struct InviteFriendsView: View {
    @ObservedObject var model: InviteModel

    var body: some View {
        NavigationStack {
            List {
                switch model.status {
                case .authorized, .limited:
                    ForEach(model.friends) { friend in
                        LabeledContent(friend.name, value: friend.phone ?? "")
                    }
                default:
                    Section {
                        VStack(alignment: .leading, spacing: 8) {
                            Label("Find friends from your contacts", systemImage: "person.crop.circle.badge.plus")
                                .font(.headline)
                            Text(model.message ?? "We only use numbers to match friends who already use the app.")
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                            Button("Continue") {
                                Task { await model.requestAccess() }
                            }
                            .buttonStyle(.borderedProminent)
                        }
                        .padding(.vertical, 4)
                    }
                }
            }
            .navigationTitle("Invite Friends")
        }
    }
}

#Preview {
    InviteFriendsView(model: InviteModel())
}
