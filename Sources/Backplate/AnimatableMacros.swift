import BackplateCore

/// Conforms a struct, class or enum to `Animatable` (where it does not already conform) and
/// writes its `animatableData` from its stored `var`s, each through its own `animatableData`
/// (`@AnimatableIgnored` leaves one out). Each needs its type written out (or a float literal).
/// A still render draws the current values; `animatableData` is read only by animations.
@attached(extension, conformances: Animatable)
@attached(member, names: named(animatableData))
public macro Animatable() = #externalMacro(module: "BackplateMacros", type: "AnimatableMacro")

/// Leaves a property out of the `animatableData` that `@Animatable` writes.
@attached(accessor, names: named(willSet))
public macro AnimatableIgnored() = #externalMacro(module: "BackplateMacros", type: "AnimatableIgnoredMacro")
