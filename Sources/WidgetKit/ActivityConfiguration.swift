import ActivityKit
import BackplateCore
import Foundation

/// What a Live Activity's views receive: its attributes, its current state and whether it is stale.
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    /// The fixed attributes.
    public let attributes: Attributes
    /// The current state.
    public let state: Attributes.ContentState
    /// Whether the state is past its stale date (`false` in a render).
    public let isStale: Bool
    /// The activity's identifier (`"preview"` in a render).
    public let activityID: String

    init(attributes: Attributes, state: Attributes.ContentState) {
        self.attributes = attributes
        self.state = state
        isStale = false
        activityID = "preview"
    }
}

/// A Live Activity's views: the Lock Screen banner (`content`) and the Dynamic Island's
/// presentations. `ActivityPreview` draws either for given attributes and a state.
nonisolated public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
    let makeContent: (ActivityViewContext<Attributes>) -> AnyView
    let makeIsland: (ActivityViewContext<Attributes>) -> DynamicIsland
    /// No body.
    public typealias Body = Never

    /// The Lock Screen view and the Dynamic Island of activities with `Attributes`.
    public init<Content: View>(for attributesType: Attributes.Type = Attributes.self,
                               @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
                               dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland) {
        makeContent = { AnyView(content($0)) }
        makeIsland = dynamicIsland
    }
}

struct ActivityBackgroundTintKey: PreferenceKey {
    static var defaultValue: Color? { nil }
    static func reduce(value: inout Color?, nextValue: () -> Color?) { value = value ?? nextValue() }
}

nonisolated extension View {
    /// The Lock Screen banner's background colour (the system's material when `nil`).
    public func activityBackgroundTint(_ color: Color?) -> some View {
        preference(key: ActivityBackgroundTintKey.self, value: color)
    }
    /// The colour of the system's buttons beside the banner (recorded: none are drawn).
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View { modifier(EmptyModifier()) }
    /// Where an expanded region goes when its content is too wide (recorded: regions are laid
    /// out at their positions).
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View {
        modifier(EmptyModifier())
    }
}

/// Where an expanded region's content goes when it does not fit beside the camera.
public struct DynamicIslandExpandedRegionVerticalPlacement: Equatable, Sendable {
    let below: Bool
    /// Beside the camera, the system's choice (the region stays in its row).
    public static let `default` = DynamicIslandExpandedRegionVerticalPlacement(below: false)
    /// Below the camera when too wide to sit beside it.
    public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(below: true)
}

private struct IsActivityFullscreenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the activity fills the screen (StandBy); `false` in a render.
    public var isActivityFullscreen: Bool {
        get { self[IsActivityFullscreenKey.self] }
        set { self[IsActivityFullscreenKey.self] = newValue }
    }
}
