import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Cache bounds a server operator can set with environment variables, read once per process
/// (docs/memory.md lists them with what each costs and saves).
package enum ServerTuning {
    /// The integer in environment variable `name`, at least `minimum`; `default` when unset
    /// or not a number.
    static func value(_ name: String, default fallback: Int, minimum: Int) -> Int {
        guard let text = ProcessInfo.processInfo.environment[name], let n = Int(text) else { return fallback }
        return max(n, minimum)
    }

    /// glibc's `mallopt` parameters (malloc.h): the mmap threshold and the most heaps.
    private static let mmapThreshold: Int32 = -3, arenaMax: Int32 = -8

    /// Tells glibc's malloc to map every block of 256 KiB or more and give it back when freed,
    /// and to keep at most four heaps, unless `GLIBC_TUNABLES` already sets malloc's options.
    /// Bitmaps and effect surfaces then stop raising the heap's high mark for good (docs/memory.md:
    /// a third less resident memory in the soak runs). A setting of the whole process: servers
    /// call it once at start. Returns whether it was applied.
    @discardableResult
    package static func mapLargeHeapBlocks() -> Bool {
        #if canImport(Glibc)
        if let tunables = ProcessInfo.processInfo.environment["GLIBC_TUNABLES"], tunables.contains("glibc.malloc.") { return false }
        // mallopt is not in Swift's Glibc module; it has been in glibc's ABI since 1996.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        return mallopt(mmapThreshold, 256 << 10) == 1 && mallopt(arenaMax, 4) == 1
        #else
        return false
        #endif
    }

    /// Whether the cairo this process loaded frees each scaled font's copy of its font's
    /// variations: Backplate's build (`scripts/build-cairo.sh`) does, Debian 12's cairo 1.16
    /// leaks a few dozen bytes per scaled font made (docs/memory.md).
    package static var cairoFreesScaledFontVariations: Bool {
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), "backplate_cairo_frees_scaled_font_variations") != nil
    }
}
