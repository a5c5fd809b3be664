import Testing
import BackplateTestSupport
import Foundation
import Combine
import Charts
import SwiftUI

// Constructs that unseen public app files used and Backplate lacked (issue 29, round 14):
// UIKit fonts and segmented-control appearance, archived colours, Foundation's async
// notifications, localized attributed strings and Finder-order sorting.

struct TallyRow: View {
    var body: some View {
        Text("Streak").font(Font(UIFont.systemFont(ofSize: 22, weight: .bold)))
    }
}

struct WeekdayChart: View {
    let days = ["Tue", "mon", "Wed"]
    var body: some View {
        Chart(days, id: \.self) { day in
            BarMark(x: .value("Day", day), y: .value("Count", day.count))
        }
        .chartXScale(domain: .automatic(dataType: String.self) { domain in
            domain.sort(using: .localizedStandard)
        })
    }
}

@MainActor
@Suite(.tags(.appFiles, .layout)) struct UnseenAppsRound14Tests {
    @Test func aUIKitFontDrawsAtItsSizeAndWeight() {
        let uiKit = ImageRenderer(content: TallyRow()).layout().size
        let swiftUI = ImageRenderer(content: Text("Streak").font(.system(size: 22, weight: .bold))).layout().size
        let body = ImageRenderer(content: Text("Streak")).layout().size
        #expect(uiKit == swiftUI)
        #expect(uiKit.height > body.height && uiKit.width > body.width)
        // The text styles at the default size: body 17, title1 28, headline 17 semibold.
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .title1).pointSize == 28)
        let headline = ImageRenderer(content: Text("Streak").font(Font(UIFont.preferredFont(forTextStyle: .headline)))).layout().size
        #expect(headline == ImageRenderer(content: Text("Streak").font(.system(size: 17, weight: .semibold))).layout().size)
        #expect(UIFontMetrics(forTextStyle: .body).scaledFont(for: .boldSystemFont(ofSize: 14)).pointSize == 14)
        #expect(UIFont.Weight.semibold.rawValue == 0.3 && UIFont.systemFont(ofSize: 9).withSize(12).pointSize == 12)
    }

    @Test func segmentedAppearanceIsKeptAndWarnsThatPickersIgnoreIt() {
        let (_, warnings) = RuntimeWarning.collecting {
            let appearance = UISegmentedControl.appearance()
            appearance.setTitleTextAttributes([.font: UIFont.boldSystemFont(ofSize: 14)], for: .selected)
            let font = appearance.titleTextAttributes(for: .selected)?[.font] as? UIFont
            #expect(font?.pointSize == 14)
            #expect(appearance.titleTextAttributes(for: .normal) == nil)
        }
        #expect(warnings.filter { $0.contains("UISegmentedControl") }.count == 1 && warnings.contains { $0.contains("UISegmentedControl.appearance().setTitleTextAttributes") })
        let (_, none) = RuntimeWarning.collecting {
            UISegmentedControl(items: ["Day", "Week"]).setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        }
        #expect(none.isEmpty)
        #expect(NSAttributedString.Key.font.rawValue == "NSFont" && NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
    }

    @Test func aColourSurvivesTheKeyedArchiver() throws {
        let teal = UIColor(red: 0.2, green: 0.6, blue: 0.55, alpha: 0.8)
        let data = try NSKeyedArchiver.archivedData(withRootObject: teal, requiringSecureCoding: true)
        let back = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIColor.self, from: data))
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = back.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r - 0.2) < 1e-9 && abs(g - 0.6) < 1e-9)
        #expect(abs(b - 0.55) < 1e-9 && abs(a - 0.8) < 1e-9)
        // A system colour archives its light appearance's components (blue: no red, full blue).
        var lr: CGFloat = 0, lg: CGFloat = 0, lb: CGFloat = 0, la: CGFloat = 0
        _ = UIColor.systemBlue.getRed(&lr, green: &lg, blue: &lb, alpha: &la)
        let blueData = try NSKeyedArchiver.archivedData(withRootObject: UIColor.systemBlue, requiringSecureCoding: true)
        let blue = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIColor.self, from: blueData))
        _ = blue.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r == lr && g == lg && b == lb && a == la)
        #expect(r == 0 && b == 1 && g > 0.4 && g < 0.6)
    }

    @Test func namesSortInFinderOrder() {
        var names = ["b10", "B9", "a", "A2"]
        names.sort(using: .localizedStandard)
        #expect(names == ["a", "A2", "B9", "b10"])
        #expect(["Tue", "mon"].sorted(using: .localized) == ["mon", "Tue"])
        let (_, warnings) = RuntimeWarning.collecting { _ = ImageRenderer(content: WeekdayChart().frame(width: 300, height: 200)).layout() }
        #expect(warnings.contains { $0.contains("modifyInferredDomain") })
    }

    @Test func localizedAttributedStringsInflectAndReadMarkdown() {
        let nights = AttributedString(localized: "^[3 night](inflect: true)")
        #expect(String(nights.characters) == "3 nights")
        let one = AttributedString(localized: LocalizedStringResource("^[1 night](inflect: true)"))
        #expect(String(one.characters) == "1 night")
        let bold = AttributedString(localized: "**Due** today")
        #expect(String(bold.characters) == "Due today")
        let intents = bold.runs.map { $0[AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.self] }
        #expect(intents == [.stronglyEmphasized, nil])
    }

    @Test func notificationsArriveAsAnAsyncSequence() async {
        let center = NotificationCenter()
        let name = Notification.Name("TallyReset")
        let seen = SeenHabits()
        let task = Task {
            for await note in center.notifications(named: name) {
                if await seen.add(note.userInfo?["habit"] as? String ?? "?") == 2 { break }
            }
        }
        // Post until the waiting task has subscribed and seen two; give up after 2 s.
        var attempt = 0
        while attempt < 400, await seen.count < 2 {
            center.post(name: name, object: nil, userInfo: ["habit": attempt.isMultiple(of: 2) ? "Run" : "Read"])
            try? await Task.sleep(nanoseconds: 5_000_000)
            attempt += 1
        }
        task.cancel()
        await task.value
        let names = await seen.names
        #expect(names.count == 2 && names.allSatisfy { $0 == "Run" || $0 == "Read" })
    }
}

actor SeenHabits {
    var names: [String] = []
    var count: Int { names.count }
    func add(_ name: String) -> Int { names.append(name); return names.count }
}
