import Testing
import Foundation
import SwiftUI
import PushKit
import Synchronization

/// A push registry's delegate as VoIP apps write one: it records tokens and pushes (a render
/// delivers neither) and implements only the required method, so the defaults answer the rest.
final class PushKitRegistryRecorder: NSObject, PKPushRegistryDelegate {
    private(set) var tokens: [Data] = []

    func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType) {
        tokens.append(pushCredentials.token)
    }
}

/// PushKit in a render, which has no connection to Apple's push service: push types keep their
/// names, registering warns and delivers no token, `pushToken(for:)` is nil and the delegate is
/// never called; the delegate's optional methods default to calling their completions.
@Suite(.serialized) struct PushKitTests {
    @Test func pushTypesKeepPushKitsNames() {
        #expect(PKPushType.voIP.rawValue == "PKPushTypeVoIP")
        #expect(PKPushType.complication.rawValue == "PKPushTypeComplication")
        #expect(PKPushType.fileProvider.rawValue == "PKPushTypeFileProvider")
        #expect(PKPushType(rawValue: "PKPushTypeVoIP") == .voIP)
        #expect(Set<PKPushType>([.voIP, .voIP, .fileProvider]).count == 2)
    }

    @Test func registeringDeliversNoTokenAndWarnsOnce() {
        let queue = DispatchQueue(label: "pushkit.registry")
        let registry = PKPushRegistry(queue: queue)
        let recorder = PushKitRegistryRecorder()
        registry.delegate = recorder
        #expect(registry.desiredPushTypes == nil && registry.delegate === recorder)
        let (_, warnings) = RuntimeWarning.collecting {
            registry.desiredPushTypes = [.voIP]
        }
        #expect(registry.desiredPushTypes == [.voIP])
        #expect(warnings.filter { $0.hasPrefix("PKPushRegistry:") }.count == 1, "\(warnings)")
        let (_, none) = RuntimeWarning.collecting { registry.desiredPushTypes = [] }
        #expect(none.isEmpty && registry.desiredPushTypes == [])
        queue.sync {}
        #expect(registry.pushToken(for: .voIP) == nil && registry.pushToken(for: .fileProvider) == nil)
        #expect(recorder.tokens.isEmpty)
    }

    @Test func systemObjectsMadeDirectlyAreEmptyAndDefaultsCallTheirCompletions() {
        let credentials = PKPushCredentials()
        let payload = PKPushPayload()
        #expect(credentials.token.isEmpty && credentials.type.rawValue.isEmpty)
        #expect(payload.dictionaryPayload.isEmpty && payload.type.rawValue.isEmpty)
        #expect(PKVoIPPushMetadata().mustReport)
        let registry = PKPushRegistry(queue: nil)
        let recorder = PushKitRegistryRecorder()
        let completions = Mutex(0)
        recorder.pushRegistry(registry, didReceiveIncomingPushWith: payload, for: .voIP) {
            completions.withLock { $0 += 1 }
        }
        recorder.pushRegistry(registry, didReceiveIncomingVoIPPushWith: payload, metadata: PKVoIPPushMetadata()) {
            completions.withLock { $0 += 1 }
        }
        recorder.pushRegistry(registry, didInvalidatePushTokenFor: .voIP)
        #expect(completions.withLock { $0 } == 2 && recorder.tokens.isEmpty)
    }
}
