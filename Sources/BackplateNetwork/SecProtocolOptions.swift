import Foundation
import BackplateCore

// The Security framework's TLS handshake options, which `import Network` brings on iOS:
// settings are kept and read back; no handshake happens in a render.

/// The object behind `sec_protocol_options_t`.
public protocol OS_sec_protocol_options: AnyObject, Sendable {}
/// A TLS handshake's options, from `NWProtocolTLS.Options.securityProtocolOptions`.
public typealias sec_protocol_options_t = any OS_sec_protocol_options

/// The object behind `sec_protocol_metadata_t`.
public protocol OS_sec_protocol_metadata: AnyObject, Sendable {}
/// A finished handshake's results; a verify block would receive one, but none runs in a render.
public typealias sec_protocol_metadata_t = any OS_sec_protocol_metadata

/// The object behind `sec_trust_t`.
public protocol OS_sec_trust: AnyObject, Sendable {}
/// A peer's trust to evaluate; a verify block would receive one, but none runs in a render.
public typealias sec_trust_t = any OS_sec_trust

/// Called by a verify block with whether the peer is trusted.
public typealias sec_protocol_verify_complete_t = (Bool) -> Void
/// A custom peer-trust check: never called in a render, as no handshake happens.
public typealias sec_protocol_verify_t = (sec_protocol_metadata_t, sec_trust_t, @escaping sec_protocol_verify_complete_t) -> Void

/// A TLS or DTLS protocol version.
public enum tls_protocol_version_t: UInt16, Sendable {
    /// TLS 1.0.
    case TLSv10 = 0x0301
    /// TLS 1.1.
    case TLSv11 = 0x0302
    /// TLS 1.2.
    case TLSv12 = 0x0303
    /// TLS 1.3.
    case TLSv13 = 0x0304
    /// DTLS 1.0.
    case DTLSv10 = 0xFEFF
    /// DTLS 1.2.
    case DTLSv12 = 0xFEFD
}

/// The handshake options a TLS or QUIC options object owns: ALPN values and version bounds.
final class SecProtocolOptions: OS_sec_protocol_options {
    struct Settings {
        var applicationProtocols: [String] = []
        var minimumVersion: tls_protocol_version_t?
        var maximumVersion: tls_protocol_version_t?
        var peerAuthenticationRequired = true
    }
    let settings = LockedState(Settings())
}

/// Adds an ALPN value (`"h2"`) to offer in the handshake; kept, and offered to no one in a render.
public func sec_protocol_options_add_tls_application_protocol(_ options: sec_protocol_options_t,
                                                              _ application_protocol: UnsafePointer<CChar>) {
    let name = String(cString: application_protocol)
    (options as? SecProtocolOptions)?.settings.withLock { $0.applicationProtocols.append(name) }
}

/// Sets a custom peer-trust check; the block is dropped unused, as no handshake happens in a render.
public func sec_protocol_options_set_verify_block(_ options: sec_protocol_options_t,
                                                  _ verify_block: @escaping sec_protocol_verify_t,
                                                  _ verify_block_queue: DispatchQueue) {}

/// Sets the lowest TLS version to accept; kept, and negotiated with no one in a render.
public func sec_protocol_options_set_min_tls_protocol_version(_ options: sec_protocol_options_t,
                                                              _ version: tls_protocol_version_t) {
    (options as? SecProtocolOptions)?.settings[\.minimumVersion] = version
}

/// Sets the highest TLS version to accept; kept, and negotiated with no one in a render.
public func sec_protocol_options_set_max_tls_protocol_version(_ options: sec_protocol_options_t,
                                                              _ version: tls_protocol_version_t) {
    (options as? SecProtocolOptions)?.settings[\.maximumVersion] = version
}

/// Sets whether the peer must present a certificate; kept, and checked against no one in a render.
public func sec_protocol_options_set_peer_authentication_required(_ options: sec_protocol_options_t,
                                                                  _ peer_authentication_required: Bool) {
    (options as? SecProtocolOptions)?.settings[\.peerAuthenticationRequired] = peer_authentication_required
}
