import BackplateCore
import Foundation

/// The closure a request calls when it finishes, with the request and the error that ended it
/// (`nil` on success). In a render every request succeeds, so the error is always `nil`.
public typealias VNRequestCompletionHandler = (VNRequest, (any Error)?) -> Void

/// The abstract superclass of Vision's analysis requests. A render has no machine-learning
/// models: performing a request (`VNImageRequestHandler.perform(_:)`) never throws; it sets
/// `results` to an empty array and calls `completionHandler` once with a `nil` error, after a
/// runtime warning naming the request.
open class VNRequest: NSObject, _VNRequestResults {
    /// What the last perform produced: `nil` before any, then always empty in a render.
    var storedResults: [VNObservation]?
    private var cancelled = false

    /// The closure called once each time the request finishes (set by `init(completionHandler:)`).
    public let completionHandler: VNRequestCompletionHandler?

    /// The algorithm revision used: `defaultRevision` unless set. Kept; a render runs no algorithm.
    open var revision: Int
    /// Whether to run on the CPU only (deprecated in iOS 17; `false`). Kept, without effect.
    @available(iOS, introduced: 11.0, deprecated: 17.0)
    open var usesCPUOnly: Bool {
        get { cpuOnly }
        set { cpuOnly = newValue }
    }
    private var cpuOnly = false
    /// A hint to use fewer resources (`false`). Kept, without effect in a render.
    open var preferBackgroundProcessing = false

    /// A request with no completion handler.
    public override convenience init() { self.init(completionHandler: nil) }

    /// A request that calls `completionHandler` once each time it finishes; in a render that is
    /// during `perform(_:)`, with empty results and a `nil` error.
    public init(completionHandler: VNRequestCompletionHandler? = nil) {
        self.completionHandler = completionHandler
        self.revision = 0
        super.init()
        self.revision = type(of: self).defaultRevision
    }

    /// Cancels the request. A render's `perform(_:)` finishes at once, so nothing is ever in
    /// progress to cancel: the call is recorded and has no other effect.
    open func cancel() { cancelled = true }

    /// The revisions this request class supports (none for the abstract class).
    open class var supportedRevisions: IndexSet { IndexSet() }
    /// The revision a new request uses: the newest supported one (0 when there are none).
    open class var defaultRevision: Int { supportedRevisions.last ?? VNRequestRevisionUnspecified }
    /// The newest revision the request class supports.
    open class var currentRevision: Int { supportedRevisions.last ?? VNRequestRevisionUnspecified }

    /// The warning `perform(_:)` emits for this request: subclasses name what they lack.
    var renderWarning: String {
        "Vision: \(String(describing: type(of: self))) has no model in a render; it finds nothing"
    }

    /// Finishes the request as a render does: a warning, empty results, the handler once.
    func finishInRender() {
        RuntimeWarning.emit(renderWarning)
        storedResults = []
        completionHandler?(self, nil)
    }

    /// Finishes `requests` in order as a render does, each once even if listed twice: what every
    /// handler's `perform` does.
    static func finishInRender(_ requests: [VNRequest]) {
        var done = Set<ObjectIdentifier>()
        for request in requests where done.insert(ObjectIdentifier(request)).inserted {
            request.finishInRender()
        }
    }
}

/// Gives `VNRequest` its `results` as `[VNObservation]?` while each subclass declares its own,
/// typed `results` (`[VNRecognizedTextObservation]?` and so on), as Vision's Swift interface
/// does; Swift forbids such an override, so the base one lives in this extension.
public protocol _VNRequestResults: AnyObject {}

extension _VNRequestResults where Self: VNRequest {
    /// The observations the request produced: `nil` before it is performed, then an empty array,
    /// as a render finds nothing in any image.
    public var results: [VNObservation]? { storedResults }
}
