import Foundation

/// The audio file containers a render reads and writes itself: WAV and CAF holding linear PCM.
/// Other files (AAC, MP3, ALAC...) need a decoder a render does not have.
enum AudioFileContainer: Sendable {
    /// RIFF WAVE, little-endian (8-bit samples unsigned).
    case wav
    /// Core Audio Format, of either byte order.
    case caf

    /// The container a file extension names ("wav", "wave", "caf"), or nil.
    init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "wav", "wave": self = .wav
        case "caf": self = .caf
        default: return nil
        }
    }

    /// How one PCM sample is stored in a file.
    struct SampleLayout: Hashable, Sendable {
        var bytes: Int
        var isFloat: Bool
        var isBigEndian: Bool
        /// Whether integer samples are unsigned (8-bit WAV).
        var isUnsigned: Bool

        /// The sample at `offset` of `data`, scaled to -1...1.
        func decode(_ data: Data, at offset: Int) -> Double {
            var bits: UInt64 = 0
            for index in 0..<bytes {
                let byte = UInt64(data[data.startIndex + offset + (isBigEndian ? index : bytes - 1 - index)])
                bits = bits << 8 | byte
            }
            if isFloat { return bytes == 8 ? Double(bitPattern: bits) : Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits))) }
            let width = bytes * 8, full = Double(UInt64(1) << (width - 1))
            if isUnsigned { return (Double(bits) - full) / full }
            let signed = Int64(bitPattern: bits << (64 - width)) >> (64 - width)
            return Double(signed) / full
        }

        /// Appends `value` (-1...1 full scale) to `data` in this layout, clamped for integers.
        func encode(_ value: Double, into data: inout Data) {
            let width = bytes * 8
            let bits: UInt64
            if isFloat {
                bits = bytes == 8 ? value.bitPattern : UInt64(Float(value).bitPattern)
            } else {
                // Integer samples are 8 to 32 bits, so the scaled value always fits.
                let full = Double(UInt64(1) << (width - 1)), level = value.isNaN ? 0 : value
                let scaled = Int64(max(-full, min(full - 1, (level * full).rounded())))
                bits = isUnsigned ? UInt64(scaled + Int64(full)) : UInt64(bitPattern: scaled) & (width == 64 ? .max : (1 << width) - 1)
            }
            for index in 0..<bytes {
                let shift = UInt64(8 * (isBigEndian ? bytes - 1 - index : index))
                data.append(UInt8(truncatingIfNeeded: bits >> shift))
            }
        }
    }

    /// A file's contents: its format (interleaved, as both containers store samples) and its
    /// sample bytes.
    struct Contents: Sendable {
        var format: AVAudioFormat
        var layout: SampleLayout
        var samples: Data
    }

    /// Why a file could not be read: not this container, or not linear PCM in it.
    enum ParseError: Error {
        case notContainer, notLinearPCM
    }

    /// The format and samples of `data`, a file of this container.
    func parse(_ data: Data) throws(ParseError) -> Contents {
        var reader = ByteReader(data: data)
        switch self {
        case .wav: return try Self.parseWAV(&reader)
        case .caf: return try Self.parseCAF(&reader)
        }
    }

    /// A RIFF WAVE file's `fmt ` and `data` chunks (PCM, float or extensible PCM/float).
    private static func parseWAV(_ reader: inout ByteReader) throws(ParseError) -> Contents {
        guard reader.tag() == "RIFF", reader.skip(4), reader.tag() == "WAVE" else { throw .notContainer }
        var fmt: (kind: Int, channels: Int, rate: Double, bits: Int)?
        while let type = reader.tag(), let size = reader.integer(4, bigEndian: false) {
            let start = reader.offset
            if type == "fmt " {
                guard var kind = reader.integer(2, bigEndian: false), let channels = reader.integer(2, bigEndian: false),
                      let rate = reader.integer(4, bigEndian: false), reader.skip(6),
                      let bits = reader.integer(2, bigEndian: false) else { throw .notContainer }
                if kind == 0xFFFE, size >= 40, reader.skip(8), let sub = reader.integer(2, bigEndian: false) { kind = sub }
                fmt = (kind, channels, Double(rate), bits)
            } else if type == "data", let fmt {
                guard fmt.kind == 1 || fmt.kind == 3, fmt.channels > 0, fmt.rate > 0,
                      isSupported(bits: fmt.bits, isFloat: fmt.kind == 3) else { throw .notLinearPCM }
                let layout = SampleLayout(bytes: fmt.bits / 8, isFloat: fmt.kind == 3, isBigEndian: false, isUnsigned: fmt.bits == 8)
                return Contents(format: pcmFormat(rate: fmt.rate, channels: fmt.channels, layout: layout), layout: layout,
                                samples: reader.bytes(min(size, reader.remaining)))
            }
            guard size <= reader.data.count - start else { break }
            reader.offset = start + size + size % 2
        }
        throw .notContainer
    }

    /// A CAF file's `desc` and `data` chunks (linear PCM of either byte order).
    private static func parseCAF(_ reader: inout ByteReader) throws(ParseError) -> Contents {
        guard reader.tag() == "caff", reader.skip(4) else { throw .notContainer }
        var desc: (rate: Double, formatID: Int, flags: Int, channels: Int, bits: Int)?
        while let type = reader.tag(), let size = reader.integer(8, bigEndian: true) {
            let start = reader.offset
            // A data chunk of size -1 runs to the end of the file.
            let size = size < 0 ? reader.remaining : size
            if type == "desc" {
                guard let rate = reader.integer(8, bigEndian: true), let formatID = reader.integer(4, bigEndian: true),
                      let flags = reader.integer(4, bigEndian: true), reader.skip(8),
                      let channels = reader.integer(4, bigEndian: true), let bits = reader.integer(4, bigEndian: true)
                else { throw .notContainer }
                desc = (Double(bitPattern: UInt64(bitPattern: Int64(rate))), formatID, flags, channels, bits)
            } else if type == "data", let desc {
                guard desc.formatID == Int(kAudioFormatLinearPCM), desc.channels > 0, desc.rate.isFinite, desc.rate > 0,
                      desc.rate <= Double(UInt32.max), isSupported(bits: desc.bits, isFloat: desc.flags & 1 != 0)
                else { throw .notLinearPCM }
                let layout = SampleLayout(bytes: desc.bits / 8, isFloat: desc.flags & 1 != 0, isBigEndian: desc.flags & 2 == 0,
                                          isUnsigned: false)
                let length = min(size, reader.remaining)
                guard reader.skip(4) else { throw .notContainer }
                return Contents(format: pcmFormat(rate: desc.rate, channels: desc.channels, layout: layout), layout: layout,
                                samples: reader.bytes(max(0, length - 4)))
            }
            guard size <= reader.data.count - start else { break }
            reader.offset = start + size
        }
        throw .notContainer
    }

    /// Whether samples of `bits` bits are ones a render reads and writes: 8 to 32-bit integers,
    /// 32 or 64-bit floats.
    static func isSupported(bits: Int, isFloat: Bool) -> Bool {
        isFloat ? bits == 32 || bits == 64 : [8, 16, 24, 32].contains(bits)
    }

    /// The interleaved PCM format of samples in `layout`.
    static func pcmFormat(rate: Double, channels: Int, layout: SampleLayout) -> AVAudioFormat {
        AVAudioFormat(sampleRate: rate, channelCount: AVAudioChannelCount(channels),
                      encoding: AVAudioFormat.Encoding(formatID: kAudioFormatLinearPCM, bitsPerChannel: layout.bytes * 8,
                                                       isFloat: layout.isFloat, isBigEndian: layout.isBigEndian),
                      interleaved: true)
    }

    /// A whole file of this container holding `samples` (interleaved, in `layout`) of `format`.
    func encode(format: AVAudioFormat, layout: SampleLayout, samples: Data) -> Data {
        var file = Data()
        func put(_ value: UInt64, _ bytes: Int, bigEndian: Bool) {
            for index in 0..<bytes { file.append(UInt8(truncatingIfNeeded: value >> UInt64(8 * (bigEndian ? bytes - 1 - index : index)))) }
        }
        let channels = Int(format.channelCount), bits = layout.bytes * 8
        switch self {
        case .wav:
            file.append(contentsOf: Array("RIFF".utf8)); put(UInt64(36 + samples.count), 4, bigEndian: false)
            file.append(contentsOf: Array("WAVEfmt ".utf8)); put(16, 4, bigEndian: false)
            put(layout.isFloat ? 3 : 1, 2, bigEndian: false); put(UInt64(channels), 2, bigEndian: false)
            let rate = UInt64(min(format.sampleRate.rounded(), Double(UInt32.max)))
            put(rate, 4, bigEndian: false)
            put(rate * UInt64(channels * layout.bytes), 4, bigEndian: false)
            put(UInt64(channels * layout.bytes), 2, bigEndian: false); put(UInt64(bits), 2, bigEndian: false)
            file.append(contentsOf: Array("data".utf8)); put(UInt64(samples.count), 4, bigEndian: false)
        case .caf:
            file.append(contentsOf: Array("caff".utf8)); put(1, 2, bigEndian: true); put(0, 2, bigEndian: true)
            file.append(contentsOf: Array("desc".utf8)); put(32, 8, bigEndian: true)
            put(format.sampleRate.bitPattern, 8, bigEndian: true); put(UInt64(kAudioFormatLinearPCM), 4, bigEndian: true)
            put(UInt64((layout.isFloat ? 1 : 0) | (layout.isBigEndian ? 0 : 2)), 4, bigEndian: true)
            put(UInt64(channels * layout.bytes), 4, bigEndian: true); put(1, 4, bigEndian: true)
            put(UInt64(channels), 4, bigEndian: true); put(UInt64(bits), 4, bigEndian: true)
            file.append(contentsOf: Array("data".utf8)); put(UInt64(samples.count + 4), 8, bigEndian: true); put(0, 4, bigEndian: true)
        }
        file.append(samples)
        return file
    }
}

/// Reads a file's bytes in order: four-character tags and integers of either byte order.
private struct ByteReader {
    let data: Data
    var offset = 0

    /// Bytes left after `offset`.
    var remaining: Int { max(0, data.count - offset) }

    /// Moves past `count` bytes; false when fewer are left.
    mutating func skip(_ count: Int) -> Bool {
        guard remaining >= count else { return false }
        offset += count
        return true
    }

    /// The next four bytes as text, or nil at the end.
    mutating func tag() -> String? {
        guard remaining >= 4 else { return nil }
        defer { offset += 4 }
        return String(decoding: data[data.startIndex + offset ..< data.startIndex + offset + 4], as: UTF8.self)
    }

    /// The next `count` bytes as an unsigned integer (as `Int`'s bits), or nil at the end.
    mutating func integer(_ count: Int, bigEndian: Bool) -> Int? {
        guard remaining >= count else { return nil }
        var value: UInt64 = 0
        for index in 0..<count {
            let byte = UInt64(data[data.startIndex + offset + (bigEndian ? index : count - 1 - index)])
            value = value << 8 | byte
        }
        offset += count
        return Int(truncatingIfNeeded: value)
    }

    /// The next `count` bytes.
    mutating func bytes(_ count: Int) -> Data {
        let count = max(0, min(count, remaining))
        defer { offset += count }
        return Data(data[data.startIndex + offset ..< data.startIndex + offset + count])
    }
}
