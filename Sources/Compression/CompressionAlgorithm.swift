import BackplateCore
import Foundation

/// The Swift overlay's algorithms, each standing for its `compression_algorithm`. Only `.zlib`
/// has a library here; the others' buffer calls answer 0 after a warning.
public enum Algorithm: CaseIterable, RawRepresentable, Sendable {
    /// LZ4 (not available here).
    case lz4
    /// Raw DEFLATE.
    case zlib
    /// LZMA (not available here).
    case lzma
    /// Apple's LZFSE (not available here).
    case lzfse

    /// The algorithm for a `compression_algorithm` (nil for one the overlay does not name).
    public init?(rawValue: compression_algorithm) {
        guard let match = Algorithm.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = match
    }

    /// The algorithm's `compression_algorithm`.
    public var rawValue: compression_algorithm {
        switch self {
        case .lz4: return COMPRESSION_LZ4
        case .zlib: return COMPRESSION_ZLIB
        case .lzma: return COMPRESSION_LZMA
        case .lzfse: return COMPRESSION_LZFSE
        }
    }
}

/// The warning an algorithm without a library here gives.
enum CompressionWarning {
    static func unavailable(_ algorithm: compression_algorithm) {
        let name = Algorithm(rawValue: algorithm).map { "\($0)" } ?? "0x" + String(algorithm.rawValue, radix: 16)
        RuntimeWarning.emit("Compression: \(name) has no library on Linux; the call answers 0 (only zlib is available)")
    }
}
