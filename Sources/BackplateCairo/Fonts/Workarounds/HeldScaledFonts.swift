import Foundation
import Synchronization
import BackplateCore
internal import CCairo
internal import CPangoCairo

/// Keeps every cairo scaled font an engine draws or measures with alive until a moment when
/// no thread draws, and frees the unused ones only then.
///
/// Why (a workaround): cairo 1.16 takes two locks in opposite orders: evicting from its full
/// glyph cache holds the cache's lock and locks a scaled font; freeing a scaled font (on any
/// thread that lets go of one) holds the font's lock and takes the cache's. A free during a
/// glyph load deadlocks (docs/text-fonts-images.md, "cairo's scaled fonts"). Reproducer:
/// `scripts/repro/scaled-font-deadlock.c`; guard: `ScaledFontDeadlockTests`.
///
/// The fix: no scaled font's count reaches 0 while a thread may draw. Pango fonts are held from
/// the moment they get a cairo face (`holdFont`), transformed scaled fonts before a line is
/// drawn (`holdScaledFonts(of:on:)`); past `limit` a sweep is queued on
/// `FontRegistrationLock.whenIdle` and releases what no one else holds while no render runs.
package enum HeldScaledFonts {
    /// The sweep queued: none, one for an idle moment, or one renders yield to.
    private enum Queued: Comparable { case none, idle, urgent }
    private struct Held {
        /// Pango fonts held (one reference each).
        var fonts: Set<CHandle<OpaquePointer>> = []
        /// Scaled fonts made for a drawing transform, held (one reference each).
        var scaledFonts: Set<CHandle<OpaquePointer>> = []
        var threshold = limit
        /// Held fonts past which the next sweep is urgent: `hardLimit`, or twice the fonts
        /// others still held at the last sweep (fonts in engines' font maps), so sweeps that
        /// can release little do not run for every new font.
        var hardThreshold = hardLimit
        var queued = Queued.none
    }
    private static let held = LockedState(Held())
    /// Fonts (and scaled fonts) held before the unused ones are released.
    package static let limit = 256
    /// Held fonts past which a sweep makes new renders wait for it: 2,048, or
    /// `BACKPLATE_HELD_FONTS` (at least 512). Under steady load no moment is idle, so this
    /// bounds a server's fonts (about 40 KB each with their scaled fonts; docs/memory.md).
    package static let hardLimit = ServerTuning.value("BACKPLATE_HELD_FONTS", default: 2048, minimum: 512)
    /// Off only in the reproduction test, to measure how often cairo deadlocks without it.
    package static var isEnabled: Bool {
        get { enabled.load(ordering: .relaxed) }
        set { enabled.store(newValue, ordering: .relaxed) }
    }
    private static let enabled = Atomic(true)

    /// Holds a Pango font that has just made its cairo face (so it has, or is about to have, a
    /// scaled font). Called from inside an engine operation.
    static func holdFont(_ font: OpaquePointer?) {
        guard let font, isEnabled else { return }
        let handle = CHandle(font)
        let queue = held.withLock { held in
            let added = held.fonts.insert(handle).inserted
            if added { g_object_ref(UnsafeMutableRawPointer(font)) }
            return added ? sweepDue(&held) : .none
        }
        queueSweep(queue)
    }

    /// Makes and holds, before `line` is drawn on `cr`, the scaled font cairo draws each of its
    /// runs with at `cr`'s current transform (the one it would otherwise make for the glyph run
    /// and free again after it). Call inside the engine's lock.
    static func holdScaledFonts(of line: UnsafeMutablePointer<PangoLayoutLine>, on cr: OpaquePointer) {
        guard isEnabled else { return }
        var node = line.pointee.runs
        var seen: OpaquePointer?
        while let n = node {
            node = n.pointee.next
            guard let run = n.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                  let font = run.pointee.item?.pointee.analysis.font else { continue }
            let cairoFont = OpaquePointer(font)
            guard cairoFont != seen else { continue }
            seen = cairoFont
            holdScaledFont(of: cairoFont, on: cr)
        }
    }

    /// `holdScaledFonts(of:on:)` for one Pango font (a glyph run drawn without its line).
    static func holdScaledFont(of font: OpaquePointer, on cr: OpaquePointer) {
        guard isEnabled, let scaled = pango_cairo_font_get_scaled_font(font) else { return }
        cairo_save(cr)
        cairo_set_scaled_font(cr, scaled)
        let drawn = cairo_get_scaled_font(cr)
        // Without a transform cairo draws with the font's own scaled font, which the held
        // Pango font keeps alive already.
        if drawn != scaled { holdScaledFont(drawn) }
        cairo_restore(cr)
    }

    private static func holdScaledFont(_ scaled: OpaquePointer?) {
        guard let scaled, cairo_scaled_font_status(scaled) == CAIRO_STATUS_SUCCESS else { return }
        let handle = CHandle(scaled)
        let queue = held.withLock { held in
            let added = held.scaledFonts.insert(handle).inserted
            if added { cairo_scaled_font_reference(scaled) }
            return added ? sweepDue(&held) : .none
        }
        queueSweep(queue)
    }

    /// The sweep to queue now (under the lock): one for an idle moment past `threshold`, one
    /// renders yield to past `hardLimit`, unless one as urgent is queued already.
    private static func sweepDue(_ held: inout Held) -> Queued {
        let total = held.fonts.count + held.scaledFonts.count
        let due: Queued = total >= held.hardThreshold ? .urgent : total >= held.threshold ? .idle : .none
        guard due > held.queued else { return .none }
        held.queued = due
        return due
    }

    /// Queues `sweep` to run alone, at the next moment no thread reads, without holding up
    /// renders. Past `hardLimit` held (renders on many threads that never all end at once),
    /// it is queued as a registration is, so new renders yield to it (at most a second).
    private static func queueSweep(_ kind: Queued) {
        let registration = FontRegistrationLock.shared
        if kind == .none { return }
        if kind == .urgent, registration.isReading {
            _ = registration.writing { sweep() }
        } else {
            registration.whenIdle { sweep() }
        }
    }

    /// Releases the scaled fonts and fonts only Backplate holds. Runs as
    /// `FontRegistrationLock`'s writer: no render and no engine operation is in progress, so
    /// the scaled fonts cairo frees now are freed while no thread loads glyphs.
    package static func sweep() {
        held.withLock { held in
            // Scaled fonts made for a transform first, then the fonts, whose release frees their
            // own scaled fonts (a scaled font still counted elsewhere waits for a later sweep).
            for scaled in held.scaledFonts where cairo_scaled_font_get_reference_count(scaled.pointer) == 1 {
                held.scaledFonts.remove(scaled)
                cairo_scaled_font_destroy(scaled.pointer)
            }
            for font in held.fonts where referenceCount(font.pointer) == 1 {
                held.fonts.remove(font)
                g_object_unref(UnsafeMutableRawPointer(font.pointer))
            }
            let total = held.fonts.count + held.scaledFonts.count
            held.threshold = max(limit, total * 2)
            held.hardThreshold = max(hardLimit, total * 2)
            held.queued = .none
        }
    }

    private static func referenceCount(_ font: OpaquePointer) -> UInt32 {
        UnsafeMutableRawPointer(font).assumingMemoryBound(to: GObject.self).pointee.ref_count
    }

    /// How many fonts and scaled fonts are held (for tests).
    package static var heldCount: (fonts: Int, scaledFonts: Int) {
        held.withLock { ($0.fonts.count, $0.scaledFonts.count) }
    }
}
