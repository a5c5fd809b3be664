import BackplateCore
import Foundation

// The `@Query` macros, as SwiftData's: `@Query(...) var items: [Item]` becomes a getter over a
// private `_items: Query<Item, [Item]>` made with the same arguments. Each overload matches
// one of `Query`'s initialisers; see `Query` for how a still render fetches.

/// Fetches every model of the property's element type, in insertion order.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query() = #externalMacro(module: "BackplateMacros", type: "QueryMacro")

/// Fetches every model of the property's element type (the animation is unused in a still render).
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query(animation: Animation) = #externalMacro(module: "BackplateMacros", type: "QueryMacro")

/// Fetches every model of the property's element type (the transaction is unused).
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query(transaction: Transaction) = #externalMacro(module: "BackplateMacros", type: "QueryMacro")

/// Fetches the models a fetch descriptor selects, in its order, within its offset and limit.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) =
    #externalMacro(module: "BackplateMacros", type: "QueryMacro")

/// Fetches the models a fetch descriptor selects (the transaction is unused).
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, transaction: Transaction?) =
    #externalMacro(module: "BackplateMacros", type: "QueryMacro")

/// Fetches the models that satisfy `filter`, ordered by the sort descriptors.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
                                             animation: Animation) =
    #externalMacro(module: "BackplateMacros", type: "QueryMacro")

/// Fetches the models that satisfy `filter`, ordered by the sort descriptors.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
                                             transaction: Transaction? = nil) =
    #externalMacro(module: "BackplateMacros", type: "QueryMacro")

/// Fetches the models that satisfy `filter`, sorted by the property at `keyPath` in `order`.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
                                                                order: SortOrder = .forward, animation: Animation) =
    #externalMacro(module: "BackplateMacros", type: "QueryMacro")

/// Fetches the models that satisfy `filter`, sorted by the optional property at `keyPath`.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
                                                                order: SortOrder = .forward, animation: Animation) =
    #externalMacro(module: "BackplateMacros", type: "QueryMacro")

/// Fetches the models that satisfy `filter`, sorted by the property at `keyPath` in `order`.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
                                                                order: SortOrder = .forward, transaction: Transaction? = nil) =
    #externalMacro(module: "BackplateMacros", type: "QueryMacro")

/// Fetches the models that satisfy `filter`, sorted by the optional property at `keyPath`.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
                                                                order: SortOrder = .forward, transaction: Transaction? = nil) =
    #externalMacro(module: "BackplateMacros", type: "QueryMacro")
