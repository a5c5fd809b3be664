import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// `Image(systemName:)` frames against frames measured on real iOS (docs/symbol-measurements.md
/// lists each value with its source). A frame is the symbol's ink box plus SF Symbols' margins on
/// each side, rounded to device pixels; the ink box scales with SF Symbols' `circle.fill`
/// diameter (78.86%, 99.61%, 127.2% of the point size at small, medium and large, regular weight).
@Suite(.tags(.layout, .pixels, .fonts)) struct SymbolFrameTests {
    /// One measured iOS frame: symbol, font size, weight, image scale, device scale, frame in points.
    struct Measured: Sendable, CustomStringConvertible {
        let name: String, size: Double, weight: Font.Weight, scale: Image.Scale, device: CGFloat
        let width: Double, height: Double, source: String
        var description: String { "\(name) \(size) pt \(scale) @\(Int(device))x" }
    }

    /// Every frame measured on iOS. Tolerance: the measured values are whole device pixels, so
    /// Backplate must give the same pixel count (within a hundredth of a point).
    static let measured: [Measured] = [
        // SwiftUI's own layer tree for Image(systemName: "heart.fill") with .padding() (root
        // 52.67 × 49.33, so the image is 20.67 × 17.33; its ImageLayer is 16.67 × 15.33 of ink):
        // paulz/SwiftUI-snapshot-testing, Example/ApplicationTests/Snapshots/.layers/FavoriteView.1.json
        // (commit bb6ad17, June 2022, iOS 15.5 simulator, 3x).
        Measured(name: "heart.fill", size: 17, weight: .regular, scale: .medium, device: 3, width: 62.0 / 3, height: 52.0 / 3,
                 source: "paulz/SwiftUI-snapshot-testing FavoriteView.1.json"),
        // UIImage(systemName: "play.circle.fill").description: "{20, 19} baseline=3.5,
        // contentInsets={1, 1.5, 1, 1.5}", default configuration (body, Large content size), 2x.
        Measured(name: "play.circle.fill", size: 17, weight: .regular, scale: .medium, device: 2, width: 20, height: 19,
                 source: "UIImage description logged in a public repository (FastMDb item list)"),
        // UIImage(systemName: "person") in the default configuration (17 pt, medium), 2x:
        // "{19, 17.5} baseline=2.5,contentInsets={1, 2, 1, 2}" (ink 15 × 15.5), logged beside
        // the large one below in the same notes.
        Measured(name: "person", size: 17, weight: .regular, scale: .medium, device: 2, width: 19, height: 17.5,
                 source: "UIImage description in pome-ta's UIKit catalogue notes (2024-02-23)"),
        // UIImage(systemName: "person") with textStyle body, scale L, content size XS (body 14 pt),
        // 2x: "{20.5, 19.5} baseline=4.5, contentInsets={1.5, 2.5, 1.5, 2.5}".
        Measured(name: "person", size: 14, weight: .regular, scale: .large, device: 2, width: 20.5, height: 19.5,
                 source: "UIImage description in pome-ta's UIKit catalogue notes (2024-02-23)"),
        // Apple Developer Forums thread 716773: 64 pt, light, medium on a 3x device, UIImage.size
        // 70.33 × 25.67 (CGImage 163 × 43 px); "on an @2X device ... 70.5 instead of 70.33".
        Measured(name: "chevron.compact.down", size: 64, weight: .light, scale: .medium, device: 3, width: 211.0 / 3, height: 77.0 / 3,
                 source: "Apple Developer Forums 716773"),
        Measured(name: "chevron.compact.down", size: 64, weight: .light, scale: .medium, device: 2, width: 70.5, height: 25.5,
                 source: "Apple Developer Forums 716773 (2x width; height 51 px is Backplate's rounding of 25.67)"),
    ]

    func frame(_ m: Measured) -> CGSize {
        let r = ImageRenderer(content: Image(systemName: m.name).font(.system(size: m.size, weight: m.weight)).imageScale(m.scale))
        r.scale = m.device
        return r.layout().size
    }

    @Test(arguments: measured)
    func measuredFramesAreReproduced(_ m: Measured) {
        let size = frame(m)
        #expect(abs(size.width - m.width) < 0.01 && abs(size.height - m.height) < 0.01, "\(m): \(size) vs \(m.width) × \(m.height) (\(m.source))")
    }

    /// Where the baseline sits: `UIImage.baselineOffsetFromBottom` printed with the measured
    /// frames (the same sources): play.circle.fill 3.5 pt at 17 pt (2x), person 4.5 pt at 14 pt
    /// large (2x), person 2.5 pt at 17 pt medium (2x). Backplate centres the frame on half the
    /// cap height above the baseline, which gives 3.51, 4.82 and 2.76: within one device pixel
    /// (0.5 pt at 2x).
    @Test(arguments: [("play.circle.fill", 17.0, Image.Scale.medium, 3.5), ("person", 14.0, .large, 4.5), ("person", 17.0, .medium, 2.5)])
    func measuredBaselines(_ name: String, _ size: Double, _ scale: Image.Scale, _ baseline: Double) throws {
        let frame = try #require(SymbolLayoutRequest(name: name, pointSize: size, scale: SymbolLayoutRequest.Scale(scale), displayScale: 2).frame)
        #expect(abs(frame.baselineOffset - baseline) <= 0.5, "\(name): \(frame.baselineOffset) vs \(baseline)")
    }

    /// paulz/SwiftUI-snapshot-testing's FavoriteView, whose SwiftUI layer tree (iOS 15.5, 3x) is
    /// public: the view is 52.67 × 49.33 and the heart's ImageLayer (its ink) 16.67 × 15.33 at
    /// (18, 17). Backplate's white heart ink lands within a device pixel of that rectangle.
    @Test func favoriteViewMatchesSwiftUIsLayerTree() throws {
        let view = Image(systemName: "heart.fill")
            .foregroundColor(.white)
            .padding()
            .background(Color.red)
            .clipShape(Circle())
            .overlay(Circle().strokeBorder(Color.white, lineWidth: 2))
        let r = ImageRenderer(content: view)
        r.scale = 3
        let size = r.layout().size
        #expect(abs(size.width - 158.0 / 3) < 0.01 && abs(size.height - 148.0 / 3) < 0.01, "\(size)")
        let image = try r.render()
        if let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
            try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            try image.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent("symbols-favorite-view.png"))
        }
        // White pixels inside the red disc (74 px radius), away from the 2-pt white ring: the heart.
        var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1
        for y in 0..<image.height {
            for x in 0..<image.width {
                let dx = Double(x) + 0.5 - Double(image.width) / 2, dy = Double(y) + 0.5 - Double(image.height) / 2
                guard dx * dx + dy * dy < 64 * 64 else { continue }
                let p = image.pixel(x: x, y: y)
                if p.alpha > 200 && p.green > 160 && p.blue > 160 {
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
            }
        }
        // SwiftUI: x 54...104, y 51...97 (pixels); one pixel of tolerance on each edge.
        #expect(abs(minX - 54) <= 1 && abs(maxX + 1 - 104) <= 1 && abs(minY - 51) <= 1 && abs(maxY + 1 - 97) <= 1,
                "heart ink \(minX)...\(maxX + 1) × \(minY)...\(maxY + 1)")
    }

    /// The drawn ink against the measured iOS ink (docs/symbol-measurements.md): the glyph
    /// fills its measured box along one side to within a device pixel and a half; Material's
    /// proportions differ from SF's, so the other side may fall short by up to 1.25 pt or 10%
    /// (Material's microphone is 8% wider for its height than SF's `mic.fill`).
    /// (`person.fill.badge.plus`'s frame uses its measured 52.67 × 52.0 ink at 50 pt, but
    /// Material's `person_add` puts the plus beside the person, so it draws 52.67 × 38.3.)
    @Test(arguments: [("heart.fill", 17.0, Image.Scale.medium, CGFloat(3), 16.67, 15.33),
                      ("person", 14.0, .large, 2, 15.5, 16.5),
                      ("person", 17.0, .medium, 2, 15.0, 15.5),
                      ("play.circle.fill", 17.0, .medium, 2, 17.0, 17.0),
                      // cashapp/AccessibilitySnapshot testBasicAccessibilityDemo (iOS 18.5 and 26.2, 3x):
                      // mic.fill in a bordered Button at body size, person.circle.fill at title2.
                      ("mic.fill", 17.0, .medium, 3, 11.9, 17.67),
                      ("person.circle.fill", 22.0, .medium, 3, 21.9, 21.8)])
    func measuredInkIsDrawn(_ name: String, _ size: Double, _ scale: Image.Scale, _ device: CGFloat, _ width: Double, _ height: Double) throws {
        let r = ImageRenderer(content: Image(systemName: name).font(.system(size: size)).imageScale(scale).foregroundStyle(.black))
        r.scale = device
        let image = try r.render()
        var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).alpha > 127 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        let w = Double(maxX - minX + 1) / device, h = Double(maxY - minY + 1) / device
        let px = 1.5 / device
        let fitsWidth = abs(w - width) <= px && h <= height + px && h >= height - max(1.25, 0.1 * height)
        let fitsHeight = abs(h - height) <= px && w <= width + px && w >= width - max(1.25, 0.1 * width)
        #expect(fitsWidth || fitsHeight, "\(name): ink \(w) × \(h) vs iOS \(width) × \(height)")
    }

    /// `star.fill` at `.title2` (22 pt) in cashapp/AccessibilitySnapshot's testBasicAccessibilityDemo
    /// reference (iOS 18.5 and 26.2, 3x): its ink is 70.2 px wide (23.4 pt, from the right tip's
    /// edge at 125.6 px and the element's centre at 90.5 px; the numbered badge hides the left
    /// tip), 1.068 circle diameters against the table's 1.08. Backplate's star is as wide within
    /// a device pixel and a half.
    @Test func starInkWidthAtTitle2() throws {
        let r = ImageRenderer(content: Image(systemName: "star.fill").font(.title2).foregroundStyle(.black))
        r.scale = 3
        let image = try r.render()
        var minX = Int.max, maxX = -1
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).alpha > 127 { minX = min(minX, x); maxX = max(maxX, x) }
        }
        #expect(abs(Double(maxX - minX + 1) - 70.2) <= 1.5, "star.fill ink \(maxX - minX + 1) px vs iOS 70.2 px")
    }

    /// 20 common symbols. Their frames at every scale are ink plus margins within the range
    /// measured on iOS at medium scale: left and right 1.5–2.2 pt at 17 pt (0.089–0.129 circle
    /// diameters), top and bottom 1–1.5 pt (0.059–0.091), rounded to pixels; at large scale
    /// 1.12 and 1.5 times that (measured on `person` at both scales).
    static let templatedNames = Set(SymbolTemplateCatalogTests.rows.map(\.name))

    static let common = ["star.fill", "heart.fill", "checkmark", "xmark", "plus", "chevron.right", "chevron.down", "gear",
                         "magnifyingglass", "trash", "bell", "envelope", "person.fill", "house.fill", "iphone", "cloud.sun.fill",
                         "sun.max.fill", "play.fill", "pencil", "circle.fill"]

    @Test(arguments: [(Image.Scale.small, 78.86), (.medium, 99.61), (.large, 127.2)])
    func commonSymbolsAtThreeScales(_ scale: Image.Scale, _ circlePercent: Double) {
        let d = 17 * circlePercent / 100
        let pixel = 1.0 / 3
        for name in Self.common {
            let request = SymbolLayoutRequest(name: name, pointSize: 17, scale: SymbolLayoutRequest.Scale(scale), displayScale: 3)
            let frame = ImageRenderer(content: Image(systemName: name).imageScale(scale)).with(scale: 3).layout().size
            let ink = request.inkSize!
            // The ink box scales with the circle's diameter at each scale.
            let info = SymbolTable.frames[name]!
            #expect(abs(ink.width - d * info.width) < 1e-9 && abs(ink.height - d * info.height) < 1e-9)
            // Margins inside the measured range (half a pixel of rounding either way).
            let mx = (frame.width - ink.width) / 2, my = (frame.height - ink.height) / 2
            let kx: CGFloat = scale == .large ? 1.12 : 1, ky: CGFloat = scale == .large ? 1.5 : 1
            let xLow: CGFloat = 0.0886 * d * kx - pixel, xHigh: CGFloat = 0.1287 * d * kx + pixel
            let yLow: CGFloat = 0.0591 * d * ky - pixel, yHigh: CGFloat = 0.0912 * d * ky + pixel
            // Symbols with an SF Symbols template have their exact side margins instead
            // (SymbolTemplateCatalogTests; 0 to 0.124 diameters among these: cloud.sun.fill's
            // ink overhangs its margin guides).
            if !Self.templatedNames.contains(name) {
                #expect(mx >= xLow && mx <= xHigh, "\(name) \(scale): margin x \(mx)")
            }
            #expect(my >= yLow && my <= yHigh, "\(name) \(scale): margin y \(my)")
            // Whole device pixels, as SF Symbols images are.
            #expect(abs(frame.width * 3 - (frame.width * 3).rounded()) < 1e-6 && abs(frame.height * 3 - (frame.height * 3).rounded()) < 1e-6)
        }
        // Measured members of the 20 at medium: heart.fill is the measured 20.67 × 17.33;
        // circle.fill shares play.circle.fill's measured circle (20 × 19 at 2x: 20.33 × 19 at 3x).
        if scale == .medium {
            let heart = ImageRenderer(content: Image(systemName: "heart.fill")).with(scale: 3).layout().size
            #expect(abs(heart.width - 62.0 / 3) < 0.01 && abs(heart.height - 52.0 / 3) < 0.01, "\(heart)")
            let circle = ImageRenderer(content: Image(systemName: "circle.fill")).with(scale: 2).layout().size
            #expect(circle == CGSize(width: 20, height: 19), "\(circle)")
        }
    }

    /// SF Symbols' scales (WWDC 2019 "Introducing SF Symbols": small about 20% smaller than
    /// medium, large about 30% larger), as measured on the circle: 78.86% / 99.61% / 127.2%.
    /// The circle's ink is drawn that size (17.0 pt at 17 pt medium in iOS 13's
    /// checkmark.circle.fill, swift-snapshot-testing's testSwiftUIView_iOS reference).
    @Test(arguments: [(Image.Scale.small, 78.86), (.medium, 99.61), (.large, 127.2)])
    func circleInkAtThreeScales(_ scale: Image.Scale, _ percent: Double) throws {
        let r = ImageRenderer(content: Image(systemName: "circle.fill").imageScale(scale).foregroundStyle(.black))
        r.scale = 3
        let image = try r.render()
        var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).alpha > 127 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        let diameter = 17 * percent / 100
        // Within a device pixel and a half (edge pixels count when more than half covered).
        #expect(abs(Double(maxX - minX + 1) / 3 - diameter) < 0.5 && abs(Double(maxY - minY + 1) / 3 - diameter) < 0.5,
                "\(scale): ink \(maxX - minX + 1) × \(maxY - minY + 1) px vs \(diameter) pt")
    }

    @Test func weightGrowsTheFrame() {
        // Bold: the circle is 104.15% of the point size (interpolated from 99.61% regular to 106.64% black).
        let regular = ImageRenderer(content: Image(systemName: "star.fill")).layout().size
        let bold = ImageRenderer(content: Image(systemName: "star.fill").fontWeight(.bold)).layout().size
        let viaFont = ImageRenderer(content: Image(systemName: "star.fill").font(.body.bold())).layout().size
        let circle = 17 * (99.61 + 0.4 / 0.62 * (106.64 - 99.61)) / 100
        let info = SymbolTable.frames["star.fill"]!
        // The side margins stay the regular weight's (16.934 pt circle): SF Symbols 5 templates give
        // equal margins at Ultralight, Regular and Black (docs/symbol-measurements.md).
        #expect(abs(bold.width - (circle * info.width + 2 * 17 * 0.9961 * info.marginX).rounded()) < 0.001, "\(bold)")
        #expect(bold == viaFont && bold.width > regular.width)
    }

    /// The chevrons' drawn ink against iOS's (docs/controls.md §1.3, §3.4): the back button's
    /// `chevron.left` (24 pt semibold, large) is about 11 × 19 pt (cashapp/AccessibilitySnapshot's
    /// iOS 18.5 references, `Example/SnapshotTests/ReferenceImages/_64/*_18_5_402x874@3x.png`), the
    /// list disclosure `chevron.right` (19.4 pt semibold) 7 × 12 (StanfordSpezi/SpeziAccount's
    /// DocC image `AccountOverview.png`). Material's iOS-style chevrons have their 0.59
    /// width-to-height ratio (its plain `chevron_left` drew the back chevron 11.3 × 17). The
    /// controls size these by their own ink boxes (`ControlGlyphInk`), as they draw them.
    @Test(arguments: [("chevron.left", 24.0, Image.Scale.large, 11.0, 19.0), ("chevron.right", 19.4, .medium, 7.0, 12.0)])
    func chevronInkMatchesIOS(_ name: String, _ size: Double, _ scale: Image.Scale, _ width: Double, _ height: Double) throws {
        let (w, h) = try Self.inkSize(Image(systemName: name).font(.system(size: size, weight: .semibold)).imageScale(scale)
            .foregroundStyle(.black).symbolFrameHugsInk())
        // Within three quarters of a point: the back chevron draws 11.0 × 18.33 (fontconfig's
        // synthetic semibold widens Material's glyph, so the width-limited fit loses 0.67 pt of
        // height; Material's plain chevron drew 11.3 × 17).
        #expect(abs(w - width) < 0.75 && abs(h - height) < 0.75, "\(name): ink \(w) × \(h) vs \(width) × \(height)")
    }

    /// `Image(systemName: "chevron.forward")` in an app's row (body, regular, medium) has SF
    /// Symbols' template ink, 0.4854 × 0.8632 circle diameters: 8.0 × 14.5 points at half
    /// intensity in AirSettingsUI's iOS 16.4 row (2x); it drew 6 × 10 with the controls' box.
    /// Material's chevron is wider for its height (0.59 to SF's 0.56), so the width-limited fit
    /// draws it 13.5 tall.
    @Test func appChevronInkMatchesIOS() throws {
        let (w, h) = try Self.inkSize(Image(systemName: "chevron.forward").foregroundStyle(.black), scale: 2)
        #expect(abs(w - 8.0) <= 0.5 && abs(h - 14.5) <= 1.0, "ink \(w) × \(h)")
    }

    /// The ink box (alpha above half) of `view` rendered at `scale`, in points.
    private static func inkSize(_ view: some View, scale: CGFloat = 3) throws -> (Double, Double) {
        let r = ImageRenderer(content: view)
        r.scale = scale
        let image = try r.render()
        var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).alpha > 127 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return (Double(maxX - minX + 1) / scale, Double(maxY - minY + 1) / scale)
    }

    /// The 20 common symbols at three scales, each on a pale frame with text beside it, written
    /// to `BACKPLATE_SNAPSHOT_DIR` (when set) for looking at; every glyph's ink stays inside its
    /// frame and fills its ink box to within two pixels.
    @Test func commonSymbolSheet() throws {
        let sheet = VStack(alignment: .leading, spacing: 6) {
            ForEach([Image.Scale.small, .medium, .large], id: \.self) { scale in
                HStack(alignment: .firstTextBaseline, spacing: 4) {
                    Text("Ag").foregroundStyle(.gray)
                    ForEach(Self.common, id: \.self) { name in
                        Image(systemName: name).background(Color.yellow.opacity(0.35)).id("\(name)-\(scale)")
                    }
                }
                .imageScale(scale)
            }
        }
        .padding(6)
        .background(Color.white)
        let r = ImageRenderer(content: sheet)
        r.scale = 3
        let tree = r.layout()
        let image = try r.render()
        if let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
            try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            try image.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent("symbols-common-sheet.png"))
        }
        for scale in [Image.Scale.small, .medium, .large] {
            for name in Self.common {
                let f = try #require(tree.frame(of: "\(name)-\(scale)"))
                let ink = SymbolLayoutRequest(name: name, pointSize: 17, scale: SymbolLayoutRequest.Scale(scale), displayScale: 3).inkSize!
                // Dark (glyph) pixels inside the frame: their box is the ink box, centred.
                var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1
                for y in Int(f.minY * 3)..<Int((f.maxY * 3).rounded(.up)) {
                    for x in Int(f.minX * 3)..<Int((f.maxX * 3).rounded(.up)) {
                        let p = image.pixel(x: x, y: y)
                        if Int(p.red) + Int(p.green) + Int(p.blue) < 300 {
                            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                        }
                    }
                }
                #expect(maxX >= 0, "\(name) \(scale) draws nothing")
                let w = Double(maxX - minX + 1), h = Double(maxY - minY + 1)
                // The glyph keeps its own proportions inside the box: one side fills it.
                let fillsWidth = abs(w - ink.width * 3) <= 2 && h <= ink.height * 3 + 2
                let fillsHeight = abs(h - ink.height * 3) <= 2 && w <= ink.width * 3 + 2
                #expect(fillsWidth || fillsHeight, "\(name) \(scale): ink \(w) × \(h) px in a \(ink.width * 3) × \(ink.height * 3) box")
            }
        }
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
        // Collected rather than read from the process's log, which other tests' warnings fill.
        let (tree, warnings) = RuntimeWarning.collecting {
            ImageRenderer(content: HStack { Image(systemName: "no.such.symbol").id("x"); Text("A") }).layout()
        }
        let frame = tree.frame(of: "x")!
        // circle.fill's frame: 16.93-pt ink plus 1.5 and 1 pt margins, whole points at 1x.
        let circle = ImageRenderer(content: Image(systemName: "circle.fill")).layout().size
        #expect(frame.size == circle && circle == CGSize(width: 20, height: 19), "\(frame.size)")
        #expect(warnings.contains { $0.contains("No symbol named 'no.such.symbol'") })
        // An empty name is an empty image.
        #expect(ImageRenderer(content: Image(systemName: "")).layout().size == .zero)
        // Nothing is drawn for the unknown name.
        let image = try ImageRenderer(content: Image(systemName: "no.such.symbol")).render()
        var ink = 0
        for y in 0..<image.height { for x in 0..<image.width where image.pixel(x: x, y: y).alpha > 0 { ink += 1 } }
        #expect(ink == 0)
    }

    @Test func tableAndGlyphCatalogAgree() {
        let names = SymbolTable.publicNames
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

extension ImageRenderer {
    /// The renderer at another device scale.
    fileprivate func with(scale: CGFloat) -> ImageRenderer {
        self.scale = scale
        return self
    }
}
