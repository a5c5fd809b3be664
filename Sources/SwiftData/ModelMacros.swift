/// Converts a Swift class into a stored model, as SwiftData's `@Model`.
///
/// Every stored `var` not marked `@Transient` becomes an observed property (reads and writes
/// go through an `ObservationRegistrar`, as with `@Observable`), and the class conforms to
/// `PersistentModel` and `Observable`. In Backplate the model lives in memory: inserting it
/// into a `ModelContext` makes `fetch` and `@Query` return it for the life of its container.
/// Setting a relationship keeps its inverse in step, whichever side declares `inverse:`.
@attached(member, names: named(_$observationRegistrar), named(_$persistentState), named(_$persistedProperties))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "BackplateMacros", type: "ModelMacro")

/// The accessors `@Model` attaches to each persisted property; not written by hand.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro _PersistedProperty() = #externalMacro(module: "BackplateMacros", type: "PersistedPropertyMacro")

/// Specifies how SwiftData manages a property (`.unique`, `.externalStorage`...), as SwiftData's
/// `@Attribute`. Accepted and recorded nowhere: an in-memory store needs none of the options,
/// and `.unique` does not merge duplicates in Backplate.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil,
                       hashModifier: String? = nil) =
    #externalMacro(module: "BackplateMacros", type: "SchemaMarkerMacro")

/// Declares a property a relationship between two models, as SwiftData's `@Relationship`.
/// `@Model` reads `deleteRule:` (`.cascade` deletes the related models with this one,
/// `.nullify` removes this one from their inverse) and `inverse:` (the related model's
/// property kept in step when this one is set, and the other way round); the other options
/// are accepted and ignored.
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
                          minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
                          inverse: AnyKeyPath? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "BackplateMacros", type: "SchemaMarkerMacro")

/// Tells SwiftData not to persist a property, as SwiftData's `@Transient`: `@Model` leaves it
/// a plain stored property (not observed). It needs a default value.
@attached(peer)
public macro Transient() = #externalMacro(module: "BackplateMacros", type: "SchemaMarkerMacro")

/// Declares which combinations of a model's properties are unique, as SwiftData's `#Unique`
/// (iOS 18), written in the model's body. Accepted and expanded to nothing: Backplate's
/// in-memory store does not merge duplicates.
@available(iOS 18, macOS 15, *)
@freestanding(declaration)
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...) =
    #externalMacro(module: "BackplateMacros", type: "SchemaConstraintMacro") where T: PersistentModel

/// Declares binary indices over a model's properties, as SwiftData's `#Index` (iOS 18),
/// written in the model's body. Accepted and expanded to nothing: an in-memory store fetches
/// the same models without an index.
@available(iOS 18, macOS 15, *)
@freestanding(declaration)
public macro Index<T>(_ indices: [PartialKeyPath<T>]...) =
    #externalMacro(module: "BackplateMacros", type: "SchemaConstraintMacro") where T: PersistentModel

/// Declares binary or R-tree indices over a model's properties, as SwiftData's `#Index`
/// (iOS 18). Accepted and expanded to nothing, as the key-path form is.
@available(iOS 18, macOS 15, *)
@freestanding(declaration)
public macro Index<T>(_ indices: Schema.Index<T>.Types<T>...) =
    #externalMacro(module: "BackplateMacros", type: "SchemaConstraintMacro") where T: PersistentModel
