import Foundation
import Synchronization
import BackplateCore
internal import CCairo
internal import CPangoCairo

/// Lines shaped by Pango, kept to be drawn exactly as measured.
/// Pango units per point.
let pangoScale: CGFloat = 1024

final class PangoShapedText: @unchecked Sendable {
    // Unchecked Sendable: immutable after init; its Pango layout is read under the engine's lock.
    let layout: OpaquePointer
    /// Per line: the x offset inside the text frame and the baseline's y.
    let lines: [(x: CGFloat, baseline: CGFloat)]
    /// The lines cut from one shaping, when the text was laid out so (`OneShapingLines`):
    /// then they, not `layout`'s lines, are drawn (`layout` is the unwrapped paragraph).
    let oneShaping: OneShapingLines?

    init(layout: OpaquePointer, lines: [(x: CGFloat, baseline: CGFloat)], oneShaping: OneShapingLines? = nil) {
        self.layout = layout
        self.lines = lines
        self.oneShaping = oneShaping
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }
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
            _ = dir.path.withCString { FcConfigAppFontAddDir(nil, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
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

    /// Whether fontconfig knows a family (case-insensitive).
    package func hasFamily(_ name: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return familyAvailable(name)
    }

    func familyAvailable(_ name: String) -> Bool {
        let key = name.lowercased()
        if let known = familyCache[key] { return known }
        let found = PangoTextEngine.installedFamilies(fontMap).contains(key)
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
        let applied = FontRegistrationLock.shared.writing { [self] in applyRegistration(of: directory) }
        if let applied { return applied }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Adds the folder to fontconfig and rebuilds this engine's font map; runs as the writer
    /// of `FontRegistrationLock`.
    private func applyRegistration(of directory: URL) -> Bool {
        lock.lock(); defer { lock.unlock() }
        let (ok, generation) = EnginePool.state.withLock { pool in
            let ok = directory.path.withCString { FcConfigAppFontAddDir(nil, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) } != 0
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

    // MARK: Layout

    /// Lays out text under a proposal (docs/layout-rules.md §11.3): wraps at word boundaries to the
    /// proposed width (breaking inside a word longer than a line), limits lines by `lineLimit`
    /// and by the proposed height (at least one line), shrinks the font down to
    /// `minimumScaleFactor` before truncating, then truncates with "…" per `truncationMode`.
    /// Sizes are rounded up to whole pixels of `displayScale`.
    package func layout(_ request: TextLayoutRequest) -> TextLayoutResult {
        lock.lock(); defer { lock.unlock() }
        return cachedLayout(request)
    }

    /// One shaping of the text at a font scale.
    private struct Attempt {
        let layout: OpaquePointer
        let metrics: TextLineMetrics
        let lineHeight: CGFloat
        let maxLines: Int
        let naturalLines: Int
        /// Letter spacing after the last character of the text (CoreText adds it; Pango does not).
        let trailingSpacing: CGFloat
        /// The font scale shaped at.
        let scale: CGFloat
        /// The lines when they were cut from one shaping (never more than `maxLines`).
        var oneShaping: OneShapingLines?
        var overflows: Bool { naturalLines > maxLines }
    }

    /// The line box of a text's runs at a font scale: the largest ascent and descent (a run's
    /// baseline offset raising or lowering it), line gap and cap height.
    private func lineMetrics(_ runs: [TextRun], scale: CGFloat) -> TextLineMetrics {
        // A line holding an emoji takes Apple Color Emoji's taller line metrics (CoreText
        // sizes a line by every font it draws with).
        let fontMetrics = runs.map { run -> TextLineMetrics in
            var m = self.metrics(for: run.font)
            if EmojiMetrics.contains(run.string) {
                m.ascent = max(m.ascent, run.font.size * EmojiMetrics.ascender)
                m.descent = max(m.descent, run.font.size * EmojiMetrics.descender)
            }
            return m
        }
        // A run's baseline offset raises (or lowers) it, and the line box grows to hold it.
        func offset(_ r: TextRun) -> CGFloat { r.baselineOffset.isFinite ? max(-1e4, min(r.baselineOffset, 1e4)) : 0 }
        let ascent = (zip(runs, fontMetrics).map { $1.ascent + max(0, offset($0)) }.max() ?? 0) * scale
        let descent = (zip(runs, fontMetrics).map { $1.descent + max(0, -offset($0)) }.max() ?? 0) * scale
        let leading = (fontMetrics.map(\.leading).max() ?? 0) * scale
        let cap = (fontMetrics.map(\.capHeight).max() ?? 0) * scale
        return TextLineMetrics(ascent: ascent, descent: descent, leading: leading, capHeight: cap)
    }

    private func shape(_ runs: [TextRun], _ request: TextLayoutRequest, scale: CGFloat, oneShaping: Bool = true) -> Attempt {
        let lineBox = lineMetrics(runs, scale: scale)
        let (ascent, descent, leading, cap) = (lineBox.ascent, lineBox.descent, lineBox.leading, lineBox.capHeight)
        let lineHeight = ascent + descent + leading
        let trailing = runs.last(where: { !$0.string.isEmpty }).map { ($0.tracking ?? $0.kerning) * scale } ?? 0

        let layout: OpaquePointer = paragraphLayout(direction: request.layoutDirection)
        let text = runs.map(\.string).joined()
        pango_layout_set_text(layout, text, Int32(text.utf8.count))
        let attrs = attributes(for: runs, scale: scale)
        pango_layout_set_attributes(layout, attrs)
        pango_attr_list_unref(attrs)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_single_paragraph_mode(layout, 0)
        var maxLines = request.lineLimit ?? Int.max
        if let h = request.height {
            let fit = ((h + request.lineSpacing) / max(lineHeight + request.lineSpacing, 0.001)).rounded(.down)
            maxLines = min(maxLines, fit.isFinite ? Int(max(min(fit, 1e6), 1)) : 1)
        }
        if let w = request.width {
            // Pango budgets a line with the letter spacing of its last character, then drops
            // it at the line's end: with SF's negative tracking a full line would come out up
            // to one tracking step wider than the proposal, so the budget leaves that room.
            let edge = runs.map { run -> CGFloat in
                guard usesSystemMetrics(run.font) else { return 0 }
                return max(0, -systemFace(for: run.font, size: max(run.font.size * scale, 0.01)).tracking)
            }.max() ?? 0
            let budget = Int32(max(0, min(w - max(trailing, 0) - edge, 1e6)) * pangoScale)
            if oneShaping, OneShapingLines.mayApply(to: runs, text: text, direction: request.layoutDirection),
               let lines = OneShapingLines.lines(of: layout, width: budget, maxLines: min(max(maxLines, 1), LongText.cullingLineCount),
                                                     words: wordShapes) {
                return Attempt(layout: layout, metrics: TextLineMetrics(ascent: ascent, descent: descent, leading: leading, capHeight: cap),
                               lineHeight: lineHeight, maxLines: max(maxLines, 1), naturalLines: lines.items.count,
                               trailingSpacing: trailing, scale: scale, oneShaping: lines)
            }
            pango_layout_set_width(layout, budget)
        }
        LongText.prepare(layout, text: text, hasWidth: request.width != nil)
        return Attempt(layout: layout, metrics: TextLineMetrics(ascent: ascent, descent: descent, leading: leading, capHeight: cap),
                       lineHeight: lineHeight, maxLines: max(maxLines, 1),
                       naturalLines: Int(pango_layout_get_line_count(layout)), trailingSpacing: trailing, scale: scale)
    }

    func layoutLocked(_ request: TextLayoutRequest, oneShaping: Bool = true) -> TextLayoutResult {
        var runs = request.runs.isEmpty ? [TextRun(string: "", font: ResolvedFont(family: nil, size: 17))] : request.runs
        if runs.allSatisfy({ $0.string.isEmpty || $0.font.size <= 0 }) { return emptyLayout(runs, request) }
        // Long text that can show only a few lines is cut to what those lines can hold.
        if let cut = LongText.cutForLimitedLines(runs, request) { runs = cut }
        var attempt = shape(runs, request, scale: 1, oneShaping: oneShaping)
        let minimum = request.minimumScaleFactor.isFinite ? min(max(request.minimumScaleFactor, 0.01), 1) : 1
        if attempt.overflows && minimum < 1 {
            // The largest scale at which the text fits, to 1% (SwiftUI shrinks before truncating).
            let smallest = shape(runs, request, scale: minimum, oneShaping: oneShaping)
            if smallest.overflows {
                g_object_unref(UnsafeMutableRawPointer(attempt.layout))
                attempt = smallest
            } else {
                var lo = minimum, hi: CGFloat = 1, best = smallest
                while hi - lo > 0.01 {
                    let mid = (lo + hi) / 2
                    let a = shape(runs, request, scale: mid, oneShaping: oneShaping)
                    if a.overflows {
                        hi = mid
                        g_object_unref(UnsafeMutableRawPointer(a.layout))
                    } else {
                        lo = mid
                        g_object_unref(UnsafeMutableRawPointer(best.layout))
                        best = a
                    }
                }
                g_object_unref(UnsafeMutableRawPointer(attempt.layout))
                attempt = best
            }
        }
        let layout = attempt.layout
        var lineCount = attempt.naturalLines
        if attempt.overflows {
            let mode: PangoEllipsizeMode
            switch request.truncationMode {
            case .head: mode = PANGO_ELLIPSIZE_START
            case .middle: mode = PANGO_ELLIPSIZE_MIDDLE
            case .tail: mode = PANGO_ELLIPSIZE_END
            }
            if request.width == nil {
                // Pango ellipsizes only with a width: use the widest line's.
                var logical = PangoRectangle()
                pango_layout_get_extents(layout, nil, &logical)
                pango_layout_set_width(layout, logical.width)
            }
            pango_layout_set_ellipsize(layout, mode)
            pango_layout_set_height(layout, -Int32(attempt.maxLines))
            lineCount = Int(pango_layout_get_line_count(layout))
        }

        var widths: [CGFloat] = []
        var xs: [CGFloat] = []
        let extents: [PangoRectangle]
        if let cut = attempt.oneShaping {
            // A left-to-right line of one run starts at 0 and is as wide as its advances.
            extents = cut.items.indices.map { PangoRectangle(x: 0, y: 0, width: cut.width(ofLine: $0), height: 0) }
        } else {
            extents = LongText.lines(of: layout).prefix(lineCount).map {
                var logical = PangoRectangle()
                pango_layout_line_get_extents($0, nil, &logical)
                return logical
            }
        }
        for i in 0..<min(lineCount, extents.count) {
            let logical = extents[i]
            let w = CGFloat(logical.width) / pangoScale
            // A line wrapped to the proposed width does not report more than it: Pango's letter
            // spacing at a line's end (SF's negative tracking) can leave a wrapped line up to
            // a few points over. A single glyph wider than the proposal still reports its width.
            let natural = w > 0 ? max(0, w + attempt.trailingSpacing) : 0
            let limit = request.width.map { $0.isFinite ? max($0, 0) : CGFloat.infinity } ?? .infinity
            widths.append(natural > limit && natural - limit < 4 && lineCount > 1 ? limit : natural)
            xs.append(CGFloat(logical.x) / pangoScale)
        }
        let p = 1 / max(request.displayScale.isFinite ? request.displayScale : 1, 1)
        func up(_ v: CGFloat) -> CGFloat { max(0, (v / p - 1e-6).rounded(.up) * p) + 0 }
        let lineHeight = attempt.lineHeight
        let ascent = attempt.metrics.ascent
        let spacing = request.lineSpacing.isFinite ? request.lineSpacing : 0
        let width = up(widths.max() ?? 0)
        let shownLines = max(lineCount, 1)
        let heightLines = max(shownLines, min(request.reservedLines, 10_000))
        let height = up(CGFloat(heightLines) * lineHeight + CGFloat(heightLines - 1) * spacing)
        var lines: [(x: CGFloat, baseline: CGFloat)] = []
        var spans: [(x: CGFloat, width: CGFloat)] = []
        for i in 0..<lineCount {
            let slack = width - widths[i]
            let alignX: CGFloat
            switch request.alignment {
            case .leading: alignX = 0
            case .center: alignX = slack / 2
            case .trailing: alignX = slack
            }
            lines.append((x: alignX - xs[i], baseline: ascent + CGFloat(i) * (lineHeight + spacing)))
            spans.append((x: alignX, width: widths[i]))
        }
        let last = ascent + CGFloat(shownLines - 1) * (lineHeight + spacing)
        keep(PangoShapedText(layout: layout, lines: lines, oneShaping: attempt.oneShaping), for: .text(request))
        return TextLayoutResult(size: CGSize(width: width, height: height), firstBaseline: ascent, lastBaseline: last,
                                lineCount: lineCount, metrics: attempt.metrics,
                                shaped: .text(request), lineSpans: spans.map { TextLineSpan(x: $0.x, width: $0.width) },
                                isTruncated: pango_layout_is_ellipsized(layout) != 0, fontScale: attempt.scale)
    }

    /// The facts spacing reads of `request` laid out at no width, told from the fonts without
    /// shaping when the text is one line there: no hard line break (Unicode's mandatory breaks:
    /// line feed, vertical tab, form feed, carriage return, next line, line and paragraph
    /// separators), not long enough for `LongText` to wrap it, and not empty. That line is
    /// never over a line limit (so never shrunk nor truncated), and `layoutLocked` would give
    /// exactly these values: the same line box (`lineMetrics`), both baselines at its ascent,
    /// the height of the lines shown or reserved. `nil` otherwise (the text is laid out).
    package func unwrappedLineFacts(_ request: TextLayoutRequest) -> TextLineFacts? {
        guard request.width == nil, request.height == nil, !request.runs.isEmpty else { return nil }
        lock.lock(); defer { lock.unlock() }
        if let kept = layoutCache.peek(request) { return TextLineFacts(kept) }
        var bytes = 0
        for run in request.runs {
            bytes += run.string.utf8.count
            for scalar in run.string.unicodeScalars {
                switch scalar.value {
                case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return nil
                default: continue
                }
            }
        }
        guard bytes <= LongText.threshold, !request.runs.allSatisfy({ $0.string.isEmpty || $0.font.size <= 0 }) else { return nil }
        let m = lineMetrics(request.runs, scale: 1)
        let lineHeight = m.ascent + m.descent + m.leading
        let spacing = request.lineSpacing.isFinite ? request.lineSpacing : 0
        let p = 1 / max(request.displayScale.isFinite ? request.displayScale : 1, 1)
        let lines = max(1, min(request.reservedLines, 10_000))
        let height = max(0, ((CGFloat(lines) * lineHeight + CGFloat(lines - 1) * spacing) / p - 1e-6).rounded(.up) * p) + 0
        return TextLineFacts(metrics: m, firstBaseline: m.ascent, lastBaseline: m.ascent,
                             height: height)
    }

    /// The height `layoutLocked` gives `limited` (a request with a height it overflows), told
    /// from `unlimited` (the same request without the height) when the text is one paragraph
    /// Pango truncates to the lines that fit: no hard line break, not long enough for
    /// `LongText`, no shrinking allowed. The lines that fit (`shape`'s rule: the line limit and
    /// whole lines in the height, at least one) are then the lines shown, each of the
    /// unlimited layout's line box. `nil` otherwise (the text is laid out).
    package func limitedHeight(_ limited: TextLayoutRequest, unlimited: TextLayoutResult) -> CGFloat? {
        guard let h = limited.height, unlimited.fontScale == 1, unlimited.lineCount > 0 else { return nil }
        let minimum = limited.minimumScaleFactor.isFinite ? min(max(limited.minimumScaleFactor, 0.01), 1) : 1
        guard minimum >= 1 else { return nil }
        var bytes = 0
        for run in limited.runs {
            bytes += run.string.utf8.count
            for scalar in run.string.unicodeScalars {
                switch scalar.value {
                case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return nil
                default: continue
                }
            }
        }
        guard bytes <= LongText.threshold else { return nil }
        let m = unlimited.metrics
        let lineHeight = m.ascent + m.descent + m.leading
        var maxLines = limited.lineLimit ?? Int.max
        let fit = ((h + limited.lineSpacing) / max(lineHeight + limited.lineSpacing, 0.001)).rounded(.down)
        maxLines = max(min(maxLines, fit.isFinite ? Int(max(min(fit, 1e6), 1)) : 1), 1)
        // The unlimited layout shows all its natural lines, or is itself cut to fewer than it
        // has: either way the text overflows `maxLines` only when it shows more of them.
        guard unlimited.lineCount > maxLines || (unlimited.isTruncated && unlimited.lineCount >= maxLines) else { return nil }
        let spacing = limited.lineSpacing.isFinite ? limited.lineSpacing : 0
        let p = 1 / max(limited.displayScale.isFinite ? limited.displayScale : 1, 1)
        let lines = max(maxLines, min(limited.reservedLines, 10_000))
        return max(0, ((CGFloat(lines) * lineHeight + CGFloat(lines - 1) * spacing) / p - 1e-6).rounded(.up) * p) + 0
    }

    /// An empty string (or one drawn at size 0) has no lines: zero width, and the height of
    /// the lines it reserves (`lineLimit(_:reservesSpace:)`), zero by default.
    private func emptyLayout(_ runs: [TextRun], _ request: TextLayoutRequest) -> TextLayoutResult {
        let m = runs.map { metrics(for: $0.font) }
        let lm = TextLineMetrics(ascent: m.map(\.ascent).max() ?? 0, descent: m.map(\.descent).max() ?? 0,
                                      leading: m.map(\.leading).max() ?? 0, capHeight: m.map(\.capHeight).max() ?? 0)
        let lineHeight = lm.ascent + lm.descent + lm.leading
        let spacing = request.lineSpacing.isFinite ? request.lineSpacing : 0
        let lines = min(max(request.reservedLines, 0), 10_000)
        let p = 1 / max(request.displayScale.isFinite ? request.displayScale : 1, 1)
        let height = lines == 0 ? 0 : max(0, ((CGFloat(lines) * lineHeight + CGFloat(lines - 1) * spacing) / p - 1e-6).rounded(.up) * p)
        let first = lines == 0 ? 0 : lm.ascent
        return TextLayoutResult(size: CGSize(width: 0, height: height), firstBaseline: first,
                                lastBaseline: lines == 0 ? 0 : first + CGFloat(lines - 1) * (lineHeight + spacing),
                                lineCount: 0, metrics: lm, shaped: nil)
    }

    private func attributes(for runs: [TextRun], scale: CGFloat) -> OpaquePointer {
        let list: OpaquePointer = pango_attr_list_new()!
        var start: UInt32 = 0
        for run in runs {
            let end = start + UInt32(run.string.utf8.count)
            func insert(_ attr: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attr else { return }
                attr.pointee.start_index = start
                attr.pointee.end_index = end
                pango_attr_list_insert(list, attr)
            }
            let size = max(run.font.size * scale, 0.01)
            let face = usesSystemMetrics(run.font) ? systemFace(for: run.font, size: size) : nil
            let desc = description(for: run.font, scale: scale, face: face)
            insert(pango_attr_font_desc_new(desc))
            pango_font_description_free(desc)
            // A word too long for its line breaks between characters without a hyphen, as
            // CoreText breaks it (Pango would add one).
            insert(pango_attr_insert_hyphens_new(0))
            // SF's automatic tracking (between characters) plus the explicit tracking or kerning.
            let spacing = (run.tracking ?? run.kerning) * scale + (face?.tracking ?? 0)
            if spacing != 0 && spacing.isFinite { insert(pango_attr_letter_spacing_new(Int32(max(-1e5, min(spacing, 1e5)) * pangoScale))) }
            if run.baselineOffset != 0 && run.baselineOffset.isFinite {
                insert(pango_attr_rise_new(Int32(max(-1e4, min(run.baselineOffset * scale, 1e4)) * pangoScale)))
            }
            if run.font.monospacedDigit { insert(pango_attr_font_features_new("tnum")) }
            if run.font.smallCaps & 1 != 0 { insert(pango_attr_font_features_new("smcp")) }
            if run.font.smallCaps & 2 != 0 { insert(pango_attr_font_features_new("c2sc")) }
            // Emoji: Noto Color Emoji sized and raised to Apple Color Emoji's advance (1 em) and
            // placement (see `EmojiMetrics`).
            for range in EmojiMetrics.ranges(in: run.string) {
                let emojiDesc = pango_font_description_new()!
                pango_font_description_set_family(emojiDesc, EmojiMetrics.family)
                pango_font_description_set_absolute_size(emojiDesc, Double(size * EmojiMetrics.sizeFactor) * Double(pangoScale))
                for attr in [pango_attr_font_desc_new(emojiDesc),
                             pango_attr_rise_new(Int32(max(-1e4, min((run.baselineOffset * scale) + size * EmojiMetrics.rise, 1e4)) * pangoScale))] {
                    guard let attr else { continue }
                    attr.pointee.start_index = start + UInt32(range.lowerBound)
                    attr.pointee.end_index = start + UInt32(range.upperBound)
                    pango_attr_list_insert(list, attr)
                }
                pango_font_description_free(emojiDesc)
            }
            func color16(_ p: Paint?) -> (UInt16, UInt16, UInt16)? {
                guard case .color(let c)? = p, c.alpha > 0 else { return nil }
                func q(_ v: Double) -> UInt16 { v.isNaN ? 0 : UInt16(min(max(v, 0), 1) * 65535) }
                return (q(c.red), q(c.green), q(c.blue))
            }
            if let u = run.underline {
                insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
                if let (r, g, b) = color16(u) { insert(pango_attr_underline_color_new(r, g, b)) }
            }
            if let st = run.strikethrough {
                insert(pango_attr_strikethrough_new(1))
                if let (r, g, b) = color16(st) { insert(pango_attr_strikethrough_color_new(r, g, b)) }
            }
            start = end
        }
        return list
    }
}

