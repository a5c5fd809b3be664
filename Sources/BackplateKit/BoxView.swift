import Foundation
import Backplate

/// The two kinds of box in seed 002's games.
public enum BoxHeaderType: String, CaseIterable, Sendable {
    /// The colour or gradient to match.
    case target
    /// The player's attempt.
    case yours
}

/// Design constants of seed 002's components.
public enum Constants {
    /// The corner radius of a box (the article does not give the value; 24 points is used).
    public static let cornerRadius: CGFloat = 24
}

/// Seed 002's generic box: a rounded rectangle filled with any shape style, a faint primary
/// outline, a header pill at the top, and arbitrary content below it.
nonisolated public struct BoxView<Content: View, Fill: ShapeStyle>: View {
    let header: BoxHeaderType
    let fill: Fill
    let content: Content

    /// Creates a box with a header, a fill and content.
    public init(_ header: BoxHeaderType, _ fill: Fill, @ViewBuilder content: () -> Content) {
        self.header = header
        self.fill = fill
        self.content = content()
    }

    /// The box.
    public var body: some View {
        ZStack(alignment: .top) {
            RoundedRectangle(cornerRadius: Constants.cornerRadius)
                .fill(fill)
                .overlay(RoundedRectangle(cornerRadius: Constants.cornerRadius)
                            .stroke(Color.primary.opacity(0.1)))

            VStack {
                Text(header.rawValue.uppercased())
                    .foregroundColor(.white)
                    .kerning(1.0)
                    .font(type: .montserrat, weight: .regular, style: .caption1)
                    .padding(8)
                    .background(RoundedRectangle(cornerRadius: Constants.cornerRadius / 2)
                                    .foregroundColor(Color.black.opacity(0.2)))
                    .padding(8)
                    .accessibility(addTraits: .isHeader)

                content
            }
        }
    }
}

/// Font families the seeds' apps bundle.
public enum FontType: String, CaseIterable, Sendable {
    /// Montserrat (OFL), fetched by `scripts/install-deps.sh` into the project's `.fonts` folder.
    case montserrat = "Montserrat"
}

/// Registers the package's `.fonts` folder (where `scripts/install-deps.sh` puts Montserrat)
/// once, for programs run from another directory. The text engine itself registers
/// `BACKPLATE_FONTS` and `./.fonts`.
enum BundledFonts {
    static let registered: Bool = {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".fonts")
        let alreadyKnown = PangoTextEngine.defaultFontDirectories().contains { $0.standardizedFileURL == dir.standardizedFileURL }
        guard !alreadyKnown, FileManager.default.fileExists(atPath: dir.path) else { return true }
        return PangoTextEngine.shared.registerFonts(in: dir)
    }()
}

nonisolated extension View {
    /// Seed 002's font helper: a bundled family at a UIKit text style's size and a weight,
    /// scaling with that style (built on `Font.custom(_:size:relativeTo:)`).
    public func font(type: FontType, weight: Font.Weight, style: UIFontTextStyle) -> some View {
        _ = BundledFonts.registered
        return font(.custom(type.rawValue, size: style.pointSize, relativeTo: style.textStyle).weight(weight))
    }
}

extension Text {
    /// Seed 002's font helper on a text.
    public func font(type: FontType, weight: Font.Weight, style: UIFontTextStyle) -> Text {
        _ = BundledFonts.registered
        return font(.custom(type.rawValue, size: style.pointSize, relativeTo: style.textStyle).weight(weight))
    }
}
