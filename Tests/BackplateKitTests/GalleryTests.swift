import Testing
import BackplateTestSupport
import Foundation
import BackplateKit
import BackplateSnapshotTesting

/// The built-in gallery (`Gallery.examples`, what `backplate gallery` renders): every example
/// renders to PNG, with a finite, non-empty size.
@Suite(.backplateLook(.iOS18), .tags(.layout, .pixels)) struct GalleryTests {
    @Test func namesAreUniqueAndFileSafe() {
        let names = Gallery.examples.map(\.name)
        #expect(!names.isEmpty)
        #expect(Set(names).count == names.count)
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-")
        for name in names { #expect(!name.isEmpty && name.allSatisfy(allowed.contains), "\(name)") }
        for e in Gallery.examples { #expect(!e.title.isEmpty && !e.summary.isEmpty, "\(e.name)") }
    }

    @Test func everySeedHasExamples() {
        let names = Gallery.examples.map(\.name)
        for seed in ["seed000", "seed001", "seed002", "seed003", "seed004"] {
            #expect(names.contains { $0.hasPrefix(seed) }, "no example for \(seed)")
        }
    }

    @Test(arguments: Gallery.examples.map(\.name))
    func exampleRendersToPNG(_ name: String) throws {
        let example = try #require(Gallery.examples.first { $0.name == name })
        let renderer = example.renderer(scale: 1)
        let size = renderer.layout().size
        #expect(size.width.isFinite && size.height.isFinite, "\(name): \(size)")
        #expect(size.width > 0 && size.height > 0, "\(name): \(size)")
        let png = try renderer.pngData()
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let image = try renderer.render()
        #expect(image.width == Int(size.width.rounded(.up)) && image.height == Int(size.height.rounded(.up)), "\(name): \(image.width)×\(image.height) for \(size)")
        // Something is drawn: at least one pixel is not transparent.
        var drawn = false
        for y in stride(from: 0, to: image.height, by: 4) where !drawn {
            for x in stride(from: 0, to: image.width, by: 4) where image.pixel(x: x, y: y).alpha > 0 { drawn = true; break }
        }
        #expect(drawn, "\(name) is blank")
        if let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
            try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            try? png.write(to: URL(fileURLWithPath: dir).appendingPathComponent("\(name).png"))
        }
    }

    @Test func exampleColorSchemeReachesTheView() throws {
        // The dark rectangularBackground sheet draws its dark page colour (white 0.12) in the corner.
        let dark = try #require(Gallery.examples.first { $0.name == "seed000-rectangular-background-dark" })
        let light = try #require(Gallery.examples.first { $0.name == "seed000-rectangular-background-light" })
        #expect(dark.colorScheme == .dark && light.colorScheme == .light)
        let d = rgba(try dark.renderer(scale: 1).render(), 2, 2)
        let l = rgba(try light.renderer(scale: 1).render(), 2, 2)
        #expect(close(d, [31, 31, 31, 255], 1), "\(d)")
        #expect(l == [255, 255, 255, 255], "\(l)")
    }

    @Test func seed003RequiredSizesMatchTheirCaptions() throws {
        // Seed 003: the ZStack holding the shifted 60×60 circle needs 230×230 (plus the 10 pt
        // padding each side); the overlay form stays 200×200 (plus 40 pt padding each side).
        func size(_ name: String) throws -> CGSize {
            try #require(Gallery.examples.first { $0.name == name }).renderer(scale: 1).layout().size
        }
        #expect(try size("seed003-zstack-required-size") == CGSize(width: 250, height: 250))
        #expect(try size("seed003-overlay-required-size") == CGSize(width: 280, height: 280))
        // Nested ZStacks grow on both sides: 260×260 inside 10 pt padding.
        #expect(try size("seed003-nested-zstacks") == CGSize(width: 280, height: 280))
        // The 230×230 ZStack next to a 200×200 square, no spacing, 10 pt padding.
        #expect(try size("seed003-hstack-zstack") == CGSize(width: 450, height: 250))
    }

    func image(_ name: String) throws -> RenderedImage {
        try #require(Gallery.examples.first { $0.name == name }).renderer(scale: 1).render()
    }

    @Test func seed003DrawOrderIsCDRootAB() throws {
        // Centred squares: yellow C 180, blue D 140, grey root 100, red A 60, green B 30, in a
        // 200×200 picture. Walking in from the left edge at mid-height meets each in turn,
        // which only holds when each is drawn over the one before.
        let image = try image("seed003-draw-order")
        #expect(image.width == 200 && image.height == 200)
        let expected: [(Int, [Int])] = [(5, [0, 0, 0, 0]), (15, SystemRGB.yellow.0 + [255]), (35, SystemRGB.blue.0 + [255]),
                                        (55, [142, 142, 147, 255]), (75, SystemRGB.red.0 + [255]), (100, SystemRGB.green.0 + [255])]
        for (x, rgb) in expected {
            #expect(rgba(image, x, 100) == rgb, "x \(x): \(rgba(image, x, 100))")
        }
    }

    @Test func seed003ZStackAndOverlayDrawTheSamePicture() throws {
        // Top: ZStack { blue; yellow }; bottom: blue.overlay(yellow): identical 200×200 pictures.
        let image = try image("seed003-same-view")
        #expect(image.width == 200 && image.height > 400)
        let offset = image.height - 200
        for y in stride(from: 0, to: 200, by: 7) {
            for x in stride(from: 0, to: 200, by: 7) {
                #expect(rgba(image, x, y) == rgba(image, x, y + offset), "(\(x), \(y))")
            }
        }
        // The yellow square is centred: 120 wide, so x 40..<160.
        #expect(rgba(image, 100, 100)[0] > 200 && rgba(image, 100, 100)[2] < 100)
        #expect(rgba(image, 20, 100)[2] > 200)
    }

    @Test func seed003PrimacyCirclesAreCentredOnTheSquare() throws {
        let image = try image("seed003-primacy")
        #expect(image.width == 200 && image.height == 200)
        #expect(rgba(image, 100, 100) == SystemRGB.red.0 + [255])
        #expect(rgba(image, 125, 100) == SystemRGB.yellow.0 + [255])   // 25 from the centre
        #expect(rgba(image, 100, 74) == SystemRGB.yellow.0 + [255])
        #expect(rgba(image, 135, 100) == SystemRGB.blue.0 + [255])     // past the 30 pt radius
    }

    @Test func layoutStacksShareTheWidthAsCaptioned() throws {
        // 400 wide, 16 pt padding: 368 for four colours and three 8 pt gaps. Red takes 60;
        // the 284 left go in equal thirds (94.67) to orange (capped at 100, so not binding),
        // yellow and green: red 16–76, orange 84–178.7, yellow 186.7–281.3, green 289.3–384.
        let image = try image("layout-stacks")
        #expect(image.width == 400)
        let row: [(Int, [Int])] = [(17, SystemRGB.red.0), (75, SystemRGB.red.0), (85, SystemRGB.orange.0), (177, SystemRGB.orange.0),
                                   (188, SystemRGB.yellow.0), (280, SystemRGB.yellow.0), (290, SystemRGB.green.0), (383, SystemRGB.green.0)]
        for (x, rgb) in row { #expect(rgba(image, x, 40) == rgb + [255], "x \(x): \(rgba(image, x, 40))") }
        for x in [10, 80, 182, 285, 390] { #expect(rgba(image, x, 40)[3] == 0, "gap at x \(x)") }
        // Second row (y 88–128): blue at the leading edge, purple pushed to the trailing edge.
        #expect(rgba(image, 20, 100) == SystemRGB.blue.0 + [255])
        #expect(rgba(image, 380, 100) == SystemRGB.purple.0 + [255])
        #expect(rgba(image, 200, 100)[3] == 0)
    }

    @Test(arguments: Gallery.examples.map(\.name))
    func exampleRendersToSVGAndPDF(_ name: String) throws {
        let example = try #require(Gallery.examples.first { $0.name == name })
        let renderer = example.renderer(scale: 1)
        let svg = try renderer.svgData()
        let text = String(decoding: svg, as: UTF8.self)
        #expect(text.contains("<svg"), "\(name)")
        // Sizes in points: the SVG's page is the layout's size.
        let size = renderer.layout().size
        func pt(_ v: CGFloat) -> String { v == v.rounded() ? "\(Int(v))pt" : "\(v)pt" }
        #expect(text.contains("width=\"\(pt(size.width))\" height=\"\(pt(size.height))\""), "\(name): \(size)")
        let pdf = try renderer.pdfData()
        #expect(pdf.starts(with: Array("%PDF-".utf8)), "\(name)")
    }
}
