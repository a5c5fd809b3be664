import Foundation

/// The concurrency settings of a module's Xcode target, passed to swiftc as Xcode 26 passes
/// them: `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` (`-default-isolation MainActor`),
/// `SWIFT_APPROACHABLE_CONCURRENCY = YES` and `SWIFT_UPCOMING_FEATURE_<NAME> = YES`
/// (`-enable-upcoming-feature`), read from the same target and Debug configuration as its
/// `SWIFT_VERSION` (`ProjectLanguageMode`); or a Package.swift target's `swiftSettings`.
public enum ProjectCompilerSettings {
    /// The swiftc flags `module`'s Xcode project or Package.swift sets in language mode `mode`
    /// (empty: none, or no project).
    public static func flags(for module: PreviewModule, mode: String) -> [String] {
        flags(for: module, project: ProjectLanguageMode.nearestProject(for: module), mode: mode)
    }

    /// `flags(for:mode:)` from a project already read (`ProjectLanguageMode.nearestProject(for:)`).
    static func flags(for module: PreviewModule, project: ProjectLanguageMode.Project?, mode: String) -> [String] {
        switch project {
        case .xcode(let texts):
            return ProjectLanguageMode.firstTargetSettings(in: texts, module: module.name).map { flags(settings: $0, mode: mode) } ?? []
        case .manifest(let manifest): return manifestFlags(manifest, target: module.name, mode: mode)
        case nil: return []
        }
    }

    /// The flags a manifest's `swiftSettings` give `target`, as SwiftPM passes them:
    /// `.defaultIsolation(MainActor.self)` (`nil`: nonisolated) and `.enableUpcomingFeature("Name")`.
    static func manifestFlags(_ manifest: String, target: String, mode: String) -> [String] {
        guard let block = ProjectLanguageMode.targetBlock(manifest, target: target) else { return [] }
        var flags: [String] = []
        if let isolation = block.firstMatch(of: #/\.defaultIsolation\(\s*(MainActor\.self|nil)\s*\)/#) {
            flags += ["-default-isolation", isolation.1 == "nil" ? "nonisolated" : "MainActor"]
        }
        return flags + featureFlags(block.matches(of: #/\.enableUpcomingFeature\(\s*"(\w+)"/#).map { String($0.1) }, mode: mode)
    }

    /// The flags of a target's merged build settings.
    static func flags(settings: [String: String], mode: String) -> [String] {
        var flags: [String] = []
        if let isolation = settings["SWIFT_DEFAULT_ACTOR_ISOLATION"], ["MainActor", "nonisolated"].contains(isolation) {
            flags += ["-default-isolation", isolation]
        }
        var features: [String] = []
        if settings["SWIFT_APPROACHABLE_CONCURRENCY"] == "YES" { features += approachableConcurrency(mode: mode) }
        let prefix = "SWIFT_UPCOMING_FEATURE_"
        for (key, value) in settings.sorted(by: { $0.key < $1.key }) where key.hasPrefix(prefix) && value == "YES" {
            features.append(featureName(String(key.dropFirst(prefix.count))))
        }
        return flags + featureFlags(features, mode: mode)
    }

    /// `-enable-upcoming-feature` for each feature once, in order, leaving out in Swift 6 mode
    /// the features Swift 6 already has.
    static func featureFlags(_ features: [String], mode: String) -> [String] {
        var seen = Set<String>()
        return features.filter { !(mode == "6" && swift6Features.contains($0)) && seen.insert($0).inserted }
            .flatMap { ["-enable-upcoming-feature", $0] }
    }

    /// What `SWIFT_APPROACHABLE_CONCURRENCY` turns on: two features in Swift 6 mode, three more
    /// that Swift 6 already has in Swift 5 mode.
    public static func approachableConcurrency(mode: String) -> [String] {
        let always = ["NonisolatedNonsendingByDefault", "InferIsolatedConformances"]
        return mode == "6" ? always : always + ["DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability", "InferSendableFromCaptures"]
    }

    /// The feature a setting's suffix names: its words in upper camel case
    /// (`EXISTENTIAL_ANY`: `ExistentialAny`), with Xcode's two differently named settings.
    static func featureName(_ suffix: String) -> String {
        let renamed = ["DISABLE_OUTWARD_ACTOR_ISOLATION": "DisableOutwardActorInference",
                       "IMPORT_OBJC_FORWARD_DECLS": "ImportObjcForwardDeclarations"]
        if let name = renamed[suffix] { return name }
        return suffix.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
    }

    /// Upcoming features that Swift 6 mode has already (swiftc warns when one is asked for).
    static let swift6Features: Set<String> = [
        "ConciseMagicFile", "ForwardTrailingClosures", "BareSlashRegexLiterals", "DeprecateApplicationMain",
        "DisableOutwardActorInference", "ImportObjcForwardDeclarations", "IsolatedDefaultValues", "GlobalConcurrency",
        "InferSendableFromCaptures", "GlobalActorIsolatedTypesUsability", "RegionBasedIsolation", "DynamicActorIsolation",
        "NonfrozenEnumExhaustivity", "StrictConcurrency",
    ]
}
