import Testing
import Foundation
import SwiftUI
import GameKit

/// Counts the calls an authenticate handler gets, with what it got.
final class GameKitAuthenticationRecorder {
    private(set) var calls: [(viewController: UIViewController?, error: Error?)] = []
    func record(_ viewController: UIViewController?, _ error: Error?) { calls.append((viewController, error)) }
}

/// A listener as games write one: an object that handles only the events it cares about.
final class GameKitListenerProbe: NSObject, GKLocalPlayerListener {
    func player(_ player: GKPlayer, didAccept invite: GKInvite) {}
    func player(_ player: GKPlayer, receivedTurnEventFor match: GKTurnBasedMatch, didBecomeActive: Bool) {}
}

/// Waits until the main queue ran what was queued on it before this call.
@MainActor private func drainMainQueue() async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { done.resume() }
    }
}

/// GameKit as a device with no signed-in Game Center account and no network answers: the local
/// player is never authenticated, every request fails with `GKError.notAuthenticated` (through
/// its completion handler on the main queue, or thrown), and no Game Center interface is drawn.
@Suite struct GameKitTests {
    @MainActor @Test func theAuthenticateHandlerIsCalledOnceOnTheMainQueueWithNotAuthenticated() async {
        let player = GKLocalPlayer.local
        #expect(player === GKLocalPlayer.local && player.isAuthenticated == false)
        let recorder = GameKitAuthenticationRecorder()
        let (_, warnings) = RuntimeWarning.collecting {
            player.authenticateHandler = { viewController, error in recorder.record(viewController, error) }
        }
        #expect(warnings.contains { $0.contains("GKLocalPlayer.authenticateHandler") }, "\(warnings)")
        #expect(recorder.calls.isEmpty, "the handler is called asynchronously, never during the assignment")
        await drainMainQueue()
        #expect(recorder.calls.count == 1)
        let call = recorder.calls.first
        #expect(call?.viewController == nil)
        #expect((call?.error as? GKError)?.code == .notAuthenticated)
        #expect((call?.error as NSError?)?.domain == GKErrorDomain && (call?.error as NSError?)?.code == 6)
        await drainMainQueue()
        #expect(recorder.calls.count == 1, "GameKit answers once per assignment")
        #expect(player.isAuthenticated == false)

        // A handler replaced before GameKit answers is never called; the new one is, once.
        let replaced = GameKitAuthenticationRecorder()
        let current = GameKitAuthenticationRecorder()
        player.authenticateHandler = { replaced.record($0, $1) }
        player.authenticateHandler = { current.record($0, $1) }
        await drainMainQueue()
        #expect(replaced.calls.isEmpty && current.calls.count == 1)
        player.authenticateHandler = nil
        await drainMainQueue()
        #expect(current.calls.count == 1 && player.authenticateHandler == nil)
    }

    @Test func theLocalPlayerIsNotSignedInAndKeepsItsListeners() {
        let player = GKLocalPlayer.local
        #expect(player.displayName.isEmpty && player.alias.isEmpty)
        #expect(player.gamePlayerID.isEmpty && player.teamPlayerID.isEmpty)
        #expect(!player.isUnderage && !player.isMultiplayerGamingRestricted && !player.isPersonalizedCommunicationRestricted)
        let guest = GKPlayer.anonymousGuestPlayer(withIdentifier: "guest-1")
        #expect(guest.guestIdentifier == "guest-1" && player.guestIdentifier == nil)
        #expect(GKPlayer.PhotoSize.small.rawValue == 0 && GKPlayer.PhotoSize.normal.rawValue == 1)
        #expect(GKFriendsAuthorizationStatus.notDetermined.rawValue == 0 && GKFriendsAuthorizationStatus.authorized.rawValue == 3)
        let listener = GameKitListenerProbe()
        player.register(listener)
        player.register(listener)
        #expect(player.registeredListeners.filter { $0 === listener }.count == 1)
        player.unregisterListener(listener)
        #expect(!player.registeredListeners.contains { $0 === listener })
    }

    @MainActor @Test func submittingAScoreFailsWithNotAuthenticatedInBothForms() async {
        var warnings: [String] = []
        let error = await withCheckedContinuation { (done: CheckedContinuation<Error?, Never>) in
            warnings = RuntimeWarning.collecting {
                GKLeaderboard.submitScore(1200, context: 0, player: GKLocalPlayer.local, leaderboardIDs: ["high.scores"]) {
                    done.resume(returning: $0)
                }
            }.warnings
        }
        #expect(warnings.contains { $0.contains("GKLeaderboard.submitScore(_:context:player:leaderboardIDs:completionHandler:)") },
                "\(warnings)")
        #expect((error as? GKError)?.code == .notAuthenticated)
        do {
            try await GKLeaderboard.submitScore(1200, context: 0, player: GKLocalPlayer.local, leaderboardIDs: ["high.scores"])
            Issue.record("submitScore returned")
        } catch let error as GKError {
            #expect(error.code == .notAuthenticated && error.errorCode == 6)
        } catch {
            Issue.record("unexpected \(error)")
        }
        await #expect(throws: GKError(.notAuthenticated)) {
            _ = try await GKLeaderboard.loadLeaderboards(IDs: nil)
        }
        let board = GKLeaderboard()
        await #expect(throws: GKError(.notAuthenticated)) {
            _ = try await board.loadEntries(for: .global, timeScope: .allTime, range: NSRange(location: 1, length: 10))
        }
        let entries = await withCheckedContinuation { (done: CheckedContinuation<Int, Never>) in
            board.loadEntries(for: .friendsOnly, timeScope: .week, range: NSRange(location: 1, length: 5)) { local, entries, total, error in
                #expect(local == nil && entries == nil && (error as? GKError)?.code == .notAuthenticated)
                done.resume(returning: total)
            }
        }
        #expect(entries == 0)
    }

    @MainActor @Test func reportingAnAchievementFailsWithNotAuthenticatedInBothForms() async {
        let achievement = GKAchievement(identifier: "first.win")
        #expect(achievement.identifier == "first.win" && achievement.percentComplete == 0 && !achievement.isCompleted)
        #expect(achievement.showsCompletionBanner, "documented default: true")
        #expect(achievement.player === GKLocalPlayer.local)
        achievement.percentComplete = 100
        #expect(achievement.isCompleted)
        let error = await withCheckedContinuation { (done: CheckedContinuation<Error?, Never>) in
            GKAchievement.report([achievement]) { done.resume(returning: $0) }
        }
        #expect((error as? GKError)?.code == .notAuthenticated)
        await #expect(throws: GKError(.notAuthenticated)) { try await GKAchievement.report([achievement]) }
        await #expect(throws: GKError(.notAuthenticated)) { _ = try await GKAchievement.loadAchievements() }
        await #expect(throws: GKError(.notAuthenticated)) { try await GKAchievement.resetAchievements() }
        let loaded = await withCheckedContinuation { (done: CheckedContinuation<(Int?, Error?), Never>) in
            GKAchievement.loadAchievements { achievements, error in done.resume(returning: (achievements?.count, error)) }
        }
        #expect(loaded.0 == nil && (loaded.1 as? GKError)?.code == .notAuthenticated)
        let (_, warnings) = RuntimeWarning.collecting { GKAchievement.resetAchievements() }
        #expect(warnings.contains { $0.contains("GKAchievement.resetAchievements(completionHandler:)") }, "\(warnings)")
    }

    @Test func errorCodesHaveGameKitsRawValues() {
        #expect(GKError.Code.unknown.rawValue == 1 && GKError.Code.cancelled.rawValue == 2)
        #expect(GKError.Code.communicationsFailure.rawValue == 3 && GKError.Code.userDenied.rawValue == 4)
        #expect(GKError.Code.invalidCredentials.rawValue == 5 && GKError.Code.notAuthenticated.rawValue == 6)
        #expect(GKError.Code.authenticationInProgress.rawValue == 7 && GKError.Code.invalidPlayer.rawValue == 8)
        #expect(GKError.Code.scoreNotSet.rawValue == 9 && GKError.Code.parentalControlsBlocked.rawValue == 10)
        #expect(GKError.Code.matchRequestInvalid.rawValue == 13 && GKError.Code.underage.rawValue == 14)
        #expect(GKError.Code.gameUnrecognized.rawValue == 15 && GKError.Code.notSupported.rawValue == 16)
        #expect(GKError.Code.invalidParameter.rawValue == 17 && GKError.Code.turnBasedInvalidState.rawValue == 24)
        #expect(GKError.Code.matchNotConnected.rawValue == 28 && GKError.Code.apiNotAvailable.rawValue == 31)
        #expect(GKError.Code.notAuthorized.rawValue == 32 && GKError.Code.apiObsolete.rawValue == 34)
        #expect(GKError.Code.iCloudUnavailable.rawValue == 35 && GKError.Code.lockdownMode.rawValue == 36)
        #expect(GKError.Code.appUnlisted.rawValue == 37 && GKError.Code.debugMode.rawValue == 38)
        #expect(GKError.Code.friendListDescriptionMissing.rawValue == 100 && GKError.Code.friendRequestNotAvailable.rawValue == 103)
        let error = GKError(.notAuthenticated)
        let bridged = error as NSError
        #expect(bridged.domain == "GKErrorDomain" && bridged.code == 6 && !error.localizedDescription.isEmpty)
        #expect(GKError.notAuthenticated == .notAuthenticated && GKError(_nsError: bridged) == error)
        switch error as Error {
        case GKError.notAuthenticated: break
        default: Issue.record("GKError.notAuthenticated does not match its error")
        }
    }

    @MainActor @Test func theAccessPointKeepsItsSettingsAndIsNeverDrawn() async {
        let accessPoint = GKAccessPoint.shared
        #expect(accessPoint === GKAccessPoint.shared)
        #expect(accessPoint.location == .topLeading, "documented default: the upper-leading corner")
        #expect(accessPoint.isVisible == false && accessPoint.isPresentingGameCenter == false)
        #expect(accessPoint.frameInScreenCoordinates == .zero)
        let (_, warnings) = RuntimeWarning.collecting {
            accessPoint.isActive = true
            accessPoint.location = .bottomTrailing
        }
        #expect(warnings.contains { $0.contains("GKAccessPoint is not drawn") }, "\(warnings)")
        #expect(accessPoint.isActive && accessPoint.location == .bottomTrailing && accessPoint.isVisible == false)
        #expect(GKAccessPoint.Location.topLeading.rawValue == 0 && GKAccessPoint.Location.topTrailing.rawValue == 1)
        #expect(GKAccessPoint.Location.bottomLeading.rawValue == 2 && GKAccessPoint.Location.bottomTrailing.rawValue == 3)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            accessPoint.trigger(state: .leaderboards) { done.resume() }
        }
        #expect(accessPoint.isPresentingGameCenter == false)
        accessPoint.isActive = false
        accessPoint.location = .topLeading
        #expect(GKGameCenterViewControllerState.default.rawValue == -1 && GKGameCenterViewControllerState.leaderboards.rawValue == 0)
        #expect(GKGameCenterViewControllerState.dashboard.rawValue == 4 && GKGameCenterViewControllerState.localPlayerFriendsList.rawValue == 5)
    }

    @Test func aMatchRequestStartsWithGameKitsDefaults() {
        let request = GKMatchRequest()
        #expect(request.minPlayers == 2 && request.maxPlayers == 2 && request.defaultNumberOfPlayers == 0)
        #expect(request.playerGroup == 0 && request.playerAttributes == 0)
        #expect(request.recipients == nil && request.inviteMessage == nil && request.queueName == nil)
        #expect(GKMatchRequest.maxPlayersAllowedForMatch(of: .peerToPeer) == 16)
        #expect(GKMatchRequest.maxPlayersAllowedForMatch(of: .hosted) == 16)
        #expect(GKMatchRequest.maxPlayersAllowedForMatch(of: .turnBased) == 16)
        #expect(GKMatchType.peerToPeer.rawValue == 0 && GKMatchType.turnBased.rawValue == 2)
        #expect(GKMatch.SendDataMode.reliable.rawValue == 0 && GKMatch.SendDataMode.unreliable.rawValue == 1)
        #expect(GKPlayerConnectionState.connected.rawValue == 1 && GKPlayerConnectionState.disconnected.rawValue == 2)
        #expect(GKMatchmakingMode.inviteOnly.rawValue == 3 && GKInviteRecipientResponse.noAnswer.rawValue == 5)
        #expect(GKTurnBasedMatch.Outcome.customRange.rawValue == 0x00FF_0000 && GKTurnBasedMatch.Status.matching.rawValue == 3)
        #expect(GKLeaderboard.TimeScope.allTime.rawValue == 2 && GKLeaderboard.PlayerScope.friendsOnly.rawValue == 1)
        #expect(GKLeaderboard.LeaderboardType.recurring.rawValue == 1 && GKReleaseState.prereleased.rawValue == 2)
    }

    @Test func aMatchConnectsNoOneSoSendingThrows() {
        let match = GKMatch()
        #expect(match.players.isEmpty && match.expectedPlayerCount == 0)
        #expect(throws: GKError(.matchNotConnected)) { try match.sendData(toAllPlayers: Data([1, 2]), with: .reliable) }
        #expect(throws: GKError(.matchNotConnected)) { try match.send(Data([1]), to: [], dataMode: .unreliable) }
        match.disconnect()
    }

    @MainActor @Test func gameCenterControllersKeepWhatTheyWereMadeToShow() {
        let dashboard = GKGameCenterViewController(state: .achievements)
        #expect(dashboard.state == .achievements && dashboard.gameCenterDelegate == nil)
        let board = GKGameCenterViewController(leaderboardID: "high.scores", playerScope: .friendsOnly, timeScope: .week)
        #expect(board.state == .leaderboards && board.leaderboardID == "high.scores")
        #expect(board.playerScope == .friendsOnly && board.timeScope == .week)
        let request = GKMatchRequest()
        request.maxPlayers = 4
        let matchmaker = GKMatchmakerViewController(matchRequest: request)
        #expect(matchmaker?.matchRequest === request && matchmaker?.matchmakingMode == .default)
        #expect(matchmaker?.canStartWithMinimumPlayers == false && matchmaker?.isHosted == false)
    }
}
