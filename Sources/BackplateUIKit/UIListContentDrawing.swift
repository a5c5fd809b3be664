import Foundation
import BackplateCore

extension UIListContentConfiguration {
    /// The SwiftUI view iOS's list content view draws for this configuration, without its
    /// margins (a list row's insets stand for them): the image before the texts as a `Label`
    /// lays out a list icon, the secondary text under the text, or trailing beside it in a
    /// value cell, each in its font, colour, line limit and case, at the content's alpha.
    @MainActor package var swiftUIContent: AnyView {
        let primary = Self.textView(attributedText, text, textProperties)
        let secondary = Self.textView(secondaryAttributedText, secondaryText, secondaryTextProperties)
        let texts: AnyView
        if let primary, let secondary, prefersSideBySideTextAndSecondaryText {
            texts = AnyView(HStack(alignment: .firstTextBaseline, spacing: textToSecondaryTextHorizontalPadding) {
                primary
                Spacer(minLength: 0)
                secondary
            })
        } else {
            texts = AnyView(VStack(alignment: .leading, spacing: textToSecondaryTextVerticalPadding) {
                primary
                secondary
            }.frame(maxWidth: .infinity, alignment: textProperties.alignment == .center ? .center : .leading))
        }
        guard let image else { return AnyView(texts.opacity(Double(alpha))) }
        return AnyView(Label { texts } icon: { imageView(image) }.opacity(Double(alpha)))
    }

    /// A text in its properties' font, colour, alignment, line limit and case (`nil`: no text).
    private static func textView(_ attributed: NSAttributedString?, _ plain: String?, _ properties: TextProperties) -> AnyView? {
        let text: Text
        if let attributed {
            text = UIKitAttributedText.text(attributed, font: properties.font, color: properties.color)
        } else if let plain {
            text = Text(verbatim: properties.transform == .capitalized ? plain.capitalized : plain)
        } else {
            return nil
        }
        let textCase: Text.Case? = switch properties.transform {
        case .uppercase: .uppercase
        case .lowercase: .lowercase
        case .none, .capitalized: nil
        }
        return AnyView(text
            .font(Font(properties.font))
            .foregroundStyle(Color(uiColor: properties.color))
            .multilineTextAlignment(properties.alignment == .center ? .center : .leading)
            .lineLimit(properties.numberOfLines > 0 ? properties.numberOfLines : nil)
            .textCase(textCase))
    }

    /// The image: a symbol in the image properties' tint (the accent colour by default, as a
    /// cell's tint), a bitmap at its size or scaled to fit `maximumSize`, with its corner radius.
    @MainActor private func imageView(_ image: UIImage) -> AnyView {
        let properties = imageProperties
        let tint = properties.tintColor.map { AnyShapeStyle(Color(uiColor: $0)) } ?? AnyShapeStyle(.tint)
        var drawn = AnyView(Image(uiImage: image).foregroundStyle(tint))
        let maximum = properties.maximumSize
        if maximum.width > 0 || maximum.height > 0 {
            drawn = AnyView(Image(uiImage: image).resizable().scaledToFit().foregroundStyle(tint)
                .frame(maxWidth: maximum.width > 0 ? maximum.width : nil, maxHeight: maximum.height > 0 ? maximum.height : nil))
        }
        guard properties.cornerRadius > 0 else { return drawn }
        return AnyView(drawn.clipShape(RoundedRectangle(cornerRadius: properties.cornerRadius, style: .continuous)))
    }
}

extension UIListContentView: UIKitDrawnView {
    /// The configuration's SwiftUI content, inset by its layout margins.
    @MainActor package func swiftUIDrawing() -> AnyView {
        let content = configuration as? UIListContentConfiguration ?? .cell()
        let margins = content.directionalLayoutMargins
        return AnyView(content.swiftUIContent.padding(EdgeInsets(top: margins.top, leading: margins.leading,
                                                                 bottom: margins.bottom, trailing: margins.trailing)))
    }
}
