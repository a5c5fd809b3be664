// Foundation's async views of a byte sequence (`lines`, `characters`, `unicodeScalars`, iOS 15),
// which Linux's Foundation lacks: each decodes UTF-8 as bytes arrive.
import Foundation

extension AsyncSequence where Element == UInt8 {
    /// The bytes decoded as UTF-8 text and split into lines at "\n", "\r\n" or "\r"; the line
    /// breaks are dropped, and a last line without one is kept.
    public var lines: AsyncLineSequence<Self> { AsyncLineSequence(base: self) }
    /// The bytes decoded as UTF-8 characters.
    public var characters: AsyncCharacterSequence<Self> { AsyncCharacterSequence(base: self) }
    /// The bytes decoded as UTF-8 scalars (an invalid sequence becomes U+FFFD).
    public var unicodeScalars: AsyncUnicodeScalarSequence<Self> { AsyncUnicodeScalarSequence(base: self) }
}

/// The UTF-8 scalars of an async byte sequence.
public struct AsyncUnicodeScalarSequence<Base: AsyncSequence>: AsyncSequence where Base.Element == UInt8 {
    public typealias Element = Unicode.Scalar
    let base: Base

    /// Reads scalars one at a time.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var bytes: Base.AsyncIterator
        var pending: [UInt8] = []

        /// The next scalar, or nil at the end.
        public mutating func next() async throws -> Unicode.Scalar? {
            guard let lead = try await nextByte() else { return nil }
            let count = lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 0
            guard count > 0 else { return "\u{FFFD}" }
            var unit = [lead]
            while unit.count < count {
                guard let byte = try await nextByte() else { return "\u{FFFD}" }
                guard byte & 0xC0 == 0x80 else { pending.append(byte); return "\u{FFFD}" }
                unit.append(byte)
            }
            return String(decoding: unit, as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
        }

        private mutating func nextByte() async throws -> UInt8? {
            if !pending.isEmpty { return pending.removeFirst() }
            return try await bytes.next()
        }
    }

    /// An iterator over the scalars.
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(bytes: base.makeAsyncIterator()) }
}

/// The UTF-8 characters of an async byte sequence.
public struct AsyncCharacterSequence<Base: AsyncSequence>: AsyncSequence where Base.Element == UInt8 {
    public typealias Element = Character
    let base: Base

    /// Reads characters one at a time (a character ends where the next scalar starts a new one).
    public struct AsyncIterator: AsyncIteratorProtocol {
        var scalars: AsyncUnicodeScalarSequence<Base>.AsyncIterator
        var carried: Unicode.Scalar?

        /// The next character, or nil at the end.
        public mutating func next() async throws -> Character? {
            var text = String.UnicodeScalarView()
            if let carried { text.append(carried) }
            carried = nil
            while let scalar = try await scalars.next() {
                var grown = text
                grown.append(scalar)
                if !text.isEmpty, String(grown).count > 1 {
                    carried = scalar
                    break
                }
                text = grown
            }
            return text.isEmpty ? nil : Character(String(text))
        }
    }

    /// An iterator over the characters.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(scalars: AsyncUnicodeScalarSequence(base: base).makeAsyncIterator())
    }
}

/// The lines of an async byte sequence.
public struct AsyncLineSequence<Base: AsyncSequence>: AsyncSequence where Base.Element == UInt8 {
    public typealias Element = String
    let base: Base

    /// Reads lines one at a time.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var bytes: Base.AsyncIterator
        var afterCarriageReturn = false
        var finished = false

        /// The next line without its break, or nil at the end.
        public mutating func next() async throws -> String? {
            guard !finished else { return nil }
            var line: [UInt8] = []
            while let byte = try await bytes.next() {
                if afterCarriageReturn {
                    afterCarriageReturn = false
                    if byte == 0x0A { continue }
                }
                if byte == 0x0A { return String(decoding: line, as: UTF8.self) }
                if byte == 0x0D {
                    afterCarriageReturn = true
                    return String(decoding: line, as: UTF8.self)
                }
                line.append(byte)
            }
            finished = true
            return line.isEmpty ? nil : String(decoding: line, as: UTF8.self)
        }
    }

    /// An iterator over the lines.
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(bytes: base.makeAsyncIterator()) }
}
