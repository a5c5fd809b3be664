import Testing
import Foundation

/// `SpeechKeyStore` compiles with only Foundation imported, and its keychain calls answer as
/// the Simulator's keychain does.
@Suite(.serialized) struct FoundationOnlyKeychainTests {
    @Test func aMissingKeyIsNotFoundThenASavedOneReadsBack() {
        let account = "unseen26-\(UUID().uuidString)"
        #expect(SpeechKeyStore.apiKey(account: account) == nil)
        #expect(SpeechKeyStore.save("sk-123", account: account) == errSecSuccess)
        #expect(SpeechKeyStore.apiKey(account: account) == "sk-123")
        #expect(SpeechKeyStore.save("sk-456", account: account) == errSecDuplicateItem)
        SpeechKeyStore.remove(account: account)
        #expect(SpeechKeyStore.apiKey(account: account) == nil)
    }
}
