import Foundation

// The Accessibility framework's audio-graph descriptors (iOS 15), which SwiftUI's
// `accessibilityChartDescriptor(_:)` takes: so chart code that describes itself to VoiceOver
// compiles. A rendered image has no accessibility tree: these values are kept, never drawn.

/// A data axis of an accessible chart.
public protocol AXDataAxisDescriptor: AnyObject {
    /// The title of the axis.
    var title: String { get set }
}

/// A numeric axis: its range, gridlines and how a value is spoken.
public final class AXNumericDataAxisDescriptor: AXDataAxisDescriptor {
    /// How values are spaced along the axis.
    public enum ScaleType: Int, Sendable {
        /// Evenly spaced values.
        case linear
        /// Base-10 logarithmic spacing.
        case log10
        /// Natural-logarithm spacing.
        case ln
    }

    /// The title of the axis.
    public var title: String
    /// The smallest and largest values of the axis.
    public var range: ClosedRange<Double>
    /// The values where gridlines are drawn.
    public var gridlinePositions: [Double]
    /// Turns a value into the words VoiceOver speaks.
    public var valueDescriptionProvider: (Double) -> String
    /// The axis's scale (`.linear` by default).
    public var scaleType: ScaleType = .linear

    /// A numeric axis with its title, range, gridlines and value descriptions.
    public init(title: String, range: ClosedRange<Double>, gridlinePositions: [Double],
                valueDescriptionProvider: @escaping (Double) -> String) {
        self.title = title
        self.range = range
        self.gridlinePositions = gridlinePositions
        self.valueDescriptionProvider = valueDescriptionProvider
    }
}

/// A categorical axis: its categories in order.
public final class AXCategoricalDataAxisDescriptor: AXDataAxisDescriptor {
    /// The title of the axis.
    public var title: String
    /// The categories, in the order the axis shows them.
    public var categoryOrder: [String]

    /// A categorical axis with its title and categories.
    public init(title: String, categoryOrder: [String]) {
        self.title = title
        self.categoryOrder = categoryOrder
    }
}

/// A value of a data point beyond its x and y: a number or a category.
public final class AXDataPointValue {
    /// The numeric value.
    public var number: Double
    /// The categorical value.
    public var category: String?

    /// A numeric value.
    public init(number: Double) { self.number = number }
    /// A categorical value.
    public init(category: String) {
        self.number = 0
        self.category = category
    }
}

/// One point of a data series.
public final class AXDataPoint {
    /// A value of a point for one of the chart's additional axes.
    public enum Value: Sendable {
        /// A numeric value.
        case number(Double)
        /// A categorical value.
        case category(String)

        var pointValue: AXDataPointValue {
            switch self {
            case .number(let n): return AXDataPointValue(number: n)
            case .category(let c): return AXDataPointValue(category: c)
            }
        }
    }

    /// The x value.
    public var xValue: AXDataPointValue
    /// The y value, if any.
    public var yValue: AXDataPointValue?
    /// Values for the chart's additional axes.
    public var additionalValues: [AXDataPointValue]
    /// The point's name.
    public var label: String?

    /// A point with a numeric x value.
    public init(x: Double, y: Double? = nil, additionalValues: [AXDataPoint.Value] = [], label: String? = nil) {
        self.xValue = AXDataPointValue(number: x)
        self.yValue = y.map { AXDataPointValue(number: $0) }
        self.additionalValues = additionalValues.map(\.pointValue)
        self.label = label
    }

    /// A point with a categorical x value.
    public init(x: String, y: Double? = nil, additionalValues: [AXDataPoint.Value] = [], label: String? = nil) {
        self.xValue = AXDataPointValue(category: x)
        self.yValue = y.map { AXDataPointValue(number: $0) }
        self.additionalValues = additionalValues.map(\.pointValue)
        self.label = label
    }
}

/// A named series of data points.
public final class AXDataSeriesDescriptor {
    /// The series' name.
    public var name: String?
    /// Whether the points form a continuous line (a line chart) or stand apart (bars).
    public var isContinuous: Bool
    /// The points.
    public var dataPoints: [AXDataPoint]

    /// A series with its name, continuity and points.
    public init(name: String, isContinuous: Bool, dataPoints: [AXDataPoint]) {
        self.name = name
        self.isContinuous = isContinuous
        self.dataPoints = dataPoints
    }
}

/// Everything VoiceOver needs to describe a chart: title, summary, axes and series.
public final class AXChartDescriptor {
    /// The chart's title.
    public var title: String?
    /// A summary of what the chart shows.
    public var summary: String?
    /// The x axis.
    public var xAxis: any AXDataAxisDescriptor
    /// The y axis.
    public var yAxis: AXNumericDataAxisDescriptor?
    /// Axes beyond x and y.
    public var additionalAxes: [any AXDataAxisDescriptor]
    /// The data series.
    public var series: [AXDataSeriesDescriptor]

    /// A chart descriptor with its title, summary, axes and series.
    public init(title: String? = nil, summary: String? = nil, xAxis: any AXDataAxisDescriptor,
                yAxis: AXNumericDataAxisDescriptor? = nil, additionalAxes: [any AXDataAxisDescriptor] = [],
                series: [AXDataSeriesDescriptor]) {
        self.title = title
        self.summary = summary
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.additionalAxes = additionalAxes
        self.series = series
    }
}
