import BackplateCore
import Foundation

/// A view of a music item's artwork at a size (SwiftUI, with `import MusicKit`).
///
/// A render downloads nothing, so it shows what iOS shows while the image loads: a rectangle of
/// the artwork's `backgroundColor` (a grey placeholder, systemGray5, when the artwork has none),
/// framed at the requested size, with a runtime warning. Given only a width or a height, the
/// other follows the artwork's aspect ratio (`maximumWidth` : `maximumHeight`; square when
/// unknown). VoiceOver reads it as an image labelled with the artwork's alternate text.
nonisolated public struct ArtworkImage: View {
    let artwork: Artwork
    let width: CGFloat?
    let height: CGFloat?
    @Environment(\.colorScheme) private var colorScheme

    /// The artwork at `width` points wide, as tall as its aspect ratio makes it.
    public init(_ artwork: Artwork, width: CGFloat) {
        self.init(artwork: artwork, width: width, height: nil)
    }

    /// The artwork at `height` points tall, as wide as its aspect ratio makes it.
    public init(_ artwork: Artwork, height: CGFloat) {
        self.init(artwork: artwork, width: nil, height: height)
    }

    /// The artwork at `width` × `height` points.
    public init(_ artwork: Artwork, width: CGFloat, height: CGFloat) {
        self.init(artwork: artwork, width: width, height: height)
    }

    private init(artwork: Artwork, width: CGFloat?, height: CGFloat?) {
        self.artwork = artwork
        self.width = width
        self.height = height
    }

    /// The size the view takes: the one requested, the missing side from the aspect ratio.
    var size: CGSize {
        let ratio = artwork.maximumWidth > 0 && artwork.maximumHeight > 0
            ? CGFloat(artwork.maximumWidth) / CGFloat(artwork.maximumHeight) : 1
        switch (width, height) {
        case let (width?, height?): return CGSize(width: width, height: height)
        case let (width?, nil): return CGSize(width: width, height: width / ratio)
        case let (nil, height?): return CGSize(width: height * ratio, height: height)
        case (nil, nil): return .zero
        }
    }

    /// The placeholder: the artwork's background colour, or grey, at `size`.
    public var body: some View {
        MusicKitRender.warn("ArtworkImage", "downloads no artwork in a render; it draws the artwork's background colour (grey when it has none) at the requested size")
        let fill = artwork.backgroundColor.map { Color(cgColor: $0) }
            ?? (colorScheme == .dark ? Color(red: 44 / 255, green: 44 / 255, blue: 46 / 255) : Color(red: 229 / 255, green: 229 / 255, blue: 234 / 255))
        return Rectangle()
            .fill(fill)
            .frame(width: size.width, height: size.height)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(Text(verbatim: artwork.alternateText ?? ""))
            .accessibilityAddTraits(.isImage)
    }
}
