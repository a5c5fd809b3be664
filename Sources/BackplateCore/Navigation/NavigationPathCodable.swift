import Foundation

/// How to write one element of a navigation path: its type's mangled name and its JSON.
struct NavigationPathEncoder {
    let typeName: String
    let json: () throws -> String

    init<T: Codable & Hashable>(_ value: T) {
        typeName = _mangledTypeName(T.self) ?? String(reflecting: T.self)
        json = { String(decoding: try JSONEncoder().encode(value), as: UTF8.self) }
        NavigationPathTypes.shared.register(T.self, as: typeName)
    }
}

/// The `Codable` types appended to navigation paths in this process, by name: the runtime's
/// `_typeByName` cannot find file-private types, so decoding looks here first. One entry per
/// type, so it stays as small as the program's set of types.
final class NavigationPathTypes: @unchecked Sendable {
    // Unchecked Sendable: `types` is read and written only under `lock`.
    static let shared = NavigationPathTypes()
    private let lock = NSLock()
    private var types: [String: any (Codable & Hashable).Type] = [:]

    func register(_ type: any (Codable & Hashable).Type, as name: String) {
        lock.lock(); defer { lock.unlock() }
        if types[name] == nil { types[name] = type }
    }

    func type(named name: String) -> (any (Codable & Hashable).Type)? {
        lock.lock(); defer { lock.unlock() }
        return types[name] ?? (_typeByName(name) as? any (Codable & Hashable).Type)
    }
}

extension NavigationPath {
    /// A serializable form of a navigation path whose elements are all `Codable`, for state
    /// restoration: encode it with any `Encoder`, decode it and make a path with `init(_:)`.
    ///
    /// The encoded form is SwiftUI's: a flat list of strings, last element first, each element
    /// its type's mangled name followed by its JSON.
    public struct CodableRepresentation: Codable, Equatable {
        var elements: [(value: AnyHashable, encoder: NavigationPathEncoder)]

        init(elements: [(value: AnyHashable, encoder: NavigationPathEncoder)]) { self.elements = elements }

        /// Decodes a representation; throws when a type name is unknown to this process or a
        /// value's JSON does not decode as its type.
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var decoded: [(value: AnyHashable, encoder: NavigationPathEncoder)] = []
            while !container.isAtEnd {
                let name = try container.decode(String.self)
                let json = try container.decode(String.self)
                guard let type = NavigationPathTypes.shared.type(named: name) else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown navigation path type \(name)")
                }
                decoded.append(try Self.decodeElement(type, json))
            }
            elements = decoded.reversed()
        }

        /// Two representations are equal when they hold equal elements in the same order.
        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.elements.map(\.value) == rhs.elements.map(\.value) }

        /// Encodes the representation: for each element from the last, its type name and JSON.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for element in elements.reversed() {
                try container.encode(element.encoder.typeName)
                try container.encode(try element.encoder.json())
            }
        }

        private static func decodeElement<T: Codable & Hashable>(_ type: T.Type, _ json: String) throws
            -> (value: AnyHashable, encoder: NavigationPathEncoder) {
            let value = try JSONDecoder().decode(T.self, from: Data(json.utf8))
            return (AnyHashable(value), NavigationPathEncoder(value))
        }
    }

    /// The path's serializable form, or `nil` when an element was appended without `Codable`.
    public var codable: CodableRepresentation? {
        guard encoders.count == elements.count else { return nil }
        var out: [(value: AnyHashable, encoder: NavigationPathEncoder)] = []
        for (value, encoder) in zip(elements, encoders) {
            guard let encoder else { return nil }
            out.append((value, encoder))
        }
        return CodableRepresentation(elements: out)
    }

    /// Creates a path from a decoded serializable form.
    public init(_ codable: CodableRepresentation) {
        self.init()
        elements = codable.elements.map(\.value)
        encoders = codable.elements.map(\.encoder)
    }

    /// Creates a path holding the `Codable` elements of a sequence, so `codable` can serialize it.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable & Codable {
        self.init()
        for e in elements { append(e) }
    }

    /// Appends a `Codable` value: the stack shows the destination registered for its type, and
    /// `codable` can serialize it.
    public mutating func append<V: Hashable & Codable>(_ value: V) {
        elements.append(AnyHashable(value))
        encoders.append(NavigationPathEncoder(value))
    }
}

extension NavigationLink where Destination == Never {
    /// Creates a link that presents the destination registered for a `Codable` `value` with
    /// `navigationDestination(for:)` when tapped (drawn as the other value links).
    public init<P: Decodable & Encodable & Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.init(value: value as AnyHashable?, label: label)
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// Creates a link for a `Codable` value with a localized title.
    public init<P: Decodable & Encodable & Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// Creates a link for a `Codable` value with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Decodable & Encodable & Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}
