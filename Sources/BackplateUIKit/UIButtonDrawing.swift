import Foundation
import BackplateCore

extension UIButton {
    /// A button draws as a tree: its background colour and layer (a custom button's fill and
    /// corners) under its content.
    @MainActor package var drawsAsTree: Bool { true }

    /// The button as iOS draws it: with a configuration, the SwiftUI `Button` of the matching
    /// style (`.borderless` for plain and borderless, `.bordered` for gray, bordered and tinted
    /// ones, `.borderedProminent` for filled ones, `.glass`/`.glassProminent`) at its control
    /// size and border shape, tinted by `baseBackgroundColor` or the tint; without one, the
    /// normal state's title and image in the title colour, centred, inside `contentEdgeInsets`.
    @MainActor package func swiftUIDrawing() -> AnyView {
        if needsConfigurationUpdate { updateConfiguration() }
        guard let configuration else { return legacyDrawing }
        return AnyView(configuredDrawing(configuration).frame(maxWidth: .infinity, maxHeight: .infinity))
    }

    /// The size the button's drawing takes: its content's, as UIKit's intrinsic size.
    @MainActor var drawnSize: CGSize {
        if needsConfigurationUpdate { updateConfiguration() }
        let content = configuration.map { configuredDrawing($0) } ?? AnyView(legacyContent.padding(EdgeInsets(contentEdgeInsets)))
        return UIHostingController(rootView: content.fixedSize()).sizeThatFits(in: CGSize(width: CGFloat.infinity, height: .infinity))
    }

    @MainActor private func configuredDrawing(_ configuration: Configuration) -> AnyView {
        let tint = Color(uiColor: configuration.baseBackgroundColor ?? tintColor ?? .tintColor)
        let size: ControlSize = switch configuration.buttonSize {
        case .mini: .mini
        case .small: .small
        case .medium: .regular
        case .large: .large
        }
        var label = AnyView(configuredLabel(configuration).padding(extraInsets(configuration, size: size)))
        // A gray button keeps its grey fill: a tint colour of the button's own colours the label alone.
        let grey = configuration.style == .gray || configuration.style == .bordered
        if grey, let tintColor, configuration.baseForegroundColor == nil { label = AnyView(label.foregroundStyle(Color(uiColor: tintColor))) }
        let button = Button(action: {}) { label }
        let styled: AnyView = switch configuration.style {
        case .plain, .borderless: AnyView(button.buttonStyle(.borderless).tint(tint))
        case .gray, .bordered: AnyView(button.buttonStyle(.bordered))
        case .tinted, .borderedTinted: AnyView(button.buttonStyle(.bordered).tint(tint))
        case .filled, .borderedProminent: AnyView(button.buttonStyle(.borderedProminent).tint(tint))
        case .glass: AnyView(button.buttonStyle(.glass).tint(tint))
        case .prominentGlass: AnyView(button.buttonStyle(.glassProminent).tint(tint))
        }
        var drawing = AnyView(styled.controlSize(size).disabled(!isEnabled))
        if let shape = borderShape(configuration) { drawing = AnyView(drawing.buttonBorderShape(shape)) }
        return drawing
    }

    /// The padding that brings the style's own around the label to `contentInsets`: all of
    /// them for plain and borderless buttons (SwiftUI's borderless style pads nothing), the
    /// difference from the bordered styles' padding for the others (negative to take some away).
    private func extraInsets(_ configuration: Configuration, size: ControlSize) -> EdgeInsets {
        let insets = configuration.contentInsets
        var drawn: (horizontal: CGFloat, vertical: CGFloat) = (0, 0)
        if configuration.style != .plain, configuration.style != .borderless {
            guard configuration.assignedContentInsets != nil else { return EdgeInsets() }
            drawn = size.borderedButtonInsets
        }
        return EdgeInsets(top: insets.top - drawn.vertical, leading: insets.leading - drawn.horizontal,
                          bottom: insets.bottom - drawn.vertical, trailing: insets.trailing - drawn.horizontal)
    }

    /// The border shape a corner style asks for (`nil`: the style's own; radii of the small,
    /// medium and large styles are estimates).
    private func borderShape(_ configuration: Configuration) -> ButtonBorderShape? {
        switch configuration.cornerStyle {
        case .dynamic: nil
        case .capsule: .capsule
        case .fixed: .roundedRectangle(radius: configuration.background.cornerRadius)
        case .small: .roundedRectangle(radius: 4)
        case .medium: .roundedRectangle(radius: 8)
        case .large: .roundedRectangle(radius: 12)
        }
    }

    /// The title over the subtitle, beside or above the image (or a spinner) by its placement.
    @MainActor private func configuredLabel(_ configuration: Configuration) -> AnyView {
        let chosen = popUpSelection?.title
        let title = styledText(chosen == nil ? configuration.attributedTitle : nil, chosen ?? configuration.title ?? currentTitle,
                               configuration.titleTextAttributesTransformer)
        let subtitle = styledText(configuration.attributedSubtitle, configuration.subtitle, configuration.subtitleTextAttributesTransformer)
            .map { $0.font(configuration.buttonSize == .mini || configuration.buttonSize == .small ? .caption : .subheadline) }
        let alignment: HorizontalAlignment = switch configuration.titleAlignment {
        case .automatic, .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
        let texts = VStack(alignment: alignment, spacing: configuration.titlePadding) {
            if let title { title.lineLimit(configuration.titleLineBreakMode == .byWordWrapping ? nil : 1) }
            if let subtitle { subtitle }
        }
        let image: AnyView? = configuration.showsActivityIndicator ? AnyView(ProgressView())
            : (configuration.image ?? currentImage).map { AnyView(buttonImage($0)) }
        var label: AnyView = AnyView(texts)
        if let image {
            let padding = configuration.imagePadding
            let hasText = title != nil || subtitle != nil
            label = switch configuration.imagePlacement {
            case .trailing: AnyView(HStack(spacing: padding) { if hasText { texts }; image })
            case .top: AnyView(VStack(spacing: padding) { image; if hasText { texts } })
            case .bottom: AnyView(VStack(spacing: padding) { if hasText { texts }; image })
            default: AnyView(HStack(spacing: padding) { image; if hasText { texts } })
            }
        }
        let indicated = configuration.indicator == .popup || (configuration.indicator == .automatic && popUpSelection != nil)
        if indicated { label = AnyView(HStack(spacing: 6) { label; popUpIndicator }) }
        if let color = configuration.baseForegroundColor { label = AnyView(label.foregroundStyle(Color(uiColor: color))) }
        return label
    }

    /// A title or subtitle: its attributed form, else its string, in the font and colour the
    /// transformer sets (`nil`: no text).
    private func styledText(_ attributed: AttributedString?, _ plain: String?, _ transformer: UIConfigurationTextAttributesTransformer?) -> Text? {
        guard let string = attributed ?? plain.map({ AttributedString($0) }) else { return nil }
        guard let transformer else { return Text(string) }
        let attributes = transformer(AttributeContainer())
        var text = Text(string)
        if let font = attributes[AttributeScopes.UIKitAttributes.FontAttribute.self] { text = text.font(Font(font)) }
        if let color = attributes[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] { text = text.foregroundColor(Color(uiColor: color)) }
        return text
    }

    /// An image in a button: a symbol as the vector it is (in the button's foreground unless it
    /// has colours), else the bitmap at its size (a template one in the foreground).
    private func buttonImage(_ image: UIImage) -> some View {
        Group {
            if let symbol = image.symbol {
                Image(systemName: symbol.name, variableValue: symbol.variableValue)
                    .foregroundStyle(symbol.tint.map { AnyShapeStyle($0.swiftUIColor) } ?? AnyShapeStyle(.foreground))
            } else if image.isTemplate {
                Image(uiImage: image).renderingMode(.template)
            } else {
                Image(uiImage: image)
            }
        }
    }

    /// A button without a configuration: its image (or its type's symbol: an info, add or close
    /// circle) before its title (15-point system font, UIKit's default) in the title colour,
    /// centred by the content alignments.
    @MainActor private var legacyDrawing: AnyView {
        if let background = currentBackgroundImage {
            return AnyView(ZStack { Image(uiImage: background).resizable(); legacyPlaced })
        }
        return legacyPlaced
    }

    @MainActor private var legacyPlaced: AnyView {
        let horizontal: Alignment = switch contentHorizontalAlignment {
        case .left, .leading: .leading
        case .right, .trailing: .trailing
        case .center, .fill: .center
        }
        let vertical: Alignment = switch contentVerticalAlignment {
        case .top: .top
        case .bottom: .bottom
        case .center, .fill: .center
        }
        return AnyView(legacyContent.padding(EdgeInsets(contentEdgeInsets))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: Alignment(horizontal: horizontal.horizontal, vertical: vertical.vertical)))
    }

    /// The symbol a system button type draws without an image of its own (`nil`: none).
    private var typeSymbol: UIImage? {
        switch buttonType {
        case .detailDisclosure, .infoLight, .infoDark: UIImage(systemName: "info.circle")
        case .contactAdd: UIImage(systemName: "plus.circle")
        case .close: UIImage(systemName: "xmark.circle.fill")
        case .custom, .system, .plain: nil
        }
    }

    @MainActor private var legacyContent: some View {
        let color = Color(uiColor: currentTitleColor)
        let chosen = popUpSelection?.title
        let font = titleLabel?.assignedFont ?? .systemFont(ofSize: 15)
        let text: Text? = chosen.map { Text(verbatim: $0) }
            ?? currentAttributedTitle.map { UIKitAttributedText.text($0, font: font, color: currentTitleColor) }
            ?? currentTitle.map { Text(verbatim: $0) }
        return HStack(spacing: 0) {
            if currentImage == nil, let symbol = typeSymbol {
                // The close button's glyph is grey (iOS's secondary label); the others take the tint.
                buttonImage(symbol).font(.system(size: 22))
                    .foregroundStyle(buttonType == .close ? Color(uiColor: .secondaryLabel) : Color(uiColor: tintColor ?? .tintColor))
            }
            if let image = currentImage {
                if image.symbol != nil || image.isTemplate, buttonType != .custom {
                    buttonImage(image).foregroundStyle(Color(uiColor: tintColor ?? .tintColor))
                } else {
                    buttonImage(image)
                }
            }
            if let text { text.font(Font(font)).foregroundStyle(color).lineLimit(titleLabel?.numberOfLines == 0 ? nil : 1) }
            if popUpSelection != nil { popUpIndicator.foregroundStyle(color).padding(.leading, 6) }
        }
    }

    /// A pop-up button's menu choice: the menu's action that is on, else its first action (a
    /// pop-up button is one with a menu shown as its primary action that changes selection).
    @MainActor var popUpSelection: UIAction? {
        guard let menu, showsMenuAsPrimaryAction, changesSelectionAsPrimaryAction else { return nil }
        let actions = Self.actions(in: menu)
        return actions.first { $0.state == .on } ?? actions.first
    }

    private static func actions(in menu: UIMenu) -> [UIAction] {
        menu.children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return [action] }
            return (element as? UIMenu).map { actions(in: $0) } ?? []
        }
    }

    /// The pop-up indicator after the title: `chevron.up.chevron.down`, small and semibold (an estimate).
    private var popUpIndicator: some View {
        Image(systemName: "chevron.up.chevron.down").font(.footnote.weight(.semibold))
    }
}

extension EdgeInsets {
    /// UIKit's physical insets as SwiftUI's (left is leading: a render lays out left to right).
    init(_ insets: UIEdgeInsets) {
        self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }
}
