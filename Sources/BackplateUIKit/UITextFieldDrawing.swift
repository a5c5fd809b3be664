import Foundation
import BackplateCore

/// A text field as iOS draws one that is not being edited, in the rectangles of UIKit's
/// overridable methods (`UITextField`), so a subclass that insets its text
/// (`textRect(forBounds:)`) or moves its overlays is drawn as it asks. Figures are estimates
/// (docs/pixel-differences.md §11): a rounded border insets the text 7 points across and 7 down
/// in the intrinsic height, with 5-point corners, a hairline grey border and the tertiary system
/// background; a line or bezel border insets it 2 points; the clear button is 19 points, 6 in
/// from the trailing edge; a disabled field is drawn at half opacity.
extension UITextField: UIKitDrawnView {
    /// A text field draws as a tree: its background colour and layer under its border and text.
    @MainActor package var drawsAsTree: Bool { true }

    /// The text rectangle of UIKit's `textRect(forBounds:)`.
    func standardTextRect(forBounds bounds: CGRect) -> CGRect {
        var minX = bounds.minX + borderInset, maxX = bounds.maxX - borderInset
        if shows(leftView, leftViewMode) { minX = max(minX, leftViewRect(forBounds: bounds).maxX) }
        if shows(rightView, rightViewMode) { maxX = min(maxX, rightViewRect(forBounds: bounds).minX) }
        if showsClearButton { maxX = min(maxX, clearButtonRect(forBounds: bounds).minX - 4) }
        return CGRect(x: minX, y: bounds.minY, width: max(0, maxX - minX), height: bounds.height)
    }

    /// The clear button rectangle of UIKit's `clearButtonRect(forBounds:)`.
    func standardClearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let trailing = shows(rightView, rightViewMode) ? rightViewRect(forBounds: bounds).minX : bounds.maxX - 6
        return CGRect(x: trailing - 19, y: bounds.midY - 9.5, width: 19, height: 19)
    }

    /// An overlay view's rectangle: its size at the leading or trailing edge, vertically centred.
    func standardOverlayRect(_ view: UIView?, forBounds bounds: CGRect, leading: Bool) -> CGRect {
        let size = view.map(Self.overlaySize) ?? .zero
        return CGRect(x: leading ? bounds.minX : bounds.maxX - size.width, y: bounds.midY - size.height / 2,
                      width: size.width, height: size.height)
    }

    /// The text's inset from the border across: 7 for a rounded border, 2 for a line or bezel.
    private var borderInset: CGFloat { borderStyle == .roundedRect ? 7 : borderStyle == .none ? 0 : 2 }

    /// The size of the text (or placeholder) on one line with the border's insets (7 down for a
    /// rounded border) and the overlays beside it.
    var fittingSize: CGSize {
        let line = UIHostingController(rootView: shownText.lineLimit(1).fixedSize())
            .sizeThatFits(in: CGSize(width: CGFloat.infinity, height: .infinity))
        var width = line.width + 2 * borderInset
        var height = line.height + (borderStyle == .roundedRect ? 14 : 2 * borderInset)
        for (view, mode) in [(leftView, leftViewMode), (rightView, rightViewMode)] {
            guard let view, shows(view, mode) else { continue }
            let overlay = Self.overlaySize(view)
            width += overlay.width
            height = max(height, overlay.height)
        }
        if showsClearButton { width += 29 }
        return CGSize(width: width, height: height)
    }

    /// The border, the text or placeholder in its rectangle, the overlay views and the clear button.
    @MainActor package func swiftUIDrawing() -> AnyView {
        let bounds = self.bounds
        var parts: [AnyView] = [border(in: borderRect(forBounds: bounds))]
        let empty = !hasText
        let rect = empty ? placeholderRect(forBounds: bounds) : textRect(forBounds: bounds)
        defaultDrawings = []
        let recorded = UIViewHierarchyDrawing.recording(bounds.size) { context in
            UIGraphicsPushContext(context)
            if empty { drawPlaceholder(in: rect) } else { drawText(in: rect) }
            UIGraphicsPopContext()
        }
        if let recorded { parts.append(recorded) }
        if defaultDrawings.contains(empty ? .placeholder : .text), !(empty && placeholder == nil) {
            let alignment = textAlignment.swiftUIFrameAlignment(vertical: .center)
            parts.append(AnyView(shownText.lineLimit(1).truncationMode(.tail)
                .frame(width: rect.width, height: rect.height, alignment: alignment).placed(at: rect.origin)))
        }
        for (view, mode, leading) in [(leftView, leftViewMode, true), (rightView, rightViewMode, false)] {
            guard let view, shows(view, mode) else { continue }
            let frame = leading ? leftViewRect(forBounds: bounds) : rightViewRect(forBounds: bounds)
            view.frame = frame
            view.layoutIfNeeded()
            parts.append(AnyView(UIViewHierarchyDrawing.drawing(of: view, owner: "UITextField").view
                .frame(width: frame.width, height: frame.height).placed(at: frame.origin)))
        }
        if showsClearButton {
            let frame = clearButtonRect(forBounds: bounds)
            parts.append(AnyView(Image(systemName: "xmark.circle.fill").font(.system(size: 16)).foregroundStyle(Color(uiColor: .tertiaryLabel))
                .frame(width: frame.width, height: frame.height).placed(at: frame.origin)))
        }
        return AnyView(ZStack(alignment: .topLeading) { ForEach(parts.indices, id: \.self) { parts[$0] } }
            .frame(width: bounds.width, height: bounds.height, alignment: .topLeading)
            .opacity(isEnabled ? 1 : 0.5))
    }

    /// The text (dots for secure entry) in the field's font and colour, or the placeholder in the placeholder grey.
    private var shownText: Text {
        let font = shownFont
        let string = text ?? ""
        if string.isEmpty {
            if let attributed = storedAttributedPlaceholder { return UIKitAttributedText.text(attributed, font: font, color: .placeholderText) }
            return Text(verbatim: placeholder ?? " ").font(Font(font)).foregroundColor(Color(uiColor: .placeholderText))
        }
        if isSecureTextEntry {
            return Text(verbatim: String(repeating: "\u{2022}", count: string.count)).font(Font(font)).foregroundColor(Color(uiColor: textColor ?? .label))
        }
        if let attributed = storedAttributedText { return UIKitAttributedText.text(attributed, font: font, color: textColor ?? .label) }
        return Text(verbatim: string).font(Font(font)).foregroundColor(Color(uiColor: textColor ?? .label))
    }

    /// The border style's drawing, or the background image for the other styles.
    @MainActor private func border(in rect: CGRect) -> AnyView {
        let image = isEnabled ? background : disabledBackground ?? background
        let drawn: AnyView = switch borderStyle {
        case .roundedRect:
            AnyView(RoundedRectangle(cornerRadius: 5).fill(Color(uiColor: .tertiarySystemBackground))
                .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(Color(uiColor: .systemGray4), lineWidth: 0.5)))
        case .line: AnyView(Rectangle().strokeBorder(Color(uiColor: .label), lineWidth: 1))
        case .bezel: AnyView(Rectangle().strokeBorder(Color(uiColor: .systemGray), lineWidth: 1))
        case .none: image.map { AnyView(Image(uiImage: $0).resizable()) } ?? AnyView(Color.clear)
        }
        return AnyView(drawn.frame(width: rect.width, height: rect.height).placed(at: rect.origin))
    }

    /// Whether an overlay view shows in a field not being edited.
    private func shows(_ view: UIView?, _ mode: ViewMode) -> Bool {
        view != nil && (mode == .always || mode == .unlessEditing)
    }

    private var showsClearButton: Bool {
        hasText && (clearButtonMode == .always || clearButtonMode == .unlessEditing)
    }

    /// An overlay view's size: its frame's, else its fitting size.
    private static func overlaySize(_ view: UIView) -> CGSize {
        if view.frame.width > 0 || view.frame.height > 0 { return view.frame.size }
        return view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    }
}
