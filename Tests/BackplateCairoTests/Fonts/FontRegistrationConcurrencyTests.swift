import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// A card in the system font and a registered custom family (Montserrat, from `.fonts`).
private func registrationCard(_ seed: Int) -> some View {
    VStack(alignment: .leading, spacing: 4) {
        Text("Order \(seed) ships today").font(.system(size: 15, weight: .semibold))
        Text("Montserrat \(seed) ggyy").font(.custom("Montserrat", size: 14))
        Text("Serif \(seed)").font(.system(size: 13, design: .serif))
    }
    .padding(6)
    .background(.white)
}

/// A folder holding a copy of a font already installed (Montserrat), under a new file name:
/// registering it adds fonts to fontconfig's configuration without changing which glyphs
/// any text draws.
private func folderWithFontCopy() throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("backplate-register-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let source = PangoTextEngine.defaultFontDirectories()
        .map { $0.appendingPathComponent("Montserrat[wght].ttf") }
        .first { FileManager.default.fileExists(atPath: $0.path) }
    if let source {
        try FileManager.default.copyItem(at: source, to: dir.appendingPathComponent("MontserratCopy.ttf"))
    }
    return dir
}

/// Registering fonts (`PangoTextEngine.registerFonts(in:)`) while other threads render:
/// fontconfig adds the folder's fonts without a lock against the threads reading its
/// configuration, so registration waits for the renders in progress and renders wait for it
/// (`FontRegistrationLock`). Before, the registration ran beside the renders' fontconfig
/// queries.
@Suite(.tags(.fonts, .regression)) struct FontRegistrationConcurrencyTests {
    @Test func registeringWhileOtherThreadsRenderKeepsEveryPixel() throws {
        let seeds = [0, 1, 2]
        let reference = try seeds.map { try ImageRenderer(content: registrationCard($0)).render().rgba }
        let folders = try (0..<4).map { _ in try folderWithFontCopy() }
        defer { for f in folders { try? FileManager.default.removeItem(at: f) } }
        let renderers = 4, rounds = 6
        let lock = NSLock()
        nonisolated(unsafe) var mismatches: [String] = []
        nonisolated(unsafe) var registered: [Bool] = []
        let group = DispatchGroup()
        for t in 0..<renderers {
            DispatchQueue.global().async(group: group) {
                for r in 0..<rounds {
                    let seed = seeds[(t + r) % seeds.count]
                    let image = try? ImageRenderer(content: registrationCard(seed)).render()
                    if !samePixels(image?.rgba, reference[seed]) {
                        lock.lock(); mismatches.append("thread \(t) round \(r) seed \(seed)"); lock.unlock()
                    }
                }
            }
        }
        DispatchQueue.global().async(group: group) {
            for folder in folders {
                let ok = PangoTextEngine.shared.registerFonts(in: folder)
                lock.lock(); registered.append(ok); lock.unlock()
                usleep(20_000)
            }
        }
        group.wait()
        lock.lock()
        let (differing, results) = (mismatches, registered)
        lock.unlock()
        #expect(differing.isEmpty, "renders that differ from the single-threaded ones: \(differing)")
        #expect(results == [true, true, true, true])
        // Engines made after the registrations draw the same pixels too.
        for seed in seeds {
            #expect(samePixels(try ImageRenderer(content: registrationCard(seed)).render().rgba, reference[seed]))
        }
    }

    /// A registration asked for from a view's `body` runs during that render and cannot wait
    /// for it to end: it is queued and applied when no render is in progress.
    @Test func registeringFromABodyDuringARenderIsAppliedAfterIt() throws {
        let folder = try folderWithFontCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let probe = RegistrationProbe(folder: folder)
        let image = try ImageRenderer(content: RegisteringView(probe: probe)).render()
        #expect(image.width > 0)
        #expect(probe.result == true, "the folder exists, so the queued registration reports true")
        #expect(probe.pendingDuringRender >= 1, "queued while the render was in progress")
        // Applied when no render is in progress (other tests may be rendering meanwhile; new
        // renders wait up to a second for a queued registration, so it is applied once the
        // renders in progress end: within a minute on a machine busy with builds).
        for _ in 0..<6000 where FontRegistrationLock.shared.pendingCount > 0 { usleep(10_000) }
        #expect(FontRegistrationLock.shared.pendingCount == 0, "applied when the renders ended")
        // The registered family still draws, with the same pixels as before.
        let before = try ImageRenderer(content: registrationCard(5)).render().rgba
        #expect(samePixels(try ImageRenderer(content: registrationCard(5)).render().rgba, before))
    }

    /// Renders on other threads started while a registration waits or runs finish (no
    /// deadlock) and the registration happens, even with renders nested on threads a view
    /// starts itself.
    @Test func nestedRenderOnAForeignThreadDoesNotDeadlock() throws {
        let folder = try folderWithFontCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let registered = RegistrationFlag()
        let outer = try ImageRenderer(content: NestedRenderingView {
            // Another thread registers while this render holds its read; then this render
            // renders again on a thread DeepStack did not start, and waits for it.
            let registrar = Thread { registered.set(PangoTextEngine.shared.registerFonts(in: folder)) }
            registrar.start()
            usleep(50_000)
            let inner = RegistrationFlag()
            let done = DispatchSemaphore(value: 0)
            Thread {
                let image = try? ImageRenderer(content: Text("inner").font(.system(size: 12))).render()
                inner.set((image?.width ?? 0) > 0)
                done.signal()
            }.start()
            done.wait()
            return inner.value ? 1 : 0
        }).render()
        #expect(outer.width > 0)
        // The registrar finishes once the outer render has ended (and the renders of the tests
        // running beside this one: up to a minute on 2 loaded cores).
        for _ in 0..<6000 where !registered.value { usleep(10_000) }
        #expect(registered.value)
    }

    /// Reads that keep overlapping (a busy server) do not each wait for a queued registration:
    /// new reads yield in one window of a second, then pass; the registration is applied when
    /// the reads end. Before, every later first read waited its own second, so a render made
    /// of many reads outside a render's check-out could take minutes.
    @Test func aQueuedRegistrationDoesNotHoldEveryLaterRead() throws {
        let lock = FontRegistrationLock.shared
        let applied = RegistrationFlag()
        let holding = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        Thread {
            lock.lockRead()
            // Queued: this thread reads, so the write cannot wait for the reads to end.
            let ran: Void? = lock.writing { applied.set(true) }
            #expect(ran == nil)
            holding.signal()
            release.wait()
            lock.unlockRead()
            done.signal()
        }.start()
        holding.wait()
        let before = lock.yieldedReads
        for _ in 0..<20 { lock.lockRead(); lock.unlockRead() }
        // Each of the 20 yielded before (other tests' reads may yield in the window too).
        #expect(lock.yieldedReads - before < 20)
        release.signal()
        done.wait()
        // Applied by the last read to end: this thread's, or another test's render.
        for _ in 0..<6000 where !applied.value { usleep(10_000) }
        #expect(applied.value)
    }
}

/// A flag set on one thread and read on another, under a lock (so ThreadSanitizer sees the order).
private final class RegistrationFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = false
    var value: Bool { lock.lock(); defer { lock.unlock() }; return stored }
    func set(_ v: Bool) { lock.lock(); stored = v; lock.unlock() }
}

/// What a registration asked for inside `body` saw.
private final class RegistrationProbe: @unchecked Sendable {
    let folder: URL
    var result: Bool?
    var pendingDuringRender = -1
    init(folder: URL) { self.folder = folder }
}

private struct RegisteringView: View {
    let probe: RegistrationProbe
    var body: some View {
        probe.result = PangoTextEngine.shared.registerFonts(in: probe.folder)
        probe.pendingDuringRender = FontRegistrationLock.shared.pendingCount
        return Text("Registered").font(.system(size: 14))
    }
}

nonisolated private struct NestedRenderingView: View {
    let work: () -> Int
    var body: some View {
        let width = work()
        return Text("outer \(width)").font(.system(size: 14))
    }
}
