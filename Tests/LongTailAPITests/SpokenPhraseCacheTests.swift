import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import CryptoKit

/// `SpokenPhraseCacheFile.swift`: `import CryptoKit` compiles unchanged (its module alias, as an
/// app's Package.swift arranges it) and answers with the published test vectors: FIPS 180-2's
/// SHA-256("abc"), RFC 1321's MD5 of "" and "abc", RFC 4231's HMAC-SHA-256 test case 2.
@MainActor @Suite(.tags(.appFiles)) struct SpokenPhraseCacheTests {
    @Test func digestsAreThePublishedVectors() {
        #expect(SpokenPhraseCache.hex(SHA256.hash(data: Data("abc".utf8)))
            == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SpokenPhraseCache.hex(Insecure.MD5.hash(data: Data())) == "d41d8cd98f00b204e9800998ecf8427e")
        #expect(SpokenPhraseCache.hex(CryptoKit.Insecure.MD5.hash(data: Data("abc".utf8))) == "900150983cd24fb0d6963f7d28e17f72")
        #expect(ShareLinkSigner(secret: "Jefe").signature(for: "what do ya want for nothing?")
            == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        #expect(SHA256.byteCount == 32 && SHA256Digest.byteCount == 32)
    }

    @Test func cacheKeysNameOneFilePerVoiceAndText() {
        let cache = SpokenPhraseCache(directory: URL(fileURLWithPath: "/tmp/phrases"))
        let key = SpokenPhraseCache.key(text: "Water the basil", voice: "en-US")
        #expect(key.count == 64 && key.allSatisfy(\.isHexDigit))
        #expect(key != SpokenPhraseCache.key(text: "Water the basil", voice: "en-GB"))
        #expect(cache.fileURL(text: "Water the basil", voice: "en-US").lastPathComponent == key + ".m4a")
    }

    @Test func sealedNotesOpenWithTheirKeyOnly() throws {
        let key = SymmetricKey(size: .bits256)
        let sealed = try SealedNote.seal("Gate code 4417", with: key)
        // A nonce (12 bytes), the ciphertext (14) and the tag (16).
        let sealedLength: Int = 12 + 14 + 16
        #expect(sealed.count == sealedLength)
        #expect(try SealedNote.open(sealed, with: key) == "Gate code 4417")
        #expect(throws: CryptoKitError.self) { try SealedNote.open(sealed, with: SymmetricKey(size: .bits256)) }
        #expect(ShareLinkSigner(secret: "k").isValid(ShareLinkSigner(secret: "k").signature(for: "/p/1"), for: "/p/1"))
        #expect(!ShareLinkSigner(secret: "k").isValid(ShareLinkSigner(secret: "k").signature(for: "/p/1"), for: "/p/2"))
    }

    @Test func avatarsAreColouredByTheirAddressesDigest() throws {
        // MD5("abc") starts 0x90 (144 % 6 = 0: red); MD5("") starts 0xd4 (212 % 6 = 2: green).
        let view = ContactList(contacts: [("Avery Stone", "ABC "), ("Blake Reed", " ")])
        let texts = phoneTexts(view)
        let avery = try #require(frame(texts, "A"), "\(texts.map(\.0))")
        let blake = try #require(frame(texts, "B"))
        let images = try renderPhoneLightAndDark(view, name: "SpokenPhraseCache")
        // Inside each 44-point circle, above its initial: systemRed and systemGreen (iOS 26).
        for (image, red, green) in [(images.light, (255, 56, 60), (52, 199, 89)), (images.dark, (255, 66, 69), (48, 209, 88))] {
            let top = { (f: CGRect) in CGRect(x: f.midX - 1, y: f.midY - 17, width: 2, height: 2) }
            #expect(drawsColor(image, top(avery), red) && drawsColor(image, top(blake), green))
            #expect(!drawsColor(image, top(avery), green))
        }
    }
}
