import Foundation
import BackplateCore
import Backplate
import BackplateCairo
#if canImport(Glibc)
import Glibc
#endif

/// `backplate-badvalues soak THREADS SECONDS`: renders varied cards through the async API on
/// THREADS concurrent tasks for SECONDS, as a server would, and reports renders per second,
/// errors, stalls and resident memory every 10 s. A watchdog turns 10 s without a finished
/// render into a failure, printing every thread's stack (gdb) first.
enum Soak {
    /// Figures shared by the render tasks, the reporter and the watchdog.
    final class Counters: Sendable {
        private struct Figures {
            var renders = 0, errors = 0, bytes = 0
            var lastFinish = Date()
            var firstError: String?
        }
        private let figures = LockedState(Figures())

        func finished(bytes count: Int) {
            figures.withLock { $0.renders += 1; $0.bytes += count; $0.lastFinish = Date() }
        }
        func failed(_ error: Error) {
            figures.withLock { f in
                f.errors += 1; f.lastFinish = Date(); if f.firstError == nil { f.firstError = "\(error)" }
            }
        }
        var snapshot: (renders: Int, errors: Int, bytes: Int, idle: TimeInterval, firstError: String?) {
            figures.withLock { f in (f.renders, f.errors, f.bytes, Date().timeIntervalSince(f.lastFinish), f.firstError) }
        }
    }

    /// Resident memory in MiB (`/proc/self/statm`).
    static func residentMiB() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = text.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }

    static func run(threads: Int, seconds: Double) async -> Int32 {
        let counters = Counters()
        let start = Date()
        let deadline = start.addingTimeInterval(seconds)
        startWatchdog(counters, deadline: deadline)
        // As backplate-server does, unless SOAK_HEAP=glibc asks for glibc's own defaults.
        let mapped = ProcessInfo.processInfo.environment["SOAK_HEAP"] == "glibc" ? false : ServerTuning.mapLargeHeapBlocks()
        print("SOAK start threads=\(threads) seconds=\(Int(seconds)) large_blocks_mapped=\(mapped) rss_mib=\(String(format: "%.1f", residentMiB()))")
        fflush(nil)
        let reporter = Task.detached { await report(counters, start: start, deadline: deadline) }
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<threads {
                group.addTask {
                    var seed = worker
                    while Date() < deadline {
                        do {
                            counters.finished(bytes: try await render(seed))
                        } catch {
                            counters.failed(error)
                        }
                        seed += threads
                    }
                }
            }
        }
        let samples = await reporter.value
        return summarise(counters, samples: samples, seconds: Date().timeIntervalSince(start))
    }

    /// One render of card `seed` in the output format the seed picks.
    static func render(_ seed: Int) async throws -> Int {
        let renderer = ImageRenderer(content: SoakCard(seed: seed))
        renderer.scale = [1, 2, 3][seed % 3]
        switch seed % 10 {
        case 0: return try await renderer.svgData().count
        case 1: return try await renderer.pdfData().count
        case 2: return try await renderer.jpegData().count
        case 3: return try await renderer.webpData().count
        default: return try await renderer.pngData().count
        }
    }

    /// Prints a line every 10 s; returns the resident memory samples (seconds, MiB).
    static func report(_ counters: Counters, start: Date, deadline: Date) async -> [(Double, Double)] {
        var samples: [(Double, Double)] = []
        var previous = 0
        while Date() < deadline {
            try? await Task.sleep(nanoseconds: 10_000_000_000)
            let s = counters.snapshot
            let t = Date().timeIntervalSince(start)
            let rss = residentMiB()
            samples.append((t, rss))
            let held = HeldScaledFonts.heldCount
            print(String(format: "t=%.0f renders=%d rps=%.1f errors=%d rss_mib=%.1f held_fonts=%d held_scaled=%d held_faces=%d open_faces=%d",
                         t, s.renders, Double(s.renders - previous) / 10, s.errors, rss, held.fonts, held.scaledFonts,
                         SharedFontFaces.heldFaceCount, SharedFontFaces.openFaceCount))
            fflush(nil)
            previous = s.renders
        }
        return samples
    }

    /// Fails the run when no render finishes for 10 s, after printing every thread's stack.
    static func startWatchdog(_ counters: Counters, deadline: Date) {
        let watchdog = Thread {
            while Date() < deadline.addingTimeInterval(60) {
                Thread.sleep(forTimeInterval: 1)
                guard counters.snapshot.idle > 10 else { continue }
                print("SOAK STALL: no render finished for 10 s; thread stacks follow")
                fflush(nil)
                let gdb = Process()
                gdb.executableURL = URL(fileURLWithPath: "/usr/bin/gdb")
                gdb.arguments = ["-p", "\(getpid())", "-batch", "-ex", "thread apply all bt"]
                try? gdb.run()
                gdb.waitUntilExit()
                exit(3)
            }
        }
        watchdog.start()
    }

    /// Prints the closing line and returns the exit status: 0 unless a render failed.
    /// Growth is the slope of resident memory after the first sixth of the run (warm-up).
    static func summarise(_ counters: Counters, samples: [(Double, Double)], seconds: Double) -> Int32 {
        let s = counters.snapshot
        let warm = samples.dropFirst(max(1, samples.count / 6))
        let values = warm.map(\.1)
        let slope: Double = {
            guard warm.count >= 2 else { return 0 }
            let mx = warm.map(\.0).reduce(0, +) / Double(warm.count), my = values.reduce(0, +) / Double(warm.count)
            let sxy = warm.reduce(0) { $0 + ($1.0 - mx) * ($1.1 - my) }, sxx = warm.reduce(0) { $0 + ($1.0 - mx) * ($1.0 - mx) }
            return sxx > 0 ? sxy / sxx * 3600 : 0
        }()
        print(String(format: "SOAK seconds=%.0f renders=%d rps=%.1f errors=%d stalls=0 rss_warm_min_mib=%.1f rss_warm_max_mib=%.1f rss_end_mib=%.1f growth_mib_per_hour=%.1f mb_out=%.1f",
                     seconds, s.renders, Double(s.renders) / seconds, s.errors, values.min() ?? 0, values.max() ?? 0,
                     samples.last?.1 ?? 0, slope, Double(s.bytes) / 1_000_000))
        if let e = s.firstError { print("first error: \(e)") }
        return s.errors == 0 ? 0 : 1
    }
}

/// A card that differs with every seed: text sizes 8 to 96 pt in nine weights and four designs,
/// Latin, Greek, Cyrillic, Arabic, Hebrew and emoji text, SF Symbols, a decoded image,
/// gradients, a material, shadows and blurs, light and dark.
struct SoakCard: View {
    let seed: Int

    static let samples = ["The quick brown fox jumps over the lazy dog", "Ξεσκεπάζω την ψυχοφθόρα βδελυγμία",
                          "Съешь же ещё этих мягких французских булок", "نص حكيم له سر قاطع وذو شأن عظيم",
                          "עטלף אבק נס דרך מזגן שהתפוצץ כי חם", "Olá 👋🏽 café ☕️ déjà vu 🎉 naïve"]
    static let symbols = ["star.fill", "heart", "bolt.fill", "cloud.sun", "globe", "person.crop.circle", "cart", "bell.badge"]
    static let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
    static let designs: [Font.Design] = [.default, .serif, .rounded, .monospaced]
    static let photo: RasterImage = {
        var bytes: [UInt8] = []
        for y in 0..<32 { for x in 0..<32 { bytes += [UInt8(x * 8), UInt8(y * 8), 160, 255] } }
        return RasterImage(width: 32, height: 32, rgba: bytes)!
    }()

    var body: some View {
        let size = 8 + CGFloat((seed * 7919) % 881) / 10
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 8) {
                Image(systemName: Self.symbols[seed % Self.symbols.count])
                    .font(.system(size: min(size, 40), weight: Self.weights[seed % 9]))
                    .foregroundStyle(.tint)
                Text("Card \(seed)")
                    .font(.system(size: size, weight: Self.weights[(seed / 3) % 9], design: Self.designs[seed % 4]))
                    .lineLimit(2)
            }
            Text(Self.samples[seed % Self.samples.count] + " #\(seed % 997)")
                .font(.system(size: 11 + CGFloat(seed % 13)))
                .foregroundStyle(.secondary)
            HStack {
                Image(decorative: Self.photo.cgImage, scale: 1)
                    .resizable()
                    .frame(width: 40, height: 40)
                    .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
                RoundedRectangle(cornerRadius: 6)
                    .fill(LinearGradient(colors: [.orange, .pink, .purple], startPoint: .leading, endPoint: .trailing))
                    .frame(height: 16)
                    .blur(radius: seed % 5 == 0 ? 2 : 0)
            }
        }
        .padding(16)
        .frame(width: 320, alignment: .leading)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        .shadow(radius: CGFloat(seed % 4) * 3)
        .padding(12)
        .background(Color(hue: Double(seed % 360) / 360, saturation: 0.4, brightness: 0.9))
        .environment(\.colorScheme, seed % 2 == 0 ? .light : .dark)
    }
}
