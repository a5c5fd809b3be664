import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import AuthenticationServices

/// `AppleSignInFile.swift`: Sign in with Apple answers as the iOS Simulator with no Apple
/// Account signed in (requests fail with `ASAuthorizationError.unknown`, 1000; no credential is
/// found), and `SignInWithAppleButton` is drawn as iOS draws it in each style.
@MainActor @Suite(.tags(.appFiles, .pixels)) struct AppleSignInTests {
    @Test func performingARequestTellsTheDelegateOfTheSimulatorsFailure() throws {
        let model = AppleSignInViewModel()
        model.signIn()
        #expect(model.lastErrorCode == .unknown)
        #expect(model.state == .failed("Sign in with Apple isn't available right now."))
        let error = ASAuthorizationError(.unknown) as NSError
        #expect(error.domain == "com.apple.AuthenticationServices.AuthorizationError" && error.code == 1000)
        #expect(ASAuthorizationError.Code.canceled.rawValue == 1001 && ASAuthorizationError.Code.notInteractive.rawValue == 1005)

        // A cancellation (what `cancel()` reports) returns the screen to signed out.
        final class Recorder: NSObject, ASAuthorizationControllerDelegate {
            var codes: [ASAuthorizationError.Code] = []
            func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: Error) {
                codes.append((error as? ASAuthorizationError)?.code ?? .failed)
            }
        }
        let recorder = Recorder()
        let controller = ASAuthorizationController(authorizationRequests: [ASAuthorizationAppleIDProvider().createRequest()])
        controller.delegate = recorder
        controller.performRequests()
        controller.cancel()
        #expect(recorder.codes == [.unknown, .canceled])
        model.handle(.failure(ASAuthorizationError(.canceled)))
        #expect(model.state == .signedOut)
    }

    @Test func theRequestCarriesTheScopesNonceAndState() throws {
        let model = AppleSignInViewModel()
        let provider = ASAuthorizationAppleIDProvider()
        let request = provider.createRequest()
        #expect(request.requestedScopes == nil && request.nonce == nil && request.requestedOperation == .operationImplicit)
        model.configure(request)
        #expect(request.requestedScopes == [.fullName, .email])
        #expect(request.nonce != nil && request.nonce == model.currentNonce && request.state == "welcome")
        #expect(request.provider === provider)

        var name = PersonNameComponents()
        name.givenName = "Ada"
        let credential = ASAuthorizationAppleIDCredential(user: "001234.abcd", state: "welcome", authorizedScopes: [.fullName],
                                                          email: "ada@example.com", fullName: name, realUserStatus: .likelyReal)
        model.handle(.success(ASAuthorization(provider: provider, credential: credential)))
        #expect(model.state == .signedIn(user: "001234.abcd"))
        #expect(credential.fullName?.givenName == "Ada" && credential.identityToken == nil && credential.realUserStatus == .likelyReal)
    }

    @Test func noUserHasACredential() async {
        let model = AppleSignInViewModel()
        #expect(await model.credentialState(for: "001234.abcd") == .notFound)
        let reported = await withCheckedContinuation { done in
            ASAuthorizationAppleIDProvider().getCredentialState(forUserID: "001234.abcd") { state, error in
                done.resume(returning: (state, error == nil))
            }
        }
        #expect(reported.0 == .notFound && reported.1)
        #expect(ASAuthorizationAppleIDProvider.CredentialState.notFound.rawValue == 2)
    }

    @Test func theWelcomeButtonIsBlackInLightAndWhiteInDark() throws {
        let texts = phoneTexts(WelcomeSignInView())
        let title = try #require(frame(texts, "Continue with Apple"), "\(texts.map(\.0))")
        // The button spans the padded width (24 pt each side), 50 pt tall; the title is 43% of that.
        #expect(title.height > 24 && title.height < 28, "\(title)")
        #expect(title.minX > 24 + 40 && title.maxX < 393 - 24 - 20, "\(title)")
        let images = try renderPhoneLightAndDark(WelcomeSignInView(), name: "AppleSignIn")
        let fill = (x: 30.0, y: title.midY)
        #expect(at(images.light, fill.x, fill.y) == [0, 0, 0], "\(at(images.light, fill.x, fill.y))")
        #expect(at(images.dark, fill.x, fill.y) == [255, 255, 255], "\(at(images.dark, fill.x, fill.y))")
        // Outside the button, the screen's own background.
        #expect(at(images.light, 12, fill.y) == [255, 255, 255] && at(images.dark, 12, fill.y) == [0, 0, 0])
        #expect(drawsColor(images.light, title, (255, 255, 255)) && drawsColor(images.dark, title, (0, 0, 0)))
    }

    @Test func theOutlineStyleIsWhiteWithABlackEdge() throws {
        let button = SignInWithAppleButton(.signUp, onRequest: { _ in }, onCompletion: { _ in })
            .signInWithAppleButtonStyle(.whiteOutline)
            .frame(width: 200, height: 44)
        let grey = Color(red: 0.5, green: 0.5, blue: 0.5)
        let image = try renderImage(ZStack { grey; button }.frame(width: 220, height: 64), scale: 2)
        #expect(close(image.pixel(x: 10, y: 64), [128, 128, 128]), "\(rgba(image, 10, 64))")
        #expect(close(image.pixel(x: 20, y: 64), [0, 0, 0]), "\(rgba(image, 20, 64))")
        #expect(close(image.pixel(x: 30, y: 64), [255, 255, 255]), "\(rgba(image, 30, 64))")
        let texts = phoneTexts(button)
        #expect(frame(texts, "Sign up with Apple") != nil, "\(texts.map(\.0))")
    }

    @Test func unconstrainedItTakesTheHIGMinimumSize() throws {
        let image = try renderImage(SignInWithAppleButton(onRequest: { _ in }, onCompletion: { _ in }))
        #expect(image.width == 140 && image.height == 30)
        #expect(close(image.pixel(x: 70, y: 2), [0, 0, 0]) && image.pixel(x: 70, y: 2).alpha == 255)
        #expect(image.pixel(x: 0, y: 0).alpha < 128)
        let elements = ImageRenderer(content: SignInWithAppleButton(.signUp, onRequest: { _ in }, onCompletion: { _ in })).layout().accessibilityElements
        #expect(elements.map(\.label) == ["Sign up with Apple"] && elements.allSatisfy { $0.traits.contains(.isButton) })
    }

    @Test func theUIKitButtonKeepsItsCornerRadius() {
        let button = ASAuthorizationAppleIDButton(type: .continue, style: .whiteOutline)
        #expect(button.cornerRadius == 6)
        button.cornerRadius = 12
        #expect(button.cornerRadius == 12 && button.isEnabled)
        #expect(ASAuthorizationAppleIDButton.ButtonType.default == .signIn && ASAuthorizationAppleIDButton.Style.black.rawValue == 2)
    }
}
