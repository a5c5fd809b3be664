import Testing
import Foundation
import SwiftUI
import AVFoundation
import CallKit

/// A provider's delegate as VoIP apps write one: it records every event it is told of (a
/// render tells it none) and fulfills the actions it is asked to perform.
final class CallKitProviderRecorder: NSObject, CXProviderDelegate, CXCallObserverDelegate {
    static let queueName = DispatchSpecificKey<String>()
    private(set) var events: [String] = []

    func providerDidReset(_ provider: CXProvider) { events.append("reset") }
    func providerDidBegin(_ provider: CXProvider) { events.append("begin") }
    func provider(_ provider: CXProvider, perform action: CXStartCallAction) {
        events.append("start")
        action.fulfill(withDateStarted: Date())
    }
    func provider(_ provider: CXProvider, perform action: CXAnswerCallAction) {
        events.append("answer")
        action.fulfill()
    }
    func provider(_ provider: CXProvider, perform action: CXEndCallAction) {
        events.append("end")
        action.fulfill()
    }
    func provider(_ provider: CXProvider, didActivate audioSession: AVAudioSession) { events.append("audio") }
    func callObserver(_ callObserver: CXCallObserver, callChanged call: CXCall) { events.append("call") }
}

/// CallKit in a render, which has no telephony service: configurations, handles, updates,
/// actions and transactions keep CallKit's values and defaults; an incoming call is refused with
/// `CXErrorCodeIncomingCallError.unknown` and controller requests with a
/// `CXErrorCodeRequestTransactionError`, each on its documented queue and with a warning; no
/// call is ever observed and no delegate is called.
@Suite(.serialized) struct CallKitTests {
    /// A queue marked with `name`, so completions record where they ran.
    private func markedQueue(_ name: String) -> DispatchQueue {
        let queue = DispatchQueue(label: name)
        queue.setSpecific(key: CallKitProviderRecorder.queueName, value: name)
        return queue
    }

    @Test func aConfigurationStartsWithCallKitsDefaultsAndCopiesItsValues() {
        let configuration = CXProviderConfiguration()
        #expect(configuration.maximumCallGroups == 2 && configuration.maximumCallsPerCallGroup == 5)
        #expect(configuration.includesCallsInRecents && !configuration.supportsVideo)
        #expect(configuration.supportedHandleTypes.isEmpty && configuration.ringtoneSound == nil)
        #expect(configuration.iconTemplateImageData == nil && configuration.localizedName == nil)
        configuration.supportedHandleTypes = [.phoneNumber, .emailAddress]
        configuration.maximumCallsPerCallGroup = 1
        configuration.ringtoneSound = "Ringtone.caf"
        let copy = configuration.copy() as? CXProviderConfiguration
        configuration.maximumCallsPerCallGroup = 3
        #expect(copy?.maximumCallsPerCallGroup == 1 && copy?.ringtoneSound == "Ringtone.caf")
        #expect(copy?.supportedHandleTypes == [.phoneNumber, .emailAddress])
        #expect(CXProviderConfiguration(localizedName: "Hotline").localizedName == "Hotline")
        // The provider keeps a copy: changing the app's object later does not reach it.
        let provider = CXProvider(configuration: configuration)
        configuration.supportsVideo = true
        #expect(!provider.configuration.supportsVideo && provider.configuration.maximumCallsPerCallGroup == 3)
    }

    @Test func enumsAndErrorCodesKeepCallKitsRawValuesAndDomains() {
        #expect(CXHandle.HandleType.generic.rawValue == 1 && CXHandle.HandleType.phoneNumber.rawValue == 2)
        #expect(CXHandle.HandleType.emailAddress.rawValue == 3)
        #expect(CXCallEndedReason.failed.rawValue == 1 && CXCallEndedReason.remoteEnded.rawValue == 2)
        #expect(CXCallEndedReason.unanswered.rawValue == 3 && CXCallEndedReason.declinedElsewhere.rawValue == 5)
        #expect(CXPlayDTMFCallAction.ActionType.singleTone.rawValue == 1 && CXPlayDTMFCallAction.ActionType.hardPause.rawValue == 3)
        #expect(CXCallDirectoryManager.EnabledStatus.unknown.rawValue == 0 && CXCallDirectoryManager.EnabledStatus.enabled.rawValue == 2)
        #expect(CXErrorCodeIncomingCallError.Code.filteredByDoNotDisturb.rawValue == 3)
        #expect(CXErrorCodeIncomingCallError.Code.callIsProtected.rawValue == 6)
        #expect(CXErrorCodeRequestTransactionError.Code.emptyTransaction.rawValue == 3)
        #expect(CXErrorCodeRequestTransactionError.Code.maximumCallGroupsReached.rawValue == 7)
        #expect(CXErrorCodeCallDirectoryManagerError.Code.unexpectedIncrementalRemoval.rawValue == 8)
        #expect(CXErrorCodeNotificationServiceExtensionError.Code.missingNotificationFilteringEntitlement.rawValue == 2)
        #expect(CXError.Code.missingVoIPBackgroundMode.rawValue == 3)
        #expect(CXErrorDomainRequestTransaction == "com.apple.CallKit.error.requesttransaction")
        #expect(CXErrorCodeIncomingCallError.errorDomain == CXErrorDomainIncomingCall)
        let bridged = CXErrorCodeRequestTransactionError(.unknownCallUUID) as NSError
        #expect(bridged.domain == "com.apple.CallKit.error.requesttransaction" && bridged.code == 4)
        let back = CXErrorCodeRequestTransactionError(_nsError: NSError(domain: CXErrorDomainRequestTransaction, code: 7))
        #expect(back.code == .maximumCallGroupsReached)
    }

    @Test func handlesAreEqualByTypeAndValueAndArchive() throws {
        let alice = CXHandle(type: .phoneNumber, value: "+14085550100")
        #expect(alice == CXHandle(type: .phoneNumber, value: "+14085550100"))
        #expect(alice.isEqual(to: CXHandle(type: .phoneNumber, value: "+14085550100")))
        #expect(alice != CXHandle(type: .generic, value: "+14085550100"))
        #expect(alice != CXHandle(type: .phoneNumber, value: "+14085550101"))
        #expect(Set([alice, CXHandle(type: .phoneNumber, value: "+14085550100")]).count == 1)
        #expect((alice.copy() as? CXHandle) == alice)
        let data = try NSKeyedArchiver.archivedData(withRootObject: alice, requiringSecureCoding: true)
        let restored = try NSKeyedUnarchiver.unarchivedObject(ofClass: CXHandle.self, from: data)
        #expect(restored?.type == .phoneNumber && restored?.value == "+14085550100" && restored == alice)
    }

    @Test func updatesActionsAndTransactionsKeepWhatTheyAreGiven() {
        let update = CXCallUpdate()
        #expect(update.remoteHandle == nil && update.localizedCallerName == nil)
        #expect(!update.hasVideo && !update.supportsHolding && !update.supportsGrouping && !update.supportsUngrouping && !update.supportsDTMF)
        update.remoteHandle = CXHandle(type: .emailAddress, value: "alice@example.com")
        update.hasVideo = true
        let copiedUpdate = update.copy() as? CXCallUpdate
        #expect(copiedUpdate?.remoteHandle?.value == "alice@example.com" && copiedUpdate?.hasVideo == true)

        let call = UUID()
        let start = CXStartCallAction(call: call, handle: CXHandle(type: .generic, value: "alice"))
        start.isVideo = true
        start.contactIdentifier = "contact-1"
        #expect(start.callUUID == call && start.handle.value == "alice" && start.isVideo && !start.isComplete)
        #expect(start.timeoutDate == .distantFuture)
        let held = CXSetHeldCallAction(call: call, onHold: true)
        let muted = CXSetMutedCallAction(call: call, muted: false)
        let group = CXSetGroupCallAction(call: call, callUUIDToGroupWith: nil)
        let tones = CXPlayDTMFCallAction(call: call, digits: "12#", type: .softPause)
        #expect(held.isOnHold && !muted.isMuted && group.callUUIDToGroupWith == nil)
        #expect(tones.digits == "12#" && tones.type == .softPause)
        #expect(start.uuid != held.uuid)

        let transaction = CXTransaction(action: start)
        transaction.addAction(CXEndCallAction(call: call))
        #expect(transaction.actions.count == 2 && !transaction.isComplete)
        start.fulfill(withDateStarted: Date())
        (transaction.actions[1] as? CXEndCallAction)?.fail()
        #expect(start.isComplete && transaction.isComplete)
        let empty = CXTransaction()
        #expect(empty.actions.isEmpty && empty.isComplete && empty.uuid != transaction.uuid)
    }

    @Test func anIncomingCallIsRefusedWithUnknownOnTheDelegateQueueAndNoDelegateHearsIt() async {
        let queue = markedQueue("callkit.provider")
        let recorder = CallKitProviderRecorder()
        let provider = CXProvider(configuration: CXProviderConfiguration())
        provider.setDelegate(recorder, queue: queue)
        let update = CXCallUpdate()
        update.remoteHandle = CXHandle(type: .phoneNumber, value: "+14085550100")
        update.localizedCallerName = "Alice"
        let (outcomes, delivered) = AsyncStream.makeStream(of: ((any Error)?, String?).self)
        let (_, warnings) = RuntimeWarning.collecting {
            provider.reportNewIncomingCall(with: UUID(), update: update) { error in
                delivered.yield((error, DispatchQueue.getSpecific(key: CallKitProviderRecorder.queueName)))
            }
        }
        var iterator = outcomes.makeAsyncIterator()
        let (error, queueName) = await iterator.next() ?? (nil, nil)
        let bridged = error.map { $0 as NSError }
        #expect((error as? CXErrorCodeIncomingCallError)?.code == .unknown && queueName == "callkit.provider")
        #expect(bridged?.domain == "com.apple.CallKit.error.incomingcall" && bridged?.code == 0)
        #expect(warnings.filter { $0.contains("reportNewIncomingCall(with:update:completion:)") }.count == 1, "\(warnings)")
        var matched = false
        do { try await provider.reportNewIncomingCall(with: UUID(), update: update) } catch CXErrorCodeIncomingCallError.unknown { matched = true } catch {}
        #expect(matched)
        provider.reportCall(with: UUID(), endedAt: nil, reason: .remoteEnded)
        provider.reportOutgoingCall(with: UUID(), connectedAt: Date())
        queue.sync {}
        #expect(recorder.events.isEmpty && provider.pendingTransactions.isEmpty)
        #expect(provider.pendingCallActions(of: CXAnswerCallAction.self, withCall: UUID()).isEmpty)
        provider.invalidate()
    }

    @Test func controllerRequestsFailOnTheControllersQueueAndNoCallIsObserved() async {
        let queue = markedQueue("callkit.controller")
        let controller = CXCallController(queue: queue)
        let recorder = CallKitProviderRecorder()
        controller.callObserver.setDelegate(recorder, queue: queue)
        let start = CXStartCallAction(call: UUID(), handle: CXHandle(type: .generic, value: "alice"))
        let (outcomes, delivered) = AsyncStream.makeStream(of: ((any Error)?, String?).self)
        let (_, warnings) = RuntimeWarning.collecting {
            controller.request(CXTransaction(action: start)) { error in
                delivered.yield((error, DispatchQueue.getSpecific(key: CallKitProviderRecorder.queueName)))
            }
            controller.request(CXTransaction()) { error in
                delivered.yield((error, DispatchQueue.getSpecific(key: CallKitProviderRecorder.queueName)))
            }
        }
        var iterator = outcomes.makeAsyncIterator()
        let (refused, refusedQueue) = await iterator.next() ?? (nil, nil)
        let (empty, emptyQueue) = await iterator.next() ?? (nil, nil)
        #expect((refused as? CXErrorCodeRequestTransactionError)?.code == .unknown && refusedQueue == "callkit.controller")
        #expect((empty as? CXErrorCodeRequestTransactionError)?.code == .emptyTransaction && emptyQueue == "callkit.controller")
        #expect((refused.map { $0 as NSError })?.domain == CXErrorDomainRequestTransaction)
        #expect(warnings.filter { $0.hasPrefix("CXCallController:") }.count == 1, "\(warnings)")
        #expect(!start.isComplete)
        var matched = false
        do {
            try await controller.requestTransaction(with: [CXEndCallAction(call: UUID()), CXSetMutedCallAction(call: UUID(), muted: true)])
        } catch CXErrorCodeRequestTransactionError.unknown { matched = true } catch {}
        #expect(matched)
        // The private-queue controller completes too.
        var privateError: (any Error)?
        do { try await CXCallController().requestTransaction(with: CXAnswerCallAction(call: UUID())) } catch { privateError = error }
        #expect((privateError as? CXErrorCodeRequestTransactionError)?.code == .unknown)
        queue.sync {}
        #expect(controller.callObserver.calls.isEmpty && CXCallObserver().calls.isEmpty && recorder.events.isEmpty)
    }

    @Test func theCallDirectoryFindsNoExtensionAndAVoIPPushReportIsRefused() async {
        let manager = CXCallDirectoryManager.sharedInstance
        #expect(manager === CXCallDirectoryManager.sharedInstance)
        let (answers, delivered) = AsyncStream.makeStream(of: (CXCallDirectoryManager.EnabledStatus, (any Error)?).self)
        let (_, warnings) = RuntimeWarning.collecting {
            manager.getEnabledStatusForExtension(withIdentifier: "com.example.app.directory") { status, error in
                delivered.yield((status, error))
            }
        }
        var iterator = answers.makeAsyncIterator()
        let (status, error) = await iterator.next() ?? (.enabled, nil)
        #expect(status == .unknown && (error as? CXErrorCodeCallDirectoryManagerError)?.code == .noExtensionFound)
        #expect(warnings.contains { $0.hasPrefix("CXCallDirectoryManager:") })
        var reloadFailed = false
        do { try await manager.reloadExtension(withIdentifier: "com.example.app.directory") }
        catch CXErrorCodeCallDirectoryManagerError.noExtensionFound { reloadFailed = true } catch {}
        var settingsError: (any Error)?
        do { try await manager.openSettings() } catch { settingsError = error }
        #expect(reloadFailed && (settingsError as? CXErrorCodeCallDirectoryManagerError)?.code == .unknown)
        var pushError: (any Error)?
        do { try await CXProvider.reportNewIncomingVoIPPushPayload(["handle": "alice"]) } catch { pushError = error }
        #expect((pushError as? CXErrorCodeNotificationServiceExtensionError)?.code == .unknown)
    }
}
