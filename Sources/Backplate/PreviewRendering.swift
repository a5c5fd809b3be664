import Foundation
import BackplateCore
import BackplateCairo

/// Traits a preview tool or test applies on top of what each preview declares: the device a
/// device-layout preview uses when it names none, the Dynamic Type size and the layout
/// direction. `nil` fields leave the preview's own value (or SwiftUI's default) in place.
public struct PreviewOverrides: Sendable, Hashable {
    /// The device used by previews that do not name one (`previewDevice(_:)`).
    public var device: PreviewDevice?
    /// The Dynamic Type size of the canvas (`.large` when `nil`, as on a device).
    public var dynamicTypeSize: DynamicTypeSize?
    /// The layout direction of the canvas (`.leftToRight` when `nil`).
    public var layoutDirection: LayoutDirection?

    /// Creates overrides; every field defaults to `nil` (the preview's own traits).
    public init(device: PreviewDevice? = nil, dynamicTypeSize: DynamicTypeSize? = nil, layoutDirection: LayoutDirection? = nil) {
        self.device = device
        self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection
    }
}

extension PreviewEntry {
    /// The canvas size this preview is drawn at, or `nil` when the view decides it
    /// (`sizeThatFits`).
    public var canvasSize: CGSize? { canvasSize(settings: settings) }

    private func canvasSize(settings: PreviewSettings) -> CGSize? {
        switch settings.layout ?? .device {
        case .device: return settings.screenSize
        case .sizeThatFits: return nil
        case .fixed(let width, let height): return CGSize(width: width, height: height)
        }
    }

    /// This preview's settings with `overrides.device` filling a missing device.
    public func resolvedSettings(with overrides: PreviewOverrides) -> PreviewSettings {
        var s = settings
        if s.device == nil, let device = overrides.device { s.device = device }
        return s
    }

    /// The colour schemes a preview is drawn in when the caller does not choose: the one it
    /// asks for (`preferredColorScheme(_:)`), else light and dark.
    public var defaultColorSchemes: [ColorScheme] {
        settings.colorScheme.map { [$0] } ?? [.light, .dark]
    }

    /// A renderer set up as the preview canvas: the view is offered the device's screen
    /// (landscape: width and height swapped) or the fixed size; with a device or fixed layout
    /// the canvas has exactly that size and the view is centred in it; with `sizeThatFits`
    /// the canvas is the size the view chooses. The colour scheme is `colorScheme` if given,
    /// else the one the preview asks for, else the one a `preferredColorScheme(_:)` inside the
    /// view states (as a window takes it), else light. The canvas is opaque in the scheme's
    /// system background. Dates show in UTC, whatever the machine's time zone. A device canvas
    /// reserves the device's safe area (the status bar is not drawn). As on Xcode's live canvas, `onAppear` and `task` actions run
    /// before the picture (a task up to its first real suspension) and their state is drawn.
    @MainActor public func renderer(colorScheme: ColorScheme? = nil, scale: CGFloat = 2) -> ImageRenderer<AnyView> {
        renderer(colorScheme: colorScheme, scale: scale, overrides: PreviewOverrides())
    }

    /// A renderer set up as the preview canvas (see `renderer(colorScheme:scale:)`) with
    /// `overrides` applied: a device for previews that name none, the Dynamic Type size and
    /// the layout direction of the canvas environment.
    @MainActor public func renderer(colorScheme: ColorScheme?, scale: CGFloat, overrides: PreviewOverrides) -> ImageRenderer<AnyView> {
        let view = makeView()
        let settings = resolvedSettings(with: overrides)
        let screen = settings.screenSize
        let content: AnyView
        let proposal: ProposedViewSize
        // A device canvas reserves the device's safe area: the view is centred in it.
        let insets = (settings.layout ?? .device) == .device ? settings.safeAreaInsets : EdgeInsets()
        if let canvas = canvasSize(settings: settings) {
            content = insets == EdgeInsets() ? AnyView(view.frame(width: canvas.width, height: canvas.height)) : view
            proposal = ProposedViewSize(width: canvas.width, height: canvas.height)
        } else {
            content = view
            proposal = ProposedViewSize(width: screen.width, height: screen.height)
        }
        let renderer = ImageRenderer(content: content)
        renderer.proposedSize = proposal
        renderer.scale = scale
        renderer.isOpaque = true
        renderer.environment.pinTimeZoneToUTC()
        renderer.environment.colorScheme = colorScheme ?? settings.colorScheme ?? .light
        renderer.honorsPreferredColorScheme = colorScheme == nil
        if let size = overrides.dynamicTypeSize { renderer.environment.dynamicTypeSize = size }
        if let direction = overrides.layoutDirection { renderer.environment.layoutDirection = direction }
        renderer.safeAreaInsets = insets
        renderer.hostedPasses = LayoutTree.maximumHostedPasses
        return renderer
    }

    /// Renders the preview as its canvas shows it (see `renderer(colorScheme:scale:)`).
    @MainActor public func render(colorScheme: ColorScheme? = nil, scale: CGFloat = 2) throws -> RenderedImage {
        try renderer(colorScheme: colorScheme, scale: scale).render()
    }
}

/// The program `backplate preview` builds around a module's files: it lists the module's
/// previews (`PreviewCatalog`), renders each in the requested colour schemes and formats
/// into a folder, and prints one JSON line per preview (prefixed `@@backplate-preview `) with
/// its name, source location, settings, images and laid-out nodes (path, proposal, frame).
/// Before each preview it prints `@@backplate-begin ` and the record without images, so a tool
/// that sees the program die knows which preview crashed and can run the rest with
/// `--skip N+1`. Listing the previews runs their bodies too; before each it prints
/// `@@backplate-catalog ` and the preview's key and name, and `--exclude KEY` leaves one out.
///
/// Arguments: `--out DIR`, `--scale S`, `--scheme light|dark` (repeatable; default: each
/// preview's own scheme, else light and dark), `--device NAME`, `--dynamic-type NAME`
/// (`xSmall`...`accessibility5`), `--layout-direction leftToRight|rightToLeft`, `--locale ID`,
/// `--ios 18|26` (the `BackplateLook`; default `BackplateLook.default`),
/// `--format png|svg|pdf` (repeatable; default png), `--skip N`, `--exclude KEY` (repeatable),
/// `--file NAME.swift` and
/// `--type ProviderName` (repeatable: only the `#Preview`s of those files and those
/// providers; all previews of the module when neither is given).
public enum PreviewRunner {
    /// Runs the program over the previews of `module`; returns the exit status (0 when
    /// every preview rendered, 1 when one failed, 2 for bad arguments).
    @MainActor public static func main(module: String, arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Int32 {
        PreviewParentWatch.start()
        var out = "."
        var scale: CGFloat = 2
        var schemes: [ColorScheme] = []
        var formats: [String] = []
        var overrides = PreviewOverrides()
        var locale: Locale?
        var look: BackplateLook?
        var skip = 0
        var excluded: Set<String> = []
        var files: Set<String> = []
        var types: Set<String> = []
        var i = 0
        func value() -> String? {
            i += 1
            return i < arguments.count ? arguments[i] : nil
        }
        while i < arguments.count {
            let flag = arguments[i]
            guard let v = value() else { return fail("missing value after \(flag)") }
            switch flag {
            case "--out": out = v
            case "--scale":
                guard let s = Double(v), s.isFinite, s > 0, s <= 8 else { return fail("bad scale \(v)") }
                scale = CGFloat(s)
            case "--scheme":
                switch v {
                case "light": schemes.append(.light)
                case "dark": schemes.append(.dark)
                default: return fail("bad colour scheme \(v)")
                }
            case "--format":
                guard ["png", "svg", "pdf"].contains(v) else { return fail("bad format \(v)") }
                formats.append(v)
            case "--device": overrides.device = PreviewDevice(rawValue: v)
            case "--dynamic-type":
                guard let size = DynamicTypeSize.allCases.first(where: { "\($0)" == v }) else { return fail("bad Dynamic Type size \(v)") }
                overrides.dynamicTypeSize = size
            case "--layout-direction":
                switch v {
                case "leftToRight": overrides.layoutDirection = .leftToRight
                case "rightToLeft": overrides.layoutDirection = .rightToLeft
                default: return fail("bad layout direction \(v)")
                }
            case "--locale":
                guard !v.isEmpty, v.utf8.count <= 64 else { return fail("bad locale \(v)") }
                locale = Locale(identifier: v)
            case "--ios":
                guard let version = Int(v), version == 18 || version == 26 else { return fail("bad iOS version \(v) (18 or 26)") }
                look = BackplateLook(iOSVersion: version)
            case "--skip": skip = max(0, Int(v) ?? 0)
            case "--exclude": excluded.insert(v)
            case "--file": files.insert(v)
            case "--type": types.insert(v)
            default: return fail("unknown argument \(flag)")
            }
            i += 1
        }
        if formats.isEmpty { formats = ["png"] }
        let folder = URL(fileURLWithPath: out, isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var previews = PreviewCatalog.previews(inModule: module, excluding: excluded) { key, name in
            let marker = CatalogMarker(key: key, name: name)
            if let json = try? JSONEncoder().encode(marker), let text = String(data: json, encoding: .utf8) {
                emit("@@backplate-catalog " + text)
            }
        }
        if !files.isEmpty || !types.isEmpty {
            previews = previews.filter { entry in
                if let id = entry.fileID { return files.contains((id as NSString).lastPathComponent) }
                let typeName = entry.typeName.map { String($0.split(separator: ".").last ?? "") } ?? ""
                return types.contains(typeName)
            }
        }
        var status: Int32 = 0
        for (index, entry) in previews.enumerated() where index >= skip {
            var record = PreviewRenderRecord(entry: entry, index: index, overrides: overrides)
            if let json = try? JSONEncoder().encode(record), let text = String(data: json, encoding: .utf8) {
                emit("@@backplate-begin " + text)
            }
            // What the preview drew less than SwiftUI would, shown beside its pictures.
            let collected = RuntimeWarning.collecting { () -> Error? in
                do {
                    for scheme in schemes.isEmpty ? entry.defaultColorSchemes : schemes {
                        let renderer = entry.renderer(colorScheme: scheme, scale: scale, overrides: overrides)
                        // Light and dark are the canvas's variants: a scheme the view states wins.
                        renderer.honorsPreferredColorScheme = schemes.isEmpty
                        if let locale { renderer.environment.locale = locale }
                        if let look { renderer.environment.backplateLook = look }
                        let tree = renderer.layout()
                        if record.nodes.isEmpty {
                            record.nodes = tree.nodeSummaries.prefix(4000).map(PreviewRenderRecord.Node.init)
                        }
                        var files: [String: String] = [:]
                        for format in formats {
                            let name = "\(index)-\(slug(entry.displayName))-\(scheme == .dark ? "dark" : "light").\(format)"
                            let data: Data
                            switch format {
                            case "svg": data = try renderer.svgData()
                            case "pdf": data = try renderer.pdfData()
                            default: data = try renderer.pngData()
                            }
                            try data.write(to: folder.appendingPathComponent(name), options: .atomic)
                            files[format] = name
                        }
                        record.images.append(.init(scheme: scheme == .dark ? "dark" : "light", files: files,
                                                   width: Double(tree.size.width), height: Double(tree.size.height), scale: Double(scale)))
                    }
                    return nil
                } catch {
                    return error
                }
            }
            record.warnings = collected.warnings
            if let error = collected.result {
                record.error = "\(error)"
                status = 1
            }
            if let json = try? JSONEncoder().encode(record), let text = String(data: json, encoding: .utf8) {
                emit("@@backplate-preview " + text)
            }
        }
        emit("@@backplate-done \(previews.count)")
        return status
    }

    private static func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("preview runner: \(message)\n".utf8))
        return 2
    }

    /// The preview whose body the catalog is about to run.
    struct CatalogMarker: Codable {
        var key: String
        var name: String?
    }

    private static func emit(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// A file-name-safe form of a preview's name.
    static func slug(_ name: String) -> String {
        let kept = name.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) && $0.isASCII ? Character($0) : "-" }
        let text = String(kept).split(separator: "-", omittingEmptySubsequences: true).joined(separator: "-")
        return String(text.prefix(60)).isEmpty ? "preview" : String(text.prefix(60))
    }
}

/// What `PreviewRunner` reports for one preview (one JSON line): `backplate preview` reads
/// it to write the contact sheet and `backplate serve` to draw the inspector.
public struct PreviewRenderRecord: Codable, Sendable {
    /// One rendered colour scheme.
    public struct Image: Codable, Sendable {
        /// `light` or `dark`.
        public var scheme: String
        /// The written file for each format (`png`, `svg`, `pdf`), relative to the folder.
        public var files: [String: String]
        /// The canvas size in points.
        public var width: Double
        public var height: Double
        /// Pixels per point of the PNG.
        public var scale: Double
    }
    /// One laid-out node (see `LayoutTree`): its tree path, label, proposal and drawn frame.
    public struct Node: Codable, Sendable {
        public var path: String
        public var label: String
        public var depth: Int
        /// The proposal as SwiftUI prints it (`393×nil`).
        public var proposal: String
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        init(_ s: LayoutNodeSummary) {
            func finite(_ v: CGFloat) -> Double { v.isFinite ? Double(v) : 0 }
            path = s.path
            label = s.label
            depth = s.depth
            proposal = s.proposal.description
            x = finite(s.frame.minX)
            y = finite(s.frame.minY)
            width = finite(s.frame.width)
            height = finite(s.frame.height)
        }
    }
    public var index: Int
    public var name: String
    /// `macro` or `previewProvider`.
    public var origin: String
    public var fileID: String?
    public var line: Int?
    public var typeName: String?
    public var providerIndex: Int
    /// `device`, `sizeThatFits` or `fixed`.
    public var layout: String
    public var device: String?
    public var orientation: String
    public var dynamicTypeSize: String
    public var layoutDirection: String
    public var images: [Image] = []
    public var nodes: [Node] = []
    public var error: String?
    /// The runtime warnings its render emitted (an unknown symbol, an image not found...):
    /// what it drew less than SwiftUI would.
    public var warnings: [String] = []

    @MainActor init(entry: PreviewEntry, index: Int, overrides: PreviewOverrides) {
        let settings = entry.resolvedSettings(with: overrides)
        self.index = index
        name = entry.displayName
        origin = entry.origin == .macro ? "macro" : "previewProvider"
        fileID = entry.fileID
        line = entry.line
        typeName = entry.typeName
        providerIndex = entry.index
        switch settings.layout ?? .device {
        case .device: layout = "device"
        case .sizeThatFits: layout = "sizeThatFits"
        case .fixed: layout = "fixed"
        }
        device = settings.device?.rawValue
        orientation = (settings.orientation ?? .portrait).id
        dynamicTypeSize = "\(overrides.dynamicTypeSize ?? .large)"
        layoutDirection = overrides.layoutDirection == .rightToLeft ? "rightToLeft" : "leftToRight"
    }
}
