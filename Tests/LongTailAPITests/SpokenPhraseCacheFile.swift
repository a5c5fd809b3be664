import SwiftUI
import CryptoKit

// An app file of the shapes CryptoKit takes in views' code: spoken phrases cached on disk under a
// SHA-256 of voice and text, a contact row whose avatar colour comes from an MD5 of the address
// (the Gravatar habit), share links signed with HMAC, and a note sealed with AES-GCM.

struct SpokenPhraseCache {
    let directory: URL

    static func hex<D: Digest>(_ digest: D) -> String {
        digest.compactMap { String(format: "%02x", $0) }.joined()
    }

    static func key(text: String, voice: String) -> String {
        hex(SHA256.hash(data: Data("\(voice)\n\(text)".utf8)))
    }

    func fileURL(text: String, voice: String) -> URL {
        directory.appendingPathComponent(Self.key(text: text, voice: voice)).appendingPathExtension("m4a")
    }
}

enum AvatarPalette {
    static let colors: [Color] = [.red, .orange, .green, .teal, .blue, .purple]

    static func color(for email: String) -> Color {
        let normalized = email.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        let digest = Insecure.MD5.hash(data: Data(normalized.utf8))
        let first = Array(digest).first ?? 0
        return colors[Int(first) % colors.count]
    }
}

struct ShareLinkSigner {
    let key: SymmetricKey

    init(secret: String) {
        key = SymmetricKey(data: Data(secret.utf8))
    }

    func signature(for path: String) -> String {
        let code = HMAC<SHA256>.authenticationCode(for: Data(path.utf8), using: key)
        return Data(code).map { String(format: "%02x", $0) }.joined()
    }

    func isValid(_ signature: String, for path: String) -> Bool {
        self.signature(for: path) == signature
    }
}

struct SealedNote {
    static func seal(_ text: String, with key: SymmetricKey) throws -> Data {
        let box = try AES.GCM.seal(Data(text.utf8), using: key)
        return box.combined!
    }

    static func open(_ data: Data, with key: SymmetricKey) throws -> String {
        let box = try AES.GCM.SealedBox(combined: data)
        return String(decoding: try AES.GCM.open(box, using: key), as: UTF8.self)
    }
}

struct ContactRow: View {
    let name: String
    let email: String

    var body: some View {
        HStack(spacing: 12) {
            Text(String(name.prefix(1)))
                .font(.headline)
                .foregroundStyle(.white)
                .frame(width: 44, height: 44)
                .background(AvatarPalette.color(for: email), in: Circle())
            VStack(alignment: .leading, spacing: 2) {
                Text(name)
                    .font(.body)
                Text(email)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
    }
}

struct ContactList: View {
    let contacts: [(name: String, email: String)]

    var body: some View {
        VStack(spacing: 0) {
            ForEach(contacts, id: \.email) { contact in
                ContactRow(name: contact.name, email: contact.email)
            }
        }
    }
}

#Preview {
    ContactList(contacts: [("Avery Stone", "abc"), ("Blake Reed", " ")])
}
