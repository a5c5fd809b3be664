import Foundation
internal import CPangoCairo

/// Computes Pango fonts' metrics one thread at a time.
///
/// Why: Pango 1.50 computes a font's metrics once per language, the first time they are asked
/// for (`_pango_cairo_font_get_metrics`): the base metrics, then, by laying out the language's
/// sample string in that font, the approximate character and digit widths. A process-wide
/// `static int in_get_metrics` flag, meant to stop that layout from recursing, is set and read
/// without a lock, so while one thread computes metrics, a font whose metrics another thread
/// computes at that moment skips the layout and keeps an approximate character width of 0 for
/// its life. The line breaker uses three such widths as its margin (`safe_distance` in
/// `process_item`): with 0, a word too long for its line broke between other characters.
/// Measured: with one other thread laying out text in fresh engines, 46 of 100 fresh engines
/// kept a width of 0 for 32 pt bold text, and 51 of 100 broke "browser." at another character
/// (`CharacterWrapDeterminismTests`).
///
/// The fix: a font computes its metrics through one function of its class
/// (`PangoFontClass.get_metrics`, public in `pango-font.h`). It is replaced once per process by
/// `metrics`, which calls Pango's own under `GlyphCacheLock`'s process-wide recursive lock (the
/// sample layout asks for metrics and glyphs again on the same thread, and drawing an underline
/// asks for metrics under that lock, so one lock keeps the two from waiting on each other).
/// Pango keeps the result in the font, so each font and language waits at most once.
enum PangoMetricsLock {
    private static let installLock = NSLock()
    // nonisolated(unsafe): read and written only under `installLock`.
    nonisolated(unsafe) private static var installed = false
    // nonisolated(unsafe): written once under `installLock`, before the replacement that reads it is installed.
    /// Pango's own `get_metrics`, stored before the replacement is in place.
    nonisolated(unsafe) private static let pangoGetter: UnsafeMutablePointer<BPFontMetricsGetter?> = {
        let p = UnsafeMutablePointer<BPFontMetricsGetter?>.allocate(capacity: 1)
        p.initialize(to: nil)
        return p
    }()
    /// Whether the replacement is in place (for tests).
    static var isInstalled: Bool {
        installLock.lock(); defer { installLock.unlock() }
        return installed
    }

    /// Replaces Pango's `get_metrics`, once per process, using a font loaded from `map`.
    /// Call before any engine lays out text.
    static func install(map: UnsafeMutablePointer<PangoFontMap>, context: OpaquePointer) {
        installLock.lock(); defer { installLock.unlock() }
        guard !installed else { return }
        PangoTextEngine.withClassSampleFont(map: map, context: context) { font in
            installed = bp_replace_metrics_getter(font, { PangoMetricsLock.metrics($0, $1) }, pangoGetter) != 0
        }
    }

    /// Pango's metrics of `font` for `language`, computed under the lock.
    private static func metrics(_ font: UnsafeMutablePointer<PangoFont>?, _ language: OpaquePointer?) -> UnsafeMutablePointer<PangoFontMetrics>? {
        GlyphCacheLock.withLock { pangoGetter.pointee?(font, language) }
    }
}
