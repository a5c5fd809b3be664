/// The slot of an object that one kind of view keeps for the length of a render (a memo of
/// the last content it made). A feature declares its key once, as a global or static `let`;
/// the key's index is fixed when it is first made, so a render finds its object by an array
/// index instead of hashing a metatype.
final class RenderLocalKey<Value: AnyObject>: Sendable {
    /// The slot's position in every render's table.
    let index: Int
    /// Makes the render's object when a view first asks for it.
    let make: @Sendable () -> Value

    /// A new slot, whose object `make` creates once per render.
    init(_ make: @escaping @Sendable () -> Value) {
        index = renderLocalKeyCount.withLock { count in
            defer { count += 1 }
            return count
        }
        self.make = make
    }
}

/// How many render-local keys the process has made (keys are `let`s: a handful in all).
private let renderLocalKeyCount = LockedState(0)

/// One render's objects, by their keys' indices (`Resolver.withRenderLocal`). The table holds
/// one retain of each (unmanaged, so reading a slot retains nothing) until `releaseAll()`.
struct RenderLocals {
    private var objects: ContiguousArray<Unmanaged<AnyObject>?> = []

    /// `body` with the render's object for `key`, made on first use.
    @inline(__always)
    mutating func withObject<Value, Result>(for key: RenderLocalKey<Value>, _ body: (Value) -> Result) -> Result {
        let index = key.index
        if index < objects.count, let found = objects[index] {
            // The table's own retain keeps the object alive while `body` runs.
            return found._withUnsafeGuaranteedRef { body(unsafeDowncast($0, to: Value.self)) }
        }
        return body(make(key))
    }

    @inline(never)
    private mutating func make<Value>(_ key: RenderLocalKey<Value>) -> Value {
        if key.index >= objects.count { objects += repeatElement(nil, count: key.index + 1 - objects.count) }
        let made = key.make()
        objects[key.index] = Unmanaged.passRetained(made)
        return made
    }

    /// Releases every object (the resolver's `deinit`).
    mutating func releaseAll() {
        for object in objects { object?.release() }
        objects = []
    }
}
