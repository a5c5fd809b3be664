/// A 64-bit FNV-1a hash of bytes, for cache keys and ETags (fast and stable across runs and
/// machines; not for security).
package struct ContentHash: Sendable {
    /// The hash so far.
    package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// An empty hash.
    package init() {}

    /// Mixes in one byte.
    package mutating func add(byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    /// Mixes in `bytes`.
    package mutating func add(bytes: some Sequence<UInt8>) {
        for b in bytes { add(byte: b) }
    }

    /// Mixes in `bytes` and then a separator, so ("ab", "c") and ("a", "bc") differ.
    package mutating func add(_ bytes: some Sequence<UInt8>) {
        add(bytes: bytes)
        add(byte: 0xff)
    }

    /// Mixes in a string's UTF-8 bytes and a separator.
    package mutating func add(_ text: String) { add(text.utf8) }

    /// The hash in lowercase hexadecimal.
    package var hex: String { String(value, radix: 16) }
}
