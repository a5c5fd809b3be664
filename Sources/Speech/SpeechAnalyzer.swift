import AVFoundation
import Foundation

/// Runs speech modules over audio input (iOS 26+). A render has no speech model and no audio:
/// starting or running analysis throws `SFSpeechError.noModel` after a runtime warning, and
/// finishing returns at once (nothing is pending), so no call ever waits.
public final actor SpeechAnalyzer {
    /// The modules analyzing the input.
    public final private(set) var modules: [any SpeechModule]
    /// The context informing the analysis.
    public final private(set) var context: AnalysisContext
    private let options: Options?

    /// An analyzer of `modules`, not yet started.
    public init(modules: [any SpeechModule], options: SpeechAnalyzer.Options? = nil) {
        self.modules = modules
        self.options = options
        context = AnalysisContext()
    }

    /// An analyzer of `modules` that starts on `inputSequence` at once. In a render analysis fails
    /// at once (runtime warning): the modules' results end throwing `SFSpeechError.noModel` and
    /// `volatileRangeChangedHandler` is never called.
    public init<InputSequence>(inputSequence: InputSequence, modules: [any SpeechModule],
                               options: SpeechAnalyzer.Options? = nil, analysisContext: AnalysisContext = .init(),
                               volatileRangeChangedHandler: sending ((CMTimeRange, Bool, Bool) -> Void)? = nil)
    where InputSequence: Sendable, InputSequence: AsyncSequence, InputSequence.Element == AnalyzerInput {
        self.modules = modules
        self.options = options
        context = analysisContext
        _ = SpeechRender.noModel("SpeechAnalyzer.init(inputSequence:modules:options:analysisContext:volatileRangeChangedHandler:)")
    }

    /// An analyzer of `modules` that starts on `inputAudioFile` at once. In a render it throws
    /// `SFSpeechError.noModel` (runtime warning): the file is not read and no handler is called.
    public init(inputAudioFile: AVAudioFile, modules: [any SpeechModule], options: SpeechAnalyzer.Options? = nil,
                analysisContext: AnalysisContext = .init(), finishAfterFile: Bool = false,
                volatileRangeChangedHandler: sending ((CMTimeRange, Bool, Bool) -> Void)? = nil) async throws {
        throw SpeechRender.noModel("SpeechAnalyzer.init(inputAudioFile:modules:options:analysisContext:finishAfterFile:volatileRangeChangedHandler:)")
    }

    /// The best format `modules` can analyze with the assets installed: nil in a render, which
    /// has none installed (Apple answers nil while assets are missing).
    public static func bestAvailableAudioFormat(compatibleWith modules: [any SpeechModule]) async -> AVAudioFormat? {
        nil
    }

    /// The best format `modules` can analyze, preferring `naturalFormat`: nil in a render, which
    /// has no assets installed.
    public static func bestAvailableAudioFormat(compatibleWith modules: [any SpeechModule],
                                                considering naturalFormat: AVAudioFormat?) async -> AVAudioFormat? {
        nil
    }

    /// Loads what analysis of `audioFormat` needs. Throws `SFSpeechError.noModel` in a render.
    public final func prepareToAnalyze(in audioFormat: AVAudioFormat?) async throws {
        throw SpeechRender.noModel("SpeechAnalyzer.prepareToAnalyze(in:)")
    }

    /// Loads what analysis of `audioFormat` needs, reporting progress. Throws
    /// `SFSpeechError.noModel` in a render; `progressReadyHandler` is never called.
    public final func prepareToAnalyze(in audioFormat: AVAudioFormat?,
                                       withProgressReadyHandler progressReadyHandler: sending ((Progress) -> Void)?) async throws {
        throw SpeechRender.noModel("SpeechAnalyzer.prepareToAnalyze(in:withProgressReadyHandler:)")
    }

    /// Starts analyzing `audioFile` and returns. Throws `SFSpeechError.noModel` in a render.
    public final func start(inputAudioFile audioFile: AVAudioFile, finishAfterFile: Bool = false) async throws {
        throw SpeechRender.noModel("SpeechAnalyzer.start(inputAudioFile:finishAfterFile:)")
    }

    /// Analyzes `audioFile` until it is read. Throws `SFSpeechError.noModel` in a render.
    @discardableResult
    public final func analyzeSequence(from audioFile: AVAudioFile) async throws -> CMTime? {
        throw SpeechRender.noModel("SpeechAnalyzer.analyzeSequence(from:)")
    }

    /// The range of results that may still change: nil, since a render analyzes nothing.
    public final var volatileRange: CMTimeRange? { nil }

    /// Starts analyzing `inputSequence` and returns. Throws `SFSpeechError.noModel` in a render.
    public final func start<InputSequence>(inputSequence: InputSequence) async throws
    where InputSequence: Sendable, InputSequence: AsyncSequence, InputSequence.Element == AnalyzerInput {
        throw SpeechRender.noModel("SpeechAnalyzer.start(inputSequence:)")
    }

    /// Analyzes `inputSequence` until it ends. Throws `SFSpeechError.noModel` in a render.
    @discardableResult
    public final func analyzeSequence<InputSequence>(_ inputSequence: InputSequence) async throws -> CMTime?
    where InputSequence: Sendable, InputSequence: AsyncSequence, InputSequence.Element == AnalyzerInput {
        throw SpeechRender.noModel("SpeechAnalyzer.analyzeSequence(_:)")
    }

    /// Replaces the modules. Kept; a render's modules analyze nothing.
    public final func setModules(_ newModules: [any SpeechModule]) async throws {
        modules = newModules
    }

    /// Replaces the context. Kept; a render analyzes nothing.
    public final func setContext(_ newContext: AnalysisContext) async throws {
        context = newContext
    }

    /// Finalizes results through `through`. Returns at once in a render: nothing was analyzed.
    public final func finalize(through: CMTime?) async throws {}

    /// Finalizes results through `through` and finishes. Returns at once in a render.
    public final func finalizeAndFinish(through: CMTime) async throws {}

    /// Finalizes and finishes once the input ends. Returns at once in a render (analysis has failed).
    public final func finalizeAndFinishThroughEndOfInput() async throws {}

    /// Finishes once input through `after` is consumed. Returns at once in a render.
    public final func finish(after: CMTime) async throws {}

    /// Cancels pending work and finishes. Returns at once in a render.
    public final func cancelAndFinishNow() async {}
}
