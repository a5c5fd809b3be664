import Foundation
import BackplateCore

extension AxisMark {
    /// Sets the font of the labels among these marks.
    public func font(_ font: Font?) -> some AxisMark {
        AxisMarkList(elements: axisElements.items.map { element in
            guard case .label(var spec) = element else { return element }
            spec.font = font
            return .label(spec)
        })
    }

    /// Draws these gridlines, ticks and labels with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark {
        let any = AnyShapeStyle(style)
        return AxisMarkList(elements: axisElements.items.map { element in
            switch element {
            case .gridLine(let centered, let stroke, _): return .gridLine(centered: centered, stroke: stroke, style: any)
            case .tick(let length, let stroke, _): return .tick(length: length, stroke: stroke, style: any)
            case .label(var spec): spec.style = any; return .label(spec)
            }
        })
    }

    /// Moves the labels among these marks by `offset`.
    public func offset(_ offset: CGSize) -> some AxisMark {
        AxisMarkList(elements: axisElements.items.map { element in
            guard case .label(var spec) = element else { return element }
            spec.offset = offset
            return .label(spec)
        })
    }

    /// Moves the labels among these marks by `x` and `y` points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some AxisMark {
        offset(CGSize(width: x, height: y))
    }
}

/// Either branch of an `if`/`else` in a chart, axis or axis mark builder.
public struct BuilderConditional<TrueContent, FalseContent> {
    package enum Storage { case first(TrueContent), second(FalseContent) }
    package var storage: Storage
    package init(first: TrueContent) { storage = .first(first) }
    package init(second: FalseContent) { storage = .second(second) }
}

extension BuilderConditional: AxisMark where TrueContent: AxisMark, FalseContent: AxisMark {
    /// The chosen branch's pieces.
    public var axisElements: AxisMarkElements {
        switch storage {
        case .first(let t): return t.axisElements
        case .second(let f): return f.axisElements
        }
    }
}

extension BuilderConditional: AxisContent where TrueContent: AxisContent, FalseContent: AxisContent {
    /// The chosen branch's declarations.
    public var axisMarksSpecs: [AxisMarksSpec] {
        switch storage {
        case .first(let t): return t.axisMarksSpecs
        case .second(let f): return f.axisMarksSpecs
        }
    }
}

/// A type-erased axis mark.
public struct AnyAxisMark: AxisMark {
    private let elements: AxisMarkElements
    /// Erases `mark`'s type.
    public init(_ mark: any AxisMark) { elements = mark.axisElements }
    /// Erases `mark`'s type.
    public init<M: AxisMark>(erasing mark: M) { elements = mark.axisElements }
    /// The erased mark's pieces.
    public var axisElements: AxisMarkElements { elements }
}

/// Type-erased axis content.
public struct AnyAxisContent: AxisContent {
    private let specs: [AxisMarksSpec]
    /// Erases `content`'s type.
    public init(_ content: any AxisContent) { specs = content.axisMarksSpecs }
    /// Erases `content`'s type.
    public init<C: AxisContent>(erasing content: C) { specs = content.axisMarksSpecs }
    /// The erased content's declarations.
    public var axisMarksSpecs: [AxisMarksSpec] { specs }
}

extension AxisContent {
    /// Renders the axis marks into one layer before compositing (iOS 17). Opaque gridlines and
    /// labels look the same either way, so a still render draws them unchanged.
    public func compositingLayer() -> some AxisContent { AxisContentList(specs: axisMarksSpecs) }

    /// Renders the axis marks into one layer styled by `style` (iOS 17). Backplate draws the
    /// marks without the style, with a runtime warning.
    public func compositingLayer<V: View>(@ViewBuilder style: @escaping (PlaceholderContentView<Self>) -> V) -> some AxisContent {
        RuntimeWarning.emit("AxisContent.compositingLayer(style:) is drawn without its style")
        return AxisContentList(specs: axisMarksSpecs)
    }
}

extension Optional: AxisMark where Wrapped: AxisMark {
    /// The wrapped pieces, or none for `nil`.
    public var axisElements: AxisMarkElements { self?.axisElements ?? AxisMarkElements([]) }
}

extension Optional: AxisContent where Wrapped: AxisContent {
    /// The wrapped declarations, or none for `nil`.
    public var axisMarksSpecs: [AxisMarksSpec] { self?.axisMarksSpecs ?? [] }
}

extension Never: AxisMark {
    /// `Never` has no pieces.
    public var axisElements: AxisMarkElements { switch self {} }
}

extension Never: AxisContent {
    /// `Never` has no declarations.
    public var axisMarksSpecs: [AxisMarksSpec] { switch self {} }
}
