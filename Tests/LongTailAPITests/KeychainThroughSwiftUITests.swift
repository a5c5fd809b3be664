import Testing
import Foundation
import SwiftUI

// A settings model's keychain helper in a file that imports SwiftUI and not Security: on iOS
// Foundation brings Security, so `kSecClass` and `SecItemAdd` need no import of their own.

private enum InstallDateKeychain {
    static let service = "com.example.unseen23"

    static func save(_ date: Date, for key: String) -> OSStatus {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: key,
            kSecValueData as String: Data(String(date.timeIntervalSince1970).utf8),
            kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock,
        ]
        _ = SecItemDelete(query as CFDictionary)
        return SecItemAdd(query as CFDictionary, nil)
    }

    static func date(for key: String) -> Date? {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: key,
            kSecReturnData as String: true,
            kSecMatchLimit as String: kSecMatchLimitOne,
        ]
        var result: AnyObject?
        guard SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess,
              let data = result as? Data, let seconds = Double(String(decoding: data, as: UTF8.self)) else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }
}

@Suite struct KeychainThroughSwiftUITests {
    @Test func aSwiftUIFileStoresAndReadsAKeychainItem() {
        let key = "firstLaunch-\(UUID())"
        #expect(InstallDateKeychain.date(for: key) == nil)
        #expect(InstallDateKeychain.save(Date(timeIntervalSince1970: 1_700_000_000), for: key) == errSecSuccess)
        #expect(InstallDateKeychain.date(for: key) == Date(timeIntervalSince1970: 1_700_000_000))
    }
}
