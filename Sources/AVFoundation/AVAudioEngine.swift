import BackplateCore
import Foundation

/// A graph of audio nodes: the microphone input, the speaker output, a main mixer and the
/// nodes an app attaches and connects. A render keeps the graph as built, but has no audio
/// hardware: `start()` throws (with a runtime warning), `isRunning` stays false, taps are never
/// called and players never play.
open class AVAudioEngine: NSObject {
    /// One connection, from a node's output bus to another's input bus.
    private struct Connection {
        var source: AVAudioNode
        var sourceBus: AVAudioNodeBus
        var destination: AVAudioNode
        var destinationBus: AVAudioNodeBus
    }

    /// The error domain `start()` reports in, Core Audio's as iOS reports AVAudioEngine failures.
    static let errorDomain = "com.apple.coreaudio.avfaudio"

    private var nodes: Set<AVAudioNode> = []
    private var connections: [Connection] = []
    private var input: AVAudioInputNode?
    private var output: AVAudioOutputNode?
    private var mixer: AVAudioMixerNode?

    /// An engine with no nodes attached; its input, output and main mixer are made when first used.
    public override init() {
        super.init()
    }

    /// The microphone input node, made and attached when first used. Its format is 48 kHz mono
    /// (an iPhone's built-in microphone, estimated); it captures nothing in a render.
    open var inputNode: AVAudioInputNode {
        if let input { return input }
        let node = AVAudioInputNode()
        input = node
        attach(node)
        return node
    }

    /// The speaker output node, made and attached when first used (48 kHz stereo, estimated).
    open var outputNode: AVAudioOutputNode {
        if let output { return output }
        let node = AVAudioOutputNode()
        output = node
        attach(node)
        return node
    }

    /// The main mixer, made when first used, attached and connected to `outputNode` in the
    /// speaker's format, as on iOS.
    open var mainMixerNode: AVAudioMixerNode {
        if let mixer { return mixer }
        let node = AVAudioMixerNode()
        mixer = node
        attach(node)
        connect(node, to: outputNode, format: outputNode.inputFormat(forBus: 0))
        return node
    }

    /// The nodes attached to the engine.
    open var attachedNodes: Set<AVAudioNode> { nodes }

    /// Whether the engine is running: always false, since `start()` cannot start it in a render.
    open var isRunning: Bool { false }

    /// Whether the engine shuts its hardware down when idle (false); kept as set.
    open var isAutoShutdownEnabled = false

    /// Whether the engine renders offline instead of to the hardware: false.
    open var isInManualRenderingMode: Bool { false }

    /// Attaches `node` to the engine. A node attached to another engine is left there, with a
    /// runtime warning (iOS raises an exception).
    open func attach(_ node: AVAudioNode) {
        if let other = node.attachedEngine, other !== self {
            RuntimeWarning.emit("AVFoundation: AVAudioEngine.attach(_:) got a \(type(of: node)) attached to another engine "
                + "(iOS raises an exception); it stays there")
            return
        }
        node.attachedEngine = self
        nodes.insert(node)
    }

    /// Detaches `node`, disconnecting it first.
    open func detach(_ node: AVAudioNode) {
        guard nodes.contains(node) else { return }
        disconnect { $0.source === node || $0.destination === node }
        nodes.remove(node)
        node.attachedEngine = nil
    }

    /// Connects `node1`'s output bus 0 to `node2`'s input bus 0 (a mixer's next free bus) in
    /// `format`, or in `node1`'s output format when nil.
    open func connect(_ node1: AVAudioNode, to node2: AVAudioNode, format: AVAudioFormat?) {
        let format = format ?? node1.outputFormat(forBus: 0)
        disconnect { $0.source === node1 && $0.sourceBus == 0 }
        let bus = (node2 as? AVAudioMixerNode)?.nextAvailableInputBus ?? 0
        connect(node1, to: node2, fromBus: 0, toBus: bus, format: format)
    }

    /// Connects `node1`'s output bus `bus1` to `node2`'s input bus `bus2` in `format` (nil:
    /// `node1`'s output format), replacing what either bus was connected to. Nodes not yet
    /// attached are attached, with a runtime warning (iOS raises an exception).
    open func connect(_ node1: AVAudioNode, to node2: AVAudioNode, fromBus bus1: AVAudioNodeBus, toBus bus2: AVAudioNodeBus,
                      format: AVAudioFormat?) {
        for node in [node1, node2] where node.attachedEngine !== self {
            RuntimeWarning.emit("AVFoundation: AVAudioEngine.connect(_:to:fromBus:toBus:format:) got a \(type(of: node)) that is not "
                + "attached (iOS raises an exception); it is attached first")
            attach(node)
        }
        let format = format ?? node1.outputFormat(forBus: bus1)
        disconnect { ($0.destination === node2 && $0.destinationBus == bus2) || ($0.source === node1 && $0.sourceBus == bus1) }
        connections.append(Connection(source: node1, sourceBus: bus1, destination: node2, destinationBus: bus2))
        node1.setOutputFormat(format, forBus: bus1)
        node2.setInputFormat(format, forBus: bus2)
        (node2 as? AVAudioMixerNode)?.connectedInputBusses.insert(bus2)
    }

    /// Disconnects every input bus of `node`.
    open func disconnectNodeInput(_ node: AVAudioNode) {
        disconnect { $0.destination === node }
    }

    /// Disconnects `node`'s input bus `bus`.
    open func disconnectNodeInput(_ node: AVAudioNode, bus: AVAudioNodeBus) {
        disconnect { $0.destination === node && $0.destinationBus == bus }
    }

    /// Disconnects every output bus of `node`.
    open func disconnectNodeOutput(_ node: AVAudioNode) {
        disconnect { $0.source === node }
    }

    /// Disconnects `node`'s output bus `bus`.
    open func disconnectNodeOutput(_ node: AVAudioNode, bus: AVAudioNodeBus) {
        disconnect { $0.source === node && $0.sourceBus == bus }
    }

    /// Prepares the engine to start: a render has no hardware to prepare, so nothing happens.
    open func prepare() {}

    /// Starts the engine. A render has no audio hardware, so this throws an `NSError` of domain
    /// "com.apple.coreaudio.avfaudio", code 561145187 (`AVAudioSession.ErrorCode.cannotStartRecording`)
    /// when the graph uses the microphone, else 561015905 (`.cannotStartPlaying`), after a runtime warning.
    open func start() throws {
        let code: AVAudioSession.ErrorCode = input == nil ? .cannotStartPlaying : .cannotStartRecording
        RuntimeWarning.emit("AVFoundation: AVAudioEngine.start() has no audio hardware in a render; it throws "
            + "\(Self.errorDomain) error \(code.rawValue) (AVAudioSession.ErrorCode.\(code)) and isRunning stays false")
        throw NSError(domain: Self.errorDomain, code: code.rawValue)
    }

    /// Pauses the engine: it never runs in a render, so nothing changes.
    open func pause() {}

    /// Stops the engine: it never runs in a render, so nothing changes.
    open func stop() {}

    /// Resets every attached node's processing state.
    open func reset() {
        nodes.forEach { $0.reset() }
    }

    /// Removes the connections `matching` selects, clearing the formats they gave their busses.
    private func disconnect(where matching: (Connection) -> Bool) {
        for connection in connections where matching(connection) {
            connection.source.setOutputFormat(nil, forBus: connection.sourceBus)
            connection.destination.setInputFormat(nil, forBus: connection.destinationBus)
            (connection.destination as? AVAudioMixerNode)?.connectedInputBusses.remove(connection.destinationBus)
        }
        connections.removeAll(where: matching)
    }
}

extension NSNotification.Name {
    /// Posted when an engine's hardware configuration changes (never in a render, which has none).
    public static let AVAudioEngineConfigurationChange = NSNotification.Name("AVAudioEngineConfigurationChangeNotification")
}
