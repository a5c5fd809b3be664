import Foundation

/// A multipass rendering technique described by a dictionary (SceneKit's `SCNTechnique`).
/// Kept; no pass runs on Linux.
open class SCNTechnique: NSObject, NSCopying {
    /// The technique's description.
    public let dictionaryRepresentation: [String: Any]
    /// Values bound to the technique's symbols.
    private var symbols: [String: Any] = [:]

    /// The technique `dictionary` describes.
    public init?(dictionary: [String: Any]) {
        dictionaryRepresentation = dictionary
        super.init()
    }

    /// The technique running `techniques`' passes one after another.
    public init?(bySequencingTechniques techniques: [SCNTechnique]) {
        dictionaryRepresentation = [:]
        super.init()
    }

    /// The value bound to `key`.
    open subscript(key: Any) -> Any? {
        get { (key as? String).flatMap { symbols[$0] } }
        set { if let key = key as? String { symbols[key] = newValue } }
    }

    /// A copy with the same description.
    open func copy(with zone: NSZone? = nil) -> Any { SCNTechnique(dictionary: dictionaryRepresentation) ?? self }
}

/// Something a technique can be applied to (SceneKit's `SCNTechniqueSupport`).
public protocol SCNTechniqueSupport: NSObjectProtocol {
    /// The technique applied.
    var technique: SCNTechnique? { get set }
}
