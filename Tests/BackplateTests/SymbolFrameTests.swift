import Testing
import Foundation
@testable import Backplate

/// `Image(systemName:)` frames: SF Symbols' `circle.fill` diameter per point size and image
/// scale (78.86%, 99.61%, 127.2% at regular weight, measured from iOS renders) times each
/// symbol's proportions (Backplate's `SymbolTable`, docs/text-fonts-images.md), centred on
/// the cap height; one published UIKit data point (Apple Developer Forums thread 716773):
/// `chevron.compact.down` at 64 pt, light, medium scale is 70.33 × 25.67 pt.
@Suite struct SymbolFrameTests {
    /// 20 common symbols with their frames at 17 pt, medium scale, regular weight, in points.
    static let common: [(String, Double, Double)] = [
        ("star.fill", 18.29, 17.44), ("heart.fill", 18.29, 15.92), ("checkmark", 15.58, 14.56), ("xmark", 13.55, 13.55),
        ("plus", 15.24, 15.24), ("chevron.right", 5.93, 10.16), ("chevron.down", 10.16, 5.93), ("gear", 17.61, 17.61),
        ("magnifyingglass", 16.60, 16.60), ("trash", 15.24, 17.95), ("bell", 15.92, 17.61), ("envelope", 19.64, 14.22),
        ("person.fill", 14.56, 15.92), ("house.fill", 18.97, 16.26), ("iphone", 10.50, 19.98), ("cloud.sun.fill", 20.66, 16.26),
        ("sun.max.fill", 19.64, 19.64), ("play.fill", 12.87, 15.58), ("pencil", 16.60, 16.60), ("circle.fill", 16.93, 16.93),
    ]

    func frames(_ scale: Image.Scale, font: Font = .body) -> [String: CGRect] {
        let tree = ImageRenderer(content: VStack {
            ForEach(Self.common, id: \.0) { entry in Image(systemName: entry.0).id(entry.0) }
        }.imageScale(scale).font(font)).layout()
        return Dictionary(uniqueKeysWithValues: Self.common.map { ($0.0, tree.frame(of: $0.0)!) })
    }

    @Test(arguments: [(Image.Scale.small, 78.86), (.medium, 99.61), (.large, 127.2)])
    func commonSymbolsAtThreeScales(_ scale: Image.Scale, _ circlePercent: Double) {
        let f = frames(scale)
        for (name, w, h) in Self.common {
            let k = circlePercent / 99.61
            let frame = f[name]!
            #expect(abs(frame.width - w * k) < 0.02 && abs(frame.height - h * k) < 0.02,
                    "\(name) \(scale): \(frame.size) vs \(w * k) × \(h * k)")
        }
        // circle.fill is the measured reference: its diameter is the percentage of 17 pt.
        #expect(abs(f["circle.fill"]!.width - 17 * circlePercent / 100) < 0.005)
    }

    @Test func publishedChevronCompactDownFrame() {
        let size = ImageRenderer(content: Image(systemName: "chevron.compact.down").font(.system(size: 64, weight: .light))).layout().size
        #expect(abs(size.width - 70.33) < 0.05 && abs(size.height - 25.67) < 0.05, "\(size)")
    }

    @Test func weightGrowsTheFrame() {
        // Bold: the circle is 104.15% of the point size (interpolated from 99.61% regular to 106.64% black).
        let regular = ImageRenderer(content: Image(systemName: "star.fill")).layout().size
        let bold = ImageRenderer(content: Image(systemName: "star.fill").fontWeight(.bold)).layout().size
        let viaFont = ImageRenderer(content: Image(systemName: "star.fill").font(.body.bold())).layout().size
        let circle = 17 * (99.61 + 0.4 / 0.62 * (106.64 - 99.61)) / 100
        #expect(abs(bold.width - 1.08 * circle) < 0.01, "\(bold)")
        #expect(bold == viaFont && bold.width > regular.width)
    }

    @Test func symbolsSitOnTheCapHeightMidline() {
        let tree = ImageRenderer(content: HStack(alignment: .firstTextBaseline) {
            Text("Rain").id("text")
            Image(systemName: "iphone").id("phone")
            Image(systemName: "ellipsis").id("dots")
        }).layout()
        let text = tree.frame(of: "text")!
        let baseline = text.minY + 17 * SystemFontMetrics.ascender
        let midline = baseline - 17 * SystemFontMetrics.capHeight / 2
        #expect(abs(tree.frame(of: "phone")!.midY - midline) < 0.01)
        #expect(abs(tree.frame(of: "dots")!.midY - midline) < 0.01)
    }

    @Test func unknownNameKeepsANominalFrameAndWarns() throws {
        RuntimeWarning.removeAll()
        let tree = ImageRenderer(content: HStack { Image(systemName: "no.such.symbol").id("x"); Text("A") }).layout()
        let frame = tree.frame(of: "x")!
        #expect(abs(frame.width - 16.934) < 0.001 && abs(frame.height - 16.934) < 0.001)
        #expect(RuntimeWarning.emitted.contains { $0.contains("No symbol named 'no.such.symbol'") })
        // An empty name is an empty image.
        #expect(ImageRenderer(content: Image(systemName: "")).layout().size == .zero)
        // Nothing is drawn for the unknown name.
        let image = try ImageRenderer(content: Image(systemName: "no.such.symbol")).render()
        var ink = 0
        for y in 0..<image.height { for x in 0..<image.width where image.pixel(x: x, y: y).alpha > 0 { ink += 1 } }
        #expect(ink == 0)
    }

    @Test func tableAndGlyphCatalogAgree() {
        let names = Set(SymbolTable.frames.keys)
        #expect(names.count >= 150)
        #expect(names == PangoTextEngine.supportedSymbolNames)
        // Device, communication, weather, media and editing symbols.
        for name in ["iphone", "ipad", "laptopcomputer", "applewatch", "headphones",
                     "phone.fill", "message.fill", "envelope", "video.fill", "bubble.left",
                     "sun.max.fill", "cloud.rain.fill", "cloud.bolt.fill", "snowflake", "wind", "thermometer", "moon.stars.fill",
                     "play.fill", "pause.fill", "forward.fill", "music.note", "speaker.wave.2.fill", "mic.fill",
                     "pencil", "scissors", "doc.on.doc", "trash", "bold", "italic", "paintbrush", "arrow.uturn.backward"] {
            #expect(names.contains(name), "\(name)")
        }
        // Right-to-left flags for the RTL layout (directional symbols only).
        #expect(SymbolTable.flipsInRightToLeft("chevron.right") && SymbolTable.flipsInRightToLeft("arrow.left"))
        #expect(!SymbolTable.flipsInRightToLeft("star.fill") && !SymbolTable.flipsInRightToLeft("chevron.up"))
        #expect(!SymbolTable.flipsInRightToLeft("no.such.symbol"))
    }

    @Test func iphoneDrawsATallGlyphInsideItsFrame() throws {
        let r = ImageRenderer(content: Image(systemName: "iphone").font(.system(size: 40)).foregroundStyle(.black))
        r.scale = 2
        let size = r.layout().size
        let image = try r.render()
        var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).alpha > 128 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        #expect(maxX >= 0, "iphone draws nothing")
        let inkW = Double(maxX - minX + 1) / 2, inkH = Double(maxY - minY + 1) / 2
        #expect(inkH > 1.5 * inkW)                         // a phone, upright
        #expect(inkH <= size.height + 1 && inkH > 0.75 * size.height)
    }
}
