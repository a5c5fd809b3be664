// The Backplate side of scripts/bench-vs-c.sh: renders the card of shared/bench/card_c.c (or the
// text page of Benchmarks/Baselines/text_page_c.c) N times and prints per-image medians in
// milliseconds, in one line the script parses, then the other encoders.
// Usage: CardProbe [iterations] [output directory] [card|text] [profile|profile-new|profile-new-cold|profile-render]
//   profile: only the display-list drawing, N times (for valgrind --tool=callgrind)
//   profile-new: only renders whose texts are new to the engine, N times (callgrind of "new-text")
//   profile-new-cold: as profile-new, each render after a pass over 8 MB (perf of cold caches)
//   profile-render: only renders of the same texts (kept by the text engine), N times ("render")
//   GLYPH_LOCK=off  draws without GlyphCacheLock, only to measure what the lock costs
//
// Figures (each the median over the iterations):
//   render    declare the view, resolve, lay out and draw (ImageRenderer.render()); the same
//             texts every time, so after the warm-up the text engine's TextLayoutCache holds them
//   new-text  render of the same picture with texts no engine has measured ("#i" appended to
//             each text): every text shaped, the cost of a render whose texts are new (the
//             suffixes' glyphs are drawn once in the warm-up, as C's warm-up draws its glyphs)
//   dl-draw   the display list to pixels alone (PreparedDrawing.draw(): what card_c.c's draw does
//             after its text is shaped; card_c.c also shapes its two lines inside its draw)
//   png mem   the default PNG encoder (.fast) on the rendered image, and the file size
//   draw+mem  render + png mem: declared view to PNG data, end to end
@_spi(Benchmarks) import Backplate
@_spi(Benchmarks) import BackplateCairo
import BenchmarkCards
import Foundation

if ProcessInfo.processInfo.environment["GLYPH_LOCK"] == "off" { GlyphCacheLock.isEnabled = false }

let args = Array(CommandLine.arguments.dropFirst())
let n = max(1, Int(args.first ?? "") ?? 10)
let outDir = args.count > 1 && !args[1].isEmpty ? args[1] : nil
let pageName = args.count > 2 ? args[2] : "card"

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e6 }
func median(_ v: [Double]) -> Double {
    let s = v.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}
func f(_ v: Double) -> String { String(format: "%.3f", v) }

func probe<V: View, N: View>(_ name: String, _ make: () -> V, fresh: (Int) -> N) throws {
    let warm = ImageRenderer(content: make())
    _ = try warm.pngData()  // warm-up: fonts, pools, glyph caches
    // The glyphs of the new texts' suffixes (" #0" to " #9"), drawn once, as C's warm-up
    // draws every glyph it draws later: "new-text" then measures texts new to the engine,
    // not a digit new to the glyph cache (rasterized once in a process's life).
    _ = try ImageRenderer(content: fresh(1_234_567_890)).render()
    let prepared = try warm.preparedDrawing()
    _ = try prepared.draw()
    if args.count > 3 && args[3] == "profile" {
        for _ in 0..<n { _ = try prepared.draw() }
        return
    }
    if args.count > 3 && args[3] == "profile-render" {
        for _ in 0..<n { _ = try ImageRenderer(content: make()).render() }
        return
    }
    if args.count > 3 && args[3] == "profile-new-cold" {
        // As profile-new, each render after a pass over 8 MB (the caches as an encode leaves them).
        var scratch = [UInt8](repeating: 0, count: 8 << 20)
        for i in 0..<n {
            scratch.withUnsafeMutableBytes { b in for j in stride(from: 0, to: b.count, by: 64) { b[j] &+= 1 } }
            _ = try ImageRenderer(content: fresh(1_000 + i)).render()
        }
        return
    }
    if args.count > 3 && args[3] == "profile-new" {
        for i in 0..<n { _ = try ImageRenderer(content: fresh(1_000 + i)).render() }
        return
    }
    var render = [Double](), dlDraw = [Double](), total = [Double](), newText = [Double]()
    var encode: [PNGCompression: [Double]] = [:], size: [PNGCompression: Int] = [:]
    var jpeg: [Double: [Double]] = [:], jpegSize: [Double: Int] = [:]
    var webp: [Double: [Double]] = [:], webpSize: [Double: Int] = [:]
    var webpLossless = [Double](), webpLosslessSize = 0
    var identical = true
    for i in 0..<n {
        let t0 = now()
        let image = try ImageRenderer(content: make()).render()
        let t1 = now()
        let fast = try image.pngData()
        let t2 = now()
        render.append(t1 - t0)
        total.append(t2 - t0)
        encode[.fast, default: []].append(t2 - t1)
        size[.fast] = fast.count
        let n0 = now()
        _ = try ImageRenderer(content: fresh(i)).render()
        newText.append(now() - n0)
        let d0 = now()
        let drawn = try prepared.draw()
        dlDraw.append(now() - d0)
        if drawn.rgba != image.rgba { identical = false }
        for s in [PNGCompression.fastest, .balanced] {
            let a = now(); let d = try image.pngData(compression: s); encode[s, default: []].append(now() - a); size[s] = d.count
        }
        if i < 3 {  // .smallest is slow: three samples
            let a = now(); let d = try image.pngData(compression: .smallest); encode[.smallest, default: []].append(now() - a); size[.smallest] = d.count
        }
        for q in [0.6, 0.9] {
            var a = now(); let j = try image.jpegData(quality: q); jpeg[q, default: []].append(now() - a); jpegSize[q] = j.count
            a = now(); let w = try image.webpData(quality: q); webp[q, default: []].append(now() - a); webpSize[q] = w.count
            if i == 0, q == 0.9, let outDir {
                try j.write(to: URL(fileURLWithPath: outDir).appendingPathComponent("backplate-\(name).jpg"))
                try w.write(to: URL(fileURLWithPath: outDir).appendingPathComponent("backplate-\(name).webp"))
            }
        }
        if i < 3 {
            let a = now(); let w = try image.webpData(lossless: true); webpLossless.append(now() - a); webpLosslessSize = w.count
        }
        if i == 0, let outDir {
            try fast.write(to: URL(fileURLWithPath: outDir).appendingPathComponent("backplate-\(name).png"))
        }
    }
    print("loop of \(n) (ms/image median): draw \(f(median(render))) | dl-draw \(f(median(dlDraw))) | png mem \(f(median(encode[.fast]!))) (\(size[.fast]!) bytes) | draw+mem \(f(median(total))) | new-text \(f(median(newText)))")
    print("  \(name): display-list drawing identical to render(): \(identical ? "yes" : "NO")")
    print("  png fastest \(f(median(encode[.fastest]!))) (\(size[.fastest]!) bytes) | fast \(f(median(encode[.fast]!))) (\(size[.fast]!) bytes) | balanced \(f(median(encode[.balanced]!))) (\(size[.balanced]!) bytes) | smallest \(f(median(encode[.smallest]!))) (\(size[.smallest]!) bytes)")
    print("  jpeg q0.6 \(f(median(jpeg[0.6]!))) (\(jpegSize[0.6]!) bytes) | jpeg q0.9 \(f(median(jpeg[0.9]!))) (\(jpegSize[0.9]!) bytes) | webp q0.6 \(f(median(webp[0.6]!))) (\(webpSize[0.6]!) bytes) | webp q0.9 \(f(median(webp[0.9]!))) (\(webpSize[0.9]!) bytes) | webp lossless \(f(median(webpLossless))) (\(webpLosslessSize) bytes)")
}

switch pageName {
case "text": try probe("text", { benchTextPage() }, fresh: { benchTextPage(variant: $0) })
default: try probe("card", { benchCard() }, fresh: { benchCard(title: "Render SwiftUI on Linux #\($0)", subtitle: "Gradients, shadows and text — headless to PNG, SVG and PDF #\($0)") })
}
