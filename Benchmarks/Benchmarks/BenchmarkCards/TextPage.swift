import Backplate

/// The text-heavy page of `Benchmarks/Baselines/text_page_c.c`, written as a SwiftUI view: an
/// 800×1000 white page with 40 pt margins, a 32 pt bold title and the paragraphs of
/// ``textPageParagraphs`` at 17 pt (SwiftUI's body size), wrapped to 720 pt, 12 pt apart, in
/// slate 900 and slate 700. The C program draws the same texts with the same fonts (Inter,
/// at the same sizes and wrap width) with pango directly. With a `variant`, every text ends
/// with it (" #3"): texts no engine has measured yet, for the renders that must shape them.
public func benchTextPage(variant: Int? = nil) -> some View {
    func hex(_ v: Int) -> Color {
        Color(red: Double((v >> 16) & 255) / 255, green: Double((v >> 8) & 255) / 255, blue: Double(v & 255) / 255)
    }
    return VStack(alignment: .leading, spacing: 12) {
        let suffix = variant.map { " #\($0)" } ?? ""
        Text(textPageTitle + suffix).font(.system(size: 32, weight: .bold)).foregroundStyle(hex(0x0F172A))
        ForEach(textPageParagraphs.indices, id: \.self) { i in
            Text(textPageParagraphs[i] + suffix).font(.system(size: 17)).foregroundStyle(hex(0x334155))
        }
    }
    .padding(40)
    .frame(width: 800, height: 1000, alignment: .topLeading)
    .background(Color.white)
}

/// The page's title (the same bytes as `TITLE` in text_page_c.c).
public let textPageTitle = "Rendering SwiftUI views on a Linux server"

/// The page's paragraphs (the same bytes as `PARAS` in text_page_c.c).
public let textPageParagraphs = [
    "Backplate lays out views by SwiftUI's rules and draws them with cairo and pango, so a server can turn the same declarations an iPhone app uses into PNG, SVG and PDF files without a display, a window server or a browser.",
    "Each render resolves the view tree in its environment, proposes sizes from the root down, places every child, and records what to draw as a display list of shapes, gradients, images and shaped text runs.",
    "Text is shaped once during layout: the measured lines are kept and drawn exactly as they were measured, so a paragraph wraps at the same words in the bitmap, in the vector documents and in the frames the layout reports.",
    "Shadows and blurs are computed offscreen at a working scale that keeps their cost proportional to the output, then composited back; gradients, rounded rectangles and strokes go straight to cairo's rasterizer.",
    "The PNG encoder writes opaque images as RGB, leaves rows of renders unfiltered and compresses them with libdeflate, which is faster than zlib at the same ratio; JPEG and WebP come from libjpeg-turbo and libwebp.",
    "On a server, renders run on worker threads with a text engine each, taken from a pool, so two cores draw two cards at once; caches are bounded, and nothing grows from one request to the next.",
    "This page exists to measure drawing that is dominated by glyphs rather than by fills: about 1,400 glyphs in seven paragraphs, the kind of page a report, an invoice or a social preview card holds.",
]
