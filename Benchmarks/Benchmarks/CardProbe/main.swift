// The Backplate side of scripts/bench-vs-c.sh: renders the card of shared/bench/card_c.c N
// times and prints per-image medians in milliseconds, in one line the script parses.
// Usage: CardProbe [iterations] [output directory]
import Backplate
import BenchmarkCards
import Foundation

let n = max(1, Int(CommandLine.arguments.dropFirst().first ?? "") ?? 10)
let outDir = CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : nil

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e6 }
func median(_ v: [Double]) -> Double {
    let s = v.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

let renderer = ImageRenderer(content: benchCard())
_ = try renderer.pngData()  // warm-up: fonts, pools
var draw = [Double](), total = [Double]()
var encode: [PNGCompression: [Double]] = [:], size: [PNGCompression: Int] = [:]
var jpeg = [Double](), webp = [Double](), jpegSize = 0, webpSize = 0
let settings: [PNGCompression] = [.fastest, .fast, .balanced]
for i in 0..<n {
    let t0 = now()
    let image = try renderer.render()
    let t1 = now()
    let fast = try image.pngData()
    let t2 = now()
    draw.append(t1 - t0)
    total.append(t2 - t0)
    encode[.fast, default: []].append(t2 - t1)
    size[.fast] = fast.count
    for s in settings where s != .fast {
        let a = now(); let d = try image.pngData(compression: s); encode[s, default: []].append(now() - a); size[s] = d.count
    }
    if i < 3 {  // .smallest is slow: three samples
        let a = now(); let d = try image.pngData(compression: .smallest); encode[.smallest, default: []].append(now() - a); size[.smallest] = d.count
    }
    var a = now(); let j = try image.jpegData(quality: 0.9); jpeg.append(now() - a); jpegSize = j.count
    a = now(); let w = try image.webpData(quality: 0.9); webp.append(now() - a); webpSize = w.count
    if i == 0, let outDir {
        try fast.write(to: URL(fileURLWithPath: outDir).appendingPathComponent("backplate.png"))
        try j.write(to: URL(fileURLWithPath: outDir).appendingPathComponent("backplate.jpg"))
        try w.write(to: URL(fileURLWithPath: outDir).appendingPathComponent("backplate.webp"))
    }
}
func f(_ v: Double) -> String { String(format: "%.3f", v) }
print("loop of \(n) (ms/image median): draw \(f(median(draw))) | png mem \(f(median(encode[.fast]!))) (\(size[.fast]!) bytes) | draw+mem \(f(median(total)))")
print("  png fastest \(f(median(encode[.fastest]!))) (\(size[.fastest]!) bytes) | balanced \(f(median(encode[.balanced]!))) (\(size[.balanced]!) bytes) | smallest \(f(median(encode[.smallest]!))) (\(size[.smallest]!) bytes)")
print("  jpeg q0.9 \(f(median(jpeg))) (\(jpegSize) bytes) | webp q0.9 \(f(median(webp))) (\(webpSize) bytes)")
