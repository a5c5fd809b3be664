import Foundation
import BackplateCore

// SwiftUI's shapes as chart symbols, and stroked symbols (`strokeBorder`), so that
// `.symbol(Circle().strokeBorder(lineWidth: 2))` draws a ring at each point as on iOS.

extension Circle: ChartSymbolShape {
    /// The unit square: a circle looks as large as its frame.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

extension Rectangle: ChartSymbolShape {
    /// The unit square.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

extension BasicChartSymbolShape {
    /// The symbol's outline stroked inside its frame, `lineWidth` points wide.
    public func strokeBorder(lineWidth: CGFloat = 1) -> some ChartSymbolShape {
        var stroked = self
        stroked.borderWidth = lineWidth
        return stroked
    }
}

extension ChartSymbolShape where Self: InsettableShape {
    /// The shape's outline stroked inside its frame, `lineWidth` points wide.
    public func strokeBorder(lineWidth: CGFloat = 1) -> some ChartSymbolShape {
        BasicChartSymbolShape(kind: .circle, borderWidth: lineWidth, custom: AnyShape(self))
    }

    /// The shape's outline stroked inside its frame with `style`'s width.
    public func strokeBorder(style: StrokeStyle) -> some ChartSymbolShape {
        BasicChartSymbolShape(kind: .circle, borderWidth: style.lineWidth, custom: AnyShape(self))
    }
}
