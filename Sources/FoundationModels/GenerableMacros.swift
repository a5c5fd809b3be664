/// Makes a struct or an enum `Generable`: its schema (properties in declaration order, with
/// their `@Guide`s; an enum's cases), its `PartiallyGenerated` form (every property optional,
/// with a generation identity) and reading from and writing to generated content. The
/// memberwise initialiser survives.
@attached(extension, conformances: Generable, names: named(init(_:)), named(generatedContent))
@attached(member, names: arbitrary)
public macro Generable(description: String? = nil) =
    #externalMacro(module: "BackplateMacros", type: "GenerableMacro")

/// Describes a generable type's property to the model.
@attached(peer)
public macro Guide(description: String) = #externalMacro(module: "BackplateMacros", type: "GuideMacro")

/// Describes a generable type's property and constrains it (`.range(1...5)`, `.count(3)`,
/// `.anyOf([...])`).
@attached(peer)
public macro Guide<T: Generable>(description: String? = nil, _ guides: GenerationGuide<T>...) =
    #externalMacro(module: "BackplateMacros", type: "GuideMacro")

/// Describes a generable string property and constrains it to match `guides`.
@attached(peer)
public macro Guide<RegexOutput>(description: String? = nil, _ guides: Regex<RegexOutput>) =
    #externalMacro(module: "BackplateMacros", type: "GuideMacro")
