import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit

/// A solid image of `size` points at 1x, in `color`.
@MainActor private func swatch(_ color: UIColor, _ size: CGSize) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: size, format: format).image { context in
        color.setFill()
        context.fill(CGRect(origin: .zero, size: size))
    }
}

/// The representable apps write around a UIKit image view (an avatar, a remote image loader).
private struct AvatarView: UIViewRepresentable {
    var image: UIImage
    var mode: UIView.ContentMode
    var tint: UIColor? = nil
    func makeUIView(context: Context) -> UIImageView {
        let view = UIImageView(image: image)
        view.contentMode = mode
        view.tintColor = tint
        view.backgroundColor = .black
        return view
    }
    func updateUIView(_ uiView: UIImageView, context: Context) {}
}

/// `UIImageView` draws its image as its content mode places it, a template in its tint.
@MainActor @Suite struct UIImageViewTests {
    private func render(_ view: AvatarView) throws -> RenderedImage {
        try ImageRenderer(content: view.frame(width: 100, height: 50).background(Color.white)).render()
    }

    @Test func contentModesPlaceTheImage() throws {
        let red = swatch(.red, CGSize(width: 20, height: 20))
        // Aspect fit: a 50 pt square in the middle; the view's black background beside it.
        let fit = try render(AvatarView(image: red, mode: .scaleAspectFit))
        let s = fit.width / 100
        #expect(fit.pixel(x: 50 * s, y: 25 * s).red == 255 && fit.pixel(x: 50 * s, y: 25 * s).green == 0)
        #expect(fit.pixel(x: 10 * s, y: 25 * s).red == 0 && fit.pixel(x: 10 * s, y: 25 * s).alpha == 255)
        // Scale to fill stretches over the whole view.
        let fill = try render(AvatarView(image: red, mode: .scaleToFill))
        #expect(fill.pixel(x: 5 * s, y: 5 * s).green == 0 && fill.pixel(x: 95 * s, y: 45 * s).green == 0)
        // Top left keeps its 20 pt at the corner.
        let corner = try render(AvatarView(image: red, mode: .topLeft))
        #expect(corner.pixel(x: 10 * s, y: 10 * s).red == 255 && corner.pixel(x: 30 * s, y: 10 * s).red == 0)
        #expect(UIImageView(image: red).intrinsicContentSize == CGSize(width: 20, height: 20))
    }

    @Test func templatesDrawInTheTintColour() throws {
        let red = swatch(.red, CGSize(width: 20, height: 20))
        #expect(red.renderingMode == .automatic && red.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
        let template = try render(AvatarView(image: red.withRenderingMode(.alwaysTemplate), mode: .scaleToFill, tint: .systemGreen))
        let center = template.pixel(x: template.width / 2, y: template.height / 2)
        #expect(center.red == 52 && center.green == 199 && center.blue == 89, "\(center)")  // systemGreen
        let original = try render(AvatarView(image: red.withRenderingMode(.alwaysOriginal), mode: .scaleToFill, tint: .systemGreen))
        #expect(original.pixel(x: original.width / 2, y: original.height / 2).red == 255)
        let recoloured = red.withTintColor(.blue, renderingMode: .alwaysOriginal)
        #expect(recoloured.renderingMode == .alwaysOriginal)
        let blue = try render(AvatarView(image: recoloured, mode: .scaleToFill, tint: .systemGreen))
        #expect(blue.pixel(x: blue.width / 2, y: blue.height / 2).blue == 255 && blue.pixel(x: blue.width / 2, y: blue.height / 2).red == 0)
    }
}
