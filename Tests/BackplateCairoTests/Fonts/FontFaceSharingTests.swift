import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// Text in more font faces than cairo keeps open at once (ten): every weight of the system
/// font (each a named-instance face of its own), italics, the serif and monospaced designs,
/// custom families, emoji and symbols.
func manyFacesCard(_ seed: Int) -> some View {
    let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
    return VStack(alignment: .leading, spacing: 2) {
        ForEach(0..<weights.count, id: \.self) { i in
            let points: Int = 11 + (i + seed) % 5
            Text("Weight \(i + seed) ggyy Qx").font(.system(size: CGFloat(points), weight: weights[i]))
        }
        Text("Italic \(seed) ggyy").font(.system(size: 13).italic())
        Text("Serif \(seed) ggyy").font(.system(size: 14, design: .serif))
        Text("Serif bold \(seed)").font(.system(size: 12, weight: .bold, design: .serif))
        Text("Mono \(seed) 0123").font(.system(size: 12, design: .monospaced))
        Text("Montserrat \(seed)").font(.custom("Montserrat", size: 13))
        Text("DejaVu Serif \(seed)").font(.custom("DejaVu Serif", size: 13))
        Text("Emoji 😀🎉👍 \(seed)").font(.system(size: 15))
        HStack { Image(systemName: "star.fill"); Image(systemName: "heart"); Image(systemName: "gear") }
    }
    .padding(6)
    .frame(width: 240)
    .background(.white)
}

/// Renders drawn at the same time by engines that each open their own scaled fonts share
/// cairo's FreeType faces. cairo 1.16 opens and closes those faces itself, outside the locks
/// that guard them (it closes one at random when ten are open), which crashed the process
/// (SIGSEGV in FreeType or cairo) or changed glyphs; Backplate now hands cairo faces it opens
/// once and never closes (`SharedFontFaces`).
@Suite(.tags(.layout, .fonts)) struct FontFaceSharingTests {
    @Test func freshEnginesOnManyThreadsDrawTheSamePixels() throws {
        let seeds = [0, 1, 2]
        let lists = seeds.map { ImageRenderer(content: manyFacesCard($0)).displayList() }
        let sizes = seeds.map { ImageRenderer(content: manyFacesCard($0)).layout().size }
        let reference = try seeds.indices.map { try CairoRenderer(textEngine: PangoTextEngine()).renderImage(lists[$0], size: sizes[$0], scale: 1) }
        let lock = NSLock()
        nonisolated(unsafe) var differences: [String] = []
        DispatchQueue.concurrentPerform(iterations: 96) { i in
            let k = i % seeds.count
            // A fresh engine: scaled fonts of its own, so its glyphs come from FreeType faces.
            guard let image = try? CairoRenderer(textEngine: PangoTextEngine()).renderImage(lists[k], size: sizes[k], scale: 1) else {
                lock.lock(); differences.append("render \(i) failed"); lock.unlock(); return
            }
            if let d = pixelDifference(image.rgba, reference[k].rgba, width: reference[k].width) {
                lock.lock(); differences.append("render \(i): \(d)"); lock.unlock()
            }
        }
        #expect(differences.isEmpty, "\(differences)")
        #expect(SharedFontFaces.isInstalled)
        // More faces than cairo's limit of ten were drawn, all held open by Backplate.
        #expect(SharedFontFaces.openFaceCount > 10)
    }
}

/// Text at many point sizes: each size is a font face of its own in cairo (the optical size
/// and weight are font variations), all made from the same FreeType face.
func manySizesCard(_ seed: Int) -> some View {
    VStack(alignment: .leading, spacing: 0) {
        ForEach(0..<24, id: \.self) { i in
            // Typed steps: untyped Int/CGFloat arithmetic here took 0.6 s per check to infer.
            let step: Int = (i * 7 + seed * 13) % 40
            let size: CGFloat = 9 + CGFloat(step) * 0.37
            Text("Size \(i) \(seed)").font(i % 3 == 0 ? .custom("Inter", size: size) : .system(size: size, weight: i % 2 == 0 ? .regular : .semibold))
        }
    }
    .frame(width: 200)
    .background(.white)
}

/// cairo keeps the font faces made from one FreeType face in a list it walks and changes
/// without a lock when a face is made or freed; engines making and freeing faces of the same
/// font on several threads at once corrupted it (SIGSEGV in cairo, comparing two faces'
/// variation strings). Backplate makes cairo's faces under one lock and frees them only there.
/// Kept small for time: `ScaledFontDeadlockTests` is the test that churns scaled fonts.
@Suite(.tags(.layout, .fonts)) struct FontFaceListTests {
    @Test func enginesMakingAndFreeingFacesOnManyThreads() throws {
        let lists = (0..<8).map { ImageRenderer(content: manySizesCard($0)).displayList() }
        let sizes = (0..<8).map { ImageRenderer(content: manySizesCard($0)).layout().size }
        let reference = try (0..<8).map { try CairoRenderer(textEngine: PangoTextEngine()).renderImage(lists[$0], size: sizes[$0], scale: 2) }
        let lock = NSLock()
        nonisolated(unsafe) var differences: [String] = []
        DispatchQueue.concurrentPerform(iterations: 24) { i in
            let k = i % 8
            // A fresh engine each time: its fonts make cairo faces, and free them when it goes.
            guard let image = try? CairoRenderer(textEngine: PangoTextEngine()).renderImage(lists[k], size: sizes[k], scale: 2) else {
                lock.lock(); differences.append("render \(i) failed"); lock.unlock(); return
            }
            if let d = pixelDifference(image.rgba, reference[k].rgba, width: reference[k].width) {
                lock.lock(); differences.append("render \(i): \(d)"); lock.unlock()
            }
        }
        #expect(differences.isEmpty, "\(differences)")
        #expect(SharedFontFaces.heldFaceCount > 0)
    }
}
