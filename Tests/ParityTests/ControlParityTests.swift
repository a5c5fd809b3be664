import Foundation
import Testing
import BackplateTestSupport
import Backplate
import BackplateUIKit
import BackplateSnapshotTesting

// Buttons, palette and shapes against real iOS renders (see ListParityTests for the method).

@Suite("Parity: buttons, palette, shapes", .backplateLook(.iOS26), .tags(.pixels))
struct ControlParityTests {
    /// spezi-simpletile-bordered-prominent-ios26: a full-width `.borderedProminent` button is
    /// a 44-point capsule in iOS 26's blue (0, 136, 255).
    @Test func borderedProminentTileIOS26() {
        let tile = VStack(alignment: .center) {
            Text("Clean Code")
            Divider().padding(.bottom, 4)
            Text("A book by Robert C. Martin")
            Button {} label: { Text("Buy").frame(maxWidth: .infinity, minHeight: 30) }
                .buttonStyle(.borderedProminent)
                .padding(.top, 8)
        }
        .containerShape(Rectangle())
        let image = Parity.render("spezi-simpletile-bordered-prominent-ios26", tile, layout: .device(config: .iPhone13Pro))
        #expect(image.colour(195, 450) == [0, 136, 255])
        let button = image.box((0, 430, 390, 500), .near(0, 136, 255, tolerance: 2))
        #expect(button.map { $0.distance(to: Box(0.33, 444.67, 389.67, 488.67)) <= 1.5 } == true, "button \(String(describing: button))")
        // A capsule: 1 point below its top edge, the fill starts about 15 points in (a circle
        // of radius 22), where a rounded rectangle of radius 7 would start 3.3 points in.
        if let b = button {
            let row = image.box((0, b.minY + 0.9, 195, b.minY + 1.2), .differs(255, 255, 255, threshold: 4))
            #expect(row.map { abs($0.minX - 15) <= 1 } == true, "capsule edge \(String(describing: row))")
        }
    }

    /// ferrostar-rtl-grid-ios26: `Color.blue` is (0, 136, 255) and `Color.green` (52, 199, 89)
    /// on iOS 26; right-to-left puts the top-trailing square at the top left.
    @Test func rtlGridPaletteIOS26() {
        let square = Rectangle().frame(width: 64, height: 64).foregroundColor(.blue)
        let grid = HStack {
            VStack(alignment: .leading) { Spacer(); Spacer(); square }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
            VStack { Spacer(); Spacer() }.frame(maxWidth: .infinity, maxHeight: .infinity)
            VStack(alignment: .trailing) { square; Spacer(); Spacer() }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .trailing)
        }
        .environment(\.layoutDirection, .rightToLeft)
        .frame(maxWidth: .infinity)
        .padding()
        .background(Color.green)
        .frame(width: 430, height: 932)
        .background(Color(red: 130 / 255, green: 203 / 255, blue: 114 / 255))
        let image = Parity.render("ferrostar-rtl-grid-ios26", grid, layout: .sizeThatFits)
        #expect(image.colour(5, 5) == [52, 199, 89])
        #expect(image.colour(40, 40) == [0, 136, 255])
        #expect(image.box((0, 0, 215, 466), .near(0, 136, 255, tolerance: 2)) == Box(16, 16, 80, 80))
        #expect(image.box((215, 466, 430, 932), .near(0, 136, 255, tolerance: 2)) == Box(350, 852, 414, 916))
    }

    /// vault-tag-pill-capsule-ios26 (and dark): a circular capsule filled with grey at 20 %
    /// and stroked with the grey, around a symbol and a title, centred in 300 × 200.
    @Test(arguments: [UIUserInterfaceStyle.light, .dark]) func tagPillIOS26(_ style: UIUserInterfaceStyle) {
        let grey = Color(red: 0.5, green: 0.5, blue: 0.5)
        let scheme: ColorScheme = style == .dark ? .dark : .light
        let pill = HStack(alignment: .center, spacing: 12) {
            Image(systemName: "tag.fill")
            Text("Mid Color")
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .background {
            ZStack {
                Capsule(style: .circular).fill(grey.opacity(0.2))
                Capsule(style: .circular).stroke(grey, lineWidth: 1)
            }
        }
        .foregroundColor(grey)
        .frame(width: 300, height: 200)
        .background(Color(UIColor.systemBackground))
        .environment(\.colorScheme, scheme)
        let name = style == .dark ? "vault-tag-pill-capsule-dark-ios26" : "vault-tag-pill-capsule-ios26"
        let image = Parity.render(name, pill, layout: .sizeThatFits)
        let page = style == .dark ? [0, 0, 0] : [255, 255, 255]
        #expect(image.colour(5, 5) == page)
        // The grey at 20 % over the page: 229.6 / 25.5, rounded one level apart by iOS and cairo.
        #expect(close(image.colour(150, 84), style == .dark ? [26, 26, 26] : [230, 230, 230], 1))
        let box = image.box((0, 0, 300, 200), .differs(page[0], page[1], page[2], threshold: 10))
        #expect(box.map { $0.distance(to: Box(83.33, 81, 217, 119.33)) <= 0.34 } == true, "pill \(String(describing: box))")
    }

    /// homeassistant-link-row-continuous-corners-ios26: a full-width row on the secondary
    /// system fill, clipped by a 12-point continuous rounded rectangle.
    @Test func linkRowIOS26() {
        let image = Parity.render("homeassistant-link-row-continuous-corners-ios26", Self.linkRow,
                                  layout: .device(config: Self.homeAssistantPhone), style: .light)
        #expect(image.colour(5, 5) == [255, 255, 255])
        // secondarySystemFill, (120, 120, 128) at 16 % on white: 233.4, which iOS rounds down.
        #expect(close(image.colour(200, 405), [233, 233, 234], 1))
        let card = image.box((0, 0, 390, 844), .differs(255, 255, 255, threshold: 10))
        #expect(card.map { $0.distance(to: Box(0, 401, 390, 463)) <= 0.5 } == true, "card \(String(describing: card))")
        let title = image.box((60, 401, 390, 463), .dark(120))
        #expect(title.map { $0.distance(to: Box(62.67, 425.33, 156.33, 437.67)) <= 2 } == true, "title \(String(describing: title))")
    }

    /// `.device(config: .iPhone13(.portrait))` as Home Assistant's recording simulators (iPhone 16
    /// and 17, iOS 26) hosted it: the view is centred below a 54-point top inset, not the
    /// config's 47 (both Home Assistant references: a 62-point row centred at y 432, a list's
    /// first card at 54 + its 4-point top margin).
    static let homeAssistantPhone = ViewImageConfig(safeArea: UIEdgeInsets(top: 54, left: 0, bottom: 34, right: 0),
                                                    size: CGSize(width: 390, height: 844), traits: .iPhone13(.portrait))

    static var linkRow: some View {
        Link(destination: URL(string: "https://google.com")!) {
            HStack(spacing: 16) {
                Image(systemName: "heart").frame(width: 30, height: 30).font(.title2).tint(.blue)
                Text("This is a title")
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .multilineTextAlignment(.leading)
                    .tint(Color(uiColor: .label))
                    .font(.body.bold())
            }
        }
        .frame(maxWidth: 600)
        .padding()
        .background(Color(uiColor: .secondarySystemFill))
        .clipShape(RoundedRectangle(cornerRadius: 12))
    }

    /// swiftclockui-circle-strokeborder-ios16: a 2-point ring inside a circle inset 16.
    @Test func circleStrokeBorder() {
        let ring = Circle().strokeBorder(lineWidth: 2).padding()
        let image = Parity.render("swiftclockui-circle-strokeborder-ios16", ring, layout: .fixed(width: 200, height: 200))
        #expect(image.colour(5, 5) == [255, 255, 255])
        #expect(image.colour(100, 17) == [0, 0, 0])
        #expect(image.box((0, 0, 200, 200), .dark(128)) == Box(16, 16, 184, 184))
    }
}
