import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// A text-heavy card whose strings depend on `seed`.
func parallelTextCard(_ seed: Int) -> some View {
    VStack(alignment: .leading, spacing: 6) {
        Text("Invoice \(seed)").font(.system(size: 22, weight: .bold))
        Text("Thank you for your order. Items ship within two business days; questions go to support.")
            .font(.system(size: 13))
        ForEach(0..<6, id: \.self) { row in
            HStack {
                Text("Item \(row + seed)")
                Spacer()
                Text("\(row * 3 + seed).00").monospacedDigit()
            }
            .font(.system(size: 12))
        }
    }
    .padding(12)
    .frame(width: 260)
    .background(.white)
}

/// `ImageRenderer` is safe to use from many threads at once: every call is independent.
@Suite(.tags(.layout, .fonts)) struct ParallelRenderTests {
    @Test func manyThreadsRenderTheSamePixelsAsOne() throws {
        let seeds = Array(0..<6)
        let reference = try seeds.map { try ImageRenderer(content: parallelTextCard($0)).render().rgba }
        let rounds = 4
        let lock = NSLock()
        nonisolated(unsafe) var results: [[UInt8]?] = Array(repeating: nil, count: seeds.count * rounds)
        DispatchQueue.concurrentPerform(iterations: results.count) { i in
            let image = try? ImageRenderer(content: parallelTextCard(seeds[i % seeds.count])).render()
            lock.lock(); results[i] = image?.rgba; lock.unlock()
        }
        for (i, r) in results.enumerated() {
            #expect(samePixels(r, reference[i % seeds.count]), "render \(i) differs from the single-threaded one")
        }
    }

    @Test func oneRendererUsedFromManyThreads() throws {
        let renderer = ImageRenderer(content: parallelTextCard(7))
        let reference = RenderedImage(pngData: try renderer.pngData())?.rgba
        let lock = NSLock()
        nonisolated(unsafe) var outputs: [Data] = []
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let d = try? renderer.pngData()
            lock.lock(); outputs.append(d ?? Data()); lock.unlock()
        }
        #expect(outputs.count == 8)
        #expect(outputs.allSatisfy { samePixels(RenderedImage(pngData: $0)?.rgba, reference) })
    }

    @Test func vectorOutputInParallel() throws {
        let reference = try ImageRenderer(content: parallelTextCard(3)).pdfData().count
        let lock = NSLock()
        nonisolated(unsafe) var sizes: [Int] = []
        DispatchQueue.concurrentPerform(iterations: 6) { _ in
            let n = (try? ImageRenderer(content: parallelTextCard(3)).svgData().count) ?? -1
            let p = (try? ImageRenderer(content: parallelTextCard(3)).pdfData().count) ?? -1
            lock.lock(); sizes.append(n); sizes.append(p); lock.unlock()
        }
        #expect(sizes.allSatisfy { $0 > 0 })
        #expect(sizes.filter { $0 == reference }.count >= 1)
    }

    @Test func asyncRendersMatchSynchronousOnes() async throws {
        let renderer = ImageRenderer(content: parallelTextCard(11))
        renderer.scale = 2
        let sync = try renderSynchronously(renderer)
        let image = try await renderer.render()
        #expect(samePixels(image.rgba, sync.rgba))
        #expect(image.width == sync.width && image.scale == 2)
        let png: Data = try await renderer.pngData()
        #expect(samePixels(RenderedImage(pngData: png)?.rgba, sync.rgba))
        let svg: Data = try await renderer.svgData()
        #expect(String(decoding: svg, as: UTF8.self).contains("<svg"))
        let pdf: Data = try await renderer.pdfData()
        #expect(pdf.starts(with: Data("%PDF".utf8)))
    }

    @Test func manyAsyncRendersAtOnce() async throws {
        // Synchronous reference renders (a sync closure picks the synchronous `render()`).
        let first = try { try ImageRenderer(content: parallelTextCard(0)).render() }()
        let reference = try [first.rgba] + (1..<4).map { try ImageRenderer(content: parallelTextCard($0)).render().rgba }
        let images = try await withThrowingTaskGroup(of: (Int, [UInt8]).self) { group in
            for i in 0..<16 {
                group.addTask { (i, try await ImageRenderer(content: parallelTextCard(i % 4)).render().rgba) }
            }
            var all: [(Int, [UInt8])] = []
            for try await r in group { all.append(r) }
            return all
        }
        #expect(images.count == 16)
        for (i, rgba) in images {
            let difference = pixelDifference(rgba, reference[i % 4], width: first.width)
            #expect(difference == nil, "card \(i % 4): \(difference ?? "")")
        }
    }

    @Test func asyncErrorsAreThrown() async {
        let renderer = ImageRenderer(content: Color.red)
        renderer.proposedSize = ProposedViewSize(width: .infinity, height: .infinity)
        await #expect(throws: RenderError.self) { try await renderer.render() }
    }

}

/// The synchronous render (in an async function the `async` overload is chosen).
private func renderSynchronously<V: View>(_ renderer: ImageRenderer<V>) throws -> RenderedImage { try renderer.render() }

/// Engines share no drawing state: cairo holds a scaled font's lock while compositing its
/// glyphs, so each engine must draw with scaled fonts of its own.
@Suite(.tags(.layout, .fonts)) struct EngineIsolationTests {
    @Test func enginesDrawWithTheirOwnScaledFonts() {
        let font = ResolvedFont(family: nil, size: 17)
        let a = PangoTextEngine(), b = PangoTextEngine()
        let fa = a.scaledFontAddress(for: font), fb = b.scaledFontAddress(for: font)
        #expect(fa != 0 && fb != 0)
        #expect(fa != fb)
        // The same engine reuses its own.
        #expect(a.scaledFontAddress(for: font) == fa)
    }

    @Test func enginesMeasureAndDrawIdentically() throws {
        let card = parallelTextCard(5)
        let list = ImageRenderer(content: card).displayList()
        let size = ImageRenderer(content: card).layout().size
        let a = try CairoRenderer(textEngine: PangoTextEngine()).renderImage(list, size: size, scale: 2)
        let b = try CairoRenderer(textEngine: PangoTextEngine()).renderImage(list, size: size, scale: 2)
        #expect(samePixels(a.rgba, b.rgba))
    }
}
