import SwiftUI
import Contacts
import ContactsUI

// An app file of the shape card-tracking apps take: recipients with mailing addresses written
// by the Contacts formatter, an "Import from Contacts" row that presents the system picker
// through a representable, and a recipient card sized by its hosting controller's view.

struct CardRecipient: Identifiable {
    let id = UUID()
    var name: String
    var address: CNPostalAddress
    var cardsSent: Int
}

extension CardRecipient {
    static func make(_ name: String, street: String, city: String, state: String, zip: String, country: String = "", code: String = "us", sent: Int) -> CardRecipient {
        let address = CNMutablePostalAddress()
        address.street = street
        address.city = city
        address.state = state
        address.postalCode = zip
        address.country = country
        address.isoCountryCode = code
        return CardRecipient(name: name, address: address, cardsSent: sent)
    }

    static let samples: [CardRecipient] = [
        .make("Ada Brooks", street: "12 Orchard Lane", city: "Burlington", state: "VT", zip: "05401", sent: 3),
        .make("Lena Vogt", street: "Lindenstraße 4", city: "Bremen", state: "", zip: "28195", country: "Germany", code: "de", sent: 1),
    ]
}

struct ContactImportPicker: UIViewControllerRepresentable {
    var onSelect: (CNContact) -> Void

    func makeUIViewController(context: Context) -> CNContactPickerViewController {
        let picker = CNContactPickerViewController()
        picker.displayedPropertyKeys = [CNContactPostalAddressesKey]
        picker.predicateForEnablingContact = NSPredicate(format: "postalAddresses.@count > 0")
        picker.delegate = context.coordinator
        return picker
    }

    func updateUIViewController(_ uiViewController: CNContactPickerViewController, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator(onSelect: onSelect) }

    final class Coordinator: NSObject, CNContactPickerDelegate {
        let onSelect: (CNContact) -> Void
        init(onSelect: @escaping (CNContact) -> Void) { self.onSelect = onSelect }

        func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact) {
            onSelect(contact)
        }
    }
}

struct RecipientAddressCard: View {
    let recipient: CardRecipient

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(recipient.name)
                .font(.headline)
            Text(CNPostalAddressFormatter.string(from: recipient.address, style: .mailingAddress))
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
    }
}

struct HolidayCardListView: View {
    @State private var recipients = CardRecipient.samples
    @State private var showPicker = false

    var body: some View {
        NavigationStack {
            List {
                Section("Recipients") {
                    ForEach(recipients) { recipient in
                        RecipientAddressCard(recipient: recipient)
                            .listRowInsets(EdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
                    }
                }
                Section {
                    Button {
                        showPicker = true
                    } label: {
                        Label("Import from Contacts", systemImage: "person.crop.circle.badge.plus")
                    }
                }
            }
            .navigationTitle("Holiday Cards")
            .sheet(isPresented: $showPicker) {
                ContactImportPicker { contact in
                    if let address = contact.postalAddresses.first?.value {
                        recipients.append(CardRecipient(name: CNContactFormatter.string(from: contact, style: .fullName) ?? "", address: address, cardsSent: 0))
                    }
                }
            }
        }
    }
}

extension View {
    /// The view drawn to an image through a hosting controller sized to fit, as apps share cards.
    @MainActor func snapshotThroughHostingController() -> UIImage {
        let controller = UIHostingController(rootView: self)
        controller.view.bounds = CGRect(origin: .zero, size: CGSize(width: 320, height: 1000))
        controller.view.sizeToFit()
        let renderer = UIGraphicsImageRenderer(size: controller.view.bounds.size)
        return renderer.image { _ in
            controller.view.drawHierarchy(in: controller.view.bounds, afterScreenUpdates: true)
        }
    }
}

#Preview {
    HolidayCardListView()
}
