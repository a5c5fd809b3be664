import Foundation

/// How Backplate draws redacted text and images (`redacted(reason:)`), following iOS's
/// placeholder look: text becomes one rounded bar per line, an image one rounded rectangle,
/// both in the content's own colour at reduced opacity, and the frame keeps its size.
///
/// Apple documents the behaviour ("text and images will be automatically masked to appear
/// as generic placeholders, though maintaining their original size and shape") but not the
/// numbers; these constants are Backplate's, chosen to match iOS screenshots closely.
public enum RedactionPlaceholderStyle {
    /// The opacity applied to the content's colour (text: its foreground style, template
    /// images and symbols: the foreground style, other images: the primary label colour).
    public static let opacity: Double = 0.16
    /// A bar's corner radius as a fraction of its height.
    public static let barCornerRadiusFraction: CGFloat = 0.2
    /// An image placeholder's corner radius as a fraction of its shorter side.
    public static let imageCornerRadiusFraction: CGFloat = 0.1
}

extension ViewNode {
    /// Replaces a text node's drawing with redaction bars when its environment asks for a
    /// placeholder (called where `Text` resolves). Layout is unchanged.
    func redactingText(in environment: EnvironmentValues) -> ViewNode {
        if environment.drawsRedactionPlaceholder, let text = content as? TextContent {
            content = RedactedTextContent(text: text)
        }
        return self
    }

    /// Replaces an image node's drawing with a placeholder rectangle when its environment asks
    /// for one (called where `Image` resolves). Layout is unchanged.
    func redactingImage(in environment: EnvironmentValues) -> ViewNode {
        if environment.drawsRedactionPlaceholder, let image = content as? ImageContent {
            content = RedactedImageContent(image: image)
        }
        return self
    }
}

/// Redacted text: one rounded bar per laid-out line, from the cap height above the baseline down
/// to the baseline (iOS 17's 21-point semibold bar 14.67 tall, RevenueCat's 17-point one 12),
/// each as wide as its line
/// (`TextLayoutResult.lineSpans`). An engine that reports no spans gets full-width bars with
/// the last line estimated as the single-line width minus the full lines before it (at least a
/// fifth of the frame), placed by the multiline alignment.
struct RedactedTextContent: NodeContent, DisplayListDrawable {
    let text: TextContent

    func displayItems(in frame: CGRect, node: ViewNode, builder: DisplayListBuilder) -> [DisplayList.Item] {
        guard let layout = node.layout as? TextNodeLayout, frame.width.isFinite, frame.height.isFinite else { return [] }
        let result = layout.result(for: node.placedProposal, pass: builder.pass)
        let lines = max(result.lineCount, 0)
        guard lines > 0, result.size.width > 0 else { return [] }
        let env = text.environment
        let textFrame = CGRect(origin: frame.origin, size: result.size)
        let style = text.runStyles.first ?? nil
        let paint = (style.map { resolvePaint($0, in: env, bounds: textFrame) } ?? env.foregroundPaint(bounds: textFrame, level: 0))
            .multiplyingOpacity(RedactionPlaceholderStyle.opacity)
        if paint.isClear { return [] }
        let scale = result.fontScale > 0 ? result.fontScale : 1
        let capHeight = result.metrics.capHeight * scale
        let pitch = lines > 1 ? (result.lastBaseline - result.firstBaseline) / CGFloat(lines - 1) : 0
        let width = result.size.width
        var lastWidth = width
        if lines > 1 {
            let single = layout.result(for: .unspecified, pass: builder.pass).size.width
            lastWidth = min(width, max(width / 5, single - CGFloat(lines - 1) * width))
        }
        let spans = result.lineSpans.isEmpty ? nil : result.lineSpans
        var items: [DisplayList.Item] = []
        for i in 0..<lines {
            let baseline = result.firstBaseline + CGFloat(i) * pitch
            var w = i == lines - 1 ? lastWidth : width
            var x = textFrame.minX
            if let spans, i < spans.count {
                x += spans[i].x
                w = min(spans[i].width, width)
            } else {
                let trailing: Bool
                switch env.multilineTextAlignment {
                case .leading: trailing = env.layoutDirection == .rightToLeft
                case .trailing: trailing = env.layoutDirection == .leftToRight
                case .center: trailing = false; x += (width - w) / 2
                }
                if trailing { x = textFrame.maxX - w }
            }
            let bar = builder.snap(CGRect(x: x, y: textFrame.minY + baseline - capHeight, width: w, height: capHeight))
            guard bar.width > 0, bar.height > 0 else { continue }
            let path = Path(roundedRect: bar, cornerRadius: bar.height * RedactionPlaceholderStyle.barCornerRadiusFraction)
            items.append(.shape(DisplayList.ShapeItem(path: path, paint: paint, frame: bar, source: "Text (redacted)")))
        }
        return items
    }
}

/// A redacted image: a rounded rectangle filling the image's frame.
struct RedactedImageContent: NodeContent, DisplayListDrawable {
    let image: ImageContent

    func displayItems(in frame: CGRect, node: ViewNode, builder: DisplayListBuilder) -> [DisplayList.Item] {
        guard frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite else { return [] }
        let env = image.environment
        let isTemplate: Bool
        switch image.image.content {
        case .symbol: isTemplate = image.image.renderingModeValue != .original
        case .raster: isTemplate = image.image.renderingModeValue == .template
        case .empty: return []
        }
        let base = isTemplate ? env.foregroundPaint(bounds: frame, level: 0) : .color(Color.labelColor(level: 0, in: env))
        let paint = base.multiplyingOpacity(RedactionPlaceholderStyle.opacity)
        if paint.isClear { return [] }
        let radius = min(frame.width, frame.height) * RedactionPlaceholderStyle.imageCornerRadiusFraction
        return [.shape(DisplayList.ShapeItem(path: Path(roundedRect: frame, cornerRadius: radius), paint: paint,
                                             frame: frame, source: "Image (redacted)"))]
    }
}
