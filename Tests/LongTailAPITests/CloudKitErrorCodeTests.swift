import Testing
import Foundation
import CloudKit

/// A sync manager's retry policy, as Gymly's CloudKit manager classifies failures: it switches
/// over every `CKError.Code` an iOS app may see, so each case must exist with iOS's value.
private enum RetryAdvice: Equatable { case retryLater, signIn, giveUp, fixRequest }

private func advice(for error: any Error) -> RetryAdvice {
    guard let error = error as? CKError else { return .giveUp }
    switch error.code {
    case .networkUnavailable, .networkFailure, .serviceUnavailable, .requestRateLimited, .zoneBusy,
         .serverResponseLost, .accountTemporarilyUnavailable:
        return .retryLater
    case .notAuthenticated, .managedAccountRestricted, .participantMayNeedVerification:
        return .signIn
    case .invalidArguments, .serverRejectedRequest, .constraintViolation, .limitExceeded, .batchRequestFailed:
        return .fixRequest
    default:
        return .giveUp
    }
}

@Suite struct CloudKitErrorCodeTests {
    @Test func everyCodeHasItsValueFromCKErrorH() {
        let codes: [(CKError.Code, Int)] = [
            (.invalidArguments, 12), (.resultsTruncated, 13), (.serverRejectedRequest, 15), (.assetFileNotFound, 16),
            (.assetFileModified, 17), (.incompatibleVersion, 18), (.constraintViolation, 19), (.operationCancelled, 20),
            (.changeTokenExpired, 21), (.batchRequestFailed, 22), (.zoneBusy, 23), (.badDatabase, 24),
            (.limitExceeded, 27), (.userDeletedZone, 28), (.tooManyParticipants, 29), (.alreadyShared, 30),
            (.referenceViolation, 31), (.managedAccountRestricted, 32), (.participantMayNeedVerification, 33),
            (.serverResponseLost, 34), (.assetNotAvailable, 35), (.accountTemporarilyUnavailable, 36),
        ]
        for (code, value) in codes { #expect(code.rawValue == value, "\(code)") }
        #expect(CKError.Code(rawValue: 12) == .invalidArguments)
        #expect(CKError.invalidArguments == .invalidArguments && CKError.serverRejectedRequest == .serverRejectedRequest)
    }

    @Test func aRetryPolicyClassifiesTheSignedOutSimulatorsError() async {
        #expect(advice(for: CKError(.invalidArguments)) == .fixRequest)
        #expect(advice(for: CKError(.zoneBusy)) == .retryLater)
        #expect(advice(for: CKError(.userDeletedZone)) == .giveUp)
        do {
            _ = try await CKContainer.default().privateCloudDatabase.record(for: CKRecord.ID(recordName: "profile"))
            Issue.record("a signed-out simulator's database throws")
        } catch {
            #expect(advice(for: error) == .signIn)
        }
    }
}
