import Foundation
import Synchronization
import BackplateCore
internal import CCairo
internal import CPangoCairo

/// Pango units per point.
let pangoScale: CGFloat = 1024

/// Lines shaped by Pango, kept to be drawn exactly as measured.
final class PangoShapedText: Sendable {
    /// The shaped layout (owned; read under the engine's lock).
    private let layoutHandle: CHandle<OpaquePointer>
    /// Per line: the x offset inside the text frame and the baseline's y.
    let lines: [(x: CGFloat, baseline: CGFloat)]
    /// The lines cut from one shaping, when the text was laid out so (`OneShapingLines`):
    /// then they, not `layout`'s lines, are drawn (`layout` is the unwrapped paragraph).
    let oneShaping: OneShapingLines?
    /// A hollowed symbol glyph's stroke width in points: drawn as the band of that width inside
    /// the glyph's edge instead of filled (`nil`: filled).
    let hollowWidth: CGFloat?
    /// A turned symbol glyph: drawn turned clockwise by `radians` about `centre` (inside the
    /// text frame, the glyph's ink centre); `nil` for everything else.
    let turn: (radians: CGFloat, centre: CGPoint)?

    init(layout: OpaquePointer, lines: [(x: CGFloat, baseline: CGFloat)], oneShaping: OneShapingLines? = nil,
         hollowWidth: CGFloat? = nil, turn: (radians: CGFloat, centre: CGPoint)? = nil) {
        layoutHandle = CHandle(layout)
        self.lines = lines
        self.oneShaping = oneShaping
        self.hollowWidth = hollowWidth
        self.turn = turn
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// The shaped layout.
    var layout: OpaquePointer { layoutHandle.pointer }
}

/// Text measurement and shaping with Pango (HarfBuzz shaping, fontconfig fonts).
///
/// The system font is SF when installed, otherwise the bundled substitute (`SystemFontFaces`),
/// always laid out with SF Pro's vertical metrics, so line heights, baselines and text-aware
/// spacing match SwiftUI. Positions are unrounded and metrics unhinted, so a string measures
/// the same in PNG, SVG and PDF.
///
/// Concurrency: each engine guards its own Pango font map and context with its own lock, and a
/// render checks one out of a pool for its whole duration (`withPooledEngine`), so N threads
/// render with N engines. What engines share is guarded by the workarounds in
/// `Fonts/Workarounds/` (docs/text-fonts-images.md, "Fonts and threads").
package final class PangoTextEngine: TextEngine, @unchecked Sendable {
    // Unchecked Sendable: every use of its Pango objects holds its `EngineLock`.
    private var fontMap: UnsafeMutablePointer<PangoFontMap>
    private(set) var context: OpaquePointer
    /// `context` with a right-to-left base direction, made on first use (`PangoTextDirection.swift`).
    var rightToLeftContext: OpaquePointer?
    private var familyCache: [String: Bool] = [:]
    /// Installed faces by PostScript and full name, listed on first use (`FontFaceNames`).
    var faceNameIndex: [String: NamedFace]?
    /// A system face's key: font and point size (`systemFace(for:size:)`).
    struct SystemFaceKey: Hashable {
        let font: ResolvedFont
        let size: CGFloat
    }
    /// The system faces decided, per font and point size (emptied with the font caches).
    var systemFaceCache: [SystemFaceKey: SystemFace] = [:]
    /// Line metrics per font description (`metrics(for:)`).
    var metricsCache: [String: TextLineMetrics] = [:]
    /// Per real SF family: whether its file has its own `trak` table (`nil`: not installed).
    var realFaceCache: [String: Bool?] = [:]
    var symbolUnitCache: CGFloat?
    /// Guards this engine's Pango objects and caches (uncontended when pooled), inside a read
    /// of `FontRegistrationLock` (no font folder is registered while it is held).
    let lock = EngineLock()
    /// Shaped lines of the texts this engine measured, keyed by the plain-data handle the
    /// display list carries. Bounded: emptied when a pooled render ends or when it grows past
    /// `shapedCacheLimit`; a miss shapes the text again, identically.
    private var shapedCache: [ShapedTextHandle: PangoShapedText] = [:]
    private static let shapedCacheLimit = 4096
    /// Measured texts and their shaped layouts, kept across renders (`TextLayoutCache.swift`).
    let layoutCache = TextLayoutCache()
    /// Words shaped alone to check the breaks of lines cut from one shaping (`WordShapingCache.swift`).
    let wordShapes = WordShapingCache()
    /// The font registration generation this engine's font map was made in.
    private(set) var fontGeneration: Int
    /// Renders served from the pool (only the thread that has it checked out touches it).
    private var pooledRenders = 0

    /// The family drawn for the system font.
    package let systemFamily: String

    /// The process-wide engine.
    package static let shared = PangoTextEngine()

    /// Creates an engine with its own font map. Fonts in the folders of `FontSearchPath`
    /// (`BACKPLATE_FONT_PATH`, Backplate's `.fonts` folder filled by `scripts/install-deps.sh`,
    /// the user's Backplate font folder) are registered first, so
    /// `Font.custom("Montserrat", size:)` finds them by family name from any directory.
    package init() {
        _ = PangoTextEngine.defaultFontsRegistered
        _ = RasterImage.installFileDecoder
        // Made inside a read: its font map lists fontconfig's fonts of this generation.
        let registration = FontRegistrationLock.shared
        registration.lockRead()
        defer { registration.unlockRead() }
        fontGeneration = EnginePool.generation
        let (map, ctx) = PangoTextEngine.makeFontMap()
        let families = PangoTextEngine.installedFamilies(map)
        (fontMap, context, systemFamily) = (map, ctx, SystemFontFaces.hasSubstitute || families.contains("inter") ? "Inter" : "DejaVu Sans")
    }

    /// Registers the default font folders with fontconfig, once per process.
    private static let defaultFontsRegistered: Bool = {
        // Backplate's own fontconfig rules, without the user's (FontConfiguration).
        _ = FontConfiguration.installed
        // Fonts other than Backplate's pinned set are named once per process (FontManifest).
        _ = FontManifest.warnedOnce
        for dir in PangoTextEngine.defaultFontDirectories() {
            _ = AppFonts.addDirectory(dir)
        }
        return true
    }()

    /// Idle engines, reused by renders; only check-out and check-in take its lock.
    private enum EnginePool {
        /// The idle engines, and the font generation: bumped by `registerFonts(in:)`, so
        /// engines made before see stale font lists.
        static let state = LockedState<(idle: [PangoTextEngine], generation: Int)>(([], 0))
        static var generation: Int { state.withLock { $0.generation } }
        static let maxIdle = 32
        /// Renders an engine serves before it is replaced by a fresh one: its font map's
        /// caches (Pango keeps patterns and fontsets per font description it has seen) grow
        /// with every new size and weight, and go with the map. 100, or
        /// `BACKPLATE_ENGINE_RENDERS` (at least 50); see docs/memory.md.
        static let rendersPerEngine = ServerTuning.value("BACKPLATE_ENGINE_RENDERS", default: 100, minimum: 50)
    }

    /// Renders a pooled engine serves before it is replaced (`BACKPLATE_ENGINE_RENDERS`).
    package static var rendersPerEngine: Int { EnginePool.rendersPerEngine }

    /// Runs `body` with an engine no other thread uses meanwhile: an idle one from a pool
    /// (made when none is idle), returned to the pool afterwards with its per-render shaped
    /// lines dropped, or let go once it has served `rendersPerEngine` renders. This is how
    /// renders measure and draw text in parallel.
    ///
    /// The whole call is a read of `FontRegistrationLock`: a font registration waits for it to
    /// end, and it waits for a registration in progress, so one render measures and draws
    /// with one set of fonts.
    package static func withPooledEngine<T>(_ body: (PangoTextEngine) throws -> T) rethrows -> T {
        let registration = FontRegistrationLock.shared
        registration.lockRead()
        defer { registration.unlockRead() }
        let (current, idle) = EnginePool.state.withLock { ($0.generation, $0.idle.popLast()) }
        var engine = idle
        if engine == nil || engine!.fontGeneration != current { engine = PangoTextEngine() }
        let e = engine!
        defer {
            e.endRender()
            e.pooledRenders += 1
            EnginePool.state.withLock { pool in
                if e.fontGeneration == pool.generation, e.pooledRenders < EnginePool.rendersPerEngine,
                   pool.idle.count < EnginePool.maxIdle {
                    pool.idle.append(e)
                }
            }
        }
        return try body(e)
    }

    /// Drops the shaped lines kept for drawing (measurements stay cached).
    func endRender() {
        lock.lock(); defer { lock.unlock() }
        shapedCache.removeAll(keepingCapacity: true)
    }

    /// Keeps shaped lines for drawing under `handle`.
    func keep(_ shaped: PangoShapedText, for handle: ShapedTextHandle) {
        if shapedCache.count >= PangoTextEngine.shapedCacheLimit { shapedCache.removeAll(keepingCapacity: true) }
        shapedCache[handle] = shaped
    }

    /// The shaped lines for a handle from a display list: those kept when the text was
    /// measured, or the same text shaped again (layout is deterministic).
    func shapedText(for handle: ShapedTextHandle) -> PangoShapedText? {
        lock.lock(); defer { lock.unlock() }
        if let s = shapedCache[handle] { return s }
        switch handle {
        case .text(let request): _ = layout(request)
        case .symbol(let request): _ = layoutSymbol(request)
        }
        return shapedCache[handle]
    }

    /// The font folders every engine registers: `FontSearchPath.folders()`, the ones that
    /// exist, in search order (never relative to the current directory).
    package static func defaultFontDirectories() -> [URL] {
        FontSearchPath.folders()
    }

    /// Numbers the font maps made, so neighbours get their own cairo scaled fonts (`makeFontMap`).
    private static let fontMapCounter = Atomic<Int>(0)

    /// A font map and a context with unrounded glyph positions and unhinted metrics.
    ///
    /// cairo shares scaled fonts process-wide (keyed by face, size and font options) and holds
    /// a scaled font's lock while it composites its glyphs, so two threads drawing the same
    /// font would take turns. Font maps made one after another therefore take the five subpixel
    /// orders in turn: an order changes no greyscale glyph, but it keys distinct scaled fonts,
    /// with their own glyph caches and locks. Not a variation: cairo 1.16 leaks the options'
    /// variations string on every copy (`scripts/repro/font-options-variations-leak.c`).
    private static func makeFontMap() -> (UnsafeMutablePointer<PangoFontMap>, OpaquePointer) {
        let map = pango_cairo_font_map_new()!
        SystemFontFaces.install(on: map)
        let ctx = pango_font_map_create_context(map)!
        pango_context_set_round_glyph_positions(ctx, 0)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        let mapNumber = fontMapCounter.wrappingAdd(1, ordering: .relaxed).newValue & 0xFFFF
        cairo_font_options_set_subpixel_order(options, cairo_subpixel_order_t(UInt32(mapNumber % 5)))
        pango_cairo_context_set_font_options(ctx, options)
        cairo_font_options_destroy(options)
        // Fonts draw with FreeType faces cairo never opens or closes itself (thread safety).
        SharedFontFaces.install(map: map, context: ctx)
        // Text at a variable font's default instance shaped without variation paths.
        HarfBuzzDefaultCoordinates.install(map: map, context: ctx)
        // Font metrics computed one thread at a time (Pango's unlocked recursion flag).
        PangoMetricsLock.install(map: map, context: ctx)
        // Glyphs loaded into cairo's process-wide cache one thread at a time (cairo 1.16 deadlock).
        GlyphCacheLock.install(map: map, context: ctx)
        return (map, ctx)
    }

    /// Calls `body` with a font loaded from `map` ("Sans 12", a `PangoCairoFcFont`), through
    /// which the installers above replace a function of the class all of Pango's fonts share;
    /// nothing when no font loads.
    static func withClassSampleFont(map: UnsafeMutablePointer<PangoFontMap>, context: OpaquePointer,
                                    _ body: (UnsafeMutablePointer<PangoFont>) -> Void) {
        let desc = pango_font_description_from_string("Sans 12")
        defer { pango_font_description_free(desc) }
        guard let font = pango_font_map_load_font(map, context, desc) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(font)) }
        body(font)
    }

    deinit {
        // Freeing a font map releases fontconfig objects: not while a folder is registered.
        let registration = FontRegistrationLock.shared
        registration.lockRead()
        // The kept layouts and words hold fonts of this font map: released with it.
        wordShapes.removeAll()
        layoutCache.removeAll()
        releaseRightToLeftContext()
        // Fonts freed with the map drop their glyph pages from cairo's cache: under its lock.
        GlyphCacheLock.withLock {
            g_object_unref(UnsafeMutableRawPointer(context))
            g_object_unref(fontMap)
        }
        registration.unlockRead()
    }

    private static func installedFamilies(_ map: UnsafeMutablePointer<PangoFontMap>) -> Set<String> {
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(map, &families, &count)
        defer { g_free(families) }
        var names = Set<String>()
        for i in 0..<Int(count) {
            if let f = families?[i], let name = pango_font_family_get_name(f) { names.insert(String(cString: name).lowercased()) }
        }
        return names
    }

    /// Whether fontconfig knows a family, or a face by PostScript or full name (case-insensitive).
    package func hasFamily(_ name: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return familyAvailable(name)
    }

    /// Whether a custom font name is drawn with its own face: a family name, or a face's
    /// PostScript or full name (`namedFace`).
    func familyAvailable(_ name: String) -> Bool {
        let key = name.lowercased()
        if let known = familyCache[key] { return known }
        let found = PangoTextEngine.installedFamilies(fontMap).contains(key) || namedFace(name) != nil
        familyCache[key] = found
        return found
    }

    /// Makes fonts in a folder available by family name (for example Montserrat's TTF files).
    /// Every engine sees them: pooled engines made earlier are replaced at their next use.
    ///
    /// Waits for the renders in progress to end (fontconfig adds fonts without a lock against
    /// the threads reading its configuration), and renders that start meanwhile wait for it
    /// (`FontRegistrationLock`). Called during a render (from a view's `body`), it cannot
    /// wait for that render: the folder is then registered as soon as no render is in
    /// progress, and the result is whether the folder exists.
    @discardableResult
    package func registerFonts(in directory: URL) -> Bool {
        let applied = FontRegistrationLock.shared.writing { [self] in applyFontChange { AppFonts.addDirectory(directory) } }
        if let applied { return applied }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Changes fontconfig's application fonts (`change`) and rebuilds this engine's font map;
    /// runs as the writer of `FontRegistrationLock`.
    func applyFontChange(_ change: () -> Bool) -> Bool {
        lock.lock(); defer { lock.unlock() }
        let (ok, generation) = EnginePool.state.withLock { pool in
            let ok = change()
            pool.generation += 1
            pool.idle.removeAll()
            return (ok, pool.generation)
        }
        fontGeneration = generation
        // A new font map sees the fonts added to fontconfig's configuration.
        shapedCache.removeAll()
        layoutCache.removeAll()
        wordShapes.removeAll()
        releaseRightToLeftContext()
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(fontMap)
        (fontMap, context) = PangoTextEngine.makeFontMap()
        familyCache.removeAll()
        faceNameIndex = nil
        metricsCache.removeAll()
        realFaceCache.removeAll()
        systemFaceCache.removeAll()
        symbolUnitCache = nil
        return ok
    }

    /// The address of the cairo scaled font this engine draws `font` with (for tests that
    /// check engines do not share scaled fonts, whose glyph caches serialise drawing).
    package func scaledFontAddress(for font: ResolvedFont) -> UInt {
        lock.lock(); defer { lock.unlock() }
        let desc = description(for: font)
        defer { pango_font_description_free(desc) }
        guard let loaded = pango_font_map_load_font(fontMap, context, desc) else { return 0 }
        defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
        return UInt(bitPattern: pango_cairo_font_get_scaled_font(OpaquePointer(loaded)).map { UnsafeRawPointer($0) })
    }
}
