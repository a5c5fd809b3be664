import Testing
import UIKit.UIImage
import UIKit.UIApplication

/// Design-system packages import single UIKit headers (`import UIKit.UIImage`): a submodule
/// import, which finds UIKit's names as `import UIKit` does.
private extension UIImage {
    /// A 3 × 2 point swatch drawn in one colour, as an image-from-colour helper draws it.
    static func swatch(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        }
    }
}

@Suite struct UIKitSubmoduleImportTests {
    @Test func uiImageFromASubmoduleImportDrawsAsFromUIKit() {
        let image = UIImage.swatch(.systemRed)
        #expect(image.size == CGSize(width: 3, height: 2))
        #expect(image.cgImage?.width == Int(3 * image.scale))
        #expect(image.cgImage?.height == Int(2 * image.scale))
    }

    @MainActor @Test func uiApplicationFromASubmoduleImportAnswersAsTheSimulator() {
        #expect(UIApplication.shared.applicationState == .active)
    }
}
