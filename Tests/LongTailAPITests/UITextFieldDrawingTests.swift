import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit

/// UIKit text fields drawn as iOS draws them when not editing: the border style, the text or
/// the placeholder in its rectangle (a subclass's `textRect(forBounds:)` honoured), overlay
/// views, the clear button, and a subclass's own placeholder drawing.
@MainActor @Suite(.tags(.pixels)) struct UITextFieldDrawingTests {
    private func render(_ field: UITextField, width: CGFloat = 200, height: CGFloat = 34) throws -> (RenderedImage, [String]) {
        try RuntimeWarning.collecting {
            try ImageRenderer(content: FieldHost(view: field).frame(width: width, height: height)).render()
        }
    }

    private func texts(_ field: UITextField) -> [String] {
        ImageRenderer(content: FieldHost(view: field).frame(width: 200, height: 34)).displayList().drawnTexts.map(\.0)
    }

    /// The columns with ink darker than `limit` in the middle row band.
    private func inkColumns(_ image: RenderedImage, below limit: Int = 200) -> [Int] {
        (0..<image.width).filter { x in (10..<24).contains { y in let p = image.pixel(x: x, y: y); return p.alpha > 100 && p.red < limit } }
    }

    @Test func aRoundedFieldDrawsItsPlaceholderInsideTheBorder() throws {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Email"
        // The body font's line and 7 points above and below it (about 34 points, as Interface Builder's fields).
        let line = UIHostingController(rootView: Text("Email").font(.system(size: 17)).fixedSize())
            .sizeThatFits(in: CGSize(width: CGFloat.infinity, height: .infinity))
        #expect(field.intrinsicContentSize == CGSize(width: line.width + 14, height: line.height + 14), "\(field.intrinsicContentSize)")
        #expect(abs(field.intrinsicContentSize.height - 34.33) < 1)
        let (image, warnings) = try render(field)
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(texts(field) == ["Email"])
        // White inside the border, nothing outside its 5-point corner, grey placeholder ink from 7 points in.
        #expect(close(image.pixel(x: 4, y: 17), [255, 255, 255], 2) && image.pixel(x: 0, y: 0).alpha < 200, "\(image.pixel(x: 4, y: 17))")
        let ink = inkColumns(image, below: 230)
        #expect((7...9).contains(ink.first ?? -1), "\(ink.first ?? -1)")
        let grey = image.pixel(x: ink.first ?? 0, y: 17)
        #expect(abs(Int(grey.red) - Int(grey.blue)) < 12, "the placeholder grey: \(grey)")

        field.text = "kim@example.com"
        #expect(texts(field) == ["kim@example.com"])
        field.isSecureTextEntry = true
        #expect(texts(field) == [String(repeating: "\u{2022}", count: 15)])
    }

    @Test func aSubclassesTextRectAndOverlaysPlaceTheText() throws {
        let plain = UITextField()
        plain.text = "Padded"
        let padded = PaddedField()
        padded.text = "Padded"
        let (plainImage, _) = try render(plain)
        let (paddedImage, _) = try render(padded)
        let plainInk = inkColumns(plainImage), paddedInk = inkColumns(paddedImage)
        #expect((0...2).contains(plainInk.first ?? -1) && (20...22).contains(paddedInk.first ?? -1), "\(plainInk.first ?? -1) \(paddedInk.first ?? -1)")

        let search = UITextField()
        search.placeholder = "Search"
        let icon = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        icon.frame = CGRect(x: 0, y: 0, width: 28, height: 20)
        search.leftView = icon
        #expect(texts(search) == ["Search"], "leftViewMode .never hides the view")
        search.leftViewMode = .always
        #expect(search.textRect(forBounds: CGRect(x: 0, y: 0, width: 200, height: 34)).minX == 28)
        // The text under the overlay view, as UIKit draws its subviews over its own drawing.
        #expect(texts(search) == ["Search", "symbol magnifyingglass"] && search.leftView?.frame == CGRect(x: 0, y: 7, width: 28, height: 20), "\(texts(search))")

        search.text = "tea"
        search.clearButtonMode = .whileEditing
        #expect(!texts(search).contains { $0.contains("xmark") }, "no clear button outside editing")
        search.clearButtonMode = .always
        #expect(texts(search).contains { $0.contains("xmark.circle.fill") } && search.clearButtonRect(forBounds: CGRect(x: 0, y: 0, width: 200, height: 34)).maxX == 194)
    }

    @Test func aSubclassesPlaceholderDrawingAndAttributedPlaceholdersKeepTheirColour() throws {
        let custom = RedPlaceholderField()
        custom.placeholder = "Name"
        let (image, _) = try render(custom)
        let reds = (0..<200).filter { x in (5..<30).contains { y in let p = image.pixel(x: x, y: y); return p.red > 180 && p.green < 90 && p.alpha > 150 } }
        #expect(reds.count > 5, "the override's red placeholder")
        #expect(texts(custom) == ["Name"], "drawn once: the override's, not the default's too")

        let attributed = UITextField()
        attributed.attributedPlaceholder = NSAttributedString(string: "Required", attributes: [.foregroundColor: UIColor.systemRed])
        #expect(attributed.placeholder == "Required")
        let (redImage, _) = try render(attributed)
        let ink = inkColumns(redImage, below: 256).map { redImage.pixel(x: $0, y: 17) }.filter { $0.alpha > 200 }
        #expect(ink.contains { $0.red > 200 && $0.green < 120 }, "\(ink.prefix(3))")
    }
}

private final class PaddedField: UITextField {
    override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 20, dy: 0) }
}

private final class RedPlaceholderField: UITextField {
    override func drawPlaceholder(in rect: CGRect) {
        (placeholder ?? "").draw(in: rect, withAttributes: [.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 17)])
    }
}

private struct FieldHost: UIViewRepresentable {
    let view: UIView
    func makeUIView(context: Context) -> UIView { view }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

/// UIKit search bars drawn as iOS draws one not being edited.
@MainActor @Suite(.tags(.pixels)) struct UISearchBarDrawingTests {
    private func render(_ bar: UISearchBar, height: CGFloat = 56) throws -> (RenderedImage, [String], [String]) {
        let (image, warnings) = try RuntimeWarning.collecting {
            try ImageRenderer(content: FieldHost(view: bar).frame(width: 300, height: height)).render()
        }
        let texts = ImageRenderer(content: FieldHost(view: bar).frame(width: 300, height: height)).displayList().drawnTexts.map(\.0)
        return (image, warnings, texts)
    }

    @Test func aSearchBarDrawsItsFieldPlaceholderAndCancelButton() throws {
        let bar = UISearchBar()
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 56))
        let (image, warnings, texts) = try render(bar)
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(texts.count == 2 && texts[0].hasPrefix("symbol magnifyingglass") && texts[1] == "Search", "\(texts)")
        // The 36-point field in the tertiary fill over the system background, 8 points in.
        let fill = image.pixel(x: 150, y: 12)
        #expect(close(image.pixel(x: 4, y: 28), [255, 255, 255], 2) && fill.red < 250 && fill.red > 225, "\(image.pixel(x: 4, y: 28)) \(fill)")
        #expect(close(image.pixel(x: 150, y: 8), [255, 255, 255], 2) && image.pixel(x: 150, y: 8).alpha == 255, "above the field: the bar's background")

        bar.searchBarStyle = .minimal
        bar.text = "basil"
        bar.showsCancelButton = true
        let (minimal, _, minimalTexts) = try render(bar)
        #expect(minimalTexts.dropFirst() == ["basil", "Cancel"], "\(minimalTexts)")
        #expect(minimal.pixel(x: 4, y: 28).alpha == 0, "no background for .minimal")

        bar.showsScopeBar = true
        bar.scopeButtonTitles = ["All", "Herbs"]
        #expect(bar.intrinsicContentSize.height == 100)
        let (_, _, scoped) = try render(bar, height: 100)
        #expect(scoped.suffix(2) == ["All", "Herbs"], "\(scoped)")
        bar.prompt = "Pick a herb"
        let (_, promptWarnings, _) = try render(bar, height: 100)
        #expect(promptWarnings.contains { $0.contains("prompt \"Pick a herb\"") }, "\(promptWarnings)")
    }
}
