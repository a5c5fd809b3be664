import Testing
import Foundation
import Synchronization
import BackplateCore
import BackplateNetwork

/// Network's connections, listeners and browsers on Linux, in Swift 6 mode: a render has no
/// network traffic, so a connection behaves as in the iOS Simulator with the peer unreachable
/// (`.preparing`, then `.waiting(.posix(.ECONNREFUSED))`; sends and receives fail with that
/// error), a listener is ready but never accepts, a browser is ready and finds nothing.
@Suite struct NetworkConnectionTests {
    /// Values a `@Sendable` handler hands over, in order.
    private final class Recorder<Value: Sendable>: Sendable {
        private let values = Mutex<[Value]>([])
        func record(_ value: Value) { values.withLock { $0.append(value) } }
        var all: [Value] { values.withLock { $0 } }
    }

    /// Waits until every block already queued on `queue` has run.
    private func drain(_ queue: DispatchQueue) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in queue.async { done.resume() } }
    }

    /// A connection to example.com:443 started on `queue`, once it has reached `.waiting`.
    private func waitingConnection(on queue: DispatchQueue, states: Recorder<NWConnection.State>) async -> NWConnection {
        let connection = NWConnection(host: "example.com", port: .https, using: .tls)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            connection.stateUpdateHandler = { state in
                dispatchPrecondition(condition: .onQueue(queue))
                states.record(state)
                if case .waiting = state { done.resume() }
            }
            connection.start(queue: queue)
        }
        return connection
    }

    @Test func startingPreparesThenWaitsWithConnectionRefused() async {
        let queue = DispatchQueue(label: "connection")
        let states = Recorder<NWConnection.State>()
        let paths = Recorder<NWPath>()
        let connection = NWConnection(to: .hostPort(host: "example.com", port: 443), using: .tcp)
        #expect(connection.state == .setup && connection.currentPath == nil && connection.queue == nil)
        connection.pathUpdateHandler = { paths.record($0) }
        let warnings = RuntimeWarning.collecting {
            connection.stateUpdateHandler = { state in states.record(state) }
            connection.start(queue: queue)
        }.warnings
        #expect(warnings.contains { $0.hasPrefix("NWConnection to example.com:443: Backplate renders without a network") })
        await drain(queue)
        #expect(states.all == [.preparing, .waiting(.posix(.ECONNREFUSED))])
        #expect(connection.state == .waiting(.posix(.ECONNREFUSED)) && connection.queue === queue)
        #expect(paths.all.map(\.status) == [.satisfied] && connection.currentPath?.usesInterfaceType(.wifi) == true)
        #expect(connection.maximumDatagramSize == 0 && connection.metadata(definition: NWProtocolTCP.definition) == nil)
        connection.cancel()
    }

    @Test func sendsCompleteOnTheQueueWithTheWaitingError() async {
        let queue = DispatchQueue(label: "sends")
        let connection = await waitingConnection(on: queue, states: Recorder())
        let ping = NWProtocolWebSocket.Metadata(opcode: .ping)
        let pongs = Recorder<NWError?>()
        ping.setPongHandler(queue) { error in pongs.record(error) }
        let context = NWConnection.ContentContext(identifier: "ping", metadata: [ping])
        let error: NWError? = await withCheckedContinuation { done in
            connection.send(content: Data("hello".utf8), contentContext: context, isComplete: true,
                            completion: .contentProcessed { error in
                                dispatchPrecondition(condition: .onQueue(queue))
                                done.resume(returning: error)
                            })
        }
        await drain(queue)
        #expect(error == .posix(.ECONNREFUSED))
        #expect(pongs.all == [.posix(.ECONNREFUSED)])
        connection.cancel()
    }

    @Test func receivesCompleteWithNothingAndTheWaitingError() async {
        let queue = DispatchQueue(label: "receives")
        let connection = await waitingConnection(on: queue, states: Recorder())
        let received: (Bool, Bool, Bool, NWError?) = await withCheckedContinuation { done in
            connection.receive(minimumIncompleteLength: 1, maximumLength: 1024) { content, context, isComplete, error in
                done.resume(returning: (content == nil, context == nil, isComplete, error))
            }
        }
        #expect(received.0 && received.1 && !received.2 && received.3 == .posix(.ECONNREFUSED))
        let message: NWError? = await withCheckedContinuation { done in
            connection.receiveMessage { _, _, _, error in done.resume(returning: error) }
        }
        #expect(message == .posix(.ECONNREFUSED))
        connection.cancel()
    }

    @Test func cancellingDeliversCancelledOnceAndThenNothing() async {
        let queue = DispatchQueue(label: "cancel")
        let states = Recorder<NWConnection.State>()
        let connection = await waitingConnection(on: queue, states: states)
        connection.cancel()
        connection.cancel()
        connection.restart()
        await drain(queue)
        let late = Recorder<NWConnection.State>()
        connection.stateUpdateHandler = { late.record($0) }
        connection.restart()
        let error: NWError? = await withCheckedContinuation { done in
            connection.send(content: nil, contentContext: .finalMessage, completion: .contentProcessed { done.resume(returning: $0) })
        }
        await drain(queue)
        #expect(states.all == [.preparing, .waiting(.posix(.ECONNREFUSED)), .cancelled])
        #expect(late.all.isEmpty && connection.state == .cancelled && error == .posix(.ECANCELED))
    }

    @Test func portAndHostLiteralsAndRawValues() {
        let port: NWEndpoint.Port = 8080
        #expect(port.rawValue == 8080 && NWEndpoint.Port(rawValue: 22) == .ssh && NWEndpoint.Port.any.rawValue == 0)
        #expect(NWEndpoint.Port("443") == .https && NWEndpoint.Port("https")?.rawValue == 443)
        #expect(NWEndpoint.Port("70000") == nil && NWEndpoint.Port("web") == nil)
        let name: NWEndpoint.Host = "example.com"
        let v4: NWEndpoint.Host = "10.0.0.1"
        let v6: NWEndpoint.Host = "::1"
        #expect(name == .name("example.com", nil) && v4 == .ipv4(IPv4Address("10.0.0.1")!) && v6 == .ipv6(.loopback))
        #expect(NWEndpoint.hostPort(host: name, port: .https).debugDescription == "example.com:443")
        #expect(NWEndpoint.hostPort(host: v6, port: port).debugDescription == "[::1]:8080")
        #expect(NWEndpoint.service(name: "Den", type: "_airplay._tcp", domain: "local.", interface: nil).debugDescription
                == "Den._airplay._tcp.local.")
        let endpoints: Set<NWEndpoint> = [.hostPort(host: "example.com", port: 443), .hostPort(host: name, port: .https), .unix(path: "/tmp/s")]
        #expect(endpoints.count == 2)
    }

    @Test func addressesParseAsInetPtonReadsThem() throws {
        let address = try #require(IPv4Address("192.168.1.10"))
        #expect(address.rawValue == Data([192, 168, 1, 10]) && address.debugDescription == "192.168.1.10")
        #expect(IPv4Address("256.1.1.1") == nil && IPv4Address("1.2.3") == nil && IPv4Address("example.com") == nil)
        #expect(IPv4Address.loopback.isLoopback && IPv4Address("224.0.0.251") == .mdnsGroup && IPv4Address.mdnsGroup.isMulticast)
        #expect(IPv4Address("169.254.3.4")?.isLinkLocal == true && IPv4Address(Data([1, 2, 3])) == nil)
        let scoped = try #require(IPv6Address("fe80::1%en0"))
        #expect(scoped.isLinkLocal && scoped.interface?.name == "en0" && scoped.debugDescription == "fe80::1%en0")
        #expect(IPv6Address("fe80::1%utun9") == nil && IPv6Address("::ffff:10.0.0.1")?.asIPv4 == IPv4Address("10.0.0.1"))
        #expect(IPv6Address("ff02::1") == .linkLocalNodes && IPv6Address.linkLocalNodes.multicastScope == .linkLocal)
    }

    @Test func webSocketMetadataAndOptionsKeepWhatIsSet() throws {
        let metadata = NWProtocolWebSocket.Metadata(opcode: .text)
        #expect(metadata.opcode == .text && metadata.closeCode == .protocolCode(.normalClosure))
        metadata.closeCode = .applicationCode(3001)
        #expect(metadata.closeCode.rawValue == 3001 && metadata.additionalServerHeaders == nil)
        #expect(try NWProtocolWebSocket.CloseCode(rawValue: 1001) == .protocolCode(.goingAway))
        #expect(try NWProtocolWebSocket.CloseCode(rawValue: 4500) == .privateCode(4500))
        #expect(throws: NWError.posix(.EINVAL)) { try NWProtocolWebSocket.CloseCode(rawValue: 999) }
        let context = NWConnection.ContentContext(identifier: "text", metadata: [metadata])
        #expect(context.protocolMetadata(definition: NWProtocolWebSocket.definition) === metadata)
        #expect(context.protocolMetadata(definition: NWProtocolTCP.definition) == nil && !context.isFinal)
        #expect(context.relativePriority == 0.5 && NWConnection.ContentContext.finalMessage.isFinal)
        let options = NWProtocolWebSocket.Options()
        #expect(!options.autoReplyPing)
        options.autoReplyPing = true
        let parameters = NWParameters.tls
        parameters.defaultProtocolStack.applicationProtocols.insert(options, at: 0)
        #expect(options.autoReplyPing && parameters.defaultProtocolStack.debugDescription == "websocket, tls, tcp, ip")
        #expect(NWParameters.tcp !== NWParameters.tcp && NWParameters.udp.defaultProtocolStack.transportProtocol is NWProtocolUDP.Options)
    }

    /// A framing protocol as apps write one; never instantiated in a render.
    private final class LengthPrefixed: NWProtocolFramerImplementation {
        static let label = "LengthPrefixed"
        init(framer: NWProtocolFramer.Instance) {}
        func start(framer: NWProtocolFramer.Instance) -> NWProtocolFramer.StartResult { .ready }
        func handleInput(framer: NWProtocolFramer.Instance) -> Int { 0 }
        func handleOutput(framer: NWProtocolFramer.Instance, message: NWProtocolFramer.Message, messageLength: Int, isComplete: Bool) {}
        func wakeup(framer: NWProtocolFramer.Instance) {}
        func stop(framer: NWProtocolFramer.Instance) -> Bool { true }
        func cleanup(framer: NWProtocolFramer.Instance) {}
    }

    @Test func framerDefinitionsAreEachTheirOwnProtocol() {
        let definition = NWProtocolFramer.Definition(implementation: LengthPrefixed.self)
        #expect(definition == definition && definition.name == "LengthPrefixed")
        #expect(definition != NWProtocolFramer.Definition(implementation: LengthPrefixed.self))
        let message = NWProtocolFramer.Message(definition: definition)
        message["kind"] = 7
        let context = NWConnection.ContentContext(identifier: "framed", metadata: [message])
        let found = context.protocolMetadata(definition: definition) as? NWProtocolFramer.Message
        #expect(found?["kind"] as? Int == 7 && found?["other"] == nil)
        let parameters = NWParameters.tcp
        parameters.defaultProtocolStack.applicationProtocols.insert(NWProtocolFramer.Options(definition: definition), at: 0)
        #expect(parameters.defaultProtocolStack.debugDescription == "LengthPrefixed, tcp, ip")
    }

    @Test func errorsCompareByCaseAndCodeAndDescribeThemselves() {
        let refused = NWError.posix(.ECONNREFUSED)
        #expect(refused == .posix(.ECONNREFUSED) && refused != .posix(.ECANCELED) && refused != .dns(-65554))
        #expect(refused.debugDescription == "POSIXErrorCode(rawValue: \(POSIXErrorCode.ECONNREFUSED.rawValue)): Connection refused")
        #expect(NWError.dns(-65554).debugDescription == "-65554: NoSuchRecord" && NWError.tls(-9806).errorCode == -9806)
        #expect(refused.errorCode == Int(POSIXErrorCode.ECONNREFUSED.rawValue) && NWError.errorDomain == "Network.NWError")
    }

    @Test func listenersAreReadyOnAPortAndAdvertiseButNeverAccept() async throws {
        let queue = DispatchQueue(label: "listener")
        let listener = try NWListener(using: .tcp)
        #expect(listener.port == nil && listener.state == .setup)
        listener.service = NWListener.Service(name: "Board", type: "_game._tcp", txtRecord: NWTXTRecord(["v": "2"]))
        let states = Recorder<NWListener.State>()
        let registrations = Recorder<NWEndpoint>()
        let connections = Recorder<String>()
        listener.newConnectionHandler = { connections.record($0.debugDescription) }
        listener.serviceRegistrationUpdateHandler = { change in
            if case .add(let endpoint) = change { registrations.record(endpoint) }
        }
        listener.stateUpdateHandler = { states.record($0) }
        listener.start(queue: queue)
        await drain(queue)
        let port = try #require(listener.port)
        #expect(port.rawValue >= 49152 && states.all == [.ready] && connections.all.isEmpty)
        #expect(registrations.all == [.service(name: "Board", type: "_game._tcp", domain: "local.", interface: nil)])
        #expect(listener.service?.txtRecordObject?["v"] == "2")
        #expect(try NWListener(using: .udp, on: 5353).port == 5353)
        listener.cancel()
        await drain(queue)
        #expect(states.all == [.ready, .cancelled])
    }

    @Test func browsersAreReadyAndFindNothing() async {
        let queue = DispatchQueue(label: "browser")
        let browser = NWBrowser(for: .bonjour(type: "_game._tcp", domain: nil), using: NWParameters())
        let states = Recorder<NWBrowser.State>()
        let changes = Recorder<Int>()
        browser.stateUpdateHandler = { states.record($0) }
        browser.browseResultsChangedHandler = { results, _ in changes.record(results.count) }
        browser.start(queue: queue)
        await drain(queue)
        #expect(states.all == [.ready] && changes.all.isEmpty && browser.browseResults.isEmpty)
        browser.cancel()
        browser.cancel()
        await drain(queue)
        #expect(states.all == [.ready, .cancelled] && browser.state == .cancelled)
    }
}
