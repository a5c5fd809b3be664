import Foundation
import Backplate
import BackplateUIKit

/// The picture `.accessibilityImage` records: the hosted view with each accessibility
/// element's frame tinted and outlined in a colour, over a legend of what VoiceOver reads.
enum AccessibilityOverlay {
    /// The outline colours, in reading order, repeated after the eighth (sRGB bytes).
    static let palette: [(red: UInt8, green: UInt8, blue: UInt8)] = [
        (230, 25, 25), (25, 115, 230), (25, 165, 65), (240, 140, 15),
        (140, 50, 205), (15, 165, 180), (215, 40, 155), (140, 100, 40),
    ]
    /// The outline's width in points, drawn inside each element's frame.
    static let borderWidth: CGFloat = 2
    /// The tint's opacity over each element's frame.
    static let tintOpacity = 0.3
    /// The legend's smallest width in points.
    static let minimumLegendWidth: CGFloat = 320

    static func color(_ index: Int) -> Color {
        let c = palette[index % palette.count]
        return Color(.sRGB, red: Double(c.red) / 255, green: Double(c.green) / 255, blue: Double(c.blue) / 255)
    }

    /// The view drawn as `.image` draws it, its elements outlined, and the legend.
    static func image<V: View>(of view: V, host: SnapshotHost) -> UIImage {
        let shot = host.image(of: view)
        let elements = host.renderer(for: view).layout().accessibilityElements
        let width = max(CGFloat(shot.renderedImage.width) / shot.scale, minimumLegendWidth)
        let composite = VStack(alignment: .leading, spacing: 0) {
            ZStack(alignment: .topLeading) {
                Image(uiImage: shot)
                ForEach(elements.indices, id: \.self) { i in
                    outline(elements[i].frame, color: color(i))
                }
            }
            legend(legendLines(elements)).frame(width: width, alignment: .leading)
        }
        .frame(width: width, alignment: .leading)
        .background(Color.white)
        let renderer = ImageRenderer(content: composite)
        renderer.scale = shot.scale
        renderer.isOpaque = true
        guard let image = try? renderer.render() else { return shot }
        return UIImage(renderedImage: image)
    }

    /// An element's frame: tinted, with a border inside it.
    private static func outline(_ frame: CGRect, color: Color) -> some View {
        Rectangle().fill(color.opacity(tintOpacity))
            .overlay(Rectangle().strokeBorder(color, lineWidth: borderWidth))
            .frame(width: max(frame.width, 0), height: max(frame.height, 0))
            .offset(x: frame.minX, y: frame.minY)
    }

    /// The legend's entries, one per element in reading order.
    static func legendLines(_ elements: [AccessibilityTreeElement]) -> [AccessibilityLegendLine] {
        elements.map(AccessibilityLegendLine.init)
    }

    /// One row per element: its colour, what VoiceOver says, the hint it reads in grey, then
    /// its custom actions and custom content, each under its heading.
    private static func legend(_ lines: [AccessibilityLegendLine]) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            if lines.isEmpty {
                Text("No accessibility elements").font(.system(size: 13)).foregroundStyle(Color.gray)
            }
            ForEach(lines.indices, id: \.self) { i in
                HStack(alignment: .top, spacing: 8) {
                    RoundedRectangle(cornerRadius: 3).fill(color(i)).frame(width: 14, height: 14)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(verbatim: lines[i].spoken).font(.system(size: 13)).foregroundStyle(Color.black)
                        if !lines[i].hint.isEmpty {
                            Text(verbatim: lines[i].hint).font(.system(size: 12)).foregroundStyle(Color.gray)
                        }
                        ForEach(lines[i].details.indices, id: \.self) { j in
                            let detail = lines[i].details[j]
                            Text(verbatim: detail.isItem ? detail.marker + detail.text : detail.text)
                                .font(.system(size: 13, weight: detail.isBold ? .bold : .regular)).foregroundStyle(Color.black)
                                .padding(.leading, detail.isItem ? 12 : 0)
                        }
                    }
                }
            }
        }
        .padding(10)
    }
}

/// One entry of the `.accessibilityImage` legend, in AccessibilitySnapshot's words: what
/// VoiceOver says, the hint, then "Actions Available" over the custom actions and "More
/// Content Available" over the custom content ("Label: Value", important content in bold), then
/// each rotor with results: "↺ Name:" in bold over one "- result" line per place it reaches.
struct AccessibilityLegendLine {
    /// A line under the description: a heading, or an item ("↓ Delete") under it.
    struct Detail: Equatable {
        var text: String
        var isItem: Bool
        var isBold = false
        /// What an item starts with: "↓ " (actions, content) or "- " (a rotor's results).
        var marker = "↓ "
    }

    var spoken: String
    var hint: String
    var details: [Detail] = []

    init(_ element: AccessibilityTreeElement) {
        spoken = element.spokenDescription
        hint = element.spokenHint
        // With nothing to say, the first heading takes the description's place.
        if !element.customActions.isEmpty {
            if spoken.isEmpty { spoken = "Actions Available" } else { details.append(Detail(text: "Actions Available", isItem: false)) }
            details += element.customActions.map { Detail(text: $0, isItem: true) }
        }
        if !element.customContent.isEmpty {
            if spoken.isEmpty { spoken = "More Content Available" } else { details.append(Detail(text: "More Content Available", isItem: false)) }
            details += element.customContent.map { Detail(text: $0.spoken, isItem: true, isBold: $0.isImportant) }
        }
        // AccessibilitySnapshot's default (`.whenOverridden`) shows only rotors with results.
        for rotor in element.rotors where !rotor.results.isEmpty {
            details.append(Detail(text: "↺ " + rotor.name + ":", isItem: false, isBold: true))
            details += rotor.results.map { Detail(text: $0, isItem: true, marker: "- ") }
        }
    }
}
