import Foundation
import UniformTypeIdentifiers

/// Where a document launch view's parts are, handed to its accessory views (iOS 18).
public struct DocumentLaunchGeometryProxy: Sendable {
    /// The launch view's frame, in its own coordinates.
    public var frame: CGRect { storedFrame }
    /// The title's frame, in the launch view's coordinates.
    public var titleViewFrame: CGRect { storedTitleFrame }
    let storedFrame: CGRect
    let storedTitleFrame: CGRect
}

/// A document app's launch screen (iOS 18): the background filling the screen, the title in
/// bold large type and the actions under it, then the accessory views given the geometry. A
/// render has no file system browser: the browser iOS shows under it is not drawn (warned).
nonisolated public struct DocumentLaunchView<Actions: View, DocumentView: View>: View {
    let title: Text?
    let actions: Actions
    let background: AnyView
    let backgroundAccessory: ((DocumentLaunchGeometryProxy) -> AnyView)?
    let overlayAccessory: ((DocumentLaunchGeometryProxy) -> AnyView)?

    init(title: Text?, actions: Actions, background: AnyView,
         backgroundAccessory: ((DocumentLaunchGeometryProxy) -> AnyView)?,
         overlayAccessory: ((DocumentLaunchGeometryProxy) -> AnyView)?) {
        self.title = title
        self.actions = actions
        self.background = background
        self.backgroundAccessory = backgroundAccessory
        self.overlayAccessory = overlayAccessory
    }

    /// The launch screen's layout.
    public var body: some View {
        DocumentLaunchLayout.warnBrowserNotDrawn()
        return DocumentLaunchLayout.content(title: title ?? DocumentLaunchLayout.appTitle, actions: actions)
            .backgroundPreferenceValue(DocumentLaunchTitleKey.self) { anchor in
                DocumentLaunchLayout.accessory(anchor, backgroundAccessory)
            }
            .overlayPreferenceValue(DocumentLaunchTitleKey.self) { anchor in
                DocumentLaunchLayout.accessory(anchor, overlayAccessory)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background { background.ignoresSafeArea() }
    }
}

/// The launch view's shared layout (used by `DocumentLaunchView` and the launch scene).
enum DocumentLaunchLayout {
    /// The space between the title and the actions, and above the title.
    static let titleSpacing: CGFloat = 24
    static let topPadding: CGFloat = 44

    /// The title, then the actions, centred at the top of the safe area.
    static func content(title: Text?, actions: some View) -> some View {
        VStack(spacing: titleSpacing) {
            if let title {
                title.font(.largeTitle.bold()).multilineTextAlignment(.center)
                    .anchorPreference(key: DocumentLaunchTitleKey.self, value: .bounds) { $0 }
            }
            VStack(spacing: 12) { actions }
                .buttonStyle(.borderedProminent)
                .buttonBorderShape(.capsule)
                .controlSize(.large)
            Spacer(minLength: 0)
        }
        .padding(.top, topPadding)
        .padding(.horizontal, 20)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    /// An accessory view given the launch view's geometry; nothing without one.
    @ViewBuilder
    static func accessory(_ anchor: Anchor<CGRect>?, _ make: ((DocumentLaunchGeometryProxy) -> AnyView)?) -> some View {
        if let make {
            GeometryReader { proxy in
                make(DocumentLaunchGeometryProxy(storedFrame: CGRect(origin: .zero, size: proxy.size),
                                                 storedTitleFrame: anchor.map { proxy[$0] } ?? .zero))
            }
        }
    }

    /// The app's name from its bundle (iOS shows it when no title is given), if it has one.
    static var appTitle: Text? {
        let info = Bundle.main.infoDictionary
        guard let name = (info?["CFBundleDisplayName"] ?? info?["CFBundleName"]) as? String, !name.isEmpty else {
            RuntimeWarning.emit("DocumentLaunchView: no title and no app name in the bundle; the title iOS shows is not drawn")
            return nil
        }
        return Text(verbatim: name)
    }

    static func warnBrowserNotDrawn() {
        RuntimeWarning.emit("DocumentLaunchView: the document browser iOS shows under the launch view is not drawn")
    }
}

/// The title's bounds, for the accessory views' geometry.
struct DocumentLaunchTitleKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}
