import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCore

/// Symbols drawn facing SF's way and in their own form (scripts/symbols/scored_glyphs.py): the
/// paper plane points up and right, batteries and the dumbbell lie level (their icon-font glyphs
/// are turned), speech bubbles put their tails where SF's do, glyphs that meant another thing
/// (a fish on a plate, a sort icon, a bug for a ladybug) are replaced, and each outline name is
/// lighter than its `.fill`. Shapes are read from SF Symbols' published templates, never from a render.
@MainActor
@Suite(.tags(.pixels, .fonts)) struct TurnedSymbolGlyphTests {
    static func render(_ name: String) throws -> RenderedImage { try renderSymbol(name, size: 40) }

    /// Whether a pixel is ink (alpha over half).
    static func inked(_ image: RenderedImage, _ x: Int, _ y: Int) -> Bool { image.pixel(x: x, y: y).alpha > 127 }

    /// The inked pixels' bounding box as half-open column and row ranges (empty when nothing is).
    static func ink(_ image: RenderedImage) -> (x: Range<Int>, y: Range<Int>) {
        guard let box = inkBox(image) else { return (0..<0, 0..<0) }
        return (box.minX..<box.maxX + 1, box.minY..<box.maxY + 1)
    }

    /// The inked share of row `y` within the columns `x`.
    static func share(_ image: RenderedImage, row y: Int, _ x: Range<Int>) -> Double {
        Double(x.filter { inked(image, $0, y) }.count) / Double(max(x.count, 1))
    }

    @Test(arguments: ["paperplane", "paperplane.fill"])
    func thePaperPlanePointsUpAndRight(_ name: String) throws {
        let image = try Self.render(name)
        let box = Self.ink(image)
        // The tip is the top right corner: the top row's ink is in the right half and the
        // rightmost column's in the upper half (Material's send points right, its tail's
        // corner at the top left).
        let top = box.x.filter { Self.inked(image, $0, box.y.lowerBound) }
        let right = box.y.filter { Self.inked(image, box.x.upperBound - 1, $0) }
        #expect(top.min()! > (box.x.lowerBound + box.x.upperBound) / 2, "\(name): top row \(top)")
        #expect(right.max()! < (box.y.lowerBound + box.y.upperBound) / 2, "\(name): right column \(right)")
    }

    @Test func aTurnedGlyphKeepsItsGradientLevel() throws {
        // A leading-to-trailing gradient stays horizontal on the page, so one column of the
        // turned plane is one colour from its top ink to its bottom ink.
        let plane = Image(systemName: "paperplane.fill").font(.system(size: 40))
            .foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
        let image = try renderImage(plane.padding(4), scale: 2)
        let box = Self.ink(image)
        let x = (box.x.lowerBound + box.x.upperBound) / 2
        let column = box.y.filter { image.pixel(x: x, y: $0).alpha == 255 }
        let top = rgba(image, x, column.first!), bottom = rgba(image, x, column.last!)
        #expect(close(top, bottom, 8), "top \(top), bottom \(bottom)")
        #expect(top[0] > 60 && top[2] > 60, "the column is between red and blue: \(top)")
    }

    @Test(arguments: ["battery.0", "battery.0percent", "battery.25", "battery.50", "battery.75", "battery.100",
                      "battery.100percent", "battery.100.bolt"])
    func batteriesLieWithTheTerminalAtTheRight(_ name: String) throws {
        let image = try Self.render(name)
        let box = Self.ink(image)
        // Lying down (a standing battery's ink is half as wide as tall).
        #expect(box.x.count * 10 >= box.y.count * 15, "\(name): ink \(box.x.count) x \(box.y.count)")
        func column(_ x: Int) -> Int { box.y.filter { Self.inked(image, x, $0) }.count }
        // The terminal is a stub: the last column's ink is shorter than the first's.
        let first = column(box.x.lowerBound), last = column(box.x.upperBound - 1)
        #expect(last * 4 < first * 3, "\(name): first column \(first), last \(last)")
    }

    @Test func theChargeFillsFromTheLeft() throws {
        // The inked share of the middle row in the case's left and middle thirds (the left
        // wall, a tenth of the ink, left out).
        func middle(_ name: String) throws -> (left: Double, centre: Double) {
            let image = try Self.render(name)
            let box = Self.ink(image)
            let y = (box.y.lowerBound + box.y.upperBound) / 2, third = box.x.count / 3
            return (Self.share(image, row: y, box.x.lowerBound + box.x.count / 10..<box.x.lowerBound + third),
                    Self.share(image, row: y, box.x.lowerBound + third..<box.x.lowerBound + 2 * third))
        }
        let quarter = try middle("battery.25"), full = try middle("battery.100percent"), empty = try middle("battery.0")
        #expect(quarter.left > quarter.centre + 0.3, "battery.25: \(quarter)")
        #expect(full.left > 0.9 && full.centre > 0.9, "battery.100percent drew an empty battery before: \(full)")
        #expect(empty.left < 0.4 && empty.centre < 0.2, "battery.0: \(empty)")
    }

    @Test(arguments: ["dumbbell", "dumbbell.fill"])
    func theDumbbellLiesLevel(_ name: String) throws {
        let image = try Self.render(name)
        let box = Self.ink(image)
        #expect(box.x.count >= box.y.count * 2, "\(name): ink \(box.x.count) x \(box.y.count)")
        #expect(Self.share(image, row: (box.y.lowerBound + box.y.upperBound) / 2, box.x) > 0.9, "\(name): the bar")
    }

    @Test func upAndDownArrowsStandSideBySide() throws {
        let image = try Self.render("arrow.up.arrow.down")
        let box = Self.ink(image)
        let mid = (box.x.lowerBound + box.x.upperBound) / 2
        // The up arrow's tip is the top of the ink, on the left; the down arrow's the bottom,
        // on the right (Material's sort icon is three left-aligned lines).
        let top = box.x.filter { Self.inked(image, $0, box.y.lowerBound) }
        let bottom = box.x.filter { Self.inked(image, $0, box.y.upperBound - 1) }
        #expect(top.max()! < mid, "top row \(top)")
        #expect(bottom.min()! > mid, "bottom row \(bottom)")
    }

    @Test(arguments: [("bubble.left", -1), ("bubble.left.fill", -1), ("bubble.right", 1), ("bubble.right.fill", 1),
                      ("bubble.middle.bottom", 0), ("bubble.middle.bottom.fill", 0)])
    func speechBubbleTailsPointWhereSFs(_ name: String, _ side: Int) throws {
        let image = try Self.render(name)
        let box = Self.ink(image)
        let tail = box.x.filter { Self.inked(image, $0, box.y.upperBound - 1) }
        let centre = Double(tail.min()! + tail.max()!) / 2
        let offset = (centre - Double(box.x.lowerBound + box.x.upperBound) / 2) / Double(box.x.count)
        switch side {
        case -1: #expect(offset < -0.05, "\(name): tail at \(offset)")
        case 1: #expect(offset > 0.05, "\(name): tail at \(offset)")
        default: #expect(abs(offset) < 0.05, "\(name): tail at \(offset)")
        }
    }

    @Test func theMessagesBubbleIsRound() throws {
        // Its ink box's top corners are clear (a rounded-square bubble fills them).
        let image = try Self.render("message.fill")
        let box = Self.ink(image)
        let corner = box.x.count / 8
        let clear = (box.y.lowerBound..<box.y.lowerBound + corner).allSatisfy { y in
            (box.x.lowerBound..<box.x.lowerBound + corner).allSatisfy { !Self.inked(image, $0, y) }
                && (box.x.upperBound - corner..<box.x.upperBound).allSatisfy { !Self.inked(image, $0, y) }
        }
        #expect(clear)
    }

    /// The inked share of a symbol's ink box.
    static func fill(_ name: String) throws -> Double { try coverage(render(name)) }

    /// The inked share of an image's ink box (0 when nothing is inked).
    static func coverage(_ image: RenderedImage) -> Double {
        guard let box = inkBox(image) else { return 0 }
        return Double(box.count) / Double((box.maxX - box.minX + 1) * (box.maxY - box.minY + 1))
    }

    @Test(arguments: ["arrow.up.circle.fill", "arrow.down.circle.fill", "leaf.circle.fill", "square.fill.on.square.fill",
                      "square.and.arrow.up.fill", "square.and.arrow.down.fill", "gift.fill"])
    func filledNamesDrawFilled(_ name: String) throws {
        // A disc or box with its mark cut out covers most of its ink box (Material's
        // arrow_circle_up is a ring, eco a leaf without its disc, filter_none two outlines).
        let share = try Self.fill(name)
        #expect(share > 0.6, "\(name): \(share)")
    }

    @Test func theLeafSitsInADisc() throws {
        // Material's eco is the leaf alone: no disc round it.
        let image = try Self.render("leaf.circle.fill")
        let box = Self.ink(image)
        let midX = (box.x.lowerBound + box.x.upperBound) / 2, midY = (box.y.lowerBound + box.y.upperBound) / 2
        #expect(abs(box.x.count - box.y.count) <= 2, "ink \(box.x.count) x \(box.y.count)")
        for (x, y) in [(box.x.lowerBound + 2, midY), (box.x.upperBound - 3, midY), (midX, box.y.lowerBound + 2), (midX, box.y.upperBound - 3)] {
            #expect(Self.inked(image, x, y), "the disc's edge at \(x), \(y)")
        }
        #expect(!Self.inked(image, box.x.lowerBound + 2, box.y.lowerBound + 2), "a disc leaves its box's corners clear")
    }

    @Test(arguments: ["arrow.up.circle", "square.on.square", "square.and.arrow.up", "doc.plaintext", "doc.richtext", "arrow.up.doc"])
    func outlineNamesDrawOutlines(_ name: String) throws {
        // Lines round an empty inside (Material's article is a filled page).
        let share = try Self.fill(name)
        #expect(share < 0.55, "\(name): \(share)")
    }

    @Test(arguments: ["square.grid.2x2", "rectangle.grid.2x2", "creditcard", "sun.max", "mappin.circle", "tray.and.arrow.down",
                      "tray.and.arrow.up", "plus.rectangle", "plus.app", "folder.badge.plus", "lock.open", "person.badge.plus",
                      "exclamationmark.shield", "camera.rotate", "captions.bubble", "tv", "storefront", "megaphone"])
    func theFilledFormCoversMoreThanTheOutline(_ name: String) throws {
        // Each pair drew one form for both, or the two swapped (Material's grid_view and
        // credit_card are line art, move_to_inbox and add_box solid).
        let outline = try Self.fill(name), filled = try Self.fill(name + ".fill")
        #expect(filled > outline + 0.06, "\(name): outline \(outline), filled \(filled)")
    }

    /// The middle of the rows of `image` with the most ink (within 2%), as a share of the ink
    /// box's height from its top.
    static func widestRow(_ image: RenderedImage) -> Double {
        let box = ink(image)
        let shares = box.y.map { share(image, row: $0, box.x) }
        let widest = shares.indices.filter { shares[$0] >= shares.max()! - 0.02 }
        return Double(widest.reduce(0, +)) / Double(widest.count) / Double(box.y.count)
    }

    @Test(arguments: ["cross", "cross.fill"])
    func theCrossIsAMedicalPlus(_ name: String) throws {
        // Its arms meet at the middle (a Latin cross's bar is a third of the way down).
        let row = try Self.widestRow(Self.render(name))
        #expect(row > 0.38 && row < 0.62, "\(name): widest row at \(row)")
    }

    @Test func theTreeHasARoundCrown() throws {
        // A round crown is widest above the middle; a pine's is widest at its foot.
        let row = try Self.widestRow(Self.render("tree.fill"))
        #expect(row < 0.6, "widest row at \(row)")
    }

    @Test func theLocationArrowInItsDiscPointsUpAndRight() throws {
        let image = try Self.render("location.circle.fill")
        let box = Self.ink(image)
        // The arrow is cut out of the disc: its topmost clear pixel inside the disc's middle.
        let inner = (x: box.x.lowerBound + box.x.count / 5..<box.x.upperBound - box.x.count / 5,
                     y: box.y.lowerBound + box.y.count / 5..<box.y.upperBound - box.y.count / 5)
        let tip = inner.y.lazy.compactMap { y in inner.x.first { !Self.inked(image, $0, y) } }.first!
        #expect(tip > (box.x.lowerBound + box.x.upperBound) / 2 + box.x.count / 20, "the tip at x \(tip) of \(box.x)")
    }

    @Test(arguments: ["fish", "ladybug", "pills", "keyboard"])
    func outlineAndFilledFormsDiffer(_ name: String) throws {
        func inkedPixels(_ name: String) throws -> Int {
            let image = try Self.render(name)
            return pixelCount(image, near: [0, 0, 0, 255], 127)
        }
        let outline = try inkedPixels(name), filled = try inkedPixels(name + ".fill")
        #expect(Double(filled) > Double(outline) * 1.08, "\(name): outline \(outline), filled \(filled)")
    }
}
