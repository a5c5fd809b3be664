import Foundation
import BackplateCore

/// A 3D chart: surfaces and the 3D forms of point, rule and rectangle marks in a box whose
/// back walls carry gridlines and whose edges carry tick labels, viewed from its pose
/// (`chart3DPose(_:)`). A still render draws flat-shaded facets lit by one light and warns
/// that iOS's materials are approximated. It takes all the space it is offered (300 × 300
/// points when unproposed; an estimate).
public struct Chart3D<Content: Chart3DContent>: View {
    private let content: Content
    @Environment(\.chartConfiguration) private var config

    /// A 3D chart of the marks `content` declares.
    public init(@Chart3DContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// A 3D chart with the marks `content` makes for each element of identifiable `data`.
    public init<Data: RandomAccessCollection, C: Chart3DContent>(
        _ data: Data, @Chart3DContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }

    /// A 3D chart with the marks `content` makes for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: Chart3DContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @Chart3DContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }

    /// The box, gridlines, labels and marks, drawn on a canvas.
    public var body: some View {
        let scene = Chart3DScene(marks: collect3DMarks(content), config: config)
        RuntimeWarning.emit("Chart3D: drawn as flat-shaded facets lit by one light; iOS renders it with materials and soft lighting")
        return Canvas { context, size in
            Chart3DPainter(scene: scene).draw(in: &context, size: size)
        }
        .frame(minWidth: 0, idealWidth: 300, maxWidth: .infinity, minHeight: 0, idealHeight: 300, maxHeight: .infinity)
    }
}
