import SwiftUI
import AuthenticationServices

// An app file of the shape sign-in screens take: a view model that configures and performs a
// Sign in with Apple request (delegate and presentation anchor), and a welcome screen whose
// SignInWithAppleButton follows the colour scheme.

@MainActor
final class AppleSignInViewModel: NSObject, ObservableObject {
    enum State: Equatable {
        case signedOut
        case signingIn
        case signedIn(user: String)
        case failed(String)
    }

    @Published private(set) var state: State = .signedOut
    @Published private(set) var lastErrorCode: ASAuthorizationError.Code?
    private(set) var currentNonce: String?

    func configure(_ request: ASAuthorizationAppleIDRequest) {
        let nonce = UUID().uuidString
        currentNonce = nonce
        request.requestedScopes = [.fullName, .email]
        request.nonce = nonce
        request.state = "welcome"
    }

    func handle(_ result: Result<ASAuthorization, Error>) {
        switch result {
        case .success(let authorization):
            guard let credential = authorization.credential as? ASAuthorizationAppleIDCredential else {
                state = .failed("Unsupported credential")
                return
            }
            state = .signedIn(user: credential.user)
        case .failure(let error):
            lastErrorCode = (error as? ASAuthorizationError)?.code
            if case ASAuthorizationError.canceled = error {
                state = .signedOut
            } else {
                state = .failed("Sign in with Apple isn't available right now.")
            }
        }
    }

    func signIn() {
        let request = ASAuthorizationAppleIDProvider().createRequest()
        configure(request)
        let controller = ASAuthorizationController(authorizationRequests: [request])
        controller.delegate = self
        controller.presentationContextProvider = self
        state = .signingIn
        controller.performRequests()
    }

    func credentialState(for user: String) async -> ASAuthorizationAppleIDProvider.CredentialState {
        (try? await ASAuthorizationAppleIDProvider().credentialState(forUserID: user)) ?? .notFound
    }
}

extension AppleSignInViewModel: ASAuthorizationControllerDelegate {
    func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {
        handle(.success(authorization))
    }

    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: Error) {
        handle(.failure(error))
    }
}

extension AppleSignInViewModel: ASAuthorizationControllerPresentationContextProviding {
    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor {
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        return scene?.windows.first ?? ASPresentationAnchor()
    }
}

struct WelcomeSignInView: View {
    @StateObject private var model = AppleSignInViewModel()
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(spacing: 16) {
            Spacer()
            Image(systemName: "leaf.circle.fill")
                .font(.system(size: 72))
                .foregroundStyle(.green)
            Text("Tend")
                .font(.largeTitle.bold())
            Text("Build small habits that last.")
                .foregroundStyle(.secondary)
            Spacer()
            if case .failed(let message) = model.state {
                Text(message)
                    .font(.footnote)
                    .foregroundStyle(.red)
            }
            SignInWithAppleButton(.continue) { request in
                model.configure(request)
            } onCompletion: { result in
                model.handle(result)
            }
            .signInWithAppleButtonStyle(colorScheme == .dark ? .white : .black)
            .frame(height: 50)
            Text("By continuing you agree to our Terms.")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding(.horizontal, 24)
        .padding(.bottom, 16)
    }
}

#Preview("Welcome") {
    WelcomeSignInView()
}

#Preview("Outline button") {
    SignInWithAppleButton(.signUp, onRequest: { _ in }, onCompletion: { _ in })
        .signInWithAppleButtonStyle(.whiteOutline)
        .frame(width: 280, height: 44)
        .padding()
}
