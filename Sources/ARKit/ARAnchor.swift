import Foundation

/// Copying an anchor as its own class (ARKit's `ARAnchorCopying`): a subclass of `ARAnchor`
/// implements `init(anchor:)` to copy its own properties.
public protocol ARAnchorCopying: NSCopying {
    /// A copy of `anchor`.
    init(anchor: ARAnchor)
}

/// Something ARKit tracks that can stop being tracked (ARKit's `ARTrackable`).
public protocol ARTrackable: NSObjectProtocol {
    /// Whether the anchor is tracked now.
    var isTracked: Bool { get }
}

/// A real-world position and orientation in a session's world (ARKit's `ARAnchor`). An app
/// adds its own with `ARSession.add(anchor:)`; ARKit's detected anchors (planes, images, faces,
/// bodies) never appear in a render, where no session runs.
open class ARAnchor: NSObject, ARAnchorCopying, NSSecureCoding {
    /// The anchor's unique identifier.
    open private(set) var identifier: UUID
    /// The name given at creation, if any.
    open private(set) var name: String?
    /// The session that made the anchor (`nil` for an app's own anchors and in a render).
    open private(set) var sessionIdentifier: UUID?
    /// The anchor's position and orientation in world coordinates.
    open private(set) var transform: simd_float4x4

    /// An anchor at `transform`.
    public init(transform: simd_float4x4) {
        identifier = UUID()
        self.transform = transform
        super.init()
    }

    /// An anchor named `name` at `transform`.
    public init(name: String, transform: simd_float4x4) {
        identifier = UUID()
        self.name = name
        self.transform = transform
        super.init()
    }

    /// A copy of `anchor`: the same identifier, name and transform.
    public required init(anchor: ARAnchor) {
        identifier = anchor.identifier
        name = anchor.name
        sessionIdentifier = anchor.sessionIdentifier
        transform = anchor.transform
        super.init()
    }

    /// Anchors are securely codable.
    public static var supportsSecureCoding: Bool { true }

    /// Writes the identifier, name and transform.
    open func encode(with coder: NSCoder) {
        coder.encode(identifier.uuidString, forKey: "identifier")
        coder.encode(name, forKey: "name")
        let c = transform.columns
        coder.encode([c.0, c.1, c.2, c.3].flatMap { [$0.x, $0.y, $0.z, $0.w] }.map { NSNumber(value: $0) }, forKey: "transform")
    }

    /// Reads what `encode(with:)` wrote (a missing transform is the identity).
    public required init?(coder: NSCoder) {
        let id = (coder.decodeObject(forKey: "identifier") as? String).flatMap(UUID.init(uuidString:))
        identifier = id ?? UUID()
        name = coder.decodeObject(forKey: "name") as? String
        let numbers = (coder.decodeObject(forKey: "transform") as? [NSNumber])?.map(\.floatValue) ?? []
        if numbers.count == 16 {
            transform = simd_float4x4(SIMD4(numbers[0], numbers[1], numbers[2], numbers[3]), SIMD4(numbers[4], numbers[5], numbers[6], numbers[7]),
                                      SIMD4(numbers[8], numbers[9], numbers[10], numbers[11]), SIMD4(numbers[12], numbers[13], numbers[14], numbers[15]))
        } else {
            transform = matrix_identity_float4x4
        }
        super.init()
    }

    /// A copy made with the class's `init(anchor:)`.
    open func copy(with zone: NSZone? = nil) -> Any { type(of: self).init(anchor: self) }
}

/// An anchor standing for another person's device in a collaborative session (ARKit's
/// `ARParticipantAnchor`); never made in a render.
open class ARParticipantAnchor: ARAnchor {}

/// An anchor for an environment texture (ARKit's `AREnvironmentProbeAnchor`); its texture is a
/// Metal texture on iOS, which a render never makes.
open class AREnvironmentProbeAnchor: ARAnchor {
    /// The region the probe covers (infinite by default).
    open private(set) var extent = SIMD3<Float>(repeating: .infinity)

    /// A probe at `transform` covering `extent`.
    public init(transform: simd_float4x4, extent: SIMD3<Float>) {
        self.extent = extent
        super.init(transform: transform)
    }

    /// A probe named `name` at `transform` covering `extent`.
    public init(name: String, transform: simd_float4x4, extent: SIMD3<Float>) {
        self.extent = extent
        super.init(name: name, transform: transform)
    }

    /// A copy of `anchor` (its extent too, when it is a probe).
    public required init(anchor: ARAnchor) {
        extent = (anchor as? AREnvironmentProbeAnchor)?.extent ?? SIMD3(repeating: .infinity)
        super.init(anchor: anchor)
    }

    /// Reads an archived probe (its extent is not archived).
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
