import Testing
import Foundation
@testable import Backplate

/// Text in more font faces than cairo keeps open at once (ten): every weight of the system
/// font (each a named-instance face of its own), italics, the serif and monospaced designs,
/// custom families, emoji and symbols.
func manyFacesCard(_ seed: Int) -> some View {
    let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
    return VStack(alignment: .leading, spacing: 2) {
        ForEach(0..<weights.count, id: \.self) { i in
            Text("Weight \(i + seed) ggyy Qx").font(.system(size: CGFloat(11 + (i + seed) % 5), weight: weights[i]))
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
@Suite struct FontFaceSharingTests {
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
