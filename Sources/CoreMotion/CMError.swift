import Foundation

/// The domain of Core Motion's errors.
public let CMErrorDomain = "CMErrorDomain"

/// A Core Motion error code (a C enum: compare `rawValue` with an `NSError`'s `code`).
public struct CMError: RawRepresentable, Equatable, Hashable, Sendable {
    /// The code.
    public var rawValue: UInt32
    /// The error of this code.
    public init(_ rawValue: UInt32) { self.rawValue = rawValue }
    /// The error of this code.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
}

/// No error.
public var CMErrorNULL: CMError { CMError(100) }
/// The device must move before its attitude can be estimated.
public var CMErrorDeviceRequiresMovement: CMError { CMError(101) }
/// True north is not available (no location).
public var CMErrorTrueNorthNotAvailable: CMError { CMError(102) }
/// An unknown error.
public var CMErrorUnknown: CMError { CMError(103) }
/// Motion activity is not available on the device: what a render's queries fail with.
public var CMErrorMotionActivityNotAvailable: CMError { CMError(104) }
/// The app is not authorized for motion activity.
public var CMErrorMotionActivityNotAuthorized: CMError { CMError(105) }
/// The app is not entitled to motion activity.
public var CMErrorMotionActivityNotEntitled: CMError { CMError(106) }
/// A parameter was invalid.
public var CMErrorInvalidParameter: CMError { CMError(107) }
/// The action is not valid now.
public var CMErrorInvalidAction: CMError { CMError(108) }
/// The feature is not available.
public var CMErrorNotAvailable: CMError { CMError(109) }
/// The app is not entitled to the feature.
public var CMErrorNotEntitled: CMError { CMError(110) }
/// The app is not authorized for the feature.
public var CMErrorNotAuthorized: CMError { CMError(111) }
/// No data was returned.
public var CMErrorNilData: CMError { CMError(112) }
/// The data was of the wrong size.
public var CMErrorSize: CMError { CMError(113) }

/// Whether the app may read motion and fitness data.
public enum CMAuthorizationStatus: Int, Sendable {
    /// The person has not been asked: what a render answers (no one is ever asked).
    case notDetermined = 0
    /// Access is restricted (parental controls).
    case restricted = 1
    /// The person denied access.
    case denied = 2
    /// The person allowed access.
    case authorized = 3
}
