import Foundation
import UniformTypeIdentifiers

/// The launch screen of a document-based app (iOS 18): the scene's root view is the
/// `DocumentLaunchView` its title, actions, background and accessories make.
nonisolated public struct DocumentGroupLaunchScene<Actions: View>: Scene {
    let root: DocumentLaunchView<Actions, EmptyView>
    /// A primitive scene has no body.
    public var body: Never { fatalError("DocumentGroupLaunchScene has no body") }
}

extension DocumentGroupLaunchScene: SceneRootSource {
    @MainActor func rootViews(depth: Int) -> [AnyView] { [AnyView(root)] }
}

/// The actions a document launch scene shows by default: a `NewDocumentButton`.
nonisolated public struct DefaultDocumentGroupLaunchActions: View {
    /// Creates the default actions.
    public init() {}
    /// A button that creates a document.
    public var body: some View { NewDocumentButton() }
}

extension DocumentGroupLaunchScene {
    /// A launch scene with a localized title, the actions and `background` behind it and background and overlay accessory views.
    public init<BG: View, BA: View, OA: View>(_ titleKey: LocalizedStringKey, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> BG, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BA, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OA) {
        root = DocumentLaunchView(title: Text(titleKey), actions: actions(), background: AnyView(background()),
                                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }
    /// A launch scene with a localized title, the actions and `background` behind it and a background accessory view.
    public init<BG: View, BA: View>(_ titleKey: LocalizedStringKey, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> BG, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BA) {
        root = DocumentLaunchView(title: Text(titleKey), actions: actions(), background: AnyView(background()),
                                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
    }
    /// A launch scene with a localized title, the actions and `background` behind it and an overlay accessory view.
    public init<BG: View, OA: View>(_ titleKey: LocalizedStringKey, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> BG, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OA) {
        root = DocumentLaunchView(title: Text(titleKey), actions: actions(), background: AnyView(background()),
                                  backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }
    /// A launch scene with a localized title, the actions and `background` behind it.
    public init<BG: View>(_ titleKey: LocalizedStringKey, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> BG) {
        root = DocumentLaunchView(title: Text(titleKey), actions: actions(), background: AnyView(background()),
                                  backgroundAccessory: nil, overlayAccessory: nil)
    }
    /// A launch scene with a localized title, the actions and `backgroundStyle` filling the screen and background and overlay accessory views.
    public init<B: ShapeStyle, BA: View, OA: View>(_ titleKey: LocalizedStringKey, backgroundStyle: B, @ViewBuilder _ actions: () -> Actions, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BA, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OA) {
        root = DocumentLaunchView(title: Text(titleKey), actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)),
                                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }
    /// A launch scene with a localized title, the actions and `backgroundStyle` filling the screen and a background accessory view.
    public init<B: ShapeStyle, BA: View>(_ titleKey: LocalizedStringKey, backgroundStyle: B, @ViewBuilder _ actions: () -> Actions, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BA) {
        root = DocumentLaunchView(title: Text(titleKey), actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)),
                                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
    }
    /// A launch scene with a localized title, the actions and `backgroundStyle` filling the screen and an overlay accessory view.
    public init<B: ShapeStyle, OA: View>(_ titleKey: LocalizedStringKey, backgroundStyle: B, @ViewBuilder _ actions: () -> Actions, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OA) {
        root = DocumentLaunchView(title: Text(titleKey), actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)),
                                  backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }
    /// A launch scene with a localized title, the actions and `backgroundStyle` filling the screen.
    public init<B: ShapeStyle>(_ titleKey: LocalizedStringKey, backgroundStyle: B, @ViewBuilder _ actions: () -> Actions) {
        root = DocumentLaunchView(title: Text(titleKey), actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)),
                                  backgroundAccessory: nil, overlayAccessory: nil)
    }
    /// A launch scene with a title string, the actions and `background` behind it and background and overlay accessory views.
    public init<S: StringProtocol, BG: View, BA: View, OA: View>(_ title: S, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> BG, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BA, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OA) {
        root = DocumentLaunchView(title: Text(title), actions: actions(), background: AnyView(background()),
                                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }
    /// A launch scene with a title string, the actions and `background` behind it and a background accessory view.
    public init<S: StringProtocol, BG: View, BA: View>(_ title: S, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> BG, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BA) {
        root = DocumentLaunchView(title: Text(title), actions: actions(), background: AnyView(background()),
                                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
    }
    /// A launch scene with a title string, the actions and `background` behind it and an overlay accessory view.
    public init<S: StringProtocol, BG: View, OA: View>(_ title: S, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> BG, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OA) {
        root = DocumentLaunchView(title: Text(title), actions: actions(), background: AnyView(background()),
                                  backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }
    /// A launch scene with a title string, the actions and `background` behind it.
    public init<S: StringProtocol, BG: View>(_ title: S, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> BG) {
        root = DocumentLaunchView(title: Text(title), actions: actions(), background: AnyView(background()),
                                  backgroundAccessory: nil, overlayAccessory: nil)
    }
    /// A launch scene with a title string, the actions and `backgroundStyle` filling the screen and background and overlay accessory views.
    public init<S: StringProtocol, B: ShapeStyle, BA: View, OA: View>(_ title: S, backgroundStyle: B, @ViewBuilder _ actions: () -> Actions, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BA, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OA) {
        root = DocumentLaunchView(title: Text(title), actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)),
                                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }
    /// A launch scene with a title string, the actions and `backgroundStyle` filling the screen and a background accessory view.
    public init<S: StringProtocol, B: ShapeStyle, BA: View>(_ title: S, backgroundStyle: B, @ViewBuilder _ actions: () -> Actions, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BA) {
        root = DocumentLaunchView(title: Text(title), actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)),
                                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
    }
    /// A launch scene with a title string, the actions and `backgroundStyle` filling the screen and an overlay accessory view.
    public init<S: StringProtocol, B: ShapeStyle, OA: View>(_ title: S, backgroundStyle: B, @ViewBuilder _ actions: () -> Actions, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OA) {
        root = DocumentLaunchView(title: Text(title), actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)),
                                  backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }
    /// A launch scene with a title string, the actions and `backgroundStyle` filling the screen.
    public init<S: StringProtocol, B: ShapeStyle>(_ title: S, backgroundStyle: B, @ViewBuilder _ actions: () -> Actions) {
        root = DocumentLaunchView(title: Text(title), actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)),
                                  backgroundAccessory: nil, overlayAccessory: nil)
    }
    /// A launch scene with a title (`nil`: the app's name), the actions and `background` behind it and background and overlay accessory views.
    public init<BG: View, BA: View, OA: View>(_ title: Text? = nil, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> BG, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BA, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OA) {
        root = DocumentLaunchView(title: title, actions: actions(), background: AnyView(background()),
                                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }
    /// A launch scene with a title (`nil`: the app's name), the actions and `background` behind it and a background accessory view.
    public init<BG: View, BA: View>(_ title: Text? = nil, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> BG, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BA) {
        root = DocumentLaunchView(title: title, actions: actions(), background: AnyView(background()),
                                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
    }
    /// A launch scene with a title (`nil`: the app's name), the actions and `background` behind it and an overlay accessory view.
    public init<BG: View, OA: View>(_ title: Text? = nil, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> BG, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OA) {
        root = DocumentLaunchView(title: title, actions: actions(), background: AnyView(background()),
                                  backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }
    /// A launch scene with a title (`nil`: the app's name), the actions and `background` behind it.
    public init<BG: View>(_ title: Text? = nil, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> BG) {
        root = DocumentLaunchView(title: title, actions: actions(), background: AnyView(background()),
                                  backgroundAccessory: nil, overlayAccessory: nil)
    }
    /// A launch scene with a title (`nil`: the app's name), the actions and `backgroundStyle` filling the screen and background and overlay accessory views.
    public init<B: ShapeStyle, BA: View, OA: View>(_ title: Text? = nil, backgroundStyle: B, @ViewBuilder _ actions: () -> Actions, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BA, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OA) {
        root = DocumentLaunchView(title: title, actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)),
                                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }
    /// A launch scene with a title (`nil`: the app's name), the actions and `backgroundStyle` filling the screen and a background accessory view.
    public init<B: ShapeStyle, BA: View>(_ title: Text? = nil, backgroundStyle: B, @ViewBuilder _ actions: () -> Actions, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BA) {
        root = DocumentLaunchView(title: title, actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)),
                                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
    }
    /// A launch scene with a title (`nil`: the app's name), the actions and `backgroundStyle` filling the screen and an overlay accessory view.
    public init<B: ShapeStyle, OA: View>(_ title: Text? = nil, backgroundStyle: B, @ViewBuilder _ actions: () -> Actions, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OA) {
        root = DocumentLaunchView(title: title, actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)),
                                  backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }
    /// A launch scene with a title (`nil`: the app's name), the actions and `backgroundStyle` filling the screen.
    public init<B: ShapeStyle>(_ title: Text? = nil, backgroundStyle: B, @ViewBuilder _ actions: () -> Actions) {
        root = DocumentLaunchView(title: title, actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)),
                                  backgroundAccessory: nil, overlayAccessory: nil)
    }
}
