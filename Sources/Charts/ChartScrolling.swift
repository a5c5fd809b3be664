import Foundation
import BackplateCore

// Selection, scrolling and gestures: interactive only. A still render shows a chart's
// initial state, so these keep their bindings' values and draw nothing of their own.

extension View {
    /// Binds the x range a person selects (iOS 17); a still render has no selection.
    public func chartXSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View { self }
    /// Binds the y range a person selects (iOS 17); a still render has no selection.
    public func chartYSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View { self }

    /// Shows `length` of the x domain at a time when the chart scrolls horizontally (iOS 17):
    /// a still render draws the window at the scroll position (seconds for dates), its marks
    /// clipped to the plot. Numbers and dates only: a categorical window is drawn whole, with a
    /// runtime warning. Without `chartScrollableAxes(.horizontal)` it changes nothing, as on iOS.
    public func chartXVisibleDomain<P: Plottable & Numeric>(length: P) -> some View {
        let value = PlotValue(length).number
        return chartConfig { $0.xVisibleLength = value }
    }
    /// Shows `length` of the y domain at a time when the chart scrolls vertically (iOS 17).
    public func chartYVisibleDomain<P: Plottable & Numeric>(length: P) -> some View {
        let value = PlotValue(length).number
        return chartConfig { $0.yVisibleLength = value }
    }

    /// Binds the x value at the scrolled chart's leading edge (iOS 17): a still render shows
    /// the window starting at the binding's value.
    public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View {
        let start = PlotValue(x.wrappedValue)
        return chartConfig { $0.xScrollStart = start }
    }
    /// Binds the y value at the scrolled chart's bottom edge (iOS 17): a still render shows
    /// the window starting there.
    public func chartScrollPosition<P: Plottable>(y: Binding<P>) -> some View {
        let start = PlotValue(y.wrappedValue)
        return chartConfig { $0.yScrollStart = start }
    }
    /// Where a scrollable chart starts along x (iOS 17): the window a still render shows.
    public func chartScrollPosition<P: Plottable>(initialX: P) -> some View {
        let start = PlotValue(initialX)
        return chartConfig { $0.xScrollStart = $0.xScrollStart ?? start }
    }
    /// Where a scrollable chart starts along y (iOS 17): the window a still render shows.
    public func chartScrollPosition<P: Plottable>(initialY: P) -> some View {
        let start = PlotValue(initialY)
        return chartConfig { $0.yScrollStart = $0.yScrollStart ?? start }
    }
    /// Where a scrolled chart comes to rest (iOS 17); only scrolling runs it.
    public func chartScrollTargetBehavior<B: ChartScrollTargetBehavior>(_ behavior: B) -> some View { self }
    /// Adds a gesture built from the chart's proxy (iOS 17); a still render runs no gesture.
    public func chartGesture<G: Gesture>(_ gesture: @escaping (ChartProxy) -> G) -> some View { self }
}

/// What a chart scroll target behavior knows: the scroll context and the chart's proxy.
@dynamicMemberLookup
public struct ChartScrollTargetBehaviorContext {
    package var context: ScrollTargetBehaviorContext
    /// The chart's proxy, to convert between values and positions.
    public var chartProxy: ChartProxy
    /// A value of the scroll context (`originalTarget`, `velocity`, `containerSize`...).
    public subscript<T>(dynamicMember keyPath: KeyPath<ScrollTargetBehaviorContext, T>) -> T { context[keyPath: keyPath] }
}

/// A scroll target behavior for a scrollable chart (iOS 17), given the chart's proxy. A
/// still render never scrolls, so `updateTarget` never runs.
public protocol ChartScrollTargetBehavior: ScrollTargetBehavior {
    /// Changes where the scrolled chart comes to rest.
    func updateTarget(_ target: inout ScrollTarget, context: ChartScrollTargetBehaviorContext)
}

extension ChartScrollTargetBehavior {
    /// Outside a chart there is no proxy; the target is left as it is.
    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {}
}

extension PagingScrollTargetBehavior: ChartScrollTargetBehavior {
    /// Pages the chart as a scroll view pages: by its visible size.
    public func updateTarget(_ target: inout ScrollTarget, context: ChartScrollTargetBehaviorContext) {
        updateTarget(&target, context: context.context)
    }
}

/// How a value-aligned chart scroll behaves on a long swipe (iOS 17).
public struct ValueAlignedLimitBehavior: Sendable {
    package var name: String
    /// The system chooses.
    public static var automatic: ValueAlignedLimitBehavior { .init(name: "automatic") }
    /// Always limit a swipe to one page.
    public static var always: ValueAlignedLimitBehavior { .init(name: "always") }
    /// Never limit a swipe.
    public static var never: ValueAlignedLimitBehavior { .init(name: "never") }
}

/// Where a page of a scrolled chart starts (iOS 17).
public struct MajorValueAlignment<Value: Plottable> {
    /// At the start of each page.
    public static var page: MajorValueAlignment<Value> { MajorValueAlignment() }
    /// At multiples of `unit`.
    public static func unit(_ unit: Value) -> MajorValueAlignment<Value> where Value: Numeric { MajorValueAlignment() }
    /// At dates matching `components`.
    public static func matching(_ components: DateComponents) -> MajorValueAlignment<Value> where Value == Date { MajorValueAlignment() }
}

/// Comes to rest on values: multiples of a unit, or dates matching components (iOS 17).
public struct ValueAlignedChartScrollTargetBehavior: ChartScrollTargetBehavior {
    /// Aligns to multiples of `unit`.
    public init<U: Numeric & Plottable>(unit: U, majorAlignment: MajorValueAlignment<U>? = nil, limitBehavior: ValueAlignedLimitBehavior = .automatic) {}
    /// Aligns to dates matching `matching`.
    public init(matching: DateComponents, majorAlignment: MajorValueAlignment<Date>? = nil, limitBehavior: ValueAlignedLimitBehavior = .automatic) {}
    /// Aligns x to multiples of `xUnit`, y to multiples of `yUnit`.
    public init<X: Numeric & Plottable, Y: Numeric & Plottable>(xUnit: X, yUnit: Y, xMajorAlignment: MajorValueAlignment<X>? = nil,
                                                                yMajorAlignment: MajorValueAlignment<Y>? = nil,
                                                                limitBehavior: ValueAlignedLimitBehavior = .automatic) {}
    /// Aligns x to multiples of `xUnit`, y to dates matching `yMatching`.
    public init<X: Numeric & Plottable>(xUnit: X, yMatching: DateComponents, xMajorAlignment: MajorValueAlignment<X>? = nil,
                                        yMajorAlignment: MajorValueAlignment<Date>? = nil, limitBehavior: ValueAlignedLimitBehavior = .automatic) {}
    /// Aligns x to dates matching `xMatching`, y to multiples of `yUnit`.
    public init<Y: Numeric & Plottable>(xMatching: DateComponents, yUnit: Y, xMajorAlignment: MajorValueAlignment<Date>? = nil,
                                        yMajorAlignment: MajorValueAlignment<Y>? = nil, limitBehavior: ValueAlignedLimitBehavior = .automatic) {}
    /// Aligns both axes to dates matching components.
    public init(xMatching: DateComponents, yMatching: DateComponents, xMajorAlignment: MajorValueAlignment<Date>? = nil,
                yMajorAlignment: MajorValueAlignment<Date>? = nil, limitBehavior: ValueAlignedLimitBehavior = .automatic) {}
    /// Only scrolling runs it; a still render never does.
    public func updateTarget(_ target: inout ScrollTarget, context: ChartScrollTargetBehaviorContext) {}
}

extension ChartScrollTargetBehavior where Self == ValueAlignedChartScrollTargetBehavior {
    /// Comes to rest on multiples of `unit`.
    public static func valueAligned<U: Numeric & Plottable>(unit: U, majorAlignment: MajorValueAlignment<U>? = nil,
                                                            limitBehavior: ValueAlignedLimitBehavior = .automatic) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior(unit: unit, majorAlignment: majorAlignment, limitBehavior: limitBehavior)
    }
    /// Comes to rest on dates matching `matching` (`DateComponents(hour: 0)`: midnights).
    public static func valueAligned(matching: DateComponents, majorAlignment: MajorValueAlignment<Date>? = nil,
                                    limitBehavior: ValueAlignedLimitBehavior = .automatic) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior(matching: matching, majorAlignment: majorAlignment, limitBehavior: limitBehavior)
    }
    /// Comes to rest on multiples of `xUnit` and `yUnit`.
    public static func valueAligned<X: Numeric & Plottable, Y: Numeric & Plottable>(
        xUnit: X, yUnit: Y, xMajorAlignment: MajorValueAlignment<X>? = nil, yMajorAlignment: MajorValueAlignment<Y>? = nil,
        limitBehavior: ValueAlignedLimitBehavior = .automatic) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior(xUnit: xUnit, yUnit: yUnit, limitBehavior: limitBehavior)
    }
    /// Comes to rest on multiples of `xUnit` and dates matching `yMatching`.
    public static func valueAligned<X: Numeric & Plottable>(
        xUnit: X, yMatching: DateComponents, xMajorAlignment: MajorValueAlignment<X>? = nil, yMajorAlignment: MajorValueAlignment<Date>? = nil,
        limitBehavior: ValueAlignedLimitBehavior = .automatic) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior(xUnit: xUnit, yMatching: yMatching, limitBehavior: limitBehavior)
    }
    /// Comes to rest on dates matching `xMatching` and multiples of `yUnit`.
    public static func valueAligned<Y: Numeric & Plottable>(
        xMatching: DateComponents, yUnit: Y, xMajorAlignment: MajorValueAlignment<Date>? = nil, yMajorAlignment: MajorValueAlignment<Y>? = nil,
        limitBehavior: ValueAlignedLimitBehavior = .automatic) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior(xMatching: xMatching, yUnit: yUnit, limitBehavior: limitBehavior)
    }
    /// Comes to rest on dates matching components on both axes.
    public static func valueAligned(
        xMatching: DateComponents, yMatching: DateComponents, xMajorAlignment: MajorValueAlignment<Date>? = nil,
        yMajorAlignment: MajorValueAlignment<Date>? = nil, limitBehavior: ValueAlignedLimitBehavior = .automatic) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior(xMatching: xMatching, yMatching: yMatching, limitBehavior: limitBehavior)
    }
}
