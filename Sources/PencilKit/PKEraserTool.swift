import Foundation

/// A tool that erases strokes. A still render has no touches, so it never erases anything.
public struct PKEraserTool: PKTool, CustomStringConvertible {
    /// How an eraser removes content.
    public enum EraserType: Hashable, Sendable, CaseIterable {
        /// Removes whole strokes it touches.
        case vector
        /// Removes the parts of strokes it passes over.
        case bitmap
        /// Removes parts of strokes at a fixed width, whatever the pencil's force (iOS 16.4+).
        case fixedWidthBitmap

        /// The eraser width a new eraser of this type gets: Backplate's value, inside
        /// `validWidthRange` (iOS 16.4+).
        public var defaultWidth: CGFloat { 16 }

        /// The widths an eraser of this type accepts; others are clamped into it (iOS 16.4+).
        public var validWidthRange: ClosedRange<CGFloat> { 4...64 }
    }

    /// The kind of eraser.
    public var eraserType: PKEraserTool.EraserType
    /// The eraser's width, kept inside its type's valid range (iOS 16.4+).
    public var width: CGFloat {
        didSet {
            let clamped = Self.clamped(width, for: eraserType)
            if clamped != width { width = clamped }
        }
    }

    /// An eraser of `eraserType` at its type's default width.
    public init(_ eraserType: PKEraserTool.EraserType) {
        self.eraserType = eraserType
        width = eraserType.defaultWidth
    }

    /// An eraser of `eraserType` at `width`, clamped into the type's valid range (iOS 16.4+).
    public init(_ eraserType: PKEraserTool.EraserType, width: CGFloat) {
        self.eraserType = eraserType
        self.width = Self.clamped(width, for: eraserType)
    }

    /// `PKEraserTool(<type>, width: <width>)`.
    public var description: String { "PKEraserTool(\(eraserType), width: \(width))" }

    private static func clamped(_ width: CGFloat, for type: EraserType) -> CGFloat {
        guard width.isFinite else { return type.defaultWidth }
        return min(max(width, type.validWidthRange.lowerBound), type.validWidthRange.upperBound)
    }
}
