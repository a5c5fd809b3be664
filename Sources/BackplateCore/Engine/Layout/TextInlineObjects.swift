import Foundation

/// A box a text engine keeps room for inside a line, in place of its run's one character
/// (U+FFFC): an image shown in text (`Text("Best \(Image("medal"))")`). It sits on the
/// baseline, `descent` of it below, and the line grows to hold it.
package struct TextInlineObject: Hashable, Sendable {
    /// Which of the text's inline objects this is (0 for the first), the key of its placement.
    package var index: Int
    /// Its size in points.
    package var size: CGSize
    /// How far it reaches below the baseline, in points (0: it stands on the baseline).
    package var descent: CGFloat

    /// Creates a box; non-finite or negative lengths are taken as zero.
    package init(index: Int, size: CGSize, descent: CGFloat = 0) {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), 1e5) : 0 }
        self.index = index
        self.size = CGSize(width: clean(size.width), height: clean(size.height))
        self.descent = min(clean(descent), self.size.height)
    }

    /// Whether it shrinks with the text's fonts when `minimumScaleFactor` scales them (an SF
    /// Symbol does, as a glyph would; a picture keeps its size in points).
    package var scalesWithText = false

    /// Its height above the baseline.
    package var ascent: CGFloat { size.height - descent }

    /// The box at the text's font scale `scale`: itself unless it scales with the text.
    package func scaled(by scale: CGFloat) -> TextInlineObject {
        guard scalesWithText, scale != 1, scale.isFinite, scale > 0 else { return self }
        var object = TextInlineObject(index: index, size: CGSize(width: size.width * scale, height: size.height * scale),
                                      descent: descent * scale)
        object.scalesWithText = true
        return object
    }
}

extension TextRun {
    /// The run with its inline object at the text's font scale `scale` (`TextInlineObject.scaled`).
    package func scalingInlineObject(by scale: CGFloat) -> TextRun {
        guard let object = inlineObject, object.scalesWithText else { return self }
        var run = self
        run.inlineObject = object.scaled(by: scale)
        return run
    }
}

/// Where a shown inline object lies in its text's frame (an object cut by truncation has none).
package struct TextInlineObjectPlacement: Hashable, Sendable {
    /// The object's `TextInlineObject.index`.
    package var index: Int
    /// The line it is on.
    package var line: Int
    /// Its box, in the text's frame.
    package var frame: CGRect

    /// Creates a placement.
    package init(index: Int, line: Int, frame: CGRect) {
        self.index = index
        self.line = line
        self.frame = frame
    }
}
