import SwiftUI
import Security

// An app file of the shape sign-in code takes: the usual keychain helper (save, read, delete a
// token with SecItem calls) behind a session object, and an account screen reading it.

enum KeychainError: Error, Equatable {
    case unexpectedStatus(OSStatus)
}

struct KeychainHelper {
    let service: String

    func save(_ data: Data, account: String) throws {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecValueData as String: data,
            kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock,
        ]
        let status = SecItemAdd(query as CFDictionary, nil)
        if status == errSecDuplicateItem {
            let match: [String: Any] = [
                kSecClass as String: kSecClassGenericPassword,
                kSecAttrService as String: service,
                kSecAttrAccount as String: account,
            ]
            let update = SecItemUpdate(match as CFDictionary, [kSecValueData as String: data] as CFDictionary)
            guard update == errSecSuccess else { throw KeychainError.unexpectedStatus(update) }
        } else if status != errSecSuccess {
            throw KeychainError.unexpectedStatus(status)
        }
    }

    func read(account: String) -> Data? {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecReturnData as String: kCFBooleanTrue!,
            kSecMatchLimit as String: kSecMatchLimitOne,
        ]
        var result: AnyObject?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        guard status == errSecSuccess else { return nil }
        return result as? Data
    }

    func accounts() -> [String] {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecReturnAttributes as String: true,
            kSecMatchLimit as String: kSecMatchLimitAll,
        ]
        var result: CFTypeRef?
        guard SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess,
              let items = result as? [[String: Any]] else { return [] }
        return items.compactMap { $0[kSecAttrAccount as String] as? String }.sorted()
    }

    @discardableResult
    func delete(account: String) -> OSStatus {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
        ]
        return SecItemDelete(query as CFDictionary)
    }
}

final class SessionStore: ObservableObject {
    @Published private(set) var username: String?
    private let keychain: KeychainHelper

    init(service: String = "com.example.trailnotes.session") {
        keychain = KeychainHelper(service: service)
        if let data = keychain.read(account: "username") {
            username = String(decoding: data, as: UTF8.self)
        }
    }

    func signIn(username: String, token: String) throws {
        try keychain.save(Data(token.utf8), account: "token")
        try keychain.save(Data(username.utf8), account: "username")
        self.username = username
    }

    func signOut() {
        keychain.delete(account: "token")
        keychain.delete(account: "username")
        username = nil
    }

    var hasToken: Bool { keychain.read(account: "token") != nil }
}

struct AccountView: View {
    @ObservedObject var session: SessionStore

    var body: some View {
        NavigationStack {
            Form {
                if let username = session.username {
                    Section("Signed in") {
                        LabeledContent("Username", value: username)
                        LabeledContent("Token", value: session.hasToken ? "Saved in Keychain" : "Missing")
                    }
                    Section {
                        Button("Sign Out", role: .destructive) { session.signOut() }
                    }
                } else {
                    Section {
                        Text("Sign in to sync your trail notes.")
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Account")
        }
    }
}

#Preview("Signed out") {
    AccountView(session: SessionStore(service: "preview.signed-out"))
}

#Preview("Signed in") {
    let session = SessionStore(service: "preview.signed-in")
    try? session.signIn(username: "river.hiker", token: "abc123")
    return AccountView(session: session)
}
