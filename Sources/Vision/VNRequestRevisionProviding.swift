import Foundation

/// A type that reports which revision of a Vision request made it (iOS 12+): every
/// `VNObservation` does. Observations made in a render (only by code) carry the revision given
/// to their initializer, or `VNRequestRevisionUnspecified`.
public protocol VNRequestRevisionProviding {
    /// The revision of the request that produced the object.
    var requestRevision: Int { get }
}

/// The revision of an observation made without a request (0, as Apple's constant is).
public let VNRequestRevisionUnspecified: Int = 0
