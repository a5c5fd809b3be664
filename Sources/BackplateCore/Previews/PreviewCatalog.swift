import Foundation

/// The settings of one preview: its name, canvas layout, device, orientation and colour
/// scheme. `nil` fields take the defaults: device layout, the default device (iPhone 15 Pro,
/// 393 × 852 pt), portrait, light.
public struct PreviewSettings: Hashable, Sendable {
    /// The name from `#Preview("Name")` or `previewDisplayName(_:)`.
    public var displayName: String?
    /// The canvas layout (`previewLayout(_:)`, `.sizeThatFitsLayout`, `.fixedLayout`).
    public var layout: PreviewLayout?
    /// The device (`previewDevice(_:)`).
    public var device: PreviewDevice?
    /// The orientation (`previewInterfaceOrientation(_:)`, `.landscapeLeft`...).
    public var orientation: InterfaceOrientation?
    /// The colour scheme the view asks for with `preferredColorScheme(_:)` or
    /// `environment(\.colorScheme, _)` on its outside.
    public var colorScheme: ColorScheme?

    /// Creates settings; every field defaults to `nil`.
    public init(displayName: String? = nil, layout: PreviewLayout? = nil, device: PreviewDevice? = nil,
                orientation: InterfaceOrientation? = nil, colorScheme: ColorScheme? = nil) {
        self.displayName = displayName
        self.layout = layout
        self.device = device
        self.orientation = orientation
        self.colorScheme = colorScheme
    }

    /// The device's screen in points in the preview's orientation (landscape swaps width and
    /// height).
    public var screenSize: CGSize {
        let portrait = device?.screenSize ?? PreviewDevice.defaultScreenSize
        return (orientation ?? .portrait).isLandscape ? CGSize(width: portrait.height, height: portrait.width) : portrait
    }

    /// The device's safe-area insets in the preview's orientation, which a device-layout
    /// canvas reserves as Xcode's does.
    package var safeAreaInsets: EdgeInsets {
        PreviewDevice.safeAreaInsets(of: device, landscape: (orientation ?? .portrait).isLandscape)
    }

    /// Fills the fields still `nil` from `outer` (inner settings win, as with modifiers).
    mutating func inherit(_ trait: PreviewTraitValue) {
        switch trait {
        case .layout(let l): if layout == nil { layout = l }
        case .displayName(let n): if displayName == nil { displayName = n }
        case .device(let d): if device == nil { device = d }
        case .orientation(let o): if orientation == nil { orientation = o }
        case .modifier: break
        }
    }
}

/// One preview found in the program: a `#Preview` or one view of a `PreviewProvider`.
public struct PreviewEntry: Sendable, CustomStringConvertible {
    /// Where a preview was declared.
    public enum Origin: Hashable, Sendable {
        /// A `#Preview` macro.
        case macro
        /// A `PreviewProvider`'s `previews`.
        case previewProvider
    }

    /// How the preview was declared.
    public let origin: Origin
    /// The module that declares it.
    public let moduleName: String
    /// For a `#Preview`: its file as `Module/File.swift`. `nil` for a `PreviewProvider` (the
    /// Swift runtime records no file for a type).
    public let fileID: String?
    /// For a `#Preview`: the macro's line (1-based). `nil` for a `PreviewProvider`.
    public let line: Int?
    /// For a `#Preview`: the macro's column. `nil` for a `PreviewProvider`.
    public let column: Int?
    /// For a `PreviewProvider`: the provider type's name (`RecipeCard_Previews`).
    public let typeName: String?
    /// For a `PreviewProvider`: the position of this view among its `previews` (from 0).
    public let index: Int
    /// The preview's settings (traits and preview modifiers).
    public let settings: PreviewSettings
    let make: @MainActor @Sendable () -> AnyView

    /// The name to show and to look the preview up by: the given name, else
    /// `File.swift:line` for a `#Preview`, else the provider's type name (with `#n` from the
    /// second view of its `previews` on).
    public var displayName: String {
        if let name = settings.displayName { return name }
        switch origin {
        case .macro:
            let file = fileID.map { ($0 as NSString).lastPathComponent } ?? "?"
            return "\(file):\(line ?? 0)"
        case .previewProvider:
            let base = typeName ?? "Preview"
            return index == 0 ? base : "\(base) #\(index + 1)"
        }
    }

    /// Builds the preview's view, as the canvas does.
    @MainActor public func makeView() -> AnyView { make() }

    /// A readable summary.
    public var description: String { "PreviewEntry(\(displayName), \(origin), \(fileID ?? typeName ?? ""))" }
}

/// Every preview in the running program, found at run time: each `#Preview` expands to a
/// type that conforms to `PreviewRegistry`, and each `PreviewProvider` conforms to its
/// protocol; `PreviewCatalog` reads the Swift runtime's conformance records
/// (`swift5_protocol_conformances`) to list them, so a test or a command can render all
/// previews of a module or a file without listing them by hand.
public enum PreviewCatalog {
    private struct Types: @unchecked Sendable {
        // Unchecked Sendable: immutable lists of metatypes, found once.
        let registrations: [ConformanceScanner.Found]
        let providers: [ConformanceScanner.Found]
    }

    private static let types: Types = Types(
        registrations: ConformanceScanner.conformingTypes(protocolName: "PreviewRegistry", moduleName: "BackplateCore"),
        providers: ConformanceScanner.conformingTypes(protocolName: "PreviewProvider", moduleName: "BackplateCore"))

    /// All previews: `#Preview`s ordered by file and line, then `PreviewProvider` views
    /// ordered by module, type name and position.
    @MainActor public static var previews: [PreviewEntry] { previews(inModule: nil) }

    /// The previews of `module` (all modules for nil), as `previews` orders them, but those whose
    /// key `excluded` lists: `Module/File.swift:line` for a `#Preview`, the type name for a
    /// `PreviewProvider`. Listing a preview runs its body (for the modifiers on its outside), so
    /// `willEvaluate` hears each key first: a program that crashes there can say which.
    @MainActor public static func previews(inModule module: String?, excluding excluded: Set<String> = [],
                                           willEvaluate: (_ key: String, _ name: String?) -> Void = { _, _ in }) -> [PreviewEntry] {
        var result: [PreviewEntry] = []
        let macros = types.registrations.compactMap { $0.type as? any PreviewRegistry.Type }
            .filter { module == nil || $0.fileID.split(separator: "/").first.map(String.init) == module }
            .sorted { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
        for registration in macros {
            let key = "\(registration.fileID):\(registration.line)"
            guard !excluded.contains(key) else { continue }
            willEvaluate(key, registration.preview.name)
            result.append(entry(for: registration))
        }
        let providers = types.providers.filter { module == nil || $0.moduleName == module }
            .sorted { ($0.moduleName, $0.typeName) < ($1.moduleName, $1.typeName) }
        for found in providers where !excluded.contains(found.typeName) {
            guard let provider = found.type as? any PreviewProvider.Type else { continue }
            willEvaluate(found.typeName, nil)
            result += entries(for: provider, typeName: found.typeName, moduleName: found.moduleName)
        }
        return result
    }

    /// The previews declared in a file: `path` may be a `Module/File.swift` file ID, a path
    /// ending in the file's name, or the bare file name. A file ID that some preview has
    /// selects that module's file only (two modules may each have a `ContentView.swift`).
    /// `PreviewProvider`s are included when their type name is listed in `providerTypeNames`
    /// (the runtime records no file for them).
    @MainActor public static func previews(inFile path: String, providerTypeNames: Set<String> = []) -> [PreviewEntry] {
        let fileName = (path as NSString).lastPathComponent
        let all = previews
        let exact = all.contains { $0.fileID == path }
        return all.filter { entry in
            if let id = entry.fileID {
                return id == path || (!exact && (id as NSString).lastPathComponent == fileName)
            }
            return entry.typeName.map(providerTypeNames.contains) ?? false
        }
    }

    /// The previews declared in a module.
    @MainActor public static func previews(inModule module: String) -> [PreviewEntry] {
        previews(inModule: Optional(module))
    }

    /// The first preview whose `displayName` is `name`.
    @MainActor public static func preview(named name: String) -> PreviewEntry? {
        previews.first { $0.displayName == name }
    }

    @MainActor static func entry(for registration: any PreviewRegistry.Type) -> PreviewEntry {
        let preview = registration.preview
        var settings = PreviewSettings(displayName: preview.name)
        let view = preview.body()
        // Modifiers on the body's outside (previewLayout, preferredColorScheme) count too.
        if let leaf = PreviewSplitter.split(view).first { settings = leaf.settings.merged(into: settings) }
        for trait in preview.traits { settings.inherit(trait.value) }
        let fileID = registration.fileID
        let module = fileID.split(separator: "/").first.map(String.init) ?? ""
        let body = preview.body
        // Preview modifiers (`.modifier(SampleData())`) wrap the body, the first listed innermost.
        let modifiers = preview.traits.compactMap { trait -> PreviewModifierBox? in
            if case .modifier(let box) = trait.value { return box }
            return nil
        }
        return PreviewEntry(origin: .macro, moduleName: module, fileID: fileID, line: registration.line,
                            column: registration.column, typeName: nil, index: 0, settings: settings,
                            make: { modifiers.reduce(openAsAnyView(body())) { view, modifier in modifier.apply(view) } })
    }

    @MainActor static func entries(for provider: any PreviewProvider.Type, typeName: String, moduleName: String) -> [PreviewEntry] {
        func previewsOf<P: PreviewProvider>(_ p: P.Type) -> any View { P.previews }
        let leaves = PreviewSplitter.split(previewsOf(provider))
        return leaves.enumerated().map { index, leaf in
            PreviewEntry(origin: .previewProvider, moduleName: moduleName, fileID: nil, line: nil, column: nil,
                         typeName: typeName, index: index, settings: leaf.settings,
                         make: {
                             let again = PreviewSplitter.split(previewsOf(provider))
                             return index < again.count ? openAsAnyView(again[index].view) : AnyView(EmptyView())
                         })
        }
    }
}

func openAsAnyView(_ view: any View) -> AnyView {
    func wrap<V: View>(_ v: V) -> AnyView { (v as? AnyView) ?? AnyView(v) }
    return wrap(view)
}

extension PreviewSettings {
    /// These settings with `base`'s fields filling the ones still `nil`... from the inside:
    /// `self` comes from the view, `base` from the macro's name.
    func merged(into base: PreviewSettings) -> PreviewSettings {
        var r = base
        if r.displayName == nil { r.displayName = displayName }
        r.layout = layout ?? r.layout
        r.device = device ?? r.device
        r.orientation = orientation ?? r.orientation
        r.colorScheme = colorScheme ?? r.colorScheme
        return r
    }
}

extension PreviewCatalog {
    /// The program's non-generic types conforming to the protocol `protocolName` of
    /// `moduleName`, from the same conformance records (WidgetKit finds a Live Activity's
    /// widget by them for `ActivityAttributes.previewContext`).
    package static func conformingTypes(_ protocolName: String, in moduleName: String) -> [Any.Type] {
        ConformanceScanner.conformingTypes(protocolName: protocolName, moduleName: moduleName).map(\.type)
    }
}
