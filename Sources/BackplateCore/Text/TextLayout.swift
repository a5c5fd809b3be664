import Foundation

/// What the lines, runs and slices of one `Text.Layout` share: the text's resolved runs, its
/// layout and the engine's lines (`TextLayoutLines.swift`). Compared by identity.
final class TextLayoutSource {
    let content: TextContent
    let result: TextLayoutResult
    let lines: [TextLayoutLineDetail]

    init(content: TextContent, result: TextLayoutResult, lines: [TextLayoutLineDetail]) {
        // The layout keeps no renderer: a renderer that stores the layout it is given (in a
        // class it holds) would otherwise hold itself, and neither would be freed.
        var environment = content.environment
        environment.textRenderer = nil
        self.content = TextContent(runs: content.runs, runStyles: content.runStyles, environment: environment,
                                   runAttributes: content.runAttributes, inlineImages: content.inlineImages)
        self.result = result
        self.lines = lines
    }
}

extension Text {
    /// A text's laid-out lines, as a `TextRenderer` receives them (iOS 17): the real lines of
    /// the render's text layout, with their baselines' origins in the text's frame.
    public struct Layout: RandomAccessCollection, Equatable {
        let source: TextLayoutSource

        /// Whether the text was truncated to fit (its last shown line ends in an ellipsis).
        public var isTruncated: Bool { source.result.isTruncated }
        /// The first line's index (0).
        public var startIndex: Int { 0 }
        /// One past the last line's index.
        public var endIndex: Int { source.lines.count }
        /// The line at `index`.
        public subscript(index: Int) -> Line { Line(source: source, index: index) }

        /// Layouts are equal when they are the same render's layout of the same text.
        public static func == (lhs: Layout, rhs: Layout) -> Bool { lhs.source === rhs.source }

        /// The position of a character in the text: its UTF-16 offset, as in SwiftUI.
        public struct CharacterIndex: Comparable, Hashable, Strideable, Sendable {
            let offset: Int
            /// The number of characters from this index to `other`.
            public func distance(to other: CharacterIndex) -> Int { other.offset - offset }
            /// The index `n` characters on.
            public func advanced(by n: Int) -> CharacterIndex { CharacterIndex(offset: offset + n) }
            /// Whether `lhs` comes before `rhs`.
            public static func < (lhs: CharacterIndex, rhs: CharacterIndex) -> Bool { lhs.offset < rhs.offset }
        }

        /// A line's, run's or slice's typographic box: the start of its baseline, its advance
        /// width and the font's ascent, descent and line gap.
        public struct TypographicBounds: Equatable, Sendable {
            /// The start of the baseline, in the text's frame.
            public var origin: CGPoint
            /// The advance width.
            public var width: CGFloat
            /// The distance above the baseline.
            public var ascent: CGFloat
            /// The distance below the baseline (positive).
            public var descent: CGFloat
            /// The line gap.
            public var leading: CGFloat

            /// Empty bounds at the origin.
            public init() { origin = .zero; width = 0; ascent = 0; descent = 0; leading = 0 }
            init(origin: CGPoint, width: CGFloat, ascent: CGFloat, descent: CGFloat, leading: CGFloat) {
                self.origin = origin; self.width = width; self.ascent = ascent; self.descent = descent; self.leading = leading
            }

            /// The box from ascent to descent over the width.
            public var rect: CGRect { CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent) }
        }

        /// Options for drawing a line, run or slice.
        public struct DrawingOptions: OptionSet {
            /// The raw bits.
            public let rawValue: UInt32
            /// Creates options from raw bits.
            public init(rawValue: UInt32) { self.rawValue = rawValue }
            /// Glyphs keep fractional positions when moved (Backplate never rounds them).
            public static var disablesSubpixelQuantization: DrawingOptions { DrawingOptions(rawValue: 1) }
        }

        /// One line of the text: its runs, left to right.
        public struct Line: RandomAccessCollection, Equatable {
            let source: TextLayoutSource
            let index: Int
            /// The start of the line's baseline, in the text's frame; moving it moves what is
            /// drawn of the line.
            public var origin: CGPoint

            init(source: TextLayoutSource, index: Int) {
                self.source = source
                self.index = index
                origin = source.lines[index].origin
            }

            var detail: TextLayoutLineDetail { source.lines[index] }
            var shift: CGSize {
                CGSize(width: origin.x - detail.origin.x, height: origin.y - detail.origin.y)
            }

            /// The line box: origin, advance width and the line's ascent, descent and gap.
            public var typographicBounds: TypographicBounds {
                TypographicBounds(origin: origin, width: detail.width, ascent: detail.ascent, descent: detail.descent,
                                  leading: detail.leading)
            }
            /// The first run's index (0).
            public var startIndex: Int { 0 }
            /// One past the last run's index.
            public var endIndex: Int { detail.runs.count }
            /// The run at `index`.
            public subscript(index: Int) -> Run { Run(source: source, line: self.index, index: index, origin: origin) }

            /// Lines are equal when they are the same line of the same layout at one origin.
            public static func == (lhs: Line, rhs: Line) -> Bool {
                lhs.source === rhs.source && lhs.index == rhs.index && lhs.origin == rhs.origin
            }
        }

        /// Glyphs of one font and direction within a line: a collection of one-glyph slices.
        public struct Run: RandomAccessCollection, Equatable {
            let source: TextLayoutSource
            let line: Int
            let index: Int
            /// The origin of the line the run was taken from.
            let origin: CGPoint

            var detail: TextLayoutRunDetail { source.lines[line].runs[index] }

            /// The direction the run's glyphs read in.
            public var layoutDirection: LayoutDirection { detail.rightToLeft ? .rightToLeft : .leftToRight }
            /// The run's box: where its first glyph starts, its advance and its font's metrics.
            public var typographicBounds: TypographicBounds { RunSlice(run: self, indices: startIndex..<endIndex).typographicBounds }
            /// The text position of each glyph's first character.
            public var characterIndices: [CharacterIndex] { detail.glyphs.map { CharacterIndex(offset: $0.characterIndex) } }
            /// The first glyph's index (0).
            public var startIndex: Int { 0 }
            /// One past the last glyph's index.
            public var endIndex: Int { detail.glyphs.count }
            /// The slice of the one glyph at `index`.
            public subscript(index: Int) -> RunSlice { RunSlice(run: self, indices: index..<(index + 1)) }
            /// The slice of the glyphs in `bounds`.
            public subscript(bounds: Range<Int>) -> RunSlice { RunSlice(run: self, indices: bounds) }
            /// The value of a `TextAttribute` the run's text was given with
            /// `Text.customAttribute(_:)` (the innermost one), or `nil`.
            public subscript<T: TextAttribute>(key: T.Type) -> T? {
                let attributes = source.content.runAttributes
                let run = detail.sourceRun
                guard run < attributes.count else { return nil }
                return attributes[run].lazy.compactMap { $0.base as? T }.first
            }

            /// Runs are equal when they are the same run of the same layout.
            public static func == (lhs: Run, rhs: Run) -> Bool {
                lhs.source === rhs.source && lhs.line == rhs.line && lhs.index == rhs.index && lhs.origin == rhs.origin
            }
        }

        /// A range of a run's glyphs; each element is the slice of one glyph.
        public struct RunSlice: RandomAccessCollection, Equatable {
            /// The run the glyphs belong to.
            public var run: Run
            /// The glyphs' indices in the run.
            public var indices: Range<Int>

            /// The glyphs of `run` in `indices`.
            public init(run: Run, indices: Range<Int>) {
                self.run = run
                self.indices = indices
            }

            /// The valid glyphs of the slice.
            var glyphs: ArraySlice<TextLayoutGlyphDetail> {
                let all = run.detail.glyphs
                let lower = Swift.min(Swift.max(indices.lowerBound, 0), all.count), upper = Swift.min(Swift.max(indices.upperBound, lower), all.count)
                return all[lower..<upper]
            }

            /// The slice's box: where its first glyph starts, its advance and its font's metrics.
            public var typographicBounds: TypographicBounds {
                let d = run.detail
                let g = glyphs
                let start = g.first?.x ?? d.glyphs.last.map { $0.x + $0.advance } ?? 0
                let width = g.reduce(0) { $0 + $1.advance }
                return TypographicBounds(origin: CGPoint(x: run.origin.x + start, y: run.origin.y), width: width,
                                         ascent: d.ascent, descent: d.descent, leading: d.leading)
            }
            /// The text position of each glyph's first character.
            public var characterIndices: [CharacterIndex] { glyphs.map { CharacterIndex(offset: $0.characterIndex) } }
            /// The first glyph's index.
            public var startIndex: Int { indices.lowerBound }
            /// One past the last glyph's index.
            public var endIndex: Int { indices.upperBound }
            /// The slice of the one glyph at `index`.
            public subscript(index: Int) -> RunSlice { RunSlice(run: run, indices: index..<(index + 1)) }
            /// The slice of the glyphs in `bounds`.
            public subscript(bounds: Range<Int>) -> RunSlice { RunSlice(run: run, indices: bounds) }
            /// The value of a `TextAttribute` of the slice's run, or `nil`.
            public subscript<T: TextAttribute>(key: T.Type) -> T? { run[key] }
        }
    }
}
