import Foundation
import Synchronization
import BackplateCore
internal import CPangoCairo

/// Loads glyphs into cairo's process-wide glyph cache one thread at a time.
///
/// Why (a workaround): cairo 1.16 evicts a page of its full glyph cache (512 pages, every
/// scaled font's) holding the cache's lock, checks without the page font's lock that the font
/// is idle, then takes that lock; a thread that locked the font meanwhile to load a glyph waits
/// for the cache's lock, and both wait for ever (docs/text-fonts-images.md, "cairo's glyph
/// cache"). Reproducer: `scripts/repro/glyph-cache-eviction.c`.
///
/// Every call that can load a glyph runs under this one recursive lock: Pango's
/// `get_glyph_extents` (replaced once per process) and metrics, Backplate's glyph drawing and
/// a vector document's finishing. Nothing else is under it, so renders stay parallel.
package enum GlyphCacheLock {
    private static let lock = NSRecursiveLock()
    /// Whether Pango's `get_glyph_extents` has been replaced.
    private static let installed = LockedState(false)
    /// Pango's own `get_glyph_extents`, stored before the replacement is in place.
    private static let pangoExtents = CHandle<UnsafeMutablePointer<BPGlyphExtentsGetter?>>.emptySlot()

    /// Off only to measure what the lock costs (`ThroughputProbe` with `GLYPH_LOCK=off`):
    /// set it before the first render, never in a server.
    @_spi(Benchmarks) public static var isEnabled: Bool {
        get { enabled.load(ordering: .relaxed) }
        set { enabled.store(newValue, ordering: .relaxed) }
    }
    private static let enabled = Atomic(true)

    /// Runs `body`, which may load glyphs into cairo's cache, holding the process-wide lock.
    @inline(__always)
    static func withLock<T>(_ body: () throws -> T) rethrows -> T {
        guard isEnabled else { return try body() }
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Whether Pango's glyph measurement runs under the lock (for tests).
    package static var isInstalled: Bool {
        installed.withLock { $0 }
    }

    /// Replaces Pango's `get_glyph_extents`, once per process, using a font loaded from `map`.
    /// Call before any engine lays out text.
    static func install(map: UnsafeMutablePointer<PangoFontMap>, context: OpaquePointer) {
        installed.withLock { installed in
            guard !installed else { return }
            PangoTextEngine.withClassSampleFont(map: map, context: context) { font in
                installed = bp_replace_glyph_extents_getter(font, { GlyphCacheLock.extents($0, $1, $2, $3) }, pangoExtents.pointer) != 0
            }
        }
    }

    /// Pango's extents of one glyph, measured under the lock (a miss in Pango's own per-font
    /// cache asks cairo, which may load the glyph).
    private static func extents(_ font: UnsafeMutablePointer<PangoFont>?, _ glyph: PangoGlyph,
                                _ ink: UnsafeMutablePointer<PangoRectangle>?, _ logical: UnsafeMutablePointer<PangoRectangle>?) {
        guard isEnabled else { pangoExtents.pointer.pointee?(font, glyph, ink, logical); return }
        lock.lock()
        pangoExtents.pointer.pointee?(font, glyph, ink, logical)
        lock.unlock()
    }
}
