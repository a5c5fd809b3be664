import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import BackplateSnapshotTesting

/// `List(selection:)` in edit mode and `toolbarTitleMenu`, against iOS 17: in edit mode a
/// selectable list shows UIKit's multiple-selection control at each row's leading content
/// inset (a 22-point ring in systemGray3, 199,199,204 light / 72,72,74 dark, or a systemBlue
/// 0,122,255 / 10,132,255 disc with a white checkmark) and indents the row's content 38 points past it,
/// without the accent fill rows get outside edit mode; a title with a menu is followed by a
/// small secondary `chevron.down`. On a 393 × 852 screen (inset-grouped cards from x = 20,
/// the first row 35…79, the second 79…123; the bar at y = 0).
@MainActor @Suite(.backplateLook(.iOS18), .tags(.pixels)) struct ListEditModeAndTitleMenuTests {
    func list(editing: Bool) -> some View {
        List(selection: .constant(Set(["beta"]))) {
            Text("Alpha").tag("alpha")
            Text("Beta").tag("beta")
        }
        .environment(\.editMode, .constant(editing ? .active : .inactive))
    }

    @Test func editModeIndentsRowsPastTheSelectionCircles() throws {
        let editing = phoneTexts(list(editing: true), safeArea: EdgeInsets()), idle = phoneTexts(list(editing: false), safeArea: EdgeInsets())
        let alpha = try #require(editing.first { $0.0 == "Alpha" }?.1)
        let alphaIdle = try #require(idle.first { $0.0 == "Alpha" }?.1)
        // Content at the card's 20-point inset (x = 40) when idle; 38 further right editing
        // (the 22-point circle at 40…62, then 16 points).
        #expect(abs(alphaIdle.minX - 40) < 0.5, "\(alphaIdle)")
        #expect(abs(alpha.minX - 78) < 0.5, "\(alpha)")
        // Rows keep their height: the second row's text 44 points below the first.
        let beta = try #require(editing.first { $0.0 == "Beta" }?.1)
        #expect(abs(beta.midY - alpha.midY - 44) < 0.5 && abs(alpha.midY - 57) < 1, "\(alpha) \(beta)")
    }

    @Test func editModeDrawsRingsAndCheckedDiscs() throws {
        for dark in [false, true] {
            let image = try renderContainer(list(editing: true), scale: 2, dark: dark, name: dark ? nil : "list-edit-mode")
            func px(_ x: Double, _ y: Double) -> [Int] { Array(rgba(image, Int(x * 2), Int(y * 2)).prefix(3)) }
            let card = dark ? [28, 28, 30] : [255, 255, 255]
            // Alpha (unselected): the 1.5-point ring at x 40…41.5, clear inside, centre (51, 57).
            #expect(close(px(40.6, 57), dark ? [72, 72, 74] : [199, 199, 204], 4), "\(dark) ring \(px(40.6, 57))")
            #expect(px(51, 57) == card, "\(dark) \(px(51, 57))")
            // Beta (selected): a tint disc (centre 51, 101) with a white check through its middle.
            #expect(close(px(44, 96), dark ? [10, 132, 255] : [0, 122, 255], 3), "\(dark) disc \(px(44, 96))")
            let check = (95...107).contains { y in px(51, Double(y)) == [255, 255, 255] }
            #expect(check, "\(dark) no white check on the disc's vertical axis")
            // In edit mode the selected row keeps the card's fill and its dark label (no accent
            // fill, no white text).
            #expect(px(300, 101) == card, "\(dark) \(px(300, 101))")
            // The separator starts under the text, not under the circle.
            #expect(px(60, 79.25) == card, "\(dark) \(px(60, 79.25))")
        }
        // Outside edit mode the selected row is drawn on the accent fill, as before.
        let idle = try renderContainer(list(editing: false), scale: 2)
        #expect(Array(rgba(idle, 600, 202).prefix(3)) == [0, 122, 255])
    }

    @Test func listWithoutSelectionShowsNoCirclesInEditMode() throws {
        let plain = List { Text("Alpha") }.environment(\.editMode, .constant(.active))
        let alpha = try #require(phoneTexts(plain, safeArea: EdgeInsets()).first { $0.0 == "Alpha" }?.1)
        #expect(abs(alpha.minX - 40) < 0.5, "\(alpha)")
    }

    @Test func dataRowsShowCirclesForAnEmptySelection() throws {
        struct Row: Identifiable { let id: Int; let name: String }
        let rows = [Row(id: 1, name: "One"), Row(id: 2, name: "Two")]
        let view = List(rows, selection: .constant(Set<Int>())) { Text($0.name) }
            .environment(\.editMode, .constant(.active))
        let one = try #require(phoneTexts(view, safeArea: EdgeInsets()).first { $0.0 == "One" }?.1)
        #expect(abs(one.minX - 78) < 0.5, "\(one)")
        let image = try renderContainer(view, scale: 2)
        #expect(close(Array(rgba(image, Int(40.6 * 2), 57 * 2).prefix(3)), [199, 199, 204], 4))
    }

    func titled(menu: Bool) -> some View {
        NavigationStack {
            Group {
                if menu {
                    Text("Body").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
                        .toolbarTitleMenu { Button("Archive") {} }
                } else {
                    Text("Body").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
                }
            }
        }
    }

    @Test func titleMenuAddsAChevronAfterTheInlineTitle() throws {
        let withMenu = try #require(phoneTexts(titled(menu: true), safeArea: EdgeInsets()).first { $0.0 == "Inbox" }?.1)
        let without = try #require(phoneTexts(titled(menu: false), safeArea: EdgeInsets()).first { $0.0 == "Inbox" }?.1)
        // Without a menu the title is centred on the bar (196.5); with one, title and chevron
        // are centred together, so the title moves left.
        #expect(abs(without.midX - 196.5) < 1, "\(without)")
        #expect(withMenu.midX < without.midX - 4 && abs(withMenu.midY - 22) < 1, "\(withMenu)")
        let image = try renderContainer(titled(menu: true), height: 120, scale: 3, name: "title-menu")
        // The chevron: grey ink (secondary label, 60,60,67 @0.6 on white ≈ 138,138,142) after the
        // title, vertically centred on it, small (about 7.5 × 4.5 points of ink).
        let grey: ([Int]) -> Bool = { p in abs(p[0] - p[2]) < 12 && p[0] > 110 && p[0] < 200 }
        let ink = try #require(inkBounds(image, scale: 3, in: CGRect(x: withMenu.maxX + 1, y: 10, width: 20, height: 24), where: grey))
        #expect(ink.minX - withMenu.maxX > 3 && ink.minX - withMenu.maxX < 7, "\(ink) \(withMenu)")
        #expect(ink.width > 6 && ink.width < 9.5 && ink.height > 3 && ink.height < 6, "chevron ink \(ink)")
        #expect(abs(ink.midY - withMenu.midY) < 2, "\(ink) \(withMenu)")
        #expect(abs((withMenu.minX + ink.maxX) / 2 - 196.5) < 1.5, "\(withMenu) \(ink)")
        // A large title keeps no chevron (iOS shows the menu from the inline title).
        let large = NavigationStack { Text("Body").navigationTitle("Inbox").toolbarTitleMenu { Button("Archive") {} } }
        let largeImage = try renderContainer(large, height: 120, scale: 3)
        #expect(inkBounds(largeImage, scale: 3, in: CGRect(x: 120, y: 0, width: 150, height: 44), where: grey) == nil)
    }

    struct Fruit: Identifiable { let id: Int; let name: String; var locked = false }
    let fruit = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear", locked: true)]

    /// A list without a selection binding whose ForEach has onDelete and onMove, the second row
    /// locked with deleteDisabled and moveDisabled.
    func editable(editing: Bool) -> some View {
        List {
            ForEach(fruit) { item in
                Text(item.name).deleteDisabled(item.locked).moveDisabled(item.locked)
            }
            .onDelete { _ in }
            .onMove { _, _ in }
        }
        .environment(\.editMode, .constant(editing ? .active : .inactive))
    }

    @Test func editModeShowsDeleteAndReorderControls() throws {
        let drawn = phoneTexts(editable(editing: true), safeArea: EdgeInsets())
        let apple = try #require(drawn.first { $0.0 == "Apple" }?.1), pear = try #require(drawn.first { $0.0 == "Pear" }?.1)
        // The deletable row moves 38 points right past its delete control; the locked one has
        // no control and stays at the card's inset.
        #expect(abs(apple.minX - 78) < 0.5 && abs(pear.minX - 40) < 0.5, "\(apple) \(pear)")
        #expect(abs(phoneTexts(editable(editing: false), safeArea: EdgeInsets()).first { $0.0 == "Apple" }!.1.minX - 40) < 0.5)
        for dark in [false, true] {
            let image = try renderContainer(editable(editing: true), scale: 2, dark: dark, name: dark ? nil : "list-edit-actions")
            func px(_ x: Double, _ y: Double) -> [Int] { Array(rgba(image, Int(x * 2), Int(y * 2)).prefix(3)) }
            let card = dark ? [28, 28, 30] : [255, 255, 255]
            // Apple: a systemRed disc (255,59,48 / 255,69,58) centred at (51, 57) with a white bar.
            #expect(close(px(44, 57), dark ? [255, 69, 58] : [255, 59, 48], 3), "\(dark) \(px(44, 57))")
            #expect(px(51, 57) == [255, 255, 255] && close(px(51, 52), dark ? [255, 69, 58] : [255, 59, 48], 3))
            // Its reorder control: grey ink (systemGray3) ending within the symbol's margin of the
            // trailing content inset (353), centred on the row.
            let grey = dark ? [72, 72, 74] : [199, 199, 204]
            let ink = inkBounds(image, scale: 2, in: CGRect(x: 300, y: 40, width: 70, height: 34)) { close(Array($0.prefix(3)), grey, 6) }
            let handle = try #require(ink, "\(dark) no reorder control")
            #expect(handle.maxX > 346 && handle.maxX <= 353 && abs(handle.midY - 57) < 1.5 && handle.width > 10 && handle.width < 20, "\(dark) \(handle)")
            // Pear (locked): neither control.
            #expect(px(51, 91.5) == card, "\(dark) \(px(51, 91.5))")
            #expect(inkBounds(image, scale: 2, in: CGRect(x: 300, y: 84, width: 70, height: 34)) { close(Array($0.prefix(3)), grey, 6) } == nil)
        }
    }

    @Test func selectableListShowsReorderButNotDeleteControls() throws {
        // With a selection binding, edit mode selects: circles lead, reorder controls still trail.
        let view = List(selection: .constant(Set<Int>())) {
            ForEach(fruit) { Text($0.name) }
                .onDelete { _ in }
                .onMove { _, _ in }
        }
        .environment(\.editMode, .constant(.active))
        let image = try renderContainer(view, scale: 2)
        func px(_ x: Double, _ y: Double) -> [Int] { Array(rgba(image, Int(x * 2), Int(y * 2)).prefix(3)) }
        #expect(close(px(40.6, 57), [199, 199, 204], 4) && px(51, 57) == [255, 255, 255], "\(px(40.6, 57)) \(px(51, 57))")
        #expect(inkBounds(image, scale: 2, in: CGRect(x: 300, y: 40, width: 70, height: 34)) { close(Array($0.prefix(3)), [199, 199, 204], 6) } != nil)
    }

    @Test func unevenRoundedRectShorthandsMatchTheShape() throws {
        let r = CGRect(x: 0, y: 0, width: 100, height: 60)
        let radii = RectangleCornerRadii(topLeading: 20, bottomLeading: 0, bottomTrailing: 8, topTrailing: 20)
        let shorthand: UnevenRoundedRectangle = .rect(cornerRadii: radii)
        #expect(shorthand.path(in: r) == UnevenRoundedRectangle(cornerRadii: radii).path(in: r))
        let labelled: UnevenRoundedRectangle = .rect(topLeadingRadius: 20, bottomTrailingRadius: 8, topTrailingRadius: 20)
        #expect(labelled.path(in: r) == shorthand.path(in: r))
        // The corner is cut: (2, 2) is outside a 20-point top-leading corner, (2, 58) inside the
        // square bottom-leading one.
        #expect(!shorthand.path(in: r).contains(CGPoint(x: 2, y: 2)) && shorthand.path(in: r).contains(CGPoint(x: 2, y: 58)))
        let rounded: RoundedRectangle = .rect(cornerSize: CGSize(width: 12, height: 6))
        #expect(rounded.cornerSize == CGSize(width: 12, height: 6))
    }

    @Test func editActionsKeepImplicitTagsInsideSections() throws {
        // A ForEach with onMove inside a Section still tags its rows with their ids, so the
        // selected one shows the checked disc (row 2: centre y 101 below the 35-point header gap).
        let view = List(selection: .constant(Set([2]))) {
            Section { ForEach(fruit) { Text($0.name) }.onMove { _, _ in } }
        }
        .environment(\.editMode, .constant(.active))
        let drawn = phoneTexts(view, safeArea: EdgeInsets())
        let pear = try #require(drawn.first { $0.0 == "Pear" }?.1)
        let image = try renderContainer(view, scale: 2)
        #expect(close(Array(rgba(image, 44 * 2, Int(pear.midY * 2) - 10).prefix(3)), [0, 122, 255], 3), "\(pear)")
        #expect(close(Array(rgba(image, 81, 57 * 2).prefix(3)), [199, 199, 204], 4))
    }
}
