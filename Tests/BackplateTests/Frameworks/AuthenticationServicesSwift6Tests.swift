import Testing
import Foundation
import AuthenticationServices

/// `ASAuthorizationController` in Swift 6 language mode (app files are Swift 5): as Apple's, the
/// class is not actor-isolated, so code off the main actor creates and performs one without
/// `await`, and its main-actor delegate is told, as the iOS Simulator with no Apple Account answers.
@Suite struct AuthenticationServicesSwift6Tests {
    /// Records the error codes a controller reports (main-actor isolated, as the protocol is).
    final class CodeRecorder: NSObject, ASAuthorizationControllerDelegate {
        var codes: [ASAuthorizationError.Code] = []
        func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {
            codes.append((error as? ASAuthorizationError)?.code ?? .failed)
        }
    }

    @Test func aControllerIsPerformedFromANonisolatedContext() async {
        let recorder = await CodeRecorder()
        let controller = ASAuthorizationController(authorizationRequests: [ASAuthorizationPasswordProvider().createRequest(),
                                                                          ASAuthorizationAppleIDProvider().createRequest()])
        controller.delegate = recorder
        controller.performRequests(options: .preferImmediatelyAvailableCredentials)
        controller.performRequests()
        controller.cancel()
        #expect(await recorder.codes == [.canceled, .unknown, .canceled])
        #expect(controller.authorizationRequests.count == 2 && controller.authorizationRequests[1] is ASAuthorizationAppleIDRequest)
    }

    @Test @MainActor func onTheMainActorTheDelegateIsToldBeforePerformReturns() {
        let recorder = CodeRecorder()
        let controller = ASAuthorizationController(authorizationRequests: [ASAuthorizationAppleIDProvider().createRequest()])
        controller.delegate = recorder
        controller.performRequests()
        #expect(recorder.codes == [.unknown])
        #expect((ASAuthorizationError(.unknown) as NSError).code == 1000)
    }
}
