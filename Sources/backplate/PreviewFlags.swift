import ArgumentParser
import BackplatePreviewTool
import Foundation

/// The options `backplate preview` and `backplate serve` share: what to build and how to draw.
struct PreviewFlags: ParsableArguments {
    @Option(help: "Only this target of a package (default: every target under Sources/).")
    var target: String?

    @Option(help: ArgumentHelp("The device of previews that name none (a `previewDevice` name such as \"iPhone SE (3rd generation)\").",
                               discussion: "Default: iPhone 15 Pro, 393 × 852 pt. Previews with `.sizeThatFitsLayout` or `.fixedLayout` are not affected."))
    var device: String?

    @Option(help: "Pixels per point of the PNGs (0 < scale ≤ 8).")
    var scale: Double = 2

    @Option(name: .customLong("color-scheme"), help: ArgumentHelp("light, dark or both.",
            discussion: "Default: the scheme a preview asks for with `preferredColorScheme`, else both light and dark."))
    var colorScheme: String?

    @Option(name: .customLong("dynamic-type"), help: "The Dynamic Type size: xSmall, small, medium, large (default), xLarge, xxLarge, xxxLarge, accessibility1 … accessibility5.")
    var dynamicType: String?

    @Option(name: .customLong("layout-direction"), help: "leftToRight (default) or rightToLeft: mirrors stacks, alignment and padding as SwiftUI does.")
    var layoutDirection: String?

    @Option(name: .customLong("ios"), help: ArgumentHelp("The iOS release whose look to draw: 26 (default) or 18.",
            discussion: "Selects the system palette, control shapes and list geometry together (Backplate's `BackplateLook`)."))
    var ios: Int?

    @Option(parsing: .upToNextOption, help: "Formats to write besides the PNG the page shows: png, svg, pdf.")
    var format: [Format] = [.png]

    @Option(name: .customLong("swift-version"), help: ArgumentHelp("The Swift language mode of your files: 5 or 6.",
            discussion: "Default: SWIFT_VERSION of the Xcode project's matching target, or Package.swift's language mode, else 5."))
    var swiftVersion: String?

    @Option(name: .customLong("default-isolation"), help: ArgumentHelp("MainActor or nonisolated: the default actor isolation of your files.",
            discussion: "Default: SWIFT_DEFAULT_ACTOR_ISOLATION of the Xcode project's matching target (Xcode 26's new projects set MainActor), else nonisolated."))
    var defaultIsolation: String?

    @Flag(name: .customLong("approachable-concurrency"), help: ArgumentHelp("Turn on what Xcode's SWIFT_APPROACHABLE_CONCURRENCY does.",
          discussion: "The upcoming features NonisolatedNonsendingByDefault and InferIsolatedConformances, and in Swift 5 mode also DisableOutwardActorInference, GlobalActorIsolatedTypesUsability and InferSendableFromCaptures. An Xcode project's SWIFT_APPROACHABLE_CONCURRENCY and SWIFT_UPCOMING_FEATURE_* settings are read without it."))
    var approachableConcurrency = false

    @Option(name: .customLong("enable-upcoming-feature"), help: "An upcoming language feature to turn on (repeat for more), as swiftc's -enable-upcoming-feature.")
    var upcomingFeatures: [String] = []

    @Option(name: .customLong("cache-path"), help: "Where built preview programs are cached (default: ~/.cache/backplate/previews).")
    var cachePath: String?

    @Option(name: .customLong("backplate-build"), help: "The build folder holding Backplate's Modules/, libBackplateDynamic.so and the BackplateMacros plugin (default: beside this executable, or $BACKPLATE_BUILD_DIR).")
    var backplateBuild: String?

    @Flag(name: .shortAndLong, help: "No progress lines (errors are still printed).")
    var quiet = false

    static let dynamicTypeNames = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                                   "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]

    func validate() throws {
        guard scale.isFinite, scale > 0, scale <= 8 else { throw ValidationError("--scale must be more than 0 and at most 8") }
        if let colorScheme, !["light", "dark", "both"].contains(colorScheme) { throw ValidationError("--color-scheme must be light, dark or both") }
        if let dynamicType, !Self.dynamicTypeNames.contains(dynamicType) {
            throw ValidationError("--dynamic-type must be one of \(Self.dynamicTypeNames.joined(separator: ", "))")
        }
        if let layoutDirection, !["leftToRight", "rightToLeft"].contains(layoutDirection) {
            throw ValidationError("--layout-direction must be leftToRight or rightToLeft")
        }
        if let ios, ![18, 26].contains(ios) { throw ValidationError("--ios must be 18 or 26") }
        if let swiftVersion, !["5", "6"].contains(swiftVersion) { throw ValidationError("--swift-version must be 5 or 6") }
        if let defaultIsolation, !["MainActor", "nonisolated"].contains(defaultIsolation) {
            throw ValidationError("--default-isolation must be MainActor or nonisolated")
        }
        if let bad = upcomingFeatures.first(where: { $0.isEmpty || !$0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" } }) {
            throw ValidationError("--enable-upcoming-feature takes a feature name, not \"\(bad)\"")
        }
    }

    /// The swiftc flags these options stand for.
    var compilerFlags: [String] {
        var features = upcomingFeatures
        if approachableConcurrency {
            features += ["NonisolatedNonsendingByDefault", "InferIsolatedConformances"]
            if swiftVersion != "6" { features += ["DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability", "InferSendableFromCaptures"] }
        }
        var flags = defaultIsolation.map { ["-default-isolation", $0] } ?? []
        for feature in features where !flags.contains(feature) { flags += ["-enable-upcoming-feature", feature] }
        return flags
    }

    var renderOptions: PreviewRenderOptions {
        var o = PreviewRenderOptions()
        o.scale = scale
        switch colorScheme {
        case "light": o.colorSchemes = ["light"]
        case "dark": o.colorSchemes = ["dark"]
        case "both": o.colorSchemes = ["light", "dark"]
        default: o.colorSchemes = []
        }
        o.device = device
        o.dynamicTypeSize = dynamicType
        o.layoutDirection = layoutDirection
        o.iOSVersion = ios
        o.formats = format.map(\.rawValue)
        return o
    }

    func makeBuilder() throws -> PreviewBuilder {
        do {
            var builder = PreviewBuilder(products: try BackplateProducts.locate(in: backplateBuild), cacheFolder: cachePath, swiftVersion: swiftVersion)
            builder.compilerFlags = compilerFlags
            return builder
        } catch {
            throw ValidationError("\(error)")
        }
    }

    func progress(_ line: String) {
        guard !quiet else { return }
        FileHandle.standardError.write(Data("backplate: \(line)\n".utf8))
    }
}
