import BackplateCore
import Foundation

/// A Look Around scene: street-level imagery at a coordinate. A render has no imagery:
/// `MKLookAroundSceneRequest` finds no scene.
public final class MKLookAroundScene: NSObject, Sendable {
    override init() { super.init() }
}

/// Asks for the Look Around scene at a coordinate. A render reaches no map server: `scene` is nil.
public final class MKLookAroundSceneRequest: NSObject, Sendable {
    /// The coordinate asked about.
    public let coordinate: CLLocationCoordinate2D
    /// A request for the scene at a coordinate.
    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        super.init()
    }
    /// The scene: nil in a render, as where Look Around has no imagery.
    public var scene: MKLookAroundScene? {
        get async throws { nil }
    }
    /// Asks for the scene and hands `completionHandler` the answer at once: no scene and no
    /// error in a render, as where Look Around has no imagery.
    public func getSceneWithCompletionHandler(_ completionHandler: @escaping @Sendable (MKLookAroundScene?, (any Error)?) -> Void) {
        completionHandler(nil, nil)
    }
}

/// Where a Look Around view puts its badge.
public enum MKLookAroundBadgePosition: Int, Sendable {
    /// The top-leading corner.
    case topLeading = 0
    /// The top-trailing corner.
    case topTrailing = 1
    /// The bottom-trailing corner.
    case bottomTrailing = 2
}

/// A Look Around preview: street-level imagery of a scene. A render has no imagery, so it
/// draws the empty preview's grey (`.fill.tertiary`; estimated) and a runtime warning says so.
nonisolated public struct LookAroundPreview: View {
    /// A preview of a fixed scene.
    public init(initialScene: MKLookAroundScene?, allowsNavigation: Bool = true, showsRoadLabels: Bool = true,
                pointsOfInterest: PointOfInterestCategories = .all, badgePosition: MKLookAroundBadgePosition = .topLeading) {}
    /// A preview of a bound scene.
    public init(scene: Binding<MKLookAroundScene?>, allowsNavigation: Bool = true, showsRoadLabels: Bool = true,
                pointsOfInterest: PointOfInterestCategories = .all, badgePosition: MKLookAroundBadgePosition = .topLeading) {}

    /// The empty preview.
    public var body: some View {
        RuntimeWarning.emit("LookAroundPreview: Backplate has no Look Around imagery; the preview is drawn empty")
        return Rectangle().fill(.fill.tertiary)
    }
}

nonisolated extension View {
    /// Presents the full-screen Look Around viewer while `isPresented` is true (not drawn in a
    /// render, which has no imagery: a runtime warning says so).
    public func lookAroundViewer(isPresented: Binding<Bool>, initialScene: MKLookAroundScene?, allowsNavigation: Bool = true,
                                 showsRoadLabels: Bool = true, pointsOfInterest: PointOfInterestCategories = .all,
                                 onDismiss: (() -> Void)? = nil) -> some View {
        if isPresented.wrappedValue { RuntimeWarning.emit("lookAroundViewer: Backplate has no Look Around imagery; the viewer is not drawn") }
        return modifier(EmptyModifier())
    }
    /// Presents the Look Around viewer for a bound scene while `isPresented` is true (not drawn
    /// in a render: a runtime warning says so).
    public func lookAroundViewer(isPresented: Binding<Bool>, scene: Binding<MKLookAroundScene?>, allowsNavigation: Bool = true,
                                 showsRoadLabels: Bool = true, pointsOfInterest: PointOfInterestCategories = .all,
                                 onDismiss: (() -> Void)? = nil) -> some View {
        if isPresented.wrappedValue { RuntimeWarning.emit("lookAroundViewer: Backplate has no Look Around imagery; the viewer is not drawn") }
        return modifier(EmptyModifier())
    }
}
