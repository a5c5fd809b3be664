import Foundation

/// The key-value pairs of a Bonjour service's TXT record. A value: listeners advertise it
/// to no one and browsers find none in a render.
public struct NWTXTRecord: Hashable, Sendable, CustomDebugStringConvertible {
    /// The value a key maps to.
    public enum Entry: Hashable, Sendable, CustomDebugStringConvertible {
        /// The key is present with no `=` (a boolean flag).
        case none
        /// The key maps to an empty value (`key=`).
        case empty
        /// The key maps to text.
        case string(String)
        /// The key maps to bytes that are not text.
        case data(Data)

        /// An entry for `data`: `.none` for `nil`, `.empty` for no bytes, else `.string` when
        /// the bytes are UTF-8 and `.data` when not.
        public init(_ data: Data?) {
            guard let data else { self = .none; return }
            if data.isEmpty {
                self = .empty
            } else if let text = String(data: data, encoding: .utf8) {
                self = .string(text)
            } else {
                self = .data(data)
            }
        }

        /// The entry's value bytes: `nil` for `.none`, empty for `.empty`.
        public var data: Data? {
            switch self {
            case .none: nil
            case .empty: Data()
            case .string(let text): Data(text.utf8)
            case .data(let data): data
            }
        }

        /// The value as text, or a byte count.
        public var debugDescription: String {
            switch self {
            case .none: "none"
            case .empty: "empty"
            case .string(let text): text
            case .data(let data): "\(data.count) bytes"
            }
        }
    }

    /// The entries by key, keys kept in the case they were set with.
    private var entries: [String: Entry] = [:]

    /// A TXT record of the text values in `dictionary` (invalid keys are skipped).
    public init(_ dictionary: [String: String] = [:]) {
        for (key, value) in dictionary { setEntry(.string(value), for: key) }
    }

    /// The text values by key (`""` for keys without a text value).
    public var dictionary: [String: String] {
        entries.mapValues { entry in entry.data.map { String(decoding: $0, as: UTF8.self) } ?? "" }
    }

    /// The number of keys.
    public var count: Int { entries.count }
    /// Whether the record has no keys.
    public var isEmpty: Bool { entries.isEmpty }

    /// The text value for `key` (case-insensitive); setting `nil` removes the key.
    public subscript(key: String) -> String? {
        get { getEntry(for: key).flatMap(\.data).map { String(decoding: $0, as: UTF8.self) } }
        set {
            if let newValue { setEntry(.string(newValue), for: key) } else { removeEntry(key: key) }
        }
    }

    /// The entry for `key` (case-insensitive), or `nil` if absent.
    public func getEntry(for key: String) -> Entry? {
        existingKey(key).flatMap { entries[$0] }
    }

    /// Sets `entry` for `key`; `false`, changing nothing, if the key is empty, holds `=` or
    /// non-ASCII characters.
    @discardableResult public mutating func setEntry(_ entry: Entry, for key: String) -> Bool {
        guard !key.isEmpty, key.allSatisfy({ $0.isASCII && $0 != "=" }) else { return false }
        if let old = existingKey(key) { entries[old] = nil }
        entries[key] = entry
        return true
    }

    /// Removes `key` (case-insensitive); whether it was present.
    @discardableResult public mutating func removeEntry(key: String) -> Bool {
        guard let old = existingKey(key) else { return false }
        entries[old] = nil
        return true
    }

    /// The entries as `key=value` pairs, sorted by key.
    public var debugDescription: String {
        entries.keys.sorted().map { key in
            entries[key] == Entry.none ? key : "\(key)=\(entries[key]?.debugDescription ?? "")"
        }.joined(separator: ", ")
    }

    private func existingKey(_ key: String) -> String? {
        entries.keys.first { $0.caseInsensitiveCompare(key) == .orderedSame }
    }

    /// The record in DNS wire form: length-prefixed `key=value` strings, sorted by key.
    var wireData: Data {
        var data = Data()
        for key in entries.keys.sorted() {
            var item = Data(key.utf8)
            if let value = entries[key]?.data { item.append(UInt8(ascii: "=")); item.append(value) }
            let bytes = item.prefix(255)
            data.append(UInt8(bytes.count))
            data.append(contentsOf: bytes)
        }
        return data
    }

    /// A record read from DNS wire form, skipping malformed strings.
    init(wireData data: Data) {
        var offset = data.startIndex
        while offset < data.endIndex {
            let length = Int(data[offset])
            let start = data.index(after: offset)
            let end = data.index(start, offsetBy: length, limitedBy: data.endIndex) ?? data.endIndex
            let item = data[start..<end]
            if let equals = item.firstIndex(of: UInt8(ascii: "=")) {
                setEntry(Entry(Data(item[item.index(after: equals)...])), for: String(decoding: item[..<equals], as: UTF8.self))
            } else if !item.isEmpty {
                setEntry(.none, for: String(decoding: item, as: UTF8.self))
            }
            offset = end
        }
    }
}
