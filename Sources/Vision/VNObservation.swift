import Foundation

/// A confidence value, normalized to 0...1 (1 is most confident).
public typealias VNConfidence = Float

/// The abstract superclass of Vision's analysis results. A render's requests produce none, so
/// every observation in a render is one code made with an initializer.
open class VNObservation: NSObject, VNRequestRevisionProviding {
    /// A unique identifier for the observation.
    public let uuid = UUID()
    /// The confidence in the observation: 1 for observations made by code, as Vision's are.
    open var confidence: VNConfidence { storedConfidence }
    /// The revision of the request that produced the observation (`VNRequestRevisionUnspecified`
    /// unless an initializer was given one).
    open var requestRevision: Int { storedRevision }

    var storedConfidence: VNConfidence = 1
    var storedRevision = VNRequestRevisionUnspecified

    /// An observation with confidence 1 and no request revision.
    public override init() { super.init() }

    /// The observation's class and identifier.
    open override var description: String { "<\(String(describing: type(of: self))) \(uuid.uuidString)>" }
}
