import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCairo
import BackplateSnapshotTesting

/// What a long-running server meets: glyph loading serialised against cairo 1.16's eviction
/// deadlock, output paths checked before rendering, printing bounded, out-of-range scales
/// refused rather than changed.
@Suite(.serialized, .backplateLook(.iOS18), .tags(.layout, .pixels, .fonts, .regression)) struct ServerHardeningTests {
    // MARK: Glyph loading

    @Test func newTextWaitsForTheGlyphCacheLock() throws {
        // A fresh engine's fonts are new, so measuring new text asks cairo for glyph extents
        // through Pango's replaced get_glyph_extents, which takes the lock; so does drawing.
        let engine = PangoTextEngine()
        #expect(GlyphCacheLock.isInstalled)
        let measured = LockedFlag(), drawn = LockedFlag()
        let started = DispatchSemaphore(value: 0)
        let string = "Glyph lock \(UUID().uuidString)"
        GlyphCacheLock.withLock {
            Thread.detachNewThread {
                started.signal()
                let tree = ImageRenderer(content: Text(string).font(.system(size: 31.7, weight: .heavy))).layout(textEngine: engine)
                measured.set(true)
                let image = try? CairoRenderer(textEngine: engine).renderImage(tree.displayList(scale: 1), size: tree.size, scale: 1)
                drawn.set(image != nil)
            }
            started.wait()
            Thread.sleep(forTimeInterval: 0.3)
            // Still measuring: it waits for the lock this thread holds.
            #expect(!measured.get)
        }
        let deadline = Date(timeIntervalSinceNow: 30)
        while !drawn.get, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(measured.get && drawn.get)
    }

    // MARK: Output paths

    @Test func aURLThatIsNotAFileURLThrowsAndWritesNothing() throws {
        let name = "backplate-\(UUID().uuidString).png"
        let renderer = ImageRenderer(content: Color.red.frame(width: 4, height: 4))
        let url = try #require(URL(string: "https://example.com/\(name)"))
        #expect(throws: OutputPathError.notAFileURL(url)) { try renderer.write(to: url) }
        #expect(!FileManager.default.fileExists(atPath: "/\(name)"))
        #expect(OutputPathError.notAFileURL(url).description.contains("only file URLs"))
    }

    @Test func missingFoldersAndDirectoriesInTheWayThrow() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("backplate-paths-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("taken.png"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let renderer = ImageRenderer(content: Color.red.frame(width: 4, height: 4))
        let missing = dir.appendingPathComponent("no-such-folder/out.png")
        #expect(throws: OutputPathError.missingFolder(missing)) { try renderer.write(to: missing) }
        let taken = dir.appendingPathComponent("taken.png")
        #expect(throws: OutputPathError.directoryInTheWay(taken)) { try renderer.write(to: taken) }
        // Nothing was written beside them.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["taken.png"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: taken.path).isEmpty)
    }

    @Test func anUnwritableDestinationThrowsNotWritable() throws {
        // /proc refuses new files even to root.
        let url = URL(fileURLWithPath: "/proc/backplate-\(UUID().uuidString).png")
        let renderer = ImageRenderer(content: Color.red.frame(width: 4, height: 4))
        #expect {
            try renderer.write(to: url)
        } throws: { error in
            guard case OutputPathError.notWritable(let u, let reason) = error else { return false }
            return u == url && !reason.isEmpty
        }
    }

    // MARK: Scale

    @Test func aScaleThatCannotBeHonouredThrowsImageTooLarge() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 10))
        renderer.scale = 100_000
        #expect(throws: RenderError.imageTooLarge(width: 1_000_000, height: 1_000_000)) { try renderer.render() }
        #expect(throws: RenderError.imageTooLarge(width: 1_000_000, height: 1_000_000)) { try renderer.pngData() }
    }

    @Test func aLargeScaleThatFitsIsDrawnAsAsked() throws {
        // Past the old 1024 clamp: a quarter-point square at 4096x is 1024 pixels.
        let renderer = ImageRenderer(content: Color.red.frame(width: 0.25, height: 0.25))
        renderer.scale = 4096
        let image = try renderer.render()
        #expect(image.width == 1024 && image.height == 1024)
        let p = image.pixel(x: 512, y: 512)
        #expect(p.red == 255 && p.green == 59 && p.blue == 48 && p.alpha == 255)
    }

    @Test func invalidScalesDrawAtOneAndWarn() throws {
        for (scale, expected) in [(CGFloat.nan, 1.0), (-2, 1.0), (0, 1.0), (1e-9, 1.0 / 1024)] {
            let renderer = ImageRenderer(content: Color.red.frame(width: 2048, height: 1024))
            renderer.scale = scale
            let (image, warnings) = try RuntimeWarning.collecting { try renderer.render() }
            #expect(image.width == Int((2048 * expected).rounded(.up)), "scale \(scale)")
            #expect(warnings.contains { $0.hasPrefix("ImageRenderer.scale \(scale)") }, "scale \(scale)")
        }
    }

    // MARK: Printing

    @Test func printingAVeryDeepLayoutTreeIsBounded() {
        var view = AnyView(Color.red.frame(width: 10, height: 10))
        for _ in 0..<20_000 { view = AnyView(view.padding(0)) }
        let printed = ImageRenderer(content: view).layout().description
        let lines = printed.split(separator: "\n")
        #expect(lines.count <= BoundedListing.maxDepth + 3)
        #expect(lines.last?.hasPrefix("… ") == true && lines.last?.contains("nodes deeper than 128 levels") == true)
        // Indentation stops at the depth bound: linear, not quadratic, in the tree's depth.
        #expect(lines.allSatisfy { $0.count <= BoundedListing.maxLineLength })
        #expect(printed.utf8.count < 200_000)
    }

    @Test func printingAVeryWideLayoutTreeIsBounded() {
        let view = VStack(spacing: 0) { ForEach(0..<12_000, id: \.self) { _ in Color.blue.frame(width: 1, height: 1) } }
        let lines = ImageRenderer(content: view).layout().description.split(separator: "\n")
        // The stack's line, then two a square (its fixed frame and the colour) until 10,000
        // lines are reached: 5,000 squares printed, 7,000 counted.
        let expectedLines: Int = 1 + 5_000 * 2 + 1
        #expect(lines.count == expectedLines)
        let closing = String(lines.last ?? "")
        #expect(closing == "… 7000 more nodes past 10000 lines not printed")
    }

    @Test func printingADeepDisplayListIsBounded() {
        var view = AnyView(Color.green.frame(width: 4, height: 4))
        for _ in 0..<2_000 { view = AnyView(view.opacity(0.999)) }
        let list = ImageRenderer(content: view).displayList()
        let lines = list.description.split(separator: "\n")
        #expect(lines.count == BoundedListing.maxDepth + 2)
        #expect(lines.last?.contains("nodes deeper than 128 levels") == true)
    }

    @Test func aLongTextLineIsCut() {
        let list = ImageRenderer(content: Text(String(repeating: "word ", count: 2_000)).frame(width: 20_000)).displayList()
        let lines = list.description.split(separator: "\n")
        #expect(lines.contains { $0.count == BoundedListing.maxLineLength && $0.hasSuffix("…") })
    }
}

/// A pooled text engine is replaced after `rendersPerEngine` renders, so its font map's caches
/// (which grow with every font description it has seen) cannot grow for the life of a server.
/// glibc's heap under a server: large blocks mapped, so freeing them gives the memory back.
/// Checked in fresh processes of `backplate-badvalues`, whose heaps no other test has used.
@Suite(.tags(.layout, .pixels, .fonts, .regression)) struct HeapTuningTests {
    func heapLine(environment: [String: String]) throws -> String {
        try #require(FileManager.default.isExecutableFile(atPath: BadValueMatrixTests.tool.path), "build backplate-badvalues first")
        let process = Process()
        process.executableURL = BadValueMatrixTests.tool
        process.arguments = ["heap"]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func largeBlocksAreMappedOnceTuned() throws {
        #expect(try heapLine(environment: ["GLIBC_TUNABLES": ""]) == "HEAP tuned=true mapped=true")
    }

    @Test func theOperatorsTunablesWinAndGlibcThenKeepsLargeBlocksInTheHeap() throws {
        // Untuned, freeing the 8 MiB block raised glibc's threshold, so 512 KiB came from the heap.
        #expect(try heapLine(environment: ["GLIBC_TUNABLES": "glibc.malloc.check=0"]) == "HEAP tuned=false mapped=false")
    }
}

@Suite(.serialized, .tags(.layout, .pixels, .fonts, .regression)) struct EngineRetirementTests {
    @Test func noPooledEngineServesMoreThanItsRenders() {
        var uses: [ObjectIdentifier: Int] = [:]
        // Kept alive, so a retired engine's address is not reused by the next one.
        var engines: [ObjectIdentifier: PangoTextEngine] = [:]
        let limit = PangoTextEngine.rendersPerEngine
        for _ in 0..<(limit * 2 + 10) {
            let engine = PangoTextEngine.withPooledEngine { $0 }
            engines[ObjectIdentifier(engine)] = engine
            uses[ObjectIdentifier(engine), default: 0] += 1
        }
        #expect(uses.values.allSatisfy { $0 <= limit })
        #expect(uses.count >= 3)
    }
}
