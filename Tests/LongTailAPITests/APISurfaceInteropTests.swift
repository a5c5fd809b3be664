import Testing
import Foundation
import SwiftUI
import UIKit

private struct ClockFace: UIViewRepresentable {
    var tint: Color
    func makeUIView(context: Context) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = UIColor(tint)
        return view
    }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

private struct PlainFace: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

private final class ReaderController: UIViewController {}

private struct ReaderScreen: UIViewControllerRepresentable {
    final class Coordinator { var pages = 0 }
    func makeCoordinator() -> Coordinator { Coordinator() }
    func makeUIViewController(context: Context) -> ReaderController { ReaderController() }
    func updateUIViewController(_ uiViewController: ReaderController, context: Context) {
        context.coordinator.pages += 1
    }
    static func dismantleUIViewController(_ uiViewController: ReaderController, coordinator: Coordinator) {}
}

private struct ReorderDelegate: DropDelegate {
    func performDrop(info: DropInfo) -> Bool { info.hasItemsConforming(to: [.plainText]) }
}

/// Issue 29's interop API: UIKit representables (placeholders that warn), item-provider drag
/// and drop (inert at rest), the UIKit trait bridges and the geometry types' animatable data.
@MainActor
@Suite struct APISurfaceInteropTests {
    func render<V: View>(_ view: V) throws -> (RenderedImage, [String]) {
        let renderer = ImageRenderer(content: view)
        renderer.scale = 1
        return try RuntimeWarning.collecting { try renderer.render() }
    }

    func alpha(_ image: RenderedImage, _ x: Int, _ y: Int) -> Int { Int(image.pixel(x: x, y: y).alpha) }

    @Test func representablesTakeTheProposedFrameAndWarnByNameWhenNothingDraws() throws {
        let view = VStack(spacing: 0) {
            ClockFace(tint: .red).frame(width: 60, height: 30)
            Color.blue.frame(width: 60, height: 10)
        }
        let (image, warnings) = try render(view)
        #expect(image.width == 60 && image.height == 40)
        // The UIKit view fills the proposed frame with its background colour, as on iOS; the
        // SwiftUI view below it draws.
        #expect(image.pixel(x: 30, y: 15) == image.pixel(x: 1, y: 1) && Int(image.pixel(x: 30, y: 15).red) > 200)
        #expect(image.pixel(x: 59, y: 29) == image.pixel(x: 30, y: 15) && alpha(image, 30, 15) == 255)
        #expect(alpha(image, 30, 35) == 255)
        #expect(!warnings.contains { $0.contains("ClockFace") })
        // A plain view with nothing to draw leaves its frame empty, with a warning naming it.
        let (plain, plainWarnings) = try render(PlainFace().frame(width: 20, height: 20))
        #expect(alpha(plain, 10, 10) == 0)
        #expect(plainWarnings.contains { $0.hasPrefix("UIViewRepresentable ") && $0.contains("PlainFace") })

        // Unframed, a representable takes the whole proposal, as a UIKit view without an
        // intrinsic size does.
        let renderer = ImageRenderer(content: ReaderScreen())
        renderer.proposedSize = ProposedViewSize(width: 120, height: 80)
        #expect(renderer.layout().size == CGSize(width: 120, height: 80))
        let (_, controllerWarnings) = try render(ReaderScreen().frame(width: 20, height: 20))
        #expect(controllerWarnings.contains { $0.hasPrefix("UIViewControllerRepresentable ") && $0.contains("ReaderScreen") })
    }

    @Test func uiKitStandInsKeepTheirHierarchy() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let child = UIView()
        parent.addSubview(child)
        #expect(parent.subviews.count == 1 && child.superview === parent)
        child.removeFromSuperview()
        #expect(parent.subviews.isEmpty && child.superview == nil)
        #expect(parent.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        let controller = UIViewController()
        #expect(!controller.isViewLoaded)
        #expect(controller.view.frame == .zero && controller.isViewLoaded)
    }

    @Test func itemProvidersHandOutWhatTheyRegister() {
        let provider = NSItemProvider(object: "Trail map" as NSString)
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.text"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.image"))
        var loaded: String?
        provider.loadDataRepresentation(for: .plainText) { data, _ in loaded = data.map { String(decoding: $0, as: UTF8.self) } }
        #expect(loaded == "Trail map")
        var failed = false
        provider.loadDataRepresentation(for: .png) { data, error in failed = data == nil && error != nil }
        #expect(failed)
        #expect(NSItemProvider(contentsOf: URL(fileURLWithPath: "/nonexistent/backplate.txt")) == nil)

        let info = DropInfo(location: CGPoint(x: 3, y: 4), providers: [provider])
        #expect(info.hasItemsConforming(to: [.text]) && !info.hasItemsConforming(to: [.image]))
        #expect(info.itemProviders(for: ["public.plain-text"]).count == 1)
        #expect(DropProposal(operation: .move).operation == .move)
    }

    /// CardGenie's handwriting editor turns a text view's input traits off: UIKit's raw values.
    @Test func textInputTraitsKeepWhatTheyAreSet() {
        let view = UITextView()
        #expect(view.autocorrectionType == .default && view.spellCheckingType == .default && !view.adjustsFontForContentSizeCategory)
        view.autocorrectionType = .no
        view.spellCheckingType = .no
        view.adjustsFontForContentSizeCategory = true
        #expect(view.autocorrectionType.rawValue == 1 && view.spellCheckingType.rawValue == 1 && view.adjustsFontForContentSizeCategory)
        #expect(view.writingToolsBehavior == .default && UIWritingToolsBehavior.none.rawValue == -1 && !view.isWritingToolsActive)
        let field = UITextField()
        field.autocorrectionType = .yes
        #expect(field.autocorrectionType.rawValue == 2 && field.spellCheckingType == .default)
    }

    @Test func aPickedImageLoadsAsAUIImage() throws {
        // A photo picker's coordinator (domlouvac, unseen28) loads `UIImage.self` from the result.
        let image = try #require(UIImage(systemName: "star.fill"))
        let provider = NSItemProvider(object: image)
        #expect(provider.registeredTypeIdentifiers == ["public.png", "public.jpeg"])
        #expect(provider.canLoadObject(ofClass: UIImage.self) && !provider.canLoadObject(ofClass: NSString.self))
        var loaded: UIImage?
        provider.loadObject(ofClass: UIImage.self) { object, _ in loaded = object as? UIImage }
        #expect(loaded === image)
        #expect(UIImage.readableTypeIdentifiersForItemProvider.contains("public.image"))
    }

    @Test func dragAndDropModifiersLeaveTheViewAsItIs() throws {
        let base = Color.green.frame(width: 30, height: 20)
        let dropped = base
            .onDrag { NSItemProvider(object: "peak" as NSString) }
            .onDrop(of: [.plainText], isTargeted: nil) { providers in !providers.isEmpty }
            .onDrop(of: [.plainText], isTargeted: nil) { _, location in location.x > 0 }
            .onDrop(of: [.plainText], delegate: ReorderDelegate())
            .itemProvider { nil }
        let (plain, _) = try render(base)
        let (image, warnings) = try render(dropped)
        #expect(image.width == plain.width && image.height == plain.height)
        #expect(image.pixel(x: 15, y: 10) == plain.pixel(x: 15, y: 10))
        #expect(!warnings.contains { $0.localizedCaseInsensitiveContains("drop") || $0.contains("itemProvider") }, "\(warnings)")
    }

    @Test func uiKitTraitsConvertBothWays() {
        #expect(ColorScheme(UIUserInterfaceStyle.dark) == .dark)
        #expect(ColorScheme(UIUserInterfaceStyle.unspecified) == nil)
        #expect(UIUserInterfaceStyle(ColorScheme?.none) == .unspecified)
        #expect(UIUserInterfaceStyle(.light) == .light)
        #expect(ColorSchemeContrast(UIAccessibilityContrast.high) == .increased)
        #expect(UIAccessibilityContrast(ColorSchemeContrast.standard) == .normal)
        #expect(LayoutDirection(UITraitEnvironmentLayoutDirection.rightToLeft) == .rightToLeft)
        #expect(UITraitEnvironmentLayoutDirection(LayoutDirection.leftToRight) == .leftToRight)
        #expect(LegibilityWeight(UILegibilityWeight.bold) == .bold)
        #expect(UILegibilityWeight(LegibilityWeight?.none) == .unspecified)
        #expect(UIUserInterfaceSizeClass(UserInterfaceSizeClass.regular) == .regular)
        #expect(TextInputAutocapitalization(UITextAutocapitalizationType.allCharacters) == .characters)
    }

    @Test func geometryAnimatableDataRoundTrips() {
        var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.animatableData.first.first == 1 && rect.animatableData.second.second == 4)
        var data = rect.animatableData
        data += data
        rect.animatableData = data
        #expect(rect == CGRect(x: 2, y: 4, width: 6, height: 8))
        var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        insets.animatableData.scale(by: 2)
        #expect(insets == EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8))
        var rounded = RoundedRectangle(cornerRadius: 8)
        rounded.animatableData = CGSize(width: 3, height: 5).animatableData
        #expect(rounded.cornerSize == CGSize(width: 3, height: 5))
        var style = StrokeStyle(lineWidth: 2, dashPhase: 1)
        style.animatableData -= style.animatableData
        #expect(style.lineWidth == 0 && style.miterLimit == 0 && style.dashPhase == 0)
        var point = UnitPoint.bottomTrailing
        point.animatableData = AnimatablePair(0.25, 0.75)
        #expect(point == UnitPoint(x: 0.25, y: 0.75))
    }

    @Test func transformedShapesForwardRoleAndDirection() {
        #expect(OffsetShape<Circle>.role == .fill)
        #expect(RotatedShape<_StrokedShape<Circle>>.role == .stroke)
        #expect(Circle().layoutDirectionBehavior == .fixed)
        struct Arrow: Shape { func path(in rect: CGRect) -> Path { Path(rect) } }
        #expect(Arrow().offset(x: 2).layoutDirectionBehavior == .mirrors)
        #expect(Arrow().scale(2).layoutDirectionBehavior == .mirrors)
    }
}
