// The module a file's `import LocalAuthentication` finds on Linux: Face ID and passcode
// checks, answered as an iPhone 15 Pro simulator answers them (nothing enrolled, no passcode).
@_exported import Foundation

/// What an authentication must prove.
public enum LAPolicy: Int, Sendable {
    /// Face ID or Touch ID alone.
    case deviceOwnerAuthenticationWithBiometrics = 1
    /// Biometry, falling back to the passcode.
    case deviceOwnerAuthentication = 2
    /// A paired Apple Watch.
    case deviceOwnerAuthenticationWithWatch = 3
    /// Biometry or a paired Apple Watch.
    case deviceOwnerAuthenticationWithBiometricsOrWatch = 4
}

/// The kind of biometry a device has.
public enum LABiometryType: Int, Sendable {
    /// None (or not known yet: `canEvaluatePolicy` sets it).
    case none = 0
    /// Touch ID.
    case touchID = 1
    /// Face ID.
    case faceID = 2
    /// Optic ID.
    case opticID = 4
}

/// LocalAuthentication's errors.
public struct LAError: Error, Hashable, Sendable {
    /// The error codes of `LAErrorDomain`.
    public enum Code: Int, Sendable {
        /// The person failed to authenticate.
        case authenticationFailed = -1
        /// The person tapped Cancel.
        case userCancel = -2
        /// The person tapped the fallback button.
        case userFallback = -3
        /// The system cancelled.
        case systemCancel = -4
        /// No passcode is set on the device.
        case passcodeNotSet = -5
        /// The device has no biometry.
        case biometryNotAvailable = -6
        /// No face or finger is enrolled.
        case biometryNotEnrolled = -7
        /// Biometry is locked out after failed attempts.
        case biometryLockout = -8
        /// The app cancelled.
        case appCancel = -9
        /// The context was invalidated.
        case invalidContext = -10
        /// No paired watch is available.
        case watchNotAvailable = -11
        /// The authentication interface may not be shown.
        case notInteractive = -1004
    }

    /// The error's code.
    public let code: Code

    /// An error of `code`.
    public init(_ code: Code) { self.code = code }

    /// LocalAuthentication's error domain.
    public static let errorDomain = LAErrorDomain
    /// The person failed to authenticate.
    public static let authenticationFailed = Code.authenticationFailed
    /// The person tapped Cancel.
    public static let userCancel = Code.userCancel
    /// The person tapped the fallback button.
    public static let userFallback = Code.userFallback
    /// The system cancelled.
    public static let systemCancel = Code.systemCancel
    /// No passcode is set.
    public static let passcodeNotSet = Code.passcodeNotSet
    /// The device has no biometry.
    public static let biometryNotAvailable = Code.biometryNotAvailable
    /// No face or finger is enrolled.
    public static let biometryNotEnrolled = Code.biometryNotEnrolled
    /// Biometry is locked out.
    public static let biometryLockout = Code.biometryLockout
    /// The app cancelled.
    public static let appCancel = Code.appCancel
    /// The authentication interface may not be shown.
    public static let notInteractive = Code.notInteractive
}

extension LAError.Code {
    /// Whether `error` is an `LAError` of this code, so `catch LAError.userCancel` matches.
    public static func ~= (match: LAError.Code, error: any Error) -> Bool { (error as? LAError)?.code == match }
}

/// The domain of LocalAuthentication's errors.
public let LAErrorDomain = "com.apple.LocalAuthentication"

/// An authentication context: asks whether a policy can be evaluated and evaluates it.
///
/// A render answers as the iOS Simulator of Backplate's default device (iPhone 15 Pro) does
/// out of the box, which is where snapshot tests run: Face ID hardware with no face enrolled
/// and no passcode set, so no policy can be evaluated and evaluating fails with that reason.
open class LAContext: NSObject {
    /// The device's biometry: `.none` until `canEvaluatePolicy(_:error:)` is called, then `.faceID`.
    open private(set) var biometryType = LABiometryType.none
    /// The title of the fallback button (`nil`: "Enter Password").
    open var localizedFallbackTitle: String?
    /// The title of the cancel button (`nil`: "Cancel").
    open var localizedCancelTitle: String?
    /// Seconds a device unlock counts as a Touch ID authentication (0).
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
    /// Whether the context may show its interface (`true`).
    open var interactionNotAllowed = false
    /// A value that changes when enrolled biometry changes (`nil`: none enrolled).
    open private(set) var evaluatedPolicyDomainState: Data?

    /// A new context.
    public override init() { super.init() }

    /// Whether `policy` can be evaluated: `false`, with `biometryNotEnrolled` for the
    /// biometric policies and `passcodeNotSet` for the passcode one, as on the simulator.
    /// (`error` is iOS's `NSErrorPointer`, which Linux's Foundation lacks: `&error` passes either.)
    open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
        biometryType = .faceID
        error?.pointee = NSError(domain: LAErrorDomain, code: Self.unavailability(of: policy).rawValue)
        return false
    }

    /// Evaluates `policy`: `reply` gets `false` and the reason it cannot be evaluated, on the
    /// calling thread.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String,
                             reply: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        biometryType = .faceID
        reply(false, LAError(Self.unavailability(of: policy)))
    }

    /// Evaluates `policy` (async form): throws the reason it cannot be evaluated.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        biometryType = .faceID
        throw LAError(Self.unavailability(of: policy))
    }

    /// Ends any evaluation in progress (none is, in a render).
    open func invalidate() {}

    private static func unavailability(of policy: LAPolicy) -> LAError.Code {
        switch policy {
        case .deviceOwnerAuthentication: .passcodeNotSet
        case .deviceOwnerAuthenticationWithWatch: .watchNotAvailable
        case .deviceOwnerAuthenticationWithBiometrics, .deviceOwnerAuthenticationWithBiometricsOrWatch: .biometryNotEnrolled
        }
    }
}
