import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// The SF Symbols names real SwiftUI code uses draw something. `appFileNames` are the names
/// app files rendered with Backplate asked for and found missing (issue 13); `publicCodeNames`
/// are the names most used in public SwiftUI projects (`systemName:`/`systemImage:` counted in
/// IceCubesApp, CodeEdit, isowords, MovieSwiftUI, enchanted, Whisky, apple/sample-food-truck,
/// HackingWithSwift and others) that Backplate lacked. Each must be in the frame table, draw
/// ink in the foreground colour, and keep that ink inside its frame.
@Suite(.tags(.layout, .pixels, .fonts)) struct SymbolCoverageTests {
    static let appFileNames = ["bed.double.fill", "fork.knife.circle.fill", "heart.text.square", "key.fill", "livephoto",
                               "mountain.2.fill", "rectangle.stack", "safari", "target", "trophy.fill", "pencil.and.outline",
                               "gobackward.15", "goforward.30", "airplayaudio"]

    static let publicCodeNames = ["bed.double", "fork.knife.circle", "heart.text.square.fill", "mountain.2", "rectangle.stack.fill",
                                  "safari.fill", "scope", "trophy", "pencil.line", "pencil.tip", "pencil.and.scribble",
                                  // Directional names draw their left-to-right symbol.
                                  "chevron.forward", "chevron.backward", "arrow.forward", "arrow.backward",
                                  "app.dashed", "arrow.2.squarepath", "arrow.down.circle", "arrow.right.circle.fill", "arrow.up.right",
                                  "arrow.uturn.right", "arrowshape.turn.up.left.fill", "bell.badge.fill", "book.closed", "box.truck",
                                  "bubble.left.and.text.bubble.right", "captions.bubble", "checkmark.seal", "checkmark.seal.fill",
                                  "checkmark.shield", "chevron.compact.right", "chevron.right.circle", "chevron.up.chevron.down", "cube",
                                  "cube.fill", "dice", "doc.plaintext", "document.on.document.fill", "dot.radiowaves.right",
                                  "exclamationmark.bubble", "exclamationmark.bubble.fill", "exclamationmark.octagon.fill",
                                  "externaldrive.fill", "eye.fill", "folder.badge.plus", "gearshape.2", "gobackward", "hammer.fill",
                                  "hand.draw", "hifispeaker", "infinity", "line.horizontal.3.decrease.circle",
                                  "list.bullet.rectangle.portrait", "multiply", "music.mic", "network", "number", "party.popper",
                                  "person.badge.minus", "person.crop.circle.badge.xmark", "person.crop.circle.fill.badge.checkmark",
                                  "person.crop.square", "photo.badge.plus", "photo.on.rectangle.angled", "pin", "pin.fill", "plus.bubble",
                                  "poweroutlet.type.b", "poweroutlet.type.b.fill", "puzzlepiece.extension", "questionmark", "quote.bubble",
                                  "quote.bubble.fill", "quote.opening", "shippingbox", "sidebar.left", "sidebar.right", "snow",
                                  "square.grid.3x3", "square.split.2x1", "star.circle", "suitcase", "terminal", "text.badge.checkmark",
                                  "text.badge.minus", "text.badge.plus", "text.bubble", "text.magnifyingglass", "tray.fill", "tray.full",
                                  "waveform", "waveform.path", "wrench", "x.circle.fill", "xmark.octagon.fill"]

    static let secondPassNames = ["bookmark.circle", "trash.circle", "link.circle", "folder.circle", "doc.circle",
                                  "person.2.circle", "timer.circle", "headphones.circle", "cart.circle",
                                  "bolt.circle", "flame.circle", "scissors.circle", "square.and.arrow.up.circle",
                                  "plus.rectangle", "cube.box", "internaldrive", "faxmachine", "lock.rotation",
                                  "tray.and.arrow.up", "text.append", "fish", "ferry", "figure.stand",
                                  "wand.and.rays", "wand.and.stars.inverse", "takeoutbag.and.cup.and.straw",
                                  "cloud.sun.rain", "bubble.middle.bottom", "person.crop.circle.badge.xmark.fill", "book.pages.fill", "pencil.and.list.clipboard"]

    @Test(arguments: appFileNames + publicCodeNames + secondPassNames)
    func nameDrawsInkInsideItsFrame(_ name: String) throws {
        // chevron.forward is chevron.right in a left-to-right layout.
        let fixed = name.replacingOccurrences(of: ".forward", with: ".right").replacingOccurrences(of: ".backward", with: ".left")
        #expect(SymbolTable.info(fixed) != nil, "\(name) is not in the frame table")
        #expect(PangoTextEngine.supportedSymbolNames.contains(fixed), "\(name) has no glyph")
        // Drawn inside a 4-pt inset so ink outside the frame would show.
        let r = ImageRenderer(content: Image(systemName: name).font(.system(size: 34)).foregroundStyle(.black).padding(4))
        r.scale = 2
        let size = r.layout().size
        let image = try r.render()
        let box = try #require(inkBox(image), "\(name) draws nothing")
        // The ink stays inside the symbol's frame (the padded area less 4 pt = 8 px a side),
        // and fills a real part of it (at least a third of the frame's smaller side).
        let frameW = Int((size.width - 8) * 2), frameH = Int((size.height - 8) * 2)
        #expect(box.minX >= 7 && box.minY >= 7 && box.maxX <= 8 + frameW && box.maxY <= 8 + frameH, "\(name): ink \(box) in \(size)")
        let inkW = box.maxX - box.minX + 1, inkH = box.maxY - box.minY + 1
        #expect(max(inkW, inkH) * 3 >= min(frameW, frameH), "\(name): ink \(inkW) × \(inkH) px in \(frameW) × \(frameH)")
        // Black ink, as the foreground style asks.
        let p = image.pixel(x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2)
        #expect(p.alpha == 0 || (p.red < 40 && p.green < 40 && p.blue < 40), "\(name): \(p)")
    }

    /// A sheet of every name above at 34 pt, for looking at (written when
    /// BACKPLATE_SNAPSHOT_DIR is set); every cell has ink.
    @Test func sheetOfTheAddedNames() throws {
        let names = Self.appFileNames + Self.publicCodeNames + Self.secondPassNames
        let rows = stride(from: 0, to: names.count, by: 10).map { Array(names[$0..<min($0 + 10, names.count)]) }
        let sheet = VStack(alignment: .leading, spacing: 6) {
            ForEach(rows, id: \.self) { row in
                HStack(spacing: 6) {
                    ForEach(row, id: \.self) { name in
                        Image(systemName: name).font(.system(size: 34)).frame(width: 56, height: 48).background(Color(white: 0.93))
                    }
                }
            }
        }.padding(6).background(Color.white)
        let r = ImageRenderer(content: sheet)
        r.scale = 2
        let image = try r.render()
        #expect(image.width == 2 * (12 + 10 * 56 + 9 * 6))
        if let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
            try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            try image.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent("symbols-added-names.png"))
        }
    }
}
