import Foundation
import BackplateCore
internal import CPangoCairo

/// Computes Pango fonts' metrics one thread at a time.
///
/// Why (a workaround): Pango 1.50's `_pango_cairo_font_get_metrics` guards its sample-string
/// layout with a process-wide `in_get_metrics` flag it sets and reads without a lock, so a font
/// whose metrics are computed while another thread computes others keeps an approximate
/// character width of 0, and the line breaker then breaks long words at other characters
/// (docs/text-fonts-images.md, "Font metrics"). No C reproducer; test:
/// `CharacterWrapDeterminismTests`.
///
/// The fix: `metrics` replaces `PangoFontClass.get_metrics` once per process and calls Pango's
/// own under `GlyphCacheLock`'s recursive lock (metrics and glyph loads nest on one thread).
/// Pango keeps the result in the font, so each font and language waits at most once.
enum PangoMetricsLock {
    /// Whether Pango's `get_metrics` has been replaced.
    private static let installed = LockedState(false)
    /// Pango's own `get_metrics`, stored before the replacement is in place.
    private static let pangoGetter = CHandle<UnsafeMutablePointer<BPFontMetricsGetter?>>.emptySlot()
    /// Whether the replacement is in place (for tests).
    static var isInstalled: Bool {
        installed.withLock { $0 }
    }

    /// Replaces Pango's `get_metrics`, once per process, using a font loaded from `map`.
    /// Call before any engine lays out text.
    static func install(map: UnsafeMutablePointer<PangoFontMap>, context: OpaquePointer) {
        installed.withLock { installed in
            guard !installed else { return }
            PangoTextEngine.withClassSampleFont(map: map, context: context) { font in
                installed = bp_replace_metrics_getter(font, { PangoMetricsLock.metrics($0, $1) }, pangoGetter.pointer) != 0
            }
        }
    }

    /// Pango's metrics of `font` for `language`, computed under the lock.
    private static func metrics(_ font: UnsafeMutablePointer<PangoFont>?, _ language: OpaquePointer?) -> UnsafeMutablePointer<PangoFontMetrics>? {
        GlyphCacheLock.withLock { pangoGetter.pointer.pointee?(font, language) }
    }
}
