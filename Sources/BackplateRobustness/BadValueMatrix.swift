import Foundation
import Backplate

/// The bad-value matrix: every bad value through every numeric parameter of the public API,
/// each checked at layout, printed tree, PNG, SVG and PDF by `InvariantChecker`.
///
/// Cases are named `<entry point>/<value>` (`frame.width/1e19`). `backplate-badvalues` runs
/// them in a child process, so that one trap cannot hide the others.
public enum BadValueMatrix {
    /// The bad floating-point values.
    public static let doubles: [(String, Double)] = [
        ("nan", .nan), ("+inf", .infinity), ("-inf", -.infinity), ("0", 0), ("-1", -1), ("1e-300", 1e-300),
        ("1e9", 1e9), ("1e19", 1e19), ("1e308", 1e308), ("-1e308", -1e308),
    ]
    /// The bad integer values.
    public static let ints: [(String, Int)] = [("0", 0), ("-1", -1), ("Int.min", .min), ("Int.max", .max)]

    /// One case: its name and what it checks (the violations it found).
    public struct Case: Sendable {
        public let name: String
        public let run: @Sendable () -> [String]
    }

    typealias Entry = (String, @Sendable (Double) -> AnyView)

    static var base: some View { Color.blue.frame(width: 40, height: 30) }
    static var text: Text { Text("Backplate hello world") }

    /// View-building entry points taking one `Double` (or `CGFloat`, or an `Angle`).
    static let viewEntries: [Entry] = [
        ("frame.width", { AnyView(Color.red.frame(width: $0, height: 20)) }),
        ("frame.height", { AnyView(Color.red.frame(width: 20, height: $0)) }),
        ("frame.minWidth", { AnyView(Color.red.frame(minWidth: $0)) }),
        ("frame.idealWidth", { AnyView(Color.red.frame(idealWidth: $0)) }),
        ("frame.maxWidth", { AnyView(Color.red.frame(maxWidth: $0)) }),
        ("frame.minHeight", { AnyView(Color.red.frame(minHeight: $0)) }),
        ("frame.idealHeight", { AnyView(Color.red.frame(idealHeight: $0)) }),
        ("frame.maxHeight", { AnyView(Color.red.frame(maxHeight: $0)) }),
        ("frame.minMax", { AnyView(Color.red.frame(minWidth: $0, maxWidth: $0, minHeight: $0, maxHeight: $0)) }),
        ("padding.all", { AnyView(base.padding($0)) }),
        ("padding.edge", { AnyView(base.padding(.leading, $0)) }),
        ("padding.insets", { AnyView(base.padding(EdgeInsets(top: $0, leading: $0, bottom: 1, trailing: 2))) }),
        ("offset.x", { AnyView(base.offset(x: $0)) }),
        ("offset.y", { AnyView(base.offset(y: $0)) }),
        ("position.x", { AnyView(base.position(x: $0, y: 5)) }),
        ("position.y", { AnyView(base.position(x: 5, y: $0)) }),
        ("aspectRatio.fit", { AnyView(Color.red.aspectRatio($0, contentMode: .fit)) }),
        ("aspectRatio.fill", { AnyView(Color.red.aspectRatio($0, contentMode: .fill)) }),
        ("aspectRatio.size", { AnyView(Color.red.aspectRatio(CGSize(width: $0, height: 1), contentMode: .fit)) }),
        ("opacity", { AnyView(base.opacity($0)) }),
        ("blur.radius", { AnyView(base.blur(radius: $0)) }),
        ("blur.opaque", { AnyView(base.blur(radius: $0, opaque: true)) }),
        ("shadow.radius", { AnyView(base.shadow(radius: $0)) }),
        ("shadow.x", { AnyView(base.shadow(color: .black, radius: 2, x: $0, y: 0)) }),
        ("shadow.y", { AnyView(base.shadow(color: .black, radius: 2, x: 0, y: $0)) }),
        ("rotationEffect.degrees", { AnyView(base.rotationEffect(.degrees($0))) }),
        ("rotationEffect.radians", { AnyView(base.rotationEffect(.radians($0))) }),
        ("scaleEffect", { AnyView(base.scaleEffect($0)) }),
        ("scaleEffect.x", { AnyView(base.scaleEffect(x: $0, y: 1)) }),
        ("cornerRadius", { AnyView(base.cornerRadius($0)) }),
        ("clipShape.roundedRectangle", { AnyView(base.clipShape(RoundedRectangle(cornerRadius: $0))) }),
        ("roundedRectangle.cornerRadius", { AnyView(RoundedRectangle(cornerRadius: $0).fill(.red).frame(width: 30, height: 20)) }),
        ("stroke.lineWidth", { AnyView(Circle().stroke(Color.red, lineWidth: $0).frame(width: 30, height: 30)) }),
        ("strokeBorder.lineWidth", { AnyView(Circle().strokeBorder(Color.red, lineWidth: $0).frame(width: 30, height: 30)) }),
        ("strokeStyle.dash", { AnyView(Circle().stroke(Color.red, style: StrokeStyle(lineWidth: 2, dash: [$0, 1])).frame(width: 30, height: 30)) }),
        ("strokeStyle.dashAll", { AnyView(Circle().stroke(Color.red, style: StrokeStyle(lineWidth: 2, dash: [$0])).frame(width: 30, height: 30)) }),
        ("strokeStyle.dashPhase", { AnyView(Circle().stroke(Color.red, style: StrokeStyle(lineWidth: 2, dash: [3, 2], dashPhase: $0)).frame(width: 30, height: 30)) }),
        ("strokeStyle.miterLimit", { AnyView(Rectangle().stroke(Color.red, style: StrokeStyle(lineWidth: 4, miterLimit: $0)).frame(width: 30, height: 30)) }),
        ("clipShape.dashedStroke", { v in AnyView(base.clipShape(Circle().stroke(style: StrokeStyle(lineWidth: 4, dash: [v * 1e-9 + 1e-9])))) }),
        ("trim.from", { AnyView(Circle().trim(from: $0, to: 1).stroke(Color.red).frame(width: 30, height: 30)) }),
        ("trim.to", { AnyView(Circle().trim(from: 0, to: $0).stroke(Color.red).frame(width: 30, height: 30)) }),
        ("path.addRelativeArc.delta", { v in AnyView(Path { p in p.addRelativeArc(center: CGPoint(x: 15, y: 15), radius: 10, startAngle: .zero, delta: .radians(v)) }.stroke(Color.red)) }),
        ("path.addRelativeArc.start", { v in AnyView(Path { p in p.addRelativeArc(center: CGPoint(x: 15, y: 15), radius: 10, startAngle: .radians(v), delta: .degrees(90)) }.fill(Color.red)) }),
        ("path.addArc.radius", { v in AnyView(Path { p in p.addArc(center: CGPoint(x: 15, y: 15), radius: v, startAngle: .zero, endAngle: .degrees(270), clockwise: false) }.fill(Color.red)) }),
        ("path.addLine", { v in AnyView(Path { p in p.move(to: .zero); p.addLine(to: CGPoint(x: v, y: 10)); p.addLine(to: CGPoint(x: 5, y: v)) }.fill(Color.red)) }),
        ("path.addQuadCurve", { v in AnyView(Path { p in p.move(to: .zero); p.addQuadCurve(to: CGPoint(x: 20, y: 20), control: CGPoint(x: v, y: v)) }.stroke(Color.red)) }),
        ("path.addRect", { v in AnyView(Path { p in p.addRect(CGRect(x: 0, y: 0, width: v, height: 10)) }.fill(Color.red)) }),
        ("path.addEllipse", { v in AnyView(Path { p in p.addEllipse(in: CGRect(x: 0, y: 0, width: v, height: v)) }.stroke(Color.red)) }),
        ("color.red", { AnyView(Color(red: $0, green: 0.5, blue: 0.5).frame(width: 10, height: 10)) }),
        ("color.opacity", { AnyView(Color(red: 0.2, green: 0.5, blue: 0.5, opacity: $0).frame(width: 10, height: 10)) }),
        ("color.white", { AnyView(Color(white: $0).frame(width: 10, height: 10)) }),
        ("color.linear", { AnyView(Color(.sRGBLinear, red: $0, green: $0, blue: 0).frame(width: 10, height: 10)) }),
        ("color.hue", { AnyView(Color(hue: $0, saturation: 1, brightness: 1).frame(width: 10, height: 10)) }),
        ("color.saturation", { AnyView(Color(hue: 0.3, saturation: $0, brightness: 1).frame(width: 10, height: 10)) }),
        ("color.brightness", { AnyView(Color(hue: 0.3, saturation: 1, brightness: $0).frame(width: 10, height: 10)) }),
        ("color.opacityModifier", { AnyView(Color.red.opacity($0).frame(width: 10, height: 10)) }),
        ("color.resolved", { AnyView(Color(Color.Resolved(red: Float($0), green: 0, blue: 0)).frame(width: 10, height: 10)) }),
        ("text.foregroundColor", { AnyView(Text("Backplate").foregroundColor(Color(red: $0, green: $0, blue: 0))) }),
        ("text.underlineColor", { AnyView(Text("Backplate").underline(color: Color(red: $0, green: 0, blue: 0))) }),
        ("text.strikethroughColor", { AnyView(Text("Backplate").strikethrough(color: Color(white: $0, opacity: $0))) }),
        ("text.fontSize", { AnyView(Text("Backplate").font(.system(size: $0))) }),
        ("text.customFontSize", { AnyView(Text("Backplate").font(.custom("Montserrat", size: $0))) }),
        ("text.kerning", { AnyView(text.kerning($0)) }),
        ("text.tracking", { AnyView(text.tracking($0)) }),
        ("text.baselineOffset", { AnyView(text.baselineOffset($0)) }),
        ("text.lineSpacing", { AnyView(text.lineSpacing($0).frame(width: 60)) }),
        ("text.minimumScaleFactor", { AnyView(text.lineLimit(1).minimumScaleFactor($0).frame(width: 40)) }),
        ("text.frameWidth", { AnyView(text.frame(width: $0)) }),
        ("text.frameNegative", { AnyView(text.frame(width: 40).offset(x: -abs($0)).frame(width: -abs($0))) }),
        ("text.proposalWidth", { AnyView(text.frame(maxWidth: $0)) }),
        ("hstack.spacing", { v in AnyView(HStack(spacing: v) { base; base; Text("Backplate") }) }),
        ("vstack.spacing", { v in AnyView(VStack(spacing: v) { base; base }) }),
        ("zstack.frame", { v in AnyView(ZStack { base; Color.red.frame(width: v, height: v) }) }),
        ("spacer.minLength", { v in AnyView(HStack { base; Spacer(minLength: v); base }) }),
        ("layoutPriority", { v in AnyView(HStack { text.layoutPriority(v); text }.frame(width: 100)) }),
        ("zIndex", { v in AnyView(ZStack { base.zIndex(v); Color.red.frame(width: 10, height: 10) }) }),
        ("linearGradient.location", { AnyView(LinearGradient(stops: [.init(color: .red, location: $0), .init(color: .blue, location: 1)], startPoint: .leading, endPoint: .trailing).frame(width: 30, height: 10)) }),
        ("linearGradient.unitPoint", { AnyView(LinearGradient(colors: [.red, .blue], startPoint: UnitPoint(x: $0, y: 0), endPoint: .trailing).frame(width: 30, height: 10)) }),
        ("radialGradient.startRadius", { AnyView(RadialGradient(colors: [.red, .blue], center: .center, startRadius: $0, endRadius: 20).frame(width: 30, height: 30)) }),
        ("radialGradient.endRadius", { AnyView(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: $0).frame(width: 30, height: 30)) }),
        ("angularGradient.startAngle", { AnyView(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees($0), endAngle: .degrees(180)).frame(width: 30, height: 30)) }),
        ("angularGradient.endAngle", { AnyView(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .radians($0)).frame(width: 30, height: 30)) }),
        ("angularGradient.center", { AnyView(AngularGradient(colors: [.red, .blue], center: UnitPoint(x: $0, y: $0), angle: .zero).frame(width: 30, height: 30)) }),
        ("image.scale", { v in AnyView(Image(decorative: RasterImage(width: 2, height: 2, rgba: [UInt8](repeating: 200, count: 16))!.cgImage, scale: v)) }),
        ("image.resizableFrame", { v in AnyView(Image(systemName: "star.fill").resizable().frame(width: v, height: 20)) }),
        ("image.data.scale", { v in AnyView(Image(data: BadValueMatrix.tinyPNG, scale: v)) }),
    ]

    /// Entry points taking an `Int`.
    static let intEntries: [(String, @Sendable (Int) -> AnyView)] = [
        ("text.lineLimit", { AnyView(text.lineLimit($0).frame(width: 50)) }),
        ("text.lineLimitReserves", { AnyView(text.lineLimit($0, reservesSpace: true).frame(width: 50)) }),
        ("forEach.count", { n in AnyView(HStack { ForEach(0..<max(0, min(n, 3)), id: \.self) { _ in base } }) }),
    ]

    /// A 1 × 1 opaque red PNG.
    static let tinyPNG = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==")!

    /// Every case of the matrix.
    public static var cases: [Case] {
        var out: [Case] = []
        for (entry, make) in viewEntries {
            for (vname, v) in doubles {
                out.append(Case(name: "\(entry)/\(vname)") { InvariantChecker.violations(of: make(v).id(0), ids: 0..<1) })
            }
        }
        for (entry, make) in intEntries {
            for (vname, v) in ints {
                out.append(Case(name: "\(entry)/\(vname)") { InvariantChecker.violations(of: make(v).id(0), ids: 0..<1) })
            }
        }
        // The renderer's own numbers.
        for (vname, v) in doubles {
            out.append(Case(name: "renderer.scale/\(vname)") { InvariantChecker.violations(of: base.id(0), scale: v, ids: 0..<1) })
            out.append(Case(name: "renderer.proposedWidth/\(vname)") {
                InvariantChecker.violations(of: Color.red.id(0), proposal: ProposedViewSize(width: v, height: 20), ids: 0..<1)
            })
            out.append(Case(name: "renderer.proposedSize/\(vname)") {
                InvariantChecker.violations(of: base.id(0), proposal: ProposedViewSize(width: v, height: v), ids: 0..<1)
            })
            out.append(Case(name: "renderer.greedyProposal/\(vname)") {
                InvariantChecker.violations(of: HStack { Color.red; Text("x") }.id(0), proposal: ProposedViewSize(width: v, height: v), ids: 0..<1)
            })
        }
        return out
    }
}
