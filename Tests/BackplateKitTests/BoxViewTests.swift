import Testing
import BackplateTestSupport
import Foundation
import BackplateKit

/// A fill that resolves per colour scheme: magenta in light mode, green in dark mode.
struct KitSchemeFill: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> Color {
        environment.colorScheme == .dark ? Color(red: 0, green: 1, blue: 0) : Color(red: 1, green: 0, blue: 1)
    }
}

/// Seed 002's `BoxView`: a rounded rectangle (radius `Constants.cornerRadius`) filled with any
/// `ShapeStyle`, a `Color.primary.opacity(0.1)` outline, a header pill at the top (8 pt
/// padding, a black 0.2 rounded background, 8 pt padding) and the content below it.
@Suite(.tags(.layout, .pixels)) struct BoxViewTests {
    let red = Color(red: 1, green: 0, blue: 0)

    @Test func boxFillsTheProposalAndTheContentSitsBelowTheHeader() {
        let box = BoxView(.target, red) { Color.blue.frame(width: 40, height: 20).id("content") }
        let r = ImageRenderer(content: box)
        r.proposedSize = ProposedViewSize(width: 200, height: 150)
        let tree = r.layout()
        #expect(tree.size == CGSize(width: 200, height: 150))
        // The header is the text plus 8 + 8 pt of padding above and below; a VStack puts the
        // default 8 pt between it and the content, and a top-aligned ZStack centres both.
        let text = layoutKit(Text("TARGET").kerning(1.0).font(type: .montserrat, weight: .regular, style: .caption1)).size
        let content = try! #require(tree.frame(of: "content"))
        #expect(content.size == CGSize(width: 40, height: 20))
        #expect(content.midX == 100)
        #expect(abs(content.minY - (text.height + 32 + 8)) < 0.01, "\(content) text \(text)")
    }

    @Test func headerIsTheUppercasedRawValue() {
        #expect(BoxHeaderType.allCases.map { $0.rawValue.uppercased() } == ["TARGET", "YOURS"])
        // Wider text, wider header: "TARGET" at the same font lays out wider than "YOURS".
        let target = layoutKit(BoxView(.target, red) { EmptyView() }.fixedSize()).size
        let yours = layoutKit(BoxView(.yours, red) { EmptyView() }.fixedSize()).size
        #expect(target.width > yours.width)
    }

    @Test(arguments: [false, true])
    func colourFillHeaderPillAndPrimaryOutline(dark: Bool) throws {
        let box = BoxView(.target, red) { EmptyView() }.frame(width: 200, height: 150)
        let image = try renderImage(box, scale: 2, dark: dark)
        #expect(image.width == 400 && image.height == 300)
        // The fill, away from the edges and the header.
        #expect(rgba(image, 200, 200) == [255, 0, 0, 255])
        // Above the pill (y 2 pt): the fill; inside the pill's top padding (y 10 pt): the fill
        // under black at 0.2.
        #expect(rgba(image, 200, 4) == [255, 0, 0, 255])
        #expect(close(rgba(image, 200, 20), over([0, 0, 0], alpha: 0.2, on: [255, 0, 0])), "\(rgba(image, 200, 20))")
        // The outline: a 1 pt stroke centred on the edge, so the last device pixel row (the
        // inner half point) is the fill under primary at 0.1: black in light, white in dark.
        let ink: [Double] = dark ? [255, 255, 255] : [0, 0, 0]
        #expect(close(rgba(image, 200, 299), over(ink, alpha: 0.1, on: [255, 0, 0])), "\(rgba(image, 200, 299))")
        #expect(close(rgba(image, 0, 150), over(ink, alpha: 0.1, on: [255, 0, 0])), "\(rgba(image, 0, 150))")
        // The rounded corner leaves the corner pixel empty.
        #expect(rgba(image, 0, 299)[3] == 0)
    }

    @Test func linearGradientFillRunsLeadingToTrailing() throws {
        let gradient = Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
        let box = BoxView(.yours, LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing)) { EmptyView() }
            .frame(width: 200, height: 150)
            .environment(\.defaultGradientColorSpace, .device)   // sRGB mixing: the mid-point is purple
        let image = try renderImage(box)
        let left = rgba(image, 3, 100), right = rgba(image, 196, 100), mid = rgba(image, 100, 100)
        #expect(left[0] > 235 && left[2] < 20, "\(left)")
        #expect(right[2] > 235 && right[0] < 20, "\(right)")
        #expect(abs(mid[0] - mid[2]) <= 4 && mid[0] > 60 && mid[1] == 0, "\(mid)")
        // Same colour down a column: a horizontal gradient.
        #expect(close(rgba(image, 50, 60), rgba(image, 50, 120), 1))
    }

    @Test(arguments: [false, true])
    func customShapeStyleResolvesInTheEnvironment(dark: Bool) throws {
        let box = BoxView(.target, KitSchemeFill()) { EmptyView() }.frame(width: 120, height: 100)
        let image = try renderImage(box, dark: dark)
        #expect(rgba(image, 60, 80) == (dark ? [0, 255, 0, 255] : [255, 0, 255, 255]))
    }

    @Test func otherGradientsFillTheBox() throws {
        let gradient = Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
        let radial = try renderImage(BoxView(.target, RadialGradient(gradient: gradient, center: .center, startRadius: 0, endRadius: 60)) { EmptyView() }
            .frame(width: 120, height: 120))
        // Red at the centre, blue past the end radius (in the corner region still inside the box).
        let centre = rgba(radial, 60, 60), edge = rgba(radial, 60, 118)
        #expect(centre[0] > 230 && centre[2] < 25, "\(centre)")
        #expect(edge[2] > 200 && edge[0] < 60, "\(edge)")
        let angular = try renderImage(BoxView(.target, AngularGradient(gradient: gradient, center: .center)) { EmptyView() }
            .frame(width: 120, height: 120))
        // An angular gradient starts at 0° (trailing) and turns clockwise: just below the
        // centre line on the trailing side is near the start colour.
        let start = rgba(angular, 110, 62)
        #expect(start[0] > 200, "\(start)")
    }

    @Test func fontHelperIsMontserratAtCaption1Size() {
        // caption1 is 12 pt on iOS; the helper picks the bundled Montserrat family at that size,
        // which `scripts/install-deps.sh` installs into `.fonts`.
        let helper = layoutKit(Text("TARGET").font(type: .montserrat, weight: .regular, style: .caption1)).size
        let custom = layoutKit(Text("TARGET").font(.custom("Montserrat", size: 12))).size
        let system = layoutKit(Text("TARGET").font(.system(size: 12))).size
        #expect(helper == custom)
        #expect(helper.width != system.width, "Montserrat is not installed (run scripts/install-deps.sh): \(helper) vs \(system)")
        // The view modifier spelling agrees with the Text one.
        let viewHelper = layoutKit(Text("TARGET").padding(0).font(type: .montserrat, weight: .regular, style: .caption1)).size
        #expect(viewHelper == helper)
    }
}
