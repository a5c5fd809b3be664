import Foundation
import BackplateCore

/// An attribute or data value as the keychain keeps it: a Sendable copy of what a query held.
enum KeychainValue: Hashable, Sendable {
    case string(String), data(Data), bool(Bool), number(Int), date(Date), other(String)

    init(_ value: Any) {
        switch value {
        case let value as String: self = .string(value)
        case let value as Data: self = .data(value)
        case let value as Bool: self = .bool(value)
        case let value as Int: self = .number(value)
        case let value as NSNumber: self = .number(value.intValue)
        case let value as Date: self = .date(value)
        default: self = .other(String(describing: value))
        }
    }

    /// The value as a query reads it back (`NSNumber`-free Swift values).
    var object: Any {
        switch self {
        case .string(let value), .other(let value): value
        case .data(let value): value
        case .bool(let value): value
        case .number(let value): value
        case .date(let value): value
        }
    }
}

/// One keychain item: its class, attributes and secret data, or the key it holds.
struct KeychainItem: Sendable {
    var attributes: [String: KeychainValue]
    var data: Data?
    var key: SecKey?

    /// The attributes that make two items of a class the same item (errSecDuplicateItem).
    var primaryKey: [String: KeychainValue] {
        let names: [CFString] = switch attributes[kSecClass] {
        case .string(kSecClassInternetPassword): [kSecClass, kSecAttrAccount, kSecAttrServer, kSecAttrProtocol, kSecAttrPort,
                                                  kSecAttrPath, kSecAttrSecurityDomain, kSecAttrAuthenticationType,
                                                  kSecAttrAccessGroup, kSecAttrSynchronizable]
        case .string(kSecClassGenericPassword): [kSecClass, kSecAttrAccount, kSecAttrService, kSecAttrAccessGroup, kSecAttrSynchronizable]
        default: [kSecClass, kSecAttrLabel, kSecAttrApplicationTag, kSecAttrApplicationLabel, kSecAttrKeyType,
                  kSecAttrKeyClass, kSecAttrAccessGroup, kSecAttrSynchronizable]
        }
        return attributes.filter { names.contains($0.key) }
    }

    /// The attributes `kSecReturnAttributes` hands back, keyed as iOS keys them.
    var attributeDictionary: [String: Any] { attributes.mapValues(\.object) }
}

/// The process's keychain: items added by any thread, kept in memory for the life of the
/// process, as a fresh simulator's app keychain starts empty.
enum Keychain {
    static let items = LockedState([KeychainItem]())

    /// Query keys that select or shape a search rather than name an attribute.
    static func isAttribute(_ key: String) -> Bool {
        !(key.hasPrefix("r_") || key.hasPrefix("m_") || key.hasPrefix("u_") || key.hasPrefix("v_") || key == kSecUseDataProtectionKeychain)
    }

    /// The attributes of a query or of attributes to add, as the keychain keeps them.
    static func attributes(of dictionary: CFDictionary) -> [String: KeychainValue] {
        var out: [String: KeychainValue] = [:]
        for (key, value) in dictionary {
            guard let key = key.base as? String, isAttribute(key) else { continue }
            out[key] = KeychainValue(value)
        }
        return out
    }

    /// Whether `item` matches a query's attributes (synchronizable items only when asked for).
    static func matches(_ item: KeychainItem, _ query: [String: KeychainValue]) -> Bool {
        for (key, value) in query {
            if key == kSecAttrSynchronizable {
                if value == .string(kSecAttrSynchronizableAny) { continue }
                if (item.attributes[key] ?? .bool(false)) != value { return false }
            } else if item.attributes[key] != value {
                return false
            }
        }
        return query[kSecAttrSynchronizable] != nil || item.attributes[kSecAttrSynchronizable] ?? .bool(false) == .bool(false)
    }
}
