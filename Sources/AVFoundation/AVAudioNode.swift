import BackplateCore
import Foundation

/// The block a tap calls with each buffer a node outputs and the time it was captured. Not
/// `@Sendable`, as in Apple's SDK (iOS may call it on an audio thread). Never called in a render.
public typealias AVAudioNodeTapBlock = (AVAudioPCMBuffer, AVAudioTime) -> Void

/// The handler a player node calls when scheduled audio is done (Apple's typealias; the
/// scheduling methods take it `@Sendable`).
public typealias AVAudioNodeCompletionHandler = () -> Void

/// A unit of an audio engine's graph (an input, a mixer, a player...) with input and output
/// busses, each with a format. A render keeps formats, connections and taps as set, but no node
/// ever renders audio: taps are never called and `lastRenderTime` stays nil.
open class AVAudioNode: NSObject {
    /// A tap's settings and block, kept as installed.
    private struct Tap {
        var bufferSize: AVAudioFrameCount
        var format: AVAudioFormat
        var block: AVAudioNodeTapBlock
    }

    /// The engine the node is attached to, set by `AVAudioEngine.attach(_:)`.
    weak var attachedEngine: AVAudioEngine?
    private var inputFormats: [AVAudioNodeBus: AVAudioFormat] = [:]
    private var outputFormats: [AVAudioNodeBus: AVAudioFormat] = [:]
    private var taps: [AVAudioNodeBus: Tap] = [:]

    /// A node attached to no engine; subclasses are what apps make (`AVAudioPlayerNode()`...).
    public override init() {
        super.init()
    }

    /// The engine the node is attached to, or nil.
    open var engine: AVAudioEngine? { attachedEngine }
    /// The number of input busses (1).
    open var numberOfInputs: Int { 1 }
    /// The number of output busses (1).
    open var numberOfOutputs: Int { 1 }
    /// When the node last rendered: nil, since a render's engine never runs.
    open var lastRenderTime: AVAudioTime? { nil }
    /// The node's processing latency in seconds (0: a render processes nothing).
    open var latency: TimeInterval { 0 }
    /// The latency from this node's output to the hardware in seconds (0 in a render).
    open var outputPresentationLatency: TimeInterval { 0 }

    /// The format of input bus `bus`: the format it was connected with, else the node's default
    /// (44.1 kHz stereo Float32, what iOS reports for an unconnected node, estimated).
    open func inputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat {
        inputFormats[bus] ?? defaultInputFormat
    }

    /// The format of output bus `bus`: the format it was connected or tapped with, else the
    /// node's default (44.1 kHz stereo Float32 unless the node is an I/O node).
    open func outputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat {
        outputFormats[bus] ?? defaultOutputFormat
    }

    /// The name of input bus `bus`: nil, as iOS names none of the built-in nodes' busses.
    open func name(forInputBus bus: AVAudioNodeBus) -> String? { nil }

    /// The name of output bus `bus`: nil, as iOS names none of the built-in nodes' busses.
    open func name(forOutputBus bus: AVAudioNodeBus) -> String? { nil }

    /// Installs a tap on output bus `bus`. The tap is kept (and `format`, if given, applied to
    /// the bus), but a render captures and plays nothing, so `tapBlock` is never called; a
    /// runtime warning says so. A second tap on the same bus is ignored (iOS raises an exception).
    open func installTap(onBus bus: AVAudioNodeBus, bufferSize: AVAudioFrameCount, format: AVAudioFormat?,
                         block tapBlock: @escaping AVAudioNodeTapBlock) {
        let call = "\(type(of: self)).installTap(onBus:bufferSize:format:block:)"
        guard taps[bus] == nil else {
            RuntimeWarning.emit("AVFoundation: \(call) found a tap already on bus \(bus) (iOS raises an exception); "
                + "the new tap is ignored")
            return
        }
        if let format, acceptsTapFormat(format, call: call) { outputFormats[bus] = format }
        taps[bus] = Tap(bufferSize: bufferSize, format: format ?? outputFormat(forBus: bus), block: tapBlock)
        RuntimeWarning.emit("AVFoundation: \(call) keeps the tap, but a render captures and plays no audio, so its block is never called")
    }

    /// Removes the tap on output bus `bus`, if any.
    open func removeTap(onBus bus: AVAudioNodeBus) {
        taps[bus] = nil
    }

    /// Clears the node's processing state: a render's node has none, so nothing changes.
    open func reset() {}

    /// The format an unconnected input bus reports; I/O nodes report the hardware's.
    var defaultInputFormat: AVAudioFormat { AVAudioFormat.unconnectedNode }

    /// The format an unconnected output bus reports; I/O nodes report the hardware's.
    var defaultOutputFormat: AVAudioFormat { AVAudioFormat.unconnectedNode }

    /// Whether a tap's `format` may become its bus's format; the input node refuses a sample
    /// rate other than the microphone's, where iOS raises an exception.
    func acceptsTapFormat(_ format: AVAudioFormat, call: String) -> Bool { true }

    /// Records that input bus `bus` is connected in `format` (nil: disconnected).
    func setInputFormat(_ format: AVAudioFormat?, forBus bus: AVAudioNodeBus) {
        inputFormats[bus] = format
    }

    /// Records that output bus `bus` is connected in `format` (nil: disconnected).
    func setOutputFormat(_ format: AVAudioFormat?, forBus bus: AVAudioNodeBus) {
        outputFormats[bus] = format
    }
}

extension AVAudioFormat {
    /// 44.1 kHz stereo deinterleaved Float32: what iOS reports for a node's unconnected busses (estimated).
    static let unconnectedNode = AVAudioFormat(sampleRate: 44_100, channelCount: 2, encoding: Encoding(.pcmFormatFloat32),
                                               interleaved: false)
}
