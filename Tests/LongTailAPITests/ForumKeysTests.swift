import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import Security
import AuthenticationServices

/// `ForumKeysFile.swift`: `SecKey` makes, stores, exports and uses real RSA and P-256 keys in
/// iOS's formats, checked against OpenSSL 3's output (a key, a ciphertext and signatures it
/// made); web sign-in ends as canceled with a warning; UIKit's link detection compiles.
@MainActor @Suite(.tags(.appFiles)) struct ForumKeysTests {
    // `openssl genrsa 2048`, as PKCS #1 DER; its public key (`-RSAPublicKey_out`); the message
    // encrypted with PKCS #1 v1.5 padding (`pkeyutl -encrypt`) and signed (`dgst -sha256 -sign`).
    static let opensslPrivate = "MIIEpQIBAAKCAQEAqfE/y6/MIAPImbd6XOE9oa0arho6qHSTw+u9ewlDnmTVTvoyxMXxgvHoXmDlZglXJ8a++CUR1S1AT8r67Qh+4uuNN7MN3Yp9sljxV45kz68Sx22GjT6W49EmZ1gKCkv5vv/Y3nQf8IrrkclF/zOY3mVw6D+4RX6fDzdUzbYQBdAU3X0zy5rmm25Vb1BNbeKF2DlGTGGjO46IAH4RhEMTdeIZyOFs2ZtfSkhxhSkVXD0xIaZ88mbm0xB0o73yOcvZjAX90RArVZpow1+8X4sMSRuN8FpXWOqHJtG4j8ojCjt1BU5tmo4dLc+Pi+3XzjZPFNrMjohrqD3leZh7XNKy/QIDAQABAoIBAASh7W3FgIh84eqCzGScxTvThq8pSuENsHt+QR+J/JxkPkZVXq3rgW5i3sU32fkClywf6FPGWuqXPbIPI/DzMtZHuoVCrcWUwWFruER9PrVEnfvuueS+yIk0Sdo2Vau7L3cr7UL/ImHBv7MtK+nNg8TIOiAyoHjQf1CAXyDubhhibNgJcsItKYT/bUaDs24PhFbAnIqvYfOKMdOB0T2xthP7Idjm5h4RvzdCnrEZyPd6D++rHzrW5EaiyupIIaEPURssJeVFRnBP6PesQ/Aaj9GapVElZ8It8Qqp3qzzRaDRCxwarzZaL9UcN8lzKANlF9tCm7Q4/pKPrXIKE5weTncCgYEA0LkoWWXt+tjfyE1rBw6Kj/ri/zg0QEDH3oRFQX92EdWo22ZehorN9OelgdpEGH7vpwWd0EhDu1eXCdLNeKA2nxK2tOPGTk9L+nshZRQzozuywPc539MSXbHWBad8ncqZM7FWSdacz3qKFWODUfiPC1YTiRdPdnJzrwlPFNhgFE8CgYEA0G9gj6ZiqkAXuA7pgpdhXFrfTI2h3hUxglYVmP225kzdxfBXDEk7tp5Fg3Jd/guDEsggC+QVZZXUwwE5SFmby9mj9q+leMah7s7EF8LHjSOyd3Rm6TeBAXZJGi282dpMW/XH8lKb8ZbkMXt2/rK+zQtygi6vkMBAJSPoAkDS1PMCgYEAiqDv87CHh3xT5a3F0EIQNeDks66YxbRBC8G+XepSeTX3mQE89w9qC6dvffeCEuL8OWq5joTwt5VNc/DXF68RmEXNpAdExu5UAGGXpJLuWRRlfVS207pVEHX1OHwtgH/3kSXPsesg64zv+ZTGu8Li/xyEjSE2Xe1WeIMuSyILbnECgYEAgmm9hAO55gYWER6bcg8fZrag0ngnmBmwkXklKEVOo8fiVs+q11AW4YsjuTvcnXA8gYrfqjD6RkY6Cg0A90jB1wkEsvtxUCEP/qg2Pxuq2Z9FMcKOBUuqFu0Yjh2h9LjGYB9nDDItyjn76w3yBSh3gzmvWs61IJ95QwO1TXubrosCgYEAjsG9Y3eY+wt7PmSOEQuS11WeCr3QPBp1cysn5GK9T6nNPTqf5TsR51peTltIrLWNrppZKO5DxcllzQUiVrmvd2A2Cwanf95jjR3WcV+oJsKMHfrcAgJA1KRWzoFTu8jAT8tsjzolHgvAi8iRAIZYn1G4Qo8zOj/vBYH3HNe10x8="
    static let opensslPublic = "MIIBCgKCAQEAqfE/y6/MIAPImbd6XOE9oa0arho6qHSTw+u9ewlDnmTVTvoyxMXxgvHoXmDlZglXJ8a++CUR1S1AT8r67Qh+4uuNN7MN3Yp9sljxV45kz68Sx22GjT6W49EmZ1gKCkv5vv/Y3nQf8IrrkclF/zOY3mVw6D+4RX6fDzdUzbYQBdAU3X0zy5rmm25Vb1BNbeKF2DlGTGGjO46IAH4RhEMTdeIZyOFs2ZtfSkhxhSkVXD0xIaZ88mbm0xB0o73yOcvZjAX90RArVZpow1+8X4sMSRuN8FpXWOqHJtG4j8ojCjt1BU5tmo4dLc+Pi+3XzjZPFNrMjohrqD3leZh7XNKy/QIDAQAB"
    static let opensslCiphertext = "Zhxyr/lHweZb4HK+38EpUiu+mh/SI9r5vqW6f9UP2qBLqQ+4YMy+O/KQkOgU6VQnqPDQvk/RD9Sl9MT28My83kpDk8QJcKA3f38mH1uh8DDDth7tJAay4NaX7CFYK3OlzKei02ionUY0rVFE4wAuLNDjJTP+rrWib+sMomyG9ixKwrzQ09a4A8UGcyAzSTp35k8guhppsvePD15oUsNHm3Kc9ifcP74kQvHj/lkXBEZLAQea2x/K3A9V0Qcf/Pp8caMjVu8w8n0CXlvjqpVqexFv1mHmyJl1VvcA3ZRSfQnBIdf2JbfP22yyjXpFSJswK5smOnEBmCdMO1RVi0egRQ=="
    static let opensslSignature = "Ae77op6BniEDmGynkNPmWFtg6EzZCh5Nrv2MOykeblRgoMyemKL6KQpt0EGiV29inrK/GgE9ZpQan7K5yvIU01Gp6y9gOYYJQbLceEqC3uZa7OfLi21ayjaP8EklVdjlYov/N1nWhPzY1S/YRISFZX6tEJJK1+zeNa9KjQZ4vL2cHfj6nLv+sQsNQuDjJS9rKOyxSjPg8k4ZxLM+ck/edn9ICEK8ij3/OmicJx8yItdoW6Ar8QQ8RJCgrLjQH5i6Y+X9zghweJih4cMne4m9NUHxsYbaWQ31HEVf8P3//aQfsmLZqRc+7Hxy+fbg/pQeUUzqFse/X+7dAQBTQPGBpw=="
    // An OpenSSL P-256 public key (uncompressed point) and its DER ECDSA-SHA256 signature of the message.
    static let opensslP256Public = "BOGQP8cU2VviHbspIBvvwTXzafGWNU8oIaKobyoSssDV+FLwuY100Q3Fk+pWERudBU7rV/c+4bvLynXqGi0Fes8="
    static let opensslP256Signature = "MEYCIQDAgTDNcK9HGRfoywMsBhZ/1IG5mvqALFf5oWwSue60tQIhALMkFtK8/BVbjvmM/xxS9uyrnysrZ/f6M72c3CsX6Qa1"
    static let message = Data("user-api-key:7c1f0e".utf8)

    static func data(_ base64: String) -> Data { Data(base64Encoded: base64)! }

    @Test func aKeyPairIsKeptInTheKeychainAndItsPublicKeyExportsAsIOSDoes() throws {
        let vault = ForumKeyVault(tag: "tests.forum.\(UUID().uuidString)")
        #expect(vault.storedKey() == nil)
        let key = try vault.makeKeyPair()
        let stored = try #require(vault.storedKey())
        #expect(stored === key)
        // PKCS #1 RSAPublicKey of a 2048-bit modulus and exponent 65537: 270 bytes, as iOS exports.
        let publicKey = try #require(SecKeyCopyPublicKey(key))
        let pkcs1 = try #require(SecKeyCopyExternalRepresentation(publicKey, nil) as Data?)
        #expect(pkcs1.count == 270 && pkcs1.prefix(4) == Data([0x30, 0x82, 0x01, 0x0A]) && pkcs1.suffix(5) == Data([0x02, 0x03, 0x01, 0x00, 0x01]))
        let pem = try vault.publicKeyPEM(of: key)
        let lines = pem.split(separator: "\n")
        #expect(lines.first == "-----BEGIN PUBLIC KEY-----" && lines.last == "-----END PUBLIC KEY-----")
        #expect(lines.dropFirst().dropLast().dropLast().allSatisfy { $0.count == 64 })
        let attributes = try #require(SecKeyCopyAttributes(key))
        #expect(attributes[kSecAttrKeySizeInBits] as? Int == 2048 && attributes[kSecAttrKeyClass] as? String == kSecAttrKeyClassPrivate)
        #expect(SecKeyGetBlockSize(key) == 256)
        vault.forget()
        #expect(vault.storedKey() == nil)
    }

    @Test func opensslsCiphertextAndSignatureOpenWithTheImportedKey() throws {
        let key = try #require(SecKeyCreateWithData(Self.data(Self.opensslPrivate) as CFData,
                                                    [kSecAttrKeyType: kSecAttrKeyTypeRSA, kSecAttrKeyClass: kSecAttrKeyClassPrivate] as CFDictionary, nil))
        let publicKey = try #require(SecKeyCopyPublicKey(key))
        #expect(SecKeyCopyExternalRepresentation(publicKey, nil) == Self.data(Self.opensslPublic))
        #expect(SecKeyCopyExternalRepresentation(key, nil) == Self.data(Self.opensslPrivate))
        let vault = ForumKeyVault(tag: "unused")
        #expect(try vault.open(Self.data(Self.opensslCiphertext), with: key) == Self.message)
        #expect(SecKeyVerifySignature(publicKey, .rsaSignatureMessagePKCS1v15SHA256, Self.message as CFData, Self.data(Self.opensslSignature) as CFData, nil))
        // PKCS #1 v1.5 signatures are deterministic: ours is OpenSSL's, byte for byte.
        #expect(SecKeyCreateSignature(key, .rsaSignatureMessagePKCS1v15SHA256, Self.message as CFData, nil) == Self.data(Self.opensslSignature))

        var error: Unmanaged<CFError>?
        #expect(!SecKeyVerifySignature(publicKey, .rsaSignatureMessagePKCS1v15SHA256, Data("other".utf8) as CFData,
                                       Self.data(Self.opensslSignature) as CFData, &error))
        #expect(error.map { CFErrorGetCode($0.takeRetainedValue()) } == Int(errSecVerifyFailed))
        #expect(throws: ForumKeyError.decryption) { try vault.open(Data(repeating: 7, count: 256), with: key) }
        // A public key decrypts nothing and a private key verifies nothing, as on iOS.
        #expect(!SecKeyIsAlgorithmSupported(publicKey, .decrypt, .rsaEncryptionPKCS1) && SecKeyIsAlgorithmSupported(publicKey, .encrypt, .rsaEncryptionOAEPSHA256))
        let sealed = try #require(SecKeyCreateEncryptedData(publicKey, .rsaEncryptionOAEPSHA256, Self.message as CFData, nil))
        #expect(sealed.count == 256 && SecKeyCreateDecryptedData(key, .rsaEncryptionOAEPSHA256, sealed as CFData, nil) == Self.message)
    }

    @Test func p256KeysSignVerifyAndAgree() throws {
        let attributes = [kSecAttrKeyType: kSecAttrKeyTypeECSECPrimeRandom, kSecAttrKeySizeInBits: 256] as CFDictionary
        let alice = try #require(SecKeyCreateRandomKey(attributes, nil))
        let bob = try #require(SecKeyCreateRandomKey(attributes, nil))
        let alicePublic = try #require(SecKeyCopyPublicKey(alice)), bobPublic = try #require(SecKeyCopyPublicKey(bob))
        let point = try #require(SecKeyCopyExternalRepresentation(alicePublic, nil) as Data?)
        #expect(point.count == 65 && point.first == 0x04 && (SecKeyCopyExternalRepresentation(alice, nil) as Data?)?.count == 97)

        let signature = try #require(SecKeyCreateSignature(alice, .ecdsaSignatureMessageX962SHA256, Self.message as CFData, nil) as Data?)
        #expect(signature.first == 0x30 && (70...72).contains(signature.count))
        #expect(SecKeyVerifySignature(alicePublic, .ecdsaSignatureMessageX962SHA256, Self.message as CFData, signature as CFData, nil))
        #expect(!SecKeyVerifySignature(bobPublic, .ecdsaSignatureMessageX962SHA256, Self.message as CFData, signature as CFData, nil))

        let opensslKey = try #require(SecKeyCreateWithData(Self.data(Self.opensslP256Public) as CFData,
                                                           [kSecAttrKeyType: kSecAttrKeyTypeEC, kSecAttrKeyClass: kSecAttrKeyClassPublic] as CFDictionary, nil))
        #expect(SecKeyVerifySignature(opensslKey, .ecdsaSignatureMessageX962SHA256, Self.message as CFData, Self.data(Self.opensslP256Signature) as CFData, nil))

        let shared = SecKeyCopyKeyExchangeResult(alice, .ecdhKeyExchangeStandard, bobPublic, [:] as CFDictionary, nil)
        #expect(shared?.count == 32 && shared == SecKeyCopyKeyExchangeResult(bob, .ecdhKeyExchangeStandard, alicePublic, [:] as CFDictionary, nil))
    }

    @Test func badRequestsFailWithIOSsStatuses() {
        func code(_ make: (UnsafeMutablePointer<Unmanaged<CFError>?>) -> SecKey?) -> Int? {
            var error: Unmanaged<CFError>?
            #expect(make(&error) == nil)
            return error.map { CFErrorGetCode($0.takeRetainedValue()) }
        }
        #expect(code { SecKeyCreateRandomKey([kSecAttrKeyType: kSecAttrKeyTypeEC, kSecAttrKeySizeInBits: 256,
                                              kSecAttrTokenID: kSecAttrTokenIDSecureEnclave] as CFDictionary, $0) } == Int(errSecUnimplemented))
        #expect(code { SecKeyCreateRandomKey([kSecAttrKeyType: kSecAttrKeyTypeRSA, kSecAttrKeySizeInBits: 100] as CFDictionary, $0) } == Int(errSecParam))
        #expect(code { SecKeyCreateWithData(Data([1, 2, 3]) as CFData, [kSecAttrKeyType: kSecAttrKeyTypeRSA,
                                                                      kSecAttrKeyClass: kSecAttrKeyClassPublic] as CFDictionary, $0) } == Int(errSecDecode))
        // iOS still makes 1,024-bit RSA keys; their public half exports as PKCS #1 (140 bytes).
        let small = SecKeyCreateRandomKey([kSecAttrKeyType: kSecAttrKeyTypeRSA, kSecAttrKeySizeInBits: 1024] as CFDictionary, nil)
        let smallPublic = small.flatMap(SecKeyCopyPublicKey)
        #expect(smallPublic.flatMap { SecKeyCopyExternalRepresentation($0, nil) }?.count == 140 && small.map(SecKeyGetBlockSize) == 128)
        #expect(SecKeyOperationType.sign.rawValue == 0 && SecKeyOperationType.keyExchange.rawValue == 4)
        #expect(SecKeyAlgorithm.rsaEncryptionPKCS1.rawValue == "algid:encrypt:RSA:PKCS1")
        #expect(errSecInternalError == -67671 && errSecVerifyFailed == -67808)
    }

    @Test func webSignInEndsAsCanceledAndSaysWhy() async throws {
        let signIn = ForumSignIn()
        let warnings = RuntimeWarning.collecting { signIn.start() }.warnings
        #expect(warnings.contains { $0.hasPrefix("ASWebAuthenticationSession: iOS would show the sign-in page https://forum.example.org/user-api-key/new") })
        #expect(signIn.status == "Sign-in canceled")

        do {
            _ = try await EnvironmentValues().webAuthenticationSession.authenticate(using: URL(string: "https://example.org/login")!,
                                                                                    callbackURLScheme: "app")
            Issue.record("a render cannot sign in")
        } catch ASWebAuthenticationSessionError.canceledLogin {
        }
        #expect(ASWebAuthenticationSession.Callback.customScheme("harborforum").matchesURL(URL(string: "HarborForum://done?k=1")!))
        #expect((ASWebAuthenticationSessionError(.canceledLogin) as NSError).domain == "com.apple.AuthenticationServices.WebAuthenticationSession")
    }

    @Test func theThreadDrawsItsLinkInTheLinkColourAndSaysWhatItDoesNotDetect() throws {
        let warnings = RuntimeWarning.collecting { phoneTexts(ForumThreadView()) }.warnings
        let proxy = RuntimeWarning.collecting { UITabBarItem.appearance().badgeColor = .systemOrange }.warnings
        #expect(proxy == ["UITabBarItem.appearance().badgeColor is not applied: Backplate draws SwiftUI's bars and controls with iOS's default look"])
        #expect(RuntimeWarning.collecting { UITabBarItem().badgeColor = .systemOrange }.warnings.isEmpty)
        #expect(warnings.contains("UITextView: the data detectors [.phoneNumber] are not applied in a render (only links are found and drawn)"))
        let texts = phoneTexts(ForumThreadView())
        let title = try #require(frame(texts, "Harbour meet-up"), "\(texts.map(\.0))")
        let body = try #require(frame(texts, ForumThreadView().body1), "\(texts.map(\.0))")
        let status = try #require(frame(texts, "Not signed in"))
        #expect(title.minX == 16 && body.minX == 16 && status.minY > body.maxY + 11)
        // Two body lines; the URL, on the second, in iOS 26's systemOrange (light and dark), the
        // first line's words in the label colour only.
        #expect(body.height > 40 && body.height < 48)
        let images = try renderPhoneLightAndDark(ForumThreadView(), name: "ForumThread")
        let firstLine = CGRect(x: body.minX, y: body.minY, width: body.width, height: body.height / 2)
        let secondLine = CGRect(x: body.minX, y: body.midY, width: body.width, height: body.height / 2)
        #expect(drawsColor(images.light, secondLine, (255, 141, 40)) && drawsColor(images.dark, secondLine, (255, 146, 48)))
        #expect(!drawsColor(images.light, firstLine, (255, 141, 40)) && drawsColor(images.light, firstLine, (0, 0, 0)))
    }

    @Test func attributedTextKeepsItsRunsAndItsLinksTakeTheTintColour() throws {
        struct Rules: UIViewRepresentable {
            func makeUIView(context: Context) -> UITextView {
                let view = UITextView()
                let text = NSMutableAttributedString(string: "Read these rules", attributes: [.font: UIFont.systemFont(ofSize: 17)])
                text.addAttribute(.link, value: URL(string: "https://forum.example.org/rules")!, range: NSRange(location: 5, length: 11))
                view.attributedText = text
                return view
            }
            func updateUIView(_ view: UITextView, context: Context) {}
        }
        let view = UITextView()
        view.attributedText = NSAttributedString(string: "Read", attributes: [.link: URL(string: "https://x.org")!])
        #expect(view.text == "Read" && view.attributedText.attribute(.link, at: 0, effectiveRange: nil) != nil)
        view.text = "plain"
        #expect(view.attributedText.attribute(.link, at: 0, effectiveRange: nil) == nil)

        let texts = phoneTexts(Rules())
        let line = try #require(frame(texts, "Read these rules"), "\(texts.map(\.0))")
        let images = try renderPhoneLightAndDark(Rules(), name: "ForumRules")
        let read = CGRect(x: line.minX, y: line.minY, width: 36, height: line.height)
        let rules = CGRect(x: line.minX + 44, y: line.minY, width: line.width - 44, height: line.height)
        // The link run in UIKit's link colour (the Human Interface Guidelines' iOS 15-18 value,
        // which Backplate keeps for iOS 26), "Read" in the label colour.
        #expect(drawsColor(images.light, rules, (0, 122, 255)) && drawsColor(images.dark, rules, (9, 132, 255)))
        #expect(!drawsColor(images.light, read, (0, 122, 255)) && drawsColor(images.light, read, (0, 0, 0)))
    }
}
