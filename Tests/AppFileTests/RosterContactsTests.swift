import Testing
import BackplateTestSupport
import Foundation
import Backplate
import BackplateSnapshotTesting
@testable import AppFiles

/// `Roster…`: a contacts directory in iOS 14-era code (NavigationView, navigationBarTitle,
/// navigationBarItems, actionSheet, PlainListStyle, GroupedListStyle, PreviewProvider) on the
/// iPhone canvas. Expected (controls.md §1.2, §1.3, §3.3–3.5): the large title and the
/// leading bar item start at the 20-point layout margin of a 393-wide phone; a plain list
/// spans the width on systemBackground (white / black) with its row content inset 20 and a
/// NavigationLink chevron per row; a grouped list rows span the width on white / 28,28,30 over
/// systemGroupedBackground (242,242,247 / black), its headers uppercased; an action sheet
/// is not drawn in a still frame. Accent 0,122,255 / 10,132,255.
@MainActor @Suite(.backplateLook(.iOS18), .tags(.appFiles, .pixels)) struct RosterContactsTests {
    @Test func sectionsGroupByInitial() {
        let byFamily = RosterDirectory.sections(RosterDirectory.sample, by: .familyName)
        #expect(byFamily.map(\.letter) == ["B", "D", "H", "K", "L", "T"])
        let byGiven = RosterDirectory.sections(RosterDirectory.sample, by: .givenName)
        #expect(byGiven.map(\.letter) == ["A", "B", "D", "E", "G"])
        #expect(byGiven[0].contacts.map(\.givenName) == ["Ada", "Alan"])
        // ActionSheet's documented default: one Cancel button, no message.
        let sheet = ActionSheet(title: Text("Sort Contacts"))
        #expect(sheet.buttons.count == 1 && sheet.message == nil)
    }

    @Test func presentedActionSheetDrawsNothing() {
        // A still render shows the presenting view only, as for alerts and dialogs.
        func displayList(_ view: some View) -> DisplayList {
            let renderer = ImageRenderer(content: view)
            renderer.proposedSize = ProposedViewSize(width: 393, height: 200)
            return renderer.displayList()
        }
        let plain = displayList(RosterRow(contact: RosterDirectory.sample[0]))
        let presented = displayList(RosterRow(contact: RosterDirectory.sample[0]).actionSheet(isPresented: .constant(true)) {
            ActionSheet(title: Text("Sort Contacts"), buttons: [.destructive(Text("Reset")), .cancel()])
        })
        let byItem = displayList(RosterRow(contact: RosterDirectory.sample[0]).actionSheet(item: .constant(RosterDirectory.sample[1])) {
            ActionSheet(title: Text("Call \($0.givenName)?"))
        })
        #expect(plain == presented && plain == byItem)
    }

    @Test func plainListUnderALargeTitle() throws {
        let list = RosterListView()
        let drawn = phoneTexts(list)
        let strings = drawn.map(\.0)
        let title = try #require(frame(drawn, "Contacts"))
        let sort = try #require(frame(drawn, "Sort"))
        #expect(abs(title.minX - 16) < 1 && abs(sort.minX - 16) < 1, "\(title) \(sort)")
        #expect(title.minY > sort.maxY, "the large title sits below the bar's items")
        // Sections in family-name order, not uppercased further, rows inset 20 + 40 + 12.
        let headers = ["B", "D", "H", "K", "L", "T"].compactMap { frame(drawn, $0) }
        #expect(headers.count == 6 && zip(headers, headers.dropFirst()).allSatisfy { $0.minY < $1.minY }, "\(strings)")
        let ada = try #require(frame(drawn, "Ada Byron"))
        let grace = try #require(frame(drawn, "Grace Hopper"))
        #expect(abs(ada.minX - 72) < 1 && abs(grace.minX - 72) < 1, "\(ada)")
        #expect(headers[0].minY < ada.minY && ada.maxY < headers[1].minY)
        #expect(strings.filter { $0.contains("chevron.right") }.count >= 5, "NavigationLink rows")
        #expect(strings.filter { $0.contains("star") }.count == 2, "favourites")
        #expect(!strings.contains("Sort Contacts"), "the action sheet is not presented in a still frame")
        let images = try renderPhoneLightAndDark(list, name: "RosterList")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            #expect(close(at(image, 300, ada.midY), dark ? [0, 0, 0] : [255, 255, 255], .composited), "\(dark) plain row \(at(image, 300, ada.midY))")
            #expect(close(at(image, 1, ada.midY), dark ? [0, 0, 0] : [255, 255, 255], .composited), "\(dark) rows span the width")
            // The separator below Ada's row starts at the name (72), moved there by the row's
            // listRowSeparatorLeading guide; left of it, the row's background.
            if !dark {
                let line = stride(from: ada.maxY, to: headers[1].minY, by: 0.5).first { close(at(image, 200, $0), [198, 198, 200], 6) }
                let y = try #require(line, "no separator below Ada")
                #expect(close(at(image, 75, y), [198, 198, 200], 6) && close(at(image, 68, y), [255, 255, 255], .composited),
                        "separator from 72: \(at(image, 68, y)) \(at(image, 75, y))")
            }
        }
        // The PreviewProvider's group: three previews, the second dark.
        let previews = PreviewCatalog.previews(inModule: "AppFiles").filter { $0.typeName == "RosterListView_Previews" }
        #expect(previews.count == 3 && previews.dropFirst().first?.settings.colorScheme == .dark)
    }

    @Test func groupedDetailWithClearHeaderRow() throws {
        let detail = NavigationView { RosterDetailView(contact: RosterDirectory.sample[0]) }
        let drawn = phoneTexts(detail)
        let strings = drawn.map(\.0)
        #expect(strings.contains("PHONE") && strings.contains("EMAIL"), "grouped headers are uppercased: \(strings)")
        let name = try #require(frame(drawn, "Ada Byron"))
        let initials = try #require(frame(drawn, "AB"))
        #expect(abs(name.midX - 196.5) < 1 && abs(initials.midX - 196.5) < 1, "\(name) \(initials)")
        let phone = try #require(frame(drawn, "(415) 555-0101"))
        #expect(abs(phone.minX - 20) < 1, "\(phone)")
        #expect(!strings.contains("Block Ada?"))
        let images = try renderPhoneLightAndDark(detail, name: "RosterDetail")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let grouped = dark ? [0, 0, 0] : [242, 242, 247]
            let card = dark ? [28, 28, 30] : [255, 255, 255]
            #expect(close(at(image, 300, phone.midY), card, .composited), "\(dark) row \(at(image, 300, phone.midY))")
            #expect(close(at(image, 1, phone.midY), card, .composited), "\(dark) grouped rows span the width")
            // listRowBackground(Color.clear): the avatar row shows the grouped background.
            #expect(close(at(image, 30, initials.midY), grouped, .composited), "\(dark) clear row \(at(image, 30, initials.midY))")
            // The avatar: the radial gradient of the contact's tint, white initials over it.
            let avatar = at(image, 196.5 - 30, initials.midY)
            #expect(avatar[2] > avatar[0] + 40, "\(dark) blue-hued avatar \(avatar)")
        }
    }
}
