import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit
import CoreData
import MapKit

private struct PickerHost: UIViewRepresentable {
    var style: UIDatePickerStyle
    var mode: UIDatePicker.Mode = .date
    func makeUIView(context: Context) -> UIDatePicker {
        let picker = UIDatePicker()
        picker.preferredDatePickerStyle = style
        picker.datePickerMode = mode
        picker.date = Date(timeIntervalSinceReferenceDate: 795_000_000)  // 12 March 2026, 09:20 UTC
        return picker
    }
    func updateUIView(_ uiView: UIDatePicker, context: Context) {}
}

private struct MultiCalendarHost: UIViewRepresentable {
    func makeUIView(context: Context) -> UICalendarView {
        let view = UICalendarView()
        view.calendar = Calendar(identifier: .gregorian)
        view.visibleDateComponents = DateComponents(year: 2026, month: 2)
        let selection = UICalendarSelectionMultiDate(delegate: nil)
        selection.setSelectedDates([DateComponents(year: 2026, month: 2, day: 3), DateComponents(year: 2026, month: 2, day: 20),
                                    DateComponents(year: 2026, month: 3, day: 1)], animated: false)
        view.selectionBehavior = selection
        return view
    }
    func updateUIView(_ uiView: UICalendarView, context: Context) {}
}

private struct PlainHost: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

private final class Trip: NSManagedObject, Identifiable {
    var name = ""
    var country = ""
    var nights = 0
    var rating: Double = 0
    var tags: [String] = []
    var start: Date?
}

/// UIKit, MapKit and Core Data names real SwiftUI apps use (issue 29), answering as the iOS
/// Simulator does.
@MainActor @Suite struct UIKitStandInsTests {
    @Test func datePickerStylesResolveAsUIKitDoes() {
        let picker = UIDatePicker()
        #expect(picker.datePickerMode == .dateAndTime && picker.preferredDatePickerStyle == .automatic)
        #expect(picker.datePickerStyle == .compact && picker.minuteInterval == 1 && picker.roundsToMinuteInterval)
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .inline)
        #expect(UIDatePickerStyle.inline.rawValue == 3 && UIDatePicker.Mode.yearAndMonth.rawValue == 4)
    }

    @Test func datePickersAreDrawnInTheirStyle() throws {
        let size = ProposedViewSize(width: 393, height: 500)
        func texts(_ style: UIDatePickerStyle) -> [String] {
            let renderer = ImageRenderer(content: PickerHost(style: style))
            renderer.proposedSize = size
            return renderer.displayList().drawnTexts.map(\.0)
        }
        // Inline: the month calendar; compact: one date button.
        #expect(texts(.inline).contains("March 2026") && texts(.inline).contains("31"))
        #expect(texts(.compact) == ["Mar 12, 2026"], "\(texts(.compact))")
        // Wheels: month, day and year wheels, the selection and its neighbours on each.
        let wheels = texts(.wheels)
        #expect(["February", "March", "April", "11", "12", "13", "2025", "2026", "2027"].allSatisfy { wheels.contains($0) }, "\(wheels)")
        // Wheels are UIKit's 216 points tall.
        let wheel = ImageRenderer(content: PickerHost(style: .wheels))
        wheel.proposedSize = ProposedViewSize(width: 393, height: nil)
        #expect(try wheel.render().height == 216)
    }

    @Test func aMultiDateCalendarCirclesTheVisibleMonthsSelection() throws {
        let renderer = ImageRenderer(content: MultiCalendarHost().frame(width: 360, height: 380))
        renderer.isOpaque = true
        let texts = renderer.displayList().drawnTexts
        let title = try #require(texts.first { $0.0 == "February 2026" }, "\(texts.map(\.0))")
        #expect(title.1.maxY < (texts.first { $0.0 == "3" }?.1.minY ?? 0))
        let image = try renderer.render()
        func circled(_ day: String) throws -> Bool {
            let f = try #require(texts.first { $0.0 == day }?.1)
            let p = image.pixel(x: Int(f.midX), y: Int(f.midY - 15))
            return Int(p.blue) > Int(p.red) + 60
        }
        #expect(try circled("3") && circled("20") && !circled("4") && !circled("1"))
    }

    @Test func plainUIKitViewsStillWarnAndDrawNothing() throws {
        let (image, warnings) = try RuntimeWarning.collecting {
            let renderer = ImageRenderer(content: PlainHost().frame(width: 20, height: 20))
            return try renderer.render()
        }
        #expect(warnings.contains { $0.contains("PlainHost") && $0.contains("cannot draw UIKit views") })
        #expect(image.pixel(x: 10, y: 10).alpha == 0)
    }

    @Test func navigationControllersPushAndPopAtOnce() {
        let root = UIViewController(), detail = UIViewController(), more = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        #expect(navigation.viewControllers == [root] && root.navigationController === navigation)
        navigation.pushViewController(detail, animated: true)
        navigation.pushViewController(more, animated: true)
        #expect(navigation.topViewController === more && more.parent === navigation)
        #expect(navigation.popViewController(animated: true) === more && more.parent == nil)
        #expect(navigation.popToRootViewController(animated: true) == [detail] && navigation.viewControllers == [root])
        #expect(navigation.popViewController(animated: true) == nil, "the root is never popped")
        #expect(navigation.navigationController == nil && !navigation.isNavigationBarHidden)
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(navigation.isNavigationBarHidden)
    }

    @Test func imagePickersAnswerAsTheSimulator() {
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
        let picker = UIImagePickerController()
        #expect(picker.sourceType == .photoLibrary && picker.mediaTypes == ["public.image"] && !picker.allowsEditing)
        #expect(UIImagePickerController.InfoKey.originalImage.rawValue == "UIImagePickerControllerOriginalImage")
    }

    @Test func thePasteboardKeepsWhatWasCopied() {
        let board = UIPasteboard.withUniqueName()
        #expect(!board.hasStrings && board.string == nil && board.numberOfItems == 0)
        board.strings = ["a", "b"]
        #expect(board.string == "a" && board.strings == ["a", "b"] && board.hasStrings && !board.hasURLs)
        let changes = board.changeCount
        board.url = URL(string: "https://example.com")
        #expect(board.url?.host == "example.com" && !board.hasStrings && board.changeCount == changes + 1)
        board.image = UIImage()
        #expect(board.hasImages && !board.hasURLs)
        #expect(UIPasteboard.withName(UIPasteboard.Name(rawValue: "missing.board"), create: false) == nil)
    }

    @Test func constraintsAreRecordedOnTheNearestCommonAncestor() {
        let container = UIView(), card = UIView(), label = UIView()
        container.addSubview(card)
        card.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        let top = label.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor, constant: 8)
        let width = label.widthAnchor.constraint(equalToConstant: 120)
        let half = card.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.5)
        NSLayoutConstraint.activate([top, width, half])
        #expect(container.constraints.count == 2 && label.constraints.count == 1 && top.isActive)
        #expect(top.firstAttribute == .top && top.secondAttribute == .top && top.constant == 8 && top.relation == .equal)
        #expect(width.secondItem == nil && width.secondAttribute == .notAnAttribute && half.multiplier == 0.5)
        NSLayoutConstraint.deactivate([top])
        #expect(!top.isActive && container.constraints.count == 1)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750 && UILayoutPriority.required > .defaultLow)
    }

    @Test func gestureDelegatesDefaultAsUIKitDoes() {
        final class Delegate: NSObject, UIGestureRecognizerDelegate {}
        let delegate = Delegate(), view = UIView()
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        #expect(tap.view === view && view.gestureRecognizers?.count == 1)
        #expect(delegate.gestureRecognizerShouldBegin(tap))
        #expect(!delegate.gestureRecognizer(tap, shouldRecognizeSimultaneouslyWith: UIPanGestureRecognizer()))
    }

    @Test func imagesLoadFromFilesWithTheirScale() throws {
        let png = try #require(UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2)).image { _ in }.pngData())
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uikit17-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("badge@2x.png")
        try png.write(to: file)
        let image = try #require(UIImage(contentsOfFile: file.path))
        #expect(image.scale == 2 && image.size.width * 2 == CGFloat(image.renderedImage.width))
        #expect(UIImage(contentsOfFile: dir.appendingPathComponent("none.png").path) == nil)
    }

    @Test func theSearchCompleterFailsOfflineWithAServerFailure() {
        final class Listener: NSObject, MKLocalSearchCompleterDelegate {
            var error: (any Error)?
            var updates = 0
            func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) { updates += 1 }
            func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) { self.error = error }
        }
        let completer = MKLocalSearchCompleter(), listener = Listener()
        completer.delegate = listener
        #expect(completer.resultTypes == [.address, .pointOfInterest, .query] && completer.queryFragment.isEmpty)
        completer.queryFragment = "Apple Pa"
        #expect((listener.error as? MKError)?.code == .serverFailure && listener.updates == 0 && completer.results.isEmpty)
    }

    func trips() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        let rows: [(String, String, Int, Double, [String], Double?)] = [
            ("Lisbon Weekend", "Portugal", 3, 4.5, ["city", "food"], 10), ("Porto", "Portugal", 2, 3.9, ["food"], 20),
            ("Kyoto Spring", "Japan", 9, 4.9, ["temples"], 30), ("Zürich", "Switzerland", 1, 3.0, [], nil),
            ("café crawl", "France", 4, 4.2, ["food", "city"], 5),
        ]
        for (name, country, nights, rating, tags, start) in rows {
            let trip = Trip(context: context)
            trip.name = name
            trip.country = country
            trip.nights = nights
            trip.rating = rating
            trip.tags = tags
            trip.start = start.map { Date(timeIntervalSinceReferenceDate: $0 * 86_400) }
        }
        return context
    }

    func names(_ format: String, _ args: Any..., sort: [NSSortDescriptor] = [NSSortDescriptor(key: "name", ascending: true)]) throws -> [String] {
        let request = NSFetchRequest<Trip>(entityName: "Trip")
        request.predicate = NSPredicate(format: format, argumentArray: args)
        request.sortDescriptors = sort
        return try trips().fetch(request).map(\.name)
    }

    @Test func formatPredicatesFilterManagedObjects() throws {
        #expect(try names("country == %@", "Portugal") == ["Lisbon Weekend", "Porto"])
        #expect(try names("%K CONTAINS[cd] %@", "name", "CAFE") == ["café crawl"])
        #expect(try names("name BEGINSWITH %@ OR name ENDSWITH[c] %@", "Por", "SPRING") == ["Kyoto Spring", "Porto"])
        #expect(try names("nights > 2 AND NOT (country IN %@)", ["Japan"]) == ["Lisbon Weekend", "café crawl"])
        #expect(try names("rating >= %f && nights <= %d", 4.0, 4) == ["Lisbon Weekend", "café crawl"])
        #expect(try names("ANY tags == 'city'") == ["Lisbon Weekend", "café crawl"])
        #expect(try names("NONE tags == 'food'") == ["Kyoto Spring", "Zürich"])
        #expect(try names("tags.@count == 0 OR start == nil") == ["Zürich"])
        #expect(try names("start < %@", Date(timeIntervalSinceReferenceDate: 15 * 86_400)) == ["Lisbon Weekend", "café crawl"])
        #expect(try names("nights BETWEEN {2, 4}") == ["Lisbon Weekend", "Porto", "café crawl"])
        #expect(try names("name LIKE[c] '*wEEK*'") == ["Lisbon Weekend"])
        #expect(try names("country != 'Portugal' AND name MATCHES %@", "[A-Z].*") == ["Kyoto Spring", "Zürich"])
        #expect(try names("TRUEPREDICATE").count == 5 && names("FALSEPREDICATE").isEmpty)
        let variadic = NSPredicate(format: "country == %@ AND nights == %d", "Portugal", 2)
        #expect(try trips().fetch(NSFetchRequest<Trip>(entityName: "Trip")).filter { variadic.evaluate(with: $0) }.map(\.name) == ["Porto"])
    }

    @Test func anUnreadableFormatMatchesNothingAndWarns() throws {
        let (predicate, warnings) = RuntimeWarning.collecting { NSPredicate(format: "name ==") }
        #expect(!predicate.evaluate(with: Trip(entity: Trip.entity(), insertInto: nil)))
        #expect(warnings.contains { $0.contains("name ==") })
    }

    @Test func keySortDescriptorsOrderFetches() throws {
        let byNights = [NSSortDescriptor(key: "nights", ascending: false)]
        #expect(try names("TRUEPREDICATE", sort: byNights) == ["Kyoto Spring", "café crawl", "Lisbon Weekend", "Porto", "Zürich"])
        let byCountryThenRating = [NSSortDescriptor(key: "country", ascending: true), NSSortDescriptor(key: "rating", ascending: true)]
        #expect(try names("TRUEPREDICATE", sort: byCountryThenRating) == ["café crawl", "Kyoto Spring", "Porto", "Lisbon Weekend", "Zürich"])
        // nil sorts first ascending, as Core Data's SQLite store orders NULL.
        #expect(try names("TRUEPREDICATE", sort: [NSSortDescriptor(key: "start", ascending: true)]).first == "Zürich")
    }
}

private struct LabelHost: UIViewRepresentable {
    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.text = "Synced"
        label.font = .boldSystemFont(ofSize: 20)
        label.textColor = .systemRed
        return label
    }
    func updateUIView(_ uiView: UILabel, context: Context) {}
}

/// Plain UIKit views apps build in helpers: a label is drawn as its text, the rest keep their settings.
@MainActor @Suite struct UIKitCommonViewsTests {
    @Test func aLabelIsDrawnAsItsTextInItsFontAndColour() throws {
        let renderer = ImageRenderer(content: LabelHost().frame(width: 200, height: 40))
        let texts = renderer.displayList().drawnTexts
        let frame = try #require(texts.first { $0.0 == "Synced" }?.1, "\(texts)")
        #expect(frame.height > 20 && frame.height < 30 && frame.width > 50)
        let colours = try #require(try coloursInText("Synced", of: LabelHost().frame(width: 200, height: 40), size: ProposedViewSize(width: 200, height: 40)))
        // systemRed's ink: red well above green and blue somewhere in the word.
        #expect(colours.contains { $0[0] > 200 && $0[1] < 90 && $0[2] < 90 })
        #expect(UILabel().font.pointSize == 17 && UILabel().numberOfLines == 1)
    }

    @Test func buttonsStacksAndSpinnersKeepTheirSettings() {
        let button = UIButton(type: .system)
        button.setTitle("Retry", for: .normal)
        #expect(button.buttonType == .system && button.title(for: .highlighted) == "Retry" && button.currentTitle == "Retry")
        let a = UIView(), b = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews == [b] && stack.subviews.count == 2 && stack.alignment == .fill)
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.startAnimating()
        #expect(spinner.isAnimating && spinner.hidesWhenStopped && UIActivityIndicatorView.Style.large.rawValue == 101)
        #expect(UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26 && UIInterfaceOrientationMask.all.rawValue == 30)
        let image = UIImageView(image: UIImage())
        #expect(image.frame == .zero && image.image != nil)
    }
}
