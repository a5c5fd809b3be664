import Foundation
import UniformTypeIdentifiers

// DocumentLaunchView's initializers, SwiftUI's set: a title (localized, a string or a text),
// a background view, a background style or neither, and the accessory views.
extension DocumentLaunchView {
    /// A launch view with a localized title, the actions and `background` behind it and background and overlay accessory views.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<BG: View, BA: View, OA: View>(_ titleKey: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> BG, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BA, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OA) {
        self.init(title: Text(titleKey), actions: actions(), background: AnyView(background()),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }
    /// A launch view with a localized title, the actions and `background` behind it and a background accessory view.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<BG: View, BA: View>(_ titleKey: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> BG, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BA) {
        self.init(title: Text(titleKey), actions: actions(), background: AnyView(background()),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
    }
    /// A launch view with a localized title, the actions and `background` behind it and an overlay accessory view.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<BG: View, OA: View>(_ titleKey: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> BG, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OA) {
        self.init(title: Text(titleKey), actions: actions(), background: AnyView(background()),
                  backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }
    /// A launch view with a localized title, the actions and `background` behind it.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<BG: View>(_ titleKey: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> BG) {
        self.init(title: Text(titleKey), actions: actions(), background: AnyView(background()),
                  backgroundAccessory: nil, overlayAccessory: nil)
    }
    /// A launch view with a localized title, the actions and `backgroundStyle` filling the screen and background and overlay accessory views.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<B: ShapeStyle, BA: View, OA: View>(_ titleKey: LocalizedStringKey, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BA, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OA) {
        self.init(title: Text(titleKey), actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }
    /// A launch view with a localized title, the actions and `backgroundStyle` filling the screen and a background accessory view.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<B: ShapeStyle, BA: View>(_ titleKey: LocalizedStringKey, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BA) {
        self.init(title: Text(titleKey), actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
    }
    /// A launch view with a localized title, the actions and `backgroundStyle` filling the screen and an overlay accessory view.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<B: ShapeStyle, OA: View>(_ titleKey: LocalizedStringKey, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OA) {
        self.init(title: Text(titleKey), actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)),
                  backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }
    /// A launch view with a localized title, the actions and `backgroundStyle` filling the screen.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<B: ShapeStyle>(_ titleKey: LocalizedStringKey, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView) {
        self.init(title: Text(titleKey), actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)),
                  backgroundAccessory: nil, overlayAccessory: nil)
    }
    /// A launch view with a localized title, the actions and the default background style and background and overlay accessory views.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<BA: View, OA: View>(_ titleKey: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BA, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OA) {
        self.init(title: Text(titleKey), actions: actions(), background: AnyView(Rectangle().fill(BackgroundStyle())),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }
    /// A launch view with a localized title, the actions and the default background style and a background accessory view.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<BA: View>(_ titleKey: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BA) {
        self.init(title: Text(titleKey), actions: actions(), background: AnyView(Rectangle().fill(BackgroundStyle())),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
    }
    /// A launch view with a localized title, the actions and the default background style and an overlay accessory view.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<OA: View>(_ titleKey: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OA) {
        self.init(title: Text(titleKey), actions: actions(), background: AnyView(Rectangle().fill(BackgroundStyle())),
                  backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }
    /// A launch view with a localized title, the actions and the default background style.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init(_ titleKey: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView) {
        self.init(title: Text(titleKey), actions: actions(), background: AnyView(Rectangle().fill(BackgroundStyle())),
                  backgroundAccessory: nil, overlayAccessory: nil)
    }
    /// A launch view with a title string, the actions and `background` behind it and background and overlay accessory views.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<S: StringProtocol, BG: View, BA: View, OA: View>(_ title: S, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> BG, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BA, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OA) {
        self.init(title: Text(title), actions: actions(), background: AnyView(background()),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }
    /// A launch view with a title string, the actions and `background` behind it and a background accessory view.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<S: StringProtocol, BG: View, BA: View>(_ title: S, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> BG, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BA) {
        self.init(title: Text(title), actions: actions(), background: AnyView(background()),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
    }
    /// A launch view with a title string, the actions and `background` behind it and an overlay accessory view.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<S: StringProtocol, BG: View, OA: View>(_ title: S, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> BG, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OA) {
        self.init(title: Text(title), actions: actions(), background: AnyView(background()),
                  backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }
    /// A launch view with a title string, the actions and `background` behind it.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<S: StringProtocol, BG: View>(_ title: S, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> BG) {
        self.init(title: Text(title), actions: actions(), background: AnyView(background()),
                  backgroundAccessory: nil, overlayAccessory: nil)
    }
    /// A launch view with a title string, the actions and `backgroundStyle` filling the screen and background and overlay accessory views.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<S: StringProtocol, B: ShapeStyle, BA: View, OA: View>(_ title: S, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BA, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OA) {
        self.init(title: Text(title), actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }
    /// A launch view with a title string, the actions and `backgroundStyle` filling the screen and a background accessory view.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<S: StringProtocol, B: ShapeStyle, BA: View>(_ title: S, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BA) {
        self.init(title: Text(title), actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
    }
    /// A launch view with a title string, the actions and `backgroundStyle` filling the screen and an overlay accessory view.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<S: StringProtocol, B: ShapeStyle, OA: View>(_ title: S, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OA) {
        self.init(title: Text(title), actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)),
                  backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }
    /// A launch view with a title string, the actions and `backgroundStyle` filling the screen.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<S: StringProtocol, B: ShapeStyle>(_ title: S, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView) {
        self.init(title: Text(title), actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)),
                  backgroundAccessory: nil, overlayAccessory: nil)
    }
    /// A launch view with a title string, the actions and the default background style and background and overlay accessory views.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<S: StringProtocol, BA: View, OA: View>(_ title: S, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BA, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OA) {
        self.init(title: Text(title), actions: actions(), background: AnyView(Rectangle().fill(BackgroundStyle())),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }
    /// A launch view with a title string, the actions and the default background style and a background accessory view.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<S: StringProtocol, BA: View>(_ title: S, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BA) {
        self.init(title: Text(title), actions: actions(), background: AnyView(Rectangle().fill(BackgroundStyle())),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
    }
    /// A launch view with a title string, the actions and the default background style and an overlay accessory view.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<S: StringProtocol, OA: View>(_ title: S, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OA) {
        self.init(title: Text(title), actions: actions(), background: AnyView(Rectangle().fill(BackgroundStyle())),
                  backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }
    /// A launch view with a title string, the actions and the default background style.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<S: StringProtocol>(_ title: S, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView) {
        self.init(title: Text(title), actions: actions(), background: AnyView(Rectangle().fill(BackgroundStyle())),
                  backgroundAccessory: nil, overlayAccessory: nil)
    }
    /// A launch view with a title (`nil`: the app's name), the actions and `background` behind it and background and overlay accessory views.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<BG: View, BA: View, OA: View>(_ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> BG, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BA, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OA) {
        self.init(title: title, actions: actions(), background: AnyView(background()),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }
    /// A launch view with a title (`nil`: the app's name), the actions and `background` behind it and a background accessory view.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<BG: View, BA: View>(_ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> BG, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BA) {
        self.init(title: title, actions: actions(), background: AnyView(background()),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
    }
    /// A launch view with a title (`nil`: the app's name), the actions and `background` behind it and an overlay accessory view.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<BG: View, OA: View>(_ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> BG, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OA) {
        self.init(title: title, actions: actions(), background: AnyView(background()),
                  backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }
    /// A launch view with a title (`nil`: the app's name), the actions and `background` behind it.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<BG: View>(_ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> BG) {
        self.init(title: title, actions: actions(), background: AnyView(background()),
                  backgroundAccessory: nil, overlayAccessory: nil)
    }
    /// A launch view with a title (`nil`: the app's name), the actions and `backgroundStyle` filling the screen and background and overlay accessory views.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<B: ShapeStyle, BA: View, OA: View>(_ title: Text? = nil, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BA, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OA) {
        self.init(title: title, actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }
    /// A launch view with a title (`nil`: the app's name), the actions and `backgroundStyle` filling the screen and a background accessory view.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<B: ShapeStyle, BA: View>(_ title: Text? = nil, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BA) {
        self.init(title: title, actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
    }
    /// A launch view with a title (`nil`: the app's name), the actions and `backgroundStyle` filling the screen and an overlay accessory view.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<B: ShapeStyle, OA: View>(_ title: Text? = nil, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OA) {
        self.init(title: title, actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)),
                  backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }
    /// A launch view with a title (`nil`: the app's name), the actions and `backgroundStyle` filling the screen.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<B: ShapeStyle>(_ title: Text? = nil, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView) {
        self.init(title: title, actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)),
                  backgroundAccessory: nil, overlayAccessory: nil)
    }
    /// A launch view with a title (`nil`: the app's name), the actions and the default background style and background and overlay accessory views.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<BA: View, OA: View>(_ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BA, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OA) {
        self.init(title: title, actions: actions(), background: AnyView(Rectangle().fill(BackgroundStyle())),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }
    /// A launch view with a title (`nil`: the app's name), the actions and the default background style and a background accessory view.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<BA: View>(_ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BA) {
        self.init(title: title, actions: actions(), background: AnyView(Rectangle().fill(BackgroundStyle())),
                  backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
    }
    /// A launch view with a title (`nil`: the app's name), the actions and the default background style and an overlay accessory view.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init<OA: View>(_ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OA) {
        self.init(title: title, actions: actions(), background: AnyView(Rectangle().fill(BackgroundStyle())),
                  backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }
    /// A launch view with a title (`nil`: the app's name), the actions and the default background style.
    /// `onDocumentOpen` runs when a document is opened: never, in a render.
    public init(_ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView) {
        self.init(title: title, actions: actions(), background: AnyView(Rectangle().fill(BackgroundStyle())),
                  backgroundAccessory: nil, overlayAccessory: nil)
    }
}
