import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit

/// The representable real apps write to put a UIKit blur behind SwiftUI content.
private struct BlurView: UIViewRepresentable {
    var effect: UIVisualEffect?
    func makeUIView(context: UIViewRepresentableContext<Self>) -> UIVisualEffectView { UIVisualEffectView() }
    func updateUIView(_ uiView: UIVisualEffectView, context: UIViewRepresentableContext<Self>) { uiView.effect = effect }
}

private struct BadgeBlurView: UIViewRepresentable {
    func makeUIView(context: Context) -> UIVisualEffectView {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterialLight))
        let dot = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        dot.backgroundColor = .systemRed
        view.contentView.addSubview(dot)
        view.layer.cornerRadius = 12
        return view
    }
    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
}

/// `UIVisualEffectView` in a `UIViewRepresentable` draws SwiftUI's material of the same
/// thickness (UIKit and SwiftUI share the system materials), in the style's fixed appearance.
@MainActor @Suite struct UIVisualEffectViewTests {
    private func center(_ view: some View, scheme: ColorScheme = .light) throws -> RenderedImage.Pixel {
        let image = try ImageRenderer(content: view.frame(width: 100, height: 60).background(Color.white)
            .environment(\.colorScheme, scheme)).render()
        return image.pixel(x: image.width / 2, y: image.height / 2)
    }

    @Test func blurStylesDrawTheirMaterialInTheirAppearance() throws {
        let dark = try center(BlurView(effect: UIBlurEffect(style: .systemThickMaterialDark)))
        let light = try center(BlurView(effect: UIBlurEffect(style: .systemThickMaterialLight)), scheme: .dark)
        #expect(dark.red < 90 && dark.alpha == 255, "\(dark)")
        #expect(light.red > 200, "\(light)")
        // The same pixels as SwiftUI's material in that appearance.
        let swiftUI = try center(Rectangle().fill(.thickMaterial).environment(\.colorScheme, .dark))
        #expect(dark == swiftUI)
        // An adaptive style follows the environment; no effect draws nothing.
        let adaptive = try center(BlurView(effect: UIBlurEffect(style: .systemMaterial)), scheme: .dark)
        let adaptiveLight = try center(BlurView(effect: UIBlurEffect(style: .systemMaterial)))
        #expect(adaptive.red < 120 && adaptiveLight.red > 200, "\(adaptive) \(adaptiveLight)")
        let none = try center(BlurView(effect: nil))
        #expect(none.red == 255 && none.green == 255 && none.blue == 255, "\(none)")
    }

    @Test func contentViewSubviewsDrawOverTheBlurInsideTheCornerRadius() throws {
        let (image, warnings) = try RuntimeWarning.collecting {
            try ImageRenderer(content: BadgeBlurView().frame(width: 100, height: 60).background(Color.black)).render()
        }
        let scale = image.width / 100
        let dot = image.pixel(x: 20 * scale, y: 20 * scale), blur = image.pixel(x: 50 * scale, y: 45 * scale)
        #expect(dot.red > 200 && dot.green < 90, "\(dot)")
        #expect((60..<140).contains(blur.red) && blur.red == blur.blue, "\(blur)")  // the ultra-thin light material over black
        #expect(image.pixel(x: 0, y: 0).red < 20)  // outside the 12 pt corner
        #expect(!warnings.contains { $0.contains("cannot draw UIKit views") }, "\(warnings)")
        let (_, vibrancy) = try RuntimeWarning.collecting {
            try ImageRenderer(content: BlurView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark))).frame(width: 20, height: 20)).render()
        }
        #expect(vibrancy.contains { $0.contains("UIVibrancyEffect is not applied") }, "\(vibrancy)")
        #expect(UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
        #expect(UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark)).style == .label)
    }
}
