import Testing
import Foundation
import SwiftUI
import MultipeerConnectivity

/// A peer-to-peer app's session, advertiser and browser delegate, as Multipeer Connectivity
/// apps write one: it records every event (a render delivers none).
final class MultipeerEventRecorder: NSObject, MCSessionDelegate, MCNearbyServiceAdvertiserDelegate,
                                    MCNearbyServiceBrowserDelegate, MCBrowserViewControllerDelegate {
    private(set) var events: [String] = []

    func session(_ session: MCSession, peer peerID: MCPeerID, didChange state: MCSessionState) { events.append("state \(state.rawValue)") }
    func session(_ session: MCSession, didReceive data: Data, fromPeer peerID: MCPeerID) { events.append("data") }
    func session(_ session: MCSession, didReceive stream: InputStream, withName streamName: String, fromPeer peerID: MCPeerID) { events.append("stream") }
    func session(_ session: MCSession, didStartReceivingResourceWithName resourceName: String, fromPeer peerID: MCPeerID, with progress: Progress) { events.append("resource") }
    func session(_ session: MCSession, didFinishReceivingResourceWithName resourceName: String, fromPeer peerID: MCPeerID, at localURL: URL?, withError error: Error?) { events.append("resource done") }
    func advertiser(_ advertiser: MCNearbyServiceAdvertiser, didReceiveInvitationFromPeer peerID: MCPeerID,
                    withContext context: Data?, invitationHandler: @escaping (Bool, MCSession?) -> Void) {
        events.append("invitation")
        invitationHandler(false, nil)
    }
    func browser(_ browser: MCNearbyServiceBrowser, foundPeer peerID: MCPeerID, withDiscoveryInfo info: [String: String]?) { events.append("found") }
    func browser(_ browser: MCNearbyServiceBrowser, lostPeer peerID: MCPeerID) { events.append("lost") }
    func browserViewControllerDidFinish(_ browserViewController: MCBrowserViewController) { events.append("done") }
    func browserViewControllerWasCancelled(_ browserViewController: MCBrowserViewController) { events.append("cancel") }
}

/// Multipeer Connectivity in a render, which has no radio: peer IDs are values that survive
/// copies and archives; sessions have no peers, so sends throw `MCError.notConnected`;
/// advertising and browsing warn and find no one; the browser screen keeps its settings.
@Suite(.serialized) struct MultipeerConnectivityTests {
    @Test func constantsEnumsAndErrorsKeepMultipeerConnectivitysValues() {
        #expect(kMCSessionMinimumNumberOfPeers == 2 && kMCSessionMaximumNumberOfPeers == 8)
        #expect(MCSessionState.notConnected.rawValue == 0 && MCSessionState.connected.rawValue == 2)
        #expect(MCSessionSendDataMode.reliable.rawValue == 0 && MCSessionSendDataMode.unreliable.rawValue == 1)
        #expect(MCEncryptionPreference.optional.rawValue == 0 && MCEncryptionPreference.required.rawValue == 1)
        #expect(MCEncryptionPreference.none.rawValue == 2)
        #expect(MCError.Code.notConnected.rawValue == 1 && MCError.Code.unavailable.rawValue == 6)
        let bridged = MCError(.timedOut) as NSError
        #expect(MCErrorDomain == "MCErrorDomain" && bridged.domain == "MCErrorDomain" && bridged.code == 4)
        #expect(MCError(_nsError: NSError(domain: MCErrorDomain, code: 5)).code == .cancelled)
    }

    @Test func peerIDsAreEqualOnlyToThemselvesTheirCopiesAndTheirArchives() throws {
        let phone = MCPeerID(displayName: "Alice's iPhone")
        let namesake = MCPeerID(displayName: "Alice's iPhone")
        #expect(phone.displayName == "Alice's iPhone" && phone != namesake)
        #expect((phone.copy() as? MCPeerID) == phone)
        let data = try NSKeyedArchiver.archivedData(withRootObject: phone, requiringSecureCoding: true)
        let restored = try NSKeyedUnarchiver.unarchivedObject(ofClass: MCPeerID.self, from: data)
        #expect(restored?.displayName == "Alice's iPhone" && restored == phone && restored?.hash == phone.hash)
        #expect(Set([phone, namesake, restored ?? namesake]).count == 2)
        let (_, warnings) = RuntimeWarning.collecting {
            _ = MCPeerID(displayName: "")
            _ = MCPeerID(displayName: String(repeating: "x", count: 64))
            _ = MCPeerID(displayName: String(repeating: "x", count: 63))
        }
        #expect(warnings.filter { $0.hasPrefix("MCPeerID:") }.count == 2, "\(warnings)")
    }

    @Test func aSessionHasNoPeersSoSendingFails() async {
        let me = MCPeerID(displayName: "Me")
        let other = MCPeerID(displayName: "Other")
        let session = MCSession(peer: me)
        let recorder = MultipeerEventRecorder()
        session.delegate = recorder
        #expect(session.myPeerID == me && session.encryptionPreference == .required && session.securityIdentity == nil)
        #expect(MCSession(peer: me, securityIdentity: nil, encryptionPreference: .none).encryptionPreference == .none)
        #expect(session.connectedPeers.isEmpty)
        var sendError: (any Error)?
        do { try session.send(Data("hello".utf8), toPeers: [other], with: .reliable) } catch { sendError = error }
        #expect((sendError as? MCError)?.code == .notConnected && (sendError.map { $0 as NSError })?.code == 1)
        var emptySendFailed = false
        do { try session.send(Data(), toPeers: [], with: .unreliable) } catch MCError.notConnected { emptySendFailed = true } catch {}
        var streamFailed = false
        do { _ = try session.startStream(withName: "audio", toPeer: other) } catch MCError.notConnected { streamFailed = true } catch {}
        #expect(emptySendFailed && streamFailed)
        let (outcomes, delivered) = AsyncStream.makeStream(of: (any Error)?.self)
        let progress = session.sendResource(at: URL(fileURLWithPath: "/tmp/photo.jpg"), withName: "photo", toPeer: other) { error in
            delivered.yield(error)
        }
        var iterator = outcomes.makeAsyncIterator()
        let resourceError = await iterator.next() ?? nil
        #expect(progress == nil && (resourceError as? MCError)?.code == .notConnected)
        let (answers, answered) = AsyncStream.makeStream(of: (Data?, (any Error)?).self)
        let (_, warnings) = RuntimeWarning.collecting {
            session.nearbyConnectionData(forPeer: other) { data, error in answered.yield((data, error)) }
        }
        var answerIterator = answers.makeAsyncIterator()
        let (connectionData, connectionError) = await answerIterator.next() ?? (Data(), nil)
        #expect(connectionData == nil && (connectionError as? MCError)?.code == .unavailable)
        #expect(warnings.contains { $0.hasPrefix("MCSession: nearbyConnectionData") }, "\(warnings)")
        var asyncFailed = false
        do { _ = try await session.nearbyConnectionData(forPeer: other) } catch MCError.unavailable { asyncFailed = true } catch {}
        #expect(asyncFailed)
        session.disconnect()
        #expect(recorder.events.isEmpty)
    }

    @Test func advertisingAndBrowsingWarnAndFindNoOne() {
        let me = MCPeerID(displayName: "Me")
        let recorder = MultipeerEventRecorder()
        let advertiser = MCNearbyServiceAdvertiser(peer: me, discoveryInfo: ["color": "red"], serviceType: "example-color")
        let browser = MCNearbyServiceBrowser(peer: me, serviceType: "example-color")
        advertiser.delegate = recorder
        browser.delegate = recorder
        #expect(advertiser.serviceType == "example-color" && advertiser.discoveryInfo == ["color": "red"] && advertiser.myPeerID == me)
        #expect(browser.serviceType == "example-color" && browser.myPeerID == me)
        let (_, warnings) = RuntimeWarning.collecting {
            advertiser.startAdvertisingPeer()
            browser.startBrowsingForPeers()
            browser.invitePeer(MCPeerID(displayName: "Stranger"), to: MCSession(peer: me), withContext: nil, timeout: 10)
            advertiser.stopAdvertisingPeer()
            browser.stopBrowsingForPeers()
        }
        #expect(warnings.contains { $0.hasPrefix("MCNearbyServiceAdvertiser: startAdvertisingPeer()") }, "\(warnings)")
        #expect(warnings.contains { $0.hasPrefix("MCNearbyServiceBrowser: startBrowsingForPeers()") })
        #expect(warnings.contains { $0.hasPrefix("MCNearbyServiceBrowser: invitePeer") })
        #expect(recorder.events.isEmpty)
        let (_, serviceTypeWarnings) = RuntimeWarning.collecting {
            _ = MCNearbyServiceBrowser(peer: me, serviceType: "Bad_Type")
            _ = MCNearbyServiceBrowser(peer: me, serviceType: "far-too-long-service")
            _ = MCNearbyServiceBrowser(peer: me, serviceType: "-chat")
            _ = MCNearbyServiceBrowser(peer: me, serviceType: "my--chat")
            _ = MCNearbyServiceBrowser(peer: me, serviceType: "p2p-test")
        }
        #expect(serviceTypeWarnings.count == 4, "\(serviceTypeWarnings)")
        let assistant = MCAdvertiserAssistant(serviceType: "example-color", discoveryInfo: nil, session: MCSession(peer: me))
        let (_, assistantWarnings) = RuntimeWarning.collecting { assistant.start() }
        #expect(assistant.serviceType == "example-color" && assistant.discoveryInfo == nil && assistant.session.myPeerID == me)
        #expect(assistantWarnings.contains { $0.hasPrefix("MCAdvertiserAssistant: start()") })
        assistant.stop()
    }

    @MainActor @Test func theBrowserScreenKeepsItsSettingsAndIsItsBrowsersDelegate() {
        let session = MCSession(peer: MCPeerID(displayName: "Me"))
        let controller = MCBrowserViewController(serviceType: "example-color", session: session)
        let recorder = MultipeerEventRecorder()
        controller.delegate = recorder
        #expect(controller.browser?.serviceType == "example-color" && controller.browser?.myPeerID == session.myPeerID)
        #expect(controller.browser?.delegate === controller && controller.session === session)
        #expect(controller.minimumNumberOfPeers == 2 && controller.maximumNumberOfPeers == 8)
        controller.maximumNumberOfPeers = 4
        #expect(controller.maximumNumberOfPeers == 4)
        let browser = MCNearbyServiceBrowser(peer: session.myPeerID, serviceType: "example-color")
        let custom = MCBrowserViewController(browser: browser, session: session)
        #expect(custom.browser === browser && browser.delegate === custom)
        #expect(recorder.browserViewController(controller, shouldPresentNearbyPeer: MCPeerID(displayName: "Them"), withDiscoveryInfo: nil))
        #expect(recorder.events.isEmpty)
    }
}
