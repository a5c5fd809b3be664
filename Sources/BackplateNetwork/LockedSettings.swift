import BackplateCore

extension LockedState {
    /// One field of the guarded value, read or written under the lock: the getters and
    /// setters of Network's option and parameter classes.
    subscript<Field: Sendable>(field: WritableKeyPath<Value, Field> & Sendable) -> Field {
        get { withLock { $0[keyPath: field] } }
        set { withLock { $0[keyPath: field] = newValue } }
    }
}
