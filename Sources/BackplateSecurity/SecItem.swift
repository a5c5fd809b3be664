import Foundation

// The keychain's four item calls, over the process's in-memory keychain (`Keychain`): items
// persist until the process ends, as an app's keychain does between launches of a simulator.
// Their statuses may go unused without a warning, as an imported C function's may on iOS.

/// Adds an item: `errSecSuccess`, `errSecDuplicateItem` if an item with the same class and
/// primary attributes (a generic password's account and service...) exists, `errSecParam`
/// without `kSecClass`. With a `kSecReturn...` key, `result` gets what a search would return.
@discardableResult
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    var stored = Keychain.attributes(of: attributes)
    guard stored[kSecClass] != nil else { return errSecParam }
    // A passcode-only item cannot be stored: the simulator has no passcode.
    if stored[kSecAttrAccessible] == .string(kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly) { return errSecDecode }
    let now = Date()
    stored[kSecAttrAccessible] = stored[kSecAttrAccessible] ?? .string(kSecAttrAccessibleWhenUnlocked)
    stored[kSecAttrSynchronizable] = stored[kSecAttrSynchronizable] ?? .bool(false)
    stored[kSecAttrCreationDate] = .date(now)
    stored[kSecAttrModificationDate] = .date(now)
    let key = attributes[kSecValueRef] as? SecKey
    if let key, stored[kSecClass] == .string(kSecClassKey) {
        stored[kSecAttrKeyType] = stored[kSecAttrKeyType] ?? .string(key.typeName)
        stored[kSecAttrKeyClass] = stored[kSecAttrKeyClass] ?? .string(key.className)
        stored[kSecAttrKeySizeInBits] = stored[kSecAttrKeySizeInBits] ?? .number(key.bits)
    }
    let item = KeychainItem(attributes: stored, data: attributes[kSecValueData] as? Data, key: key)
    let added = Keychain.items.withLock { items in
        guard !items.contains(where: { $0.primaryKey == item.primaryKey }) else { return false }
        items.append(item)
        return true
    }
    guard added else { return errSecDuplicateItem }
    result?.pointee = SecSearch(attributes).result(for: [item])
    return errSecSuccess
}

/// Searches the keychain: `errSecSuccess` with the first match (or every match, with
/// `kSecMatchLimitAll`) in the form the `kSecReturn...` keys ask for, or `errSecItemNotFound`.
@discardableResult
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    let search = SecSearch(query)
    guard search.attributes[kSecClass] != nil else { return errSecParam }
    let found = Keychain.items.withLock { items in items.filter { Keychain.matches($0, search.attributes) } }
    guard !found.isEmpty else { return errSecItemNotFound }
    result?.pointee = search.result(for: search.all ? found : [found[0]])
    return errSecSuccess
}

/// Changes every item matching `query`: `errSecSuccess`, `errSecItemNotFound` if none
/// matches, `errSecDuplicateItem` if a change would make two items the same, `errSecParam`
/// if `attributesToUpdate` names a class or search keys.
@discardableResult
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    let search = SecSearch(query)
    let changes = Keychain.attributes(of: attributesToUpdate)
    let searchKeys = attributesToUpdate.keys.contains { ($0.base as? String).map { $0.hasPrefix("r_") || $0.hasPrefix("m_") } ?? true }
    guard search.attributes[kSecClass] != nil, changes[kSecClass] == nil, !searchKeys else { return errSecParam }
    let newData = attributesToUpdate[kSecValueData] as? Data
    return Keychain.items.withLock { items in
        let matching = items.indices.filter { Keychain.matches(items[$0], search.attributes) }
        guard !matching.isEmpty else { return errSecItemNotFound }
        var updated = items
        for index in matching {
            updated[index].attributes.merge(changes) { $1 }
            updated[index].attributes[kSecAttrModificationDate] = .date(Date())
            if let newData { updated[index].data = newData }
        }
        let keys = updated.map(\.primaryKey)
        guard Set(keys).count == keys.count else { return errSecDuplicateItem }
        items = updated
        return errSecSuccess
    }
}

/// Deletes every item matching `query`: `errSecSuccess`, or `errSecItemNotFound` if none does.
@discardableResult
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    let search = SecSearch(query)
    guard search.attributes[kSecClass] != nil else { return errSecParam }
    return Keychain.items.withLock { items in
        let before = items.count
        items.removeAll { Keychain.matches($0, search.attributes) }
        return items.count == before ? errSecItemNotFound : errSecSuccess
    }
}

/// What a query asks for: its attributes, how many items and in what form.
struct SecSearch {
    let attributes: [String: KeychainValue]
    let returnData: Bool, returnAttributes: Bool, returnRef: Bool, returnPersistentRef: Bool, all: Bool

    init(_ query: CFDictionary) {
        attributes = Keychain.attributes(of: query)
        returnData = query[kSecReturnData] as? Bool ?? false
        returnAttributes = query[kSecReturnAttributes] as? Bool ?? false
        returnRef = query[kSecReturnRef] as? Bool ?? false
        returnPersistentRef = query[kSecReturnPersistentRef] as? Bool ?? false
        all = query[kSecMatchLimit] as? String == kSecMatchLimitAll
    }

    /// The result object for `items`: data, a key, a dictionary, or an array of them; nil when
    /// the query asks for nothing back.
    func result(for items: [KeychainItem]) -> CFTypeRef? {
        guard returnData || returnAttributes || returnRef || returnPersistentRef else { return nil }
        let values: [Any] = items.map { item in
            guard returnAttributes else {
                if returnRef, let key = item.key { return key }
                return returnData ? item.data ?? Data() : Self.persistentRef(item)
            }
            var dictionary = item.attributeDictionary
            if returnData { dictionary[kSecValueData] = item.data ?? Data() }
            if returnRef, let key = item.key { dictionary[kSecValueRef] = key }
            if returnPersistentRef { dictionary[kSecValuePersistentRef] = Self.persistentRef(item) }
            return dictionary
        }
        return all ? values as AnyObject : values.first.map { $0 as AnyObject }
    }

    private static func persistentRef(_ item: KeychainItem) -> Data {
        Data(item.primaryKey.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ";").utf8)
    }
}
