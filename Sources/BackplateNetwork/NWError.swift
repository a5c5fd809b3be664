import Foundation
import BackplateCore

/// A DNS Service Discovery error code (`kDNSServiceErr_NoSuchRecord` is -65554).
public typealias DNSServiceErrorType = Int32

/// An error a connection, listener or browser reports. In a render, connections wait with
/// `.posix(.ECONNREFUSED)` (the peer unreachable) and cancelled work ends with `.posix(.ECANCELED)`.
public enum NWError: Error, Equatable, Sendable, CustomDebugStringConvertible, CustomNSError {
    /// A POSIX error, used for most network protocol and routing errors.
    case posix(POSIXErrorCode)
    /// A DNS error from resolving, browsing or advertising.
    case dns(DNSServiceErrorType)
    /// A TLS error, as a Security framework status.
    case tls(OSStatus)
    /// A Wi-Fi Aware error code (iOS 26).
    case wifiAware(Int32)

    /// The domain Foundation reports for the error, as on iOS.
    public static var errorDomain: String { "Network.NWError" }

    /// The error's code: the POSIX, DNS, TLS or Wi-Fi Aware number.
    public var errorCode: Int {
        switch self {
        case .posix(let code): Int(code.rawValue)
        case .dns(let code): Int(code)
        case .tls(let status): Int(status)
        case .wifiAware(let code): Int(code)
        }
    }

    /// The code and its meaning: `POSIXErrorCode(rawValue: 111): Connection refused` (Linux's
    /// numbering), `-65554: NoSuchRecord`.
    public var debugDescription: String {
        switch self {
        case .posix(let code): "POSIXErrorCode(rawValue: \(code.rawValue)): \(String(cString: strerror(code.rawValue)))"
        case .dns(let code): "\(code): \(Self.dnsNames[code] ?? "Unknown")"
        case .tls(let status): "\(status): TLS error"
        case .wifiAware(let code): "\(code): Wi-Fi Aware error"
        }
    }

    private static let dnsNames: [DNSServiceErrorType: String] = [
        -65537: "Unknown", -65538: "NoSuchName", -65539: "NoMemory", -65540: "BadParam", -65541: "BadReference",
        -65542: "BadState", -65543: "BadFlags", -65544: "Unsupported", -65545: "NotInitialized",
        -65547: "AlreadyRegistered", -65548: "NameConflict", -65549: "Invalid", -65550: "Firewall",
        -65551: "Incompatible", -65552: "BadInterfaceIndex", -65553: "Refused", -65554: "NoSuchRecord",
        -65555: "NoAuth", -65556: "NoSuchKey", -65557: "NATTraversal", -65558: "DoubleNAT", -65559: "BadTime",
        -65568: "DefunctConnection", -65569: "PolicyDenied", -65570: "NotPermitted",
    ]
}
