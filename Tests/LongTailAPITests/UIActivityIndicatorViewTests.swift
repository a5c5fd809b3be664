import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit

/// UIKit's spinner drawn as SwiftUI's circular progress view, the same spinner: its size by
/// style, its colour, and hidden while stopped, as UIKit hides it.
@MainActor @Suite(.tags(.pixels)) struct UIActivityIndicatorViewTests {
    private func render(_ view: UIView) throws -> (RenderedImage, [String]) {
        try RuntimeWarning.collecting {
            try ImageRenderer(content: SpinnerHost(view: view).frame(width: 60, height: 60)).render()
        }
    }

    @Test func aSpinningIndicatorDrawsAsSwiftUIsSpinner() throws {
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        let (image, warnings) = try render(spinner)
        #expect(warnings.isEmpty, "\(warnings)")
        let reference = try ImageRenderer(content: ProgressView().frame(width: 60, height: 60)).render()
        #expect(try image.pngData() == reference.pngData())
        #expect(spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
        // The head spoke at 12 o'clock, 10 points above the centre at most: grey ink there.
        #expect(image.pixel(x: 30, y: 22).alpha > 60, "\(image.pixel(x: 30, y: 22))")

        let large = UIActivityIndicatorView(style: .large)
        large.color = .systemRed
        large.startAnimating()
        let (red, _) = try render(large)
        let redReference = try ImageRenderer(content: ProgressView().controlSize(.large).tint(Color(uiColor: .systemRed))
            .frame(width: 60, height: 60)).render()
        #expect(try red.pngData() == redReference.pngData())
        #expect(large.intrinsicContentSize == CGSize(width: 37, height: 37))
        let head = red.pixel(x: 30, y: 15)
        #expect(head.red > head.blue + 40 && head.alpha > 60, "a red head spoke: \(head)")
    }

    @Test func aStoppedIndicatorIsHiddenWhileItHidesWhenStopped() throws {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.isHidden && !spinner.isAnimating)
        let (image, warnings) = try render(spinner)
        #expect(warnings.isEmpty && (0..<60).allSatisfy { x in (0..<60).allSatisfy { image.pixel(x: x, y: $0).alpha == 0 } })
        spinner.startAnimating()
        #expect(!spinner.isHidden)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        let (shown, _) = try render(spinner)
        #expect(shown.pixel(x: 30, y: 22).alpha > 60, "a stopped spinner that stays shown draws")

        // In a stack, a stopped spinner takes no room; a spinning one its 20 points across.
        let label = UILabel()
        label.text = "Loading"
        let waiting = UIActivityIndicatorView()
        let stack = UIStackView(arrangedSubviews: [waiting, label])
        stack.spacing = 8
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        stack.layoutIfNeeded()
        #expect(label.frame.minX == 0, "\(label.frame)")
        waiting.startAnimating()
        stack.setNeedsLayout()
        stack.layoutIfNeeded()
        #expect(waiting.frame.width == 20 && label.frame.minX == 28, "\(waiting.frame) \(label.frame)")
    }

    @Test func theStylesDeprecatedInIOS13KeepTheirColours() throws {
        let white = UIActivityIndicatorView(style: .whiteLarge)
        #expect(white.intrinsicContentSize == CGSize(width: 37, height: 37) && white.color == .white)
        let gray = UIActivityIndicatorView(style: .gray)
        #expect(gray.intrinsicContentSize == CGSize(width: 20, height: 20) && gray.color == nil)
        white.color = .systemBlue
        #expect(white.color == .systemBlue)
    }
}

private struct SpinnerHost: UIViewRepresentable {
    let view: UIView
    func makeUIView(context: Context) -> UIView { view }
    func updateUIView(_ uiView: UIView, context: Context) {}
}
