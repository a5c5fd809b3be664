import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import Security

/// `KeychainSessionFile.swift`: the SecItem calls answer as iOS's keychain does (statuses,
/// result types, duplicate and missing items) over an in-memory keychain the process shares.
/// Each test uses a service of its own, so they run in parallel.
@MainActor @Suite(.tags(.appFiles)) struct KeychainSessionTests {
    @Test func signingInKeepsTheAccountAcrossSessionsAndTheScreenShowsIt() throws {
        let service = "tests.session.\(UUID().uuidString)"
        let signedOut = SessionStore(service: service)
        #expect(signedOut.username == nil && !signedOut.hasToken)
        let empty = phoneTexts(AccountView(session: signedOut))
        #expect(frame(empty, "Sign in to sync your trail notes.") != nil, "\(empty.map(\.0))")

        try signedOut.signIn(username: "river.hiker", token: "abc123")
        try signedOut.signIn(username: "river.hiker", token: "def456")   // the duplicate path: an update
        let relaunched = SessionStore(service: service)
        #expect(relaunched.username == "river.hiker" && relaunched.hasToken)
        #expect(KeychainHelper(service: service).read(account: "token") == Data("def456".utf8))
        #expect(KeychainHelper(service: service).accounts() == ["token", "username"])

        let texts = phoneTexts(AccountView(session: relaunched))
        let name = try #require(frame(texts, "river.hiker"), "\(texts.map(\.0))")
        let label = try #require(frame(texts, "Username"))
        #expect(abs(name.midY - label.midY) < 1 && name.minX > label.maxX)
        #expect(frame(texts, "Saved in Keychain") != nil)
        let signOut = try #require(frame(texts, "Sign Out"))
        let images = try renderPhoneLightAndDark(AccountView(session: relaunched), name: "KeychainSession")
        // The destructive button's title is systemRed: (255, 56, 60) light, (255, 66, 69) dark.
        #expect(drawsColor(images.light, signOut, (255, 56, 60)) && drawsColor(images.dark, signOut, (255, 66, 69)))

        relaunched.signOut()
        #expect(SessionStore(service: service).username == nil && KeychainHelper(service: service).accounts().isEmpty)
    }

    @Test func statusesAreIOSs() {
        let service = "tests.status.\(UUID().uuidString)"
        let item: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
                                   kSecAttrAccount as String: "a", kSecValueData as String: Data([1])]
        #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)
        #expect(SecItemAdd(item as CFDictionary, nil) == errSecDuplicateItem && errSecDuplicateItem == -25299)
        let missing: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
                                      kSecAttrAccount as String: "b", kSecReturnData as String: true]
        var result: CFTypeRef?
        let missingStatus = SecItemCopyMatching(missing as CFDictionary, &result)
        #expect(missingStatus == errSecItemNotFound && result == nil)
        #expect(SecItemDelete(missing as CFDictionary) == -25300)
        #expect(SecItemUpdate(missing as CFDictionary, [kSecValueData as String: Data()] as CFDictionary) == errSecItemNotFound)
        #expect(SecItemDelete([kSecAttrService as String: service] as CFDictionary) == errSecParam)
        #expect(SecItemAdd([kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
                            kSecAttrAccessible as String: kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly] as CFDictionary, nil) == errSecDecode)
        #expect(SecCopyErrorMessageString(errSecItemNotFound, nil) == "The specified item could not be found in the keychain.")
        #expect(SecItemDelete(item as CFDictionary) == errSecSuccess)
    }

    @Test func attributesComeBackUnderIOSsKeys() throws {
        let service = "tests.attributes.\(UUID().uuidString)"
        let item: [CFString: Any] = [kSecClass: kSecClassInternetPassword, kSecAttrServer: "example.com",
                                     kSecAttrAccount: "sam", kSecValueData: Data("pw".utf8), kSecAttrLabel: "Example"]
        var added: CFTypeRef?
        let addStatus = SecItemAdd(item as CFDictionary, &added)
        #expect(addStatus == errSecSuccess && added == nil)
        let query: [String: Any] = [kSecClass as String: kSecClassInternetPassword, kSecAttrServer as String: "example.com",
                                    kSecReturnAttributes as String: true, kSecReturnData as String: true]
        var result: CFTypeRef?
        let copyStatus = SecItemCopyMatching(query as CFDictionary, &result)
        #expect(copyStatus == errSecSuccess)
        let attributes = try #require(result as? [String: Any])
        #expect(attributes["acct"] as? String == "sam" && attributes["srvr"] as? String == "example.com")
        #expect(attributes["labl"] as? String == "Example" && attributes["pdmn"] as? String == "ak")
        #expect(attributes["v_Data"] as? Data == Data("pw".utf8) && attributes["cdat"] is Date)
        // Synchronizable items stay out of searches that do not ask for them.
        #expect(SecItemAdd([kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
                            kSecAttrSynchronizable as String: true] as CFDictionary, nil) == errSecSuccess)
        let plain = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service]
        #expect(SecItemCopyMatching(plain as CFDictionary, nil) == errSecItemNotFound)
        var any = plain
        any[kSecAttrSynchronizable as String] = kSecAttrSynchronizableAny
        #expect(SecItemCopyMatching(any as CFDictionary, nil) == errSecSuccess && SecItemDelete(any as CFDictionary) == errSecSuccess)
        #expect(SecItemDelete(item as CFDictionary) == errSecSuccess)
        var bytes = [UInt8](repeating: 0, count: 32)
        let randomStatus = SecRandomCopyBytes(kSecRandomDefault, bytes.count, &bytes)
        #expect(randomStatus == errSecSuccess && bytes.contains { $0 != 0 })
    }
}
