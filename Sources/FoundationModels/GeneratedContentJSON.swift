import Foundation

/// Generated content to and from JSON. The reader keeps properties in their written order and
/// reads JSON that stops part-way (a stream's snapshot) as far as it goes.
enum GeneratedContentJSON {
    /// Reads `json`; throws `decodingFailure` for text that is not JSON or a prefix of it.
    static func parse(_ json: String) throws -> GeneratedContent {
        var reader = Reader(bytes: Array(json.utf8))
        reader.skipSpace()
        guard !reader.atEnd else { throw GeneratedContent.failure("Empty JSON") }
        let content = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.atEnd else { throw GeneratedContent.failure("Text after the JSON value: \(json)") }
        return content
    }

    /// `content` as compact JSON.
    static func write(_ content: GeneratedContent) -> String {
        switch content.kind {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value):
            if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
            return value.isFinite ? String(value) : "null"
        case .string(let value): return quoted(value)
        case .array(let elements): return "[" + elements.map(write).joined(separator: ",") + "]"
        case .structure(let properties, let keys):
            return "{" + keys.compactMap { key in properties[key].map { quoted(key) + ":" + write($0) } }
                .joined(separator: ",") + "}"
        }
    }

    private static func quoted(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A recursive-descent reader over UTF-8 bytes; running out of text ends every open value.
    private struct Reader {
        let bytes: [UInt8]
        var position = 0
        static let maximumDepth = 512

        var atEnd: Bool { position >= bytes.count }

        mutating func skipSpace() {
            while !atEnd, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[position]) { position += 1 }
        }

        mutating func value(depth: Int) throws -> GeneratedContent {
            guard depth < Self.maximumDepth else { throw GeneratedContent.failure("JSON nested too deeply") }
            skipSpace()
            guard !atEnd else { return GeneratedContent(kind: .null, isComplete: false) }
            switch bytes[position] {
            case UInt8(ascii: "{"): return try structure(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""):
                let (text, closed) = try string()
                return GeneratedContent(kind: .string(text), isComplete: closed)
            case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"): return try literal()
            default: return try number()
            }
        }

        private mutating func structure(depth: Int) throws -> GeneratedContent {
            position += 1
            var properties: [String: GeneratedContent] = [:]
            var keys: [String] = []
            var complete = false
            members: while true {
                skipSpace()
                if atEnd { break }
                if bytes[position] == UInt8(ascii: "}") { position += 1; complete = true; break }
                guard bytes[position] == UInt8(ascii: "\"") else { throw unexpected() }
                let (key, keyClosed) = try string()
                skipSpace()
                guard keyClosed, !atEnd else { break }
                guard bytes[position] == UInt8(ascii: ":") else { throw unexpected() }
                position += 1
                skipSpace()
                if atEnd { break }
                let member = try value(depth: depth + 1)
                if properties.updateValue(member, forKey: key) == nil { keys.append(key) }
                skipSpace()
                if atEnd || !member.isComplete { break }
                switch bytes[position] {
                case UInt8(ascii: ","): position += 1
                case UInt8(ascii: "}"): position += 1; complete = true; break members
                default: throw unexpected()
                }
            }
            return GeneratedContent(kind: .structure(properties: properties, orderedKeys: keys), isComplete: complete)
        }

        private mutating func array(depth: Int) throws -> GeneratedContent {
            position += 1
            var elements: [GeneratedContent] = []
            var complete = false
            elements: while true {
                skipSpace()
                if atEnd { break }
                if bytes[position] == UInt8(ascii: "]") { position += 1; complete = true; break }
                let element = try value(depth: depth + 1)
                elements.append(element)
                skipSpace()
                if atEnd || !element.isComplete { break }
                switch bytes[position] {
                case UInt8(ascii: ","): position += 1
                case UInt8(ascii: "]"): position += 1; complete = true; break elements
                default: throw unexpected()
                }
            }
            return GeneratedContent(kind: .array(elements), isComplete: complete)
        }

        /// A string and whether its closing quote was reached.
        private mutating func string() throws -> (String, Bool) {
            position += 1
            var scalars = String.UnicodeScalarView()
            var run: [UInt8] = []
            func flush() {
                scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
                run.removeAll()
            }
            while !atEnd {
                let byte = bytes[position]
                position += 1
                if byte == UInt8(ascii: "\"") { flush(); return (String(scalars), true) }
                guard byte == UInt8(ascii: "\\") else { run.append(byte); continue }
                flush()
                guard !atEnd else { break }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "u"):
                    guard position + 4 <= bytes.count,
                          let code = UInt32(String(decoding: bytes[position ..< position + 4], as: UTF8.self), radix: 16)
                    else { position = bytes.count; break }
                    position += 4
                    scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default: scalars.append(Unicode.Scalar(escape))
                }
            }
            flush()
            return (String(scalars), false)
        }

        private mutating func literal() throws -> GeneratedContent {
            for (word, kind) in [("true", GeneratedContent.Kind.bool(true)), ("false", .bool(false)), ("null", .null)] {
                let text = Array(word.utf8)
                let available = bytes[position...].prefix(text.count)
                guard text.starts(with: available) else { continue }
                position += available.count
                return GeneratedContent(kind: kind, isComplete: available.count == text.count)
            }
            throw unexpected()
        }

        private mutating func number() throws -> GeneratedContent {
            let start = position
            while !atEnd, "+-0123456789.eE".utf8.contains(bytes[position]) { position += 1 }
            guard position > start, let value = Double(String(decoding: bytes[start ..< position], as: UTF8.self)) else {
                throw unexpected()
            }
            return GeneratedContent(kind: .number(value))
        }

        private func unexpected() -> LanguageModelSession.GenerationError {
            GeneratedContent.failure("Unexpected character at offset \(position) of JSON")
        }
    }
}
