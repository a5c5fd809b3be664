import Foundation
import Testing
import BackplateTestSupport
import Backplate
import BackplateUIKit
import BackplateSnapshotTesting

// An iOS 26 form with switches against Home Assistant's privacy screen (iOS 26.4), light and
// dark (see ListParityTests for the method).

@Suite("Parity: iOS 26 form (Home Assistant)", .backplateLook(.iOS26), .tags(.pixels))
struct FormParityTests {
    /// The privacy screen restated: a header row, then two sections of one switch each with a
    /// footer. The header's 80-point lock glyph (a Material Design Icons image the app draws)
    /// is left out: an empty 80 × 80 frame keeps its place.
    static var privacy: some View {
        List {
            VStack(spacing: 16) {
                Color.clear.frame(width: 80, height: 80).frame(maxWidth: .infinity, alignment: .center)
                VStack(spacing: 4) {
                    Text("Privacy").font(.title3.bold())
                    Text("You are in control of your data.")
                        .foregroundStyle(Color(uiColor: .secondaryLabel))
                        .font(.subheadline)
                        .multilineTextAlignment(.center)
                        .frame(maxWidth: .infinity, alignment: .center)
                }
            }
            .padding(.vertical, 4)
            Section(footer: Text("Firebase Cloud Messaging must be enabled for push notifications to function.")) {
                Toggle("Firebase Cloud Messaging", isOn: .constant(true))
            }
            Section(footer: Text("Allows checking for important alerts like security vulnerabilities.")) {
                Toggle("Alerts", isOn: .constant(true))
            }
        }
        .contentMargins(.top, 4)
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark]) func privacyForm(_ style: UIUserInterfaceStyle) throws {
        let dark = style == .dark
        let name = dark ? "homeassistant-privacy-form-toggles-dark-ios26" : "homeassistant-privacy-form-toggles-ios26"
        let image = Parity.render(name, Self.privacy, layout: .device(config: ControlParityTests.homeAssistantPhone), style: style)
        let card = dark ? [28, 28, 30] : [255, 255, 255]
        #expect(image.colour(5, 5) == (dark ? [0, 0, 0] : [242, 242, 247]))
        #expect(image.colour(30, 295) == card)
        // Three cards 16 points in: the header row's, then two 51-point switch rows. The first
        // starts 4 points below the 54-point inset (`contentMargins(.top, 4)`). The header card
        // is 178 tall: its content 15 points from its top and bottom (the lock image, 80 + 4
        // padding, starts 19 below the card's top).
        let cardTest = PixelTest.near(card[0], card[1], card[2], tolerance: 1)
        let header = try #require(image.box((0, 40, 390, 250), cardTest))
        #expect(header.distance(to: Box(16, 58, 374, 236)) == 0, "header card \(header)")
        let rows = [try #require(image.box((0, 250, 390, 327), cardTest)),
                    try #require(image.box((0, 360, 390, 438), cardTest))]
        // iOS 26 sets a footer 8.33 below its card and the next card 6 below the footer (iOS
        // 18: 6 and 12).
        for (row, top) in zip(rows, [271.0, 382.0]) {
            #expect(row.minX == 16 && row.maxX == 374 && row.maxY - row.minY == 51, "card \(row)")
            #expect(abs(row.minY - top) <= 0.34, "card \(row)")
        }
        // The first footer's ink: its top within a device pixel, its last line's descenders
        // (Inter's) within two.
        let footer = try #require(image.box((16, 322, 374, 382), .differs(card[0] == 255 ? 242 : 0, card[0] == 255 ? 242 : 0, card[0] == 255 ? 247 : 0, threshold: 40)))
        #expect(abs(footer.minY - 332.33) <= 0.34 && abs(footer.maxY - 355.33) <= 0.7, "footer \(footer)")
        // iOS 26 switches: 63 × 28 in green (52, 199, 89), dark (48, 209, 88), 11.67 points
        // below their card's top. iOS's end 2 points nearer the card's edge than the row's text
        // inset (x 359.67 against 358): laid out 61 wide at the inset, drawn 63 (were at 358).
        let green = dark ? PixelTest.near(48, 209, 88, tolerance: 2) : PixelTest.near(52, 199, 89, tolerance: 2)
        for row in rows {
            let got = try #require(image.box((250, row.minY, 390, row.maxY), green))
            #expect(abs((got.maxX - got.minX) - 62.33) <= 0.7 && abs((got.maxY - got.minY) - 28) <= 0.5, "switch \(got)")
            #expect(abs(got.minY - row.minY - 11.67) <= 0.5 && abs(got.maxX - 359.67) <= 0.5, "switch \(got)")
        }
        // The switch labels: body text 16 points inside the card, centred in the row (ink;
        // text widths §1).
        let labelTest = PixelTest.differs(card[0], card[1], card[2], threshold: 100)
        let first = try #require(image.box((16, rows[0].minY, 290, rows[0].maxY), labelTest))
        #expect(first.distance(to: Box(33.33, rows[0].minY + 19.33, 222.33, rows[0].minY + 34.33)) <= 2.5, "label \(first)")
        let second = try #require(image.box((16, rows[1].minY, 290, rows[1].maxY), labelTest))
        #expect(second.distance(to: Box(32.67, rows[1].minY + 19.67, 73.67, rows[1].minY + 31.67)) <= 1, "label \(second)")
    }
}
