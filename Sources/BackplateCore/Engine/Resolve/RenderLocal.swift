/// An object that one kind of view keeps for the length of a render (a memo of the last
/// content it made), in the slot its type names. The slot is a constant, so a render finds the
/// object by a fixed array index: no key to load, no metatype to hash.
protocol RenderLocal: AnyObject {
    /// The type's slot in every render's table: a small constant, distinct per type (a second
    /// type naming a taken slot fails a precondition when its first object is made).
    static var renderLocalSlot: Int { get }
    /// A new object, made when a render's view first asks for it.
    init()
}

/// Which type took each slot in this process, so two types never share one.
private let renderLocalOwners = LockedState<[Int: ObjectIdentifier]>([:])

/// One render's objects, by their types' slots (`Resolver.withRenderLocal`). The table holds
/// one retain of each (unmanaged, so reading a slot retains nothing) until `releaseAll()`.
struct RenderLocals {
    private var objects: ContiguousArray<Unmanaged<AnyObject>?> = []

    /// Claims `slot` for `type`: false when another type holds it.
    static func claim(_ slot: Int, for type: AnyObject.Type) -> Bool {
        let id = ObjectIdentifier(type)
        return renderLocalOwners.withLock { owners in
            if let owner = owners[slot] { return owner == id }
            owners[slot] = id
            return true
        }
    }

    /// `body` with the render's object of type `Value`, made on first use.
    @inline(__always)
    mutating func withObject<Value: RenderLocal, Result>(_ type: Value.Type, _ body: (Value) -> Result) -> Result {
        let slot = Value.renderLocalSlot
        if slot < objects.count, let found = objects[slot] {
            // The table's own retain keeps the object alive while `body` runs.
            return found._withUnsafeGuaranteedRef { body(unsafeDowncast($0, to: Value.self)) }
        }
        return body(make(type))
    }

    @inline(never)
    private mutating func make<Value: RenderLocal>(_ type: Value.Type) -> Value {
        let slot = Value.renderLocalSlot
        precondition(slot >= 0 && Self.claim(slot, for: type), "render-local slot \(slot) of \(type) is taken by another type")
        if slot >= objects.count { objects += repeatElement(nil, count: slot + 1 - objects.count) }
        let made = Value()
        objects[slot] = Unmanaged.passRetained(made)
        return made
    }

    /// Releases every object (the resolver's `deinit`).
    mutating func releaseAll() {
        for object in objects { object?.release() }
        objects = []
    }
}
