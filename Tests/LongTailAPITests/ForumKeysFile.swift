import SwiftUI
import UIKit
import Security
import AuthenticationServices

// An app file of the shape forum clients take for user API keys: an RSA key pair kept in the
// keychain, its public key sent as PEM, the server's encrypted reply opened with the private
// key; sign-in through a web page; a message body in a UITextView that detects links.

enum ForumKeyError: Error, Equatable {
    case generation(OSStatus)
    case missingKey
    case decryption
}

struct ForumKeyVault {
    let tag: String

    func makeKeyPair() throws -> SecKey {
        let attributes: [String: Any] = [
            kSecAttrKeyType as String: kSecAttrKeyTypeRSA,
            kSecAttrKeySizeInBits as String: 2048,
            kSecPrivateKeyAttrs as String: [
                kSecAttrIsPermanent as String: true,
                kSecAttrApplicationTag as String: tag.data(using: .utf8)!,
                kSecAttrAccessible as String: kSecAttrAccessibleWhenUnlockedThisDeviceOnly,
            ],
        ]
        var error: Unmanaged<CFError>?
        guard let key = SecKeyCreateRandomKey(attributes as CFDictionary, &error) else {
            let code = error.map { CFErrorGetCode($0.takeRetainedValue()) } ?? Int(errSecInternalError)
            throw ForumKeyError.generation(OSStatus(code))
        }
        return key
    }

    func storedKey() -> SecKey? {
        let query: [String: Any] = [
            kSecClass as String: kSecClassKey,
            kSecAttrApplicationTag as String: tag.data(using: .utf8)!,
            kSecAttrKeyType as String: kSecAttrKeyTypeRSA,
            kSecReturnRef as String: true,
        ]
        var item: CFTypeRef?
        guard SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess else { return nil }
        return (item as! SecKey)
    }

    /// The public key as the SubjectPublicKeyInfo PEM servers ask for.
    func publicKeyPEM(of privateKey: SecKey) throws -> String {
        guard let publicKey = SecKeyCopyPublicKey(privateKey),
              let pkcs1 = SecKeyCopyExternalRepresentation(publicKey, nil) as Data? else { throw ForumKeyError.missingKey }
        let header: [UInt8] = [0x30, 0x82, 0x01, 0x22, 0x30, 0x0D, 0x06, 0x09, 0x2A, 0x86, 0x48, 0x86,
                               0xF7, 0x0D, 0x01, 0x01, 0x01, 0x05, 0x00, 0x03, 0x82, 0x01, 0x0F, 0x00]
        let body = (Data(header) + pkcs1).base64EncodedString(options: [.lineLength64Characters, .endLineWithLineFeed])
        return "-----BEGIN PUBLIC KEY-----\n\(body)\n-----END PUBLIC KEY-----"
    }

    func open(_ payload: Data, with privateKey: SecKey) throws -> Data {
        var error: Unmanaged<CFError>?
        guard let plain = SecKeyCreateDecryptedData(privateKey, .rsaEncryptionPKCS1, payload as CFData, &error) as Data? else {
            throw ForumKeyError.decryption
        }
        return plain
    }

    func forget() {
        let query: [String: Any] = [kSecClass as String: kSecClassKey, kSecAttrApplicationTag as String: tag.data(using: .utf8)!]
        SecItemDelete(query as CFDictionary)
    }
}

final class ForumAnchorProvider: NSObject, ASWebAuthenticationPresentationContextProviding {
    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor {
        ASPresentationAnchor()
    }
}

@MainActor final class ForumSignIn: ObservableObject {
    @Published var status = "Not signed in"
    private var session: ASWebAuthenticationSession?
    private let anchor = ForumAnchorProvider()

    func start() {
        let url = URL(string: "https://forum.example.org/user-api-key/new?scopes=read")!
        let session = ASWebAuthenticationSession(url: url, callbackURLScheme: "harborforum") { [weak self] callbackURL, error in
            if let error = error as? ASWebAuthenticationSessionError, error.code == .canceledLogin {
                self?.status = "Sign-in canceled"
            } else if let callbackURL {
                self?.status = "Signed in via \(callbackURL.host ?? "")"
            }
        }
        session.presentationContextProvider = anchor
        session.prefersEphemeralWebBrowserSession = true
        self.session = session
        session.start()
    }
}

struct ForumMessageBody: UIViewRepresentable {
    let text: String

    func makeUIView(context: Context) -> UITextView {
        let view = UITextView()
        view.isEditable = false
        view.isScrollEnabled = false
        view.backgroundColor = .clear
        view.textContainerInset = .zero
        view.textContainer.lineFragmentPadding = 0
        view.dataDetectorTypes = [.link, .phoneNumber]
        view.linkTextAttributes = [.foregroundColor: UIColor.systemOrange]
        return view
    }

    func updateUIView(_ view: UITextView, context: Context) {
        view.text = text
        view.font = .preferredFont(forTextStyle: .body)
        view.invalidateIntrinsicContentSize()
    }
}

struct ForumThreadView: View {
    @StateObject private var signIn = ForumSignIn()
    let body1 = "Meet-up moved to the harbour café. Details: https://forum.example.org/t/42"

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Harbour meet-up").font(.title2.bold())
            ForumMessageBody(text: body1)
            Text(signIn.status).font(.footnote).foregroundStyle(.secondary)
            Button("Sign in with the forum") { signIn.start() }
                .buttonStyle(.borderedProminent)
        }
        .padding()
        .onAppear { UITabBarItem.appearance().badgeColor = .systemOrange }
    }
}

#Preview {
    ForumThreadView()
}
