import Foundation
import BackplateCore

/// Groups chart content into one unit (Swift Charts' `Plot`, iOS 16): its marks are drawn as
/// if listed in place, and modifiers on the group apply to each of them.
public struct Plot<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    /// Primitive content: no body.
    public typealias Body = Never
    private let content: Content

    /// A plot of the content the builder makes.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    package var chartMarks: [ChartMark] { collectMarks(content) }
}
