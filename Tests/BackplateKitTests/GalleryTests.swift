import Testing
import Foundation
import BackplateKit

/// The built-in gallery (`Gallery.examples`, what `backplate gallery` renders): every example
/// renders to PNG, with a finite, non-empty size.
@Suite struct GalleryTests {
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
    }
}
