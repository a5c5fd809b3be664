import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit

/// UIKit buttons drawn as iOS draws them: a configuration's style as the SwiftUI button style
/// it corresponds to (filled as `.borderedProminent`, tinted and gray as `.bordered`, plain as
/// `.borderless`), at its size and corner style; a button without one as its title and image
/// in the title colour; sized by its content for Auto Layout and stack views.
@MainActor @Suite(.tags(.pixels)) struct UIButtonDrawingTests {
    private func render(_ view: UIView, width: CGFloat = 200, height: CGFloat = 60) throws -> (RenderedImage, [String]) {
        try RuntimeWarning.collecting {
            try ImageRenderer(content: ButtonHost(view: view).frame(width: width, height: height)).render()
        }
    }

    private func fittedSize<V: View>(_ view: V) -> CGSize {
        UIHostingController(rootView: view.fixedSize()).sizeThatFits(in: CGSize(width: CGFloat.infinity, height: .infinity))
    }

    @Test func configurationStylesDrawAsTheirSwiftUIButtonStyles() throws {
        var filled = UIButton.Configuration.filled()
        filled.title = "Continue"
        let button = UIButton(configuration: filled)
        // Its size is the prominent SwiftUI button's; its fill the accent colour.
        #expect(button.intrinsicContentSize == fittedSize(Button("Continue") {}.buttonStyle(.borderedProminent)), "\(button.intrinsicContentSize)")
        let (image, warnings) = try render(button)
        #expect(warnings.isEmpty, "\(warnings)")
        let reference = try ImageRenderer(content: Button("Continue") {}.buttonStyle(.borderedProminent).frame(width: 200, height: 60)).render()
        #expect(try image.pngData() == reference.pngData(), "a filled button draws as .borderedProminent")
        #expect(close(image.pixel(x: 100 - Int(button.intrinsicContentSize.width / 2) + 4, y: 30), [0, 136, 255], 3) ||
                close(image.pixel(x: 100 - Int(button.intrinsicContentSize.width / 2) + 4, y: 30), [0, 122, 255], 3),
                "\(image.pixel(x: 100 - Int(button.intrinsicContentSize.width / 2) + 4, y: 30))")

        var tinted = UIButton.Configuration.tinted()
        tinted.title = "Follow"
        tinted.baseBackgroundColor = .systemPink
        tinted.cornerStyle = .capsule
        tinted.buttonSize = .small
        let (tintedImage, _) = try render(UIButton(configuration: tinted))
        let tintedReference = try ImageRenderer(content: Button("Follow") {}.buttonStyle(.bordered).tint(Color(uiColor: .systemPink))
            .controlSize(.small).buttonBorderShape(.capsule).frame(width: 200, height: 60)).render()
        #expect(try tintedImage.pngData() == tintedReference.pngData(), "a tinted small capsule draws as a pink .bordered capsule")

        // A gray button with a tint colour of its own: green text on the grey fill of an untinted .bordered.
        var gray = UIButton.Configuration.gray()
        gray.title = "Archive"
        let grayButton = UIButton(configuration: gray)
        grayButton.tintColor = .systemGreen
        let (grayImage, _) = try render(grayButton)
        let untinted = try ImageRenderer(content: Button("Archive") {}.buttonStyle(.bordered).frame(width: 200, height: 60)).render()
        let edge = (x: 100 - Int(grayButton.intrinsicContentSize.width / 2) + 3, y: 30)
        #expect(grayImage.pixel(x: edge.x, y: edge.y) == untinted.pixel(x: edge.x, y: edge.y), "the same grey fill")
        var greens = 0
        for x in 0..<200 {
            for y in 0..<60 {
                let p = grayImage.pixel(x: x, y: y)
                if p.green > 140 && p.red < 120 && p.blue < 140 { greens += 1 }
            }
        }
        #expect(greens > 20, "green title ink: \(greens)")

        var plain = UIButton.Configuration.plain()
        plain.title = "Skip"
        plain.image = UIImage(systemName: "forward.fill")
        plain.imagePadding = 6
        let (plainImage, _) = try render(UIButton(configuration: plain))
        let plainReference = try ImageRenderer(content: Button {} label: {
            HStack(spacing: 6) { Image(systemName: "forward.fill"); VStack(alignment: .leading, spacing: 0) { Text("Skip") } }
        }.buttonStyle(.borderless).frame(width: 200, height: 60)).render()
        #expect(try plainImage.pngData() == plainReference.pngData(), "a plain button draws its image 6 points before its title")
    }

    @Test func buttonsWithoutAConfigurationDrawTheirTitleInItsColour() throws {
        let system = UIButton(type: .system)
        system.setTitle("Edit", for: .normal)
        // UIKit's default title font: the 15-point system font.
        #expect(system.intrinsicContentSize == fittedSize(Text("Edit").font(.system(size: 15))), "\(system.intrinsicContentSize)")
        let (image, warnings) = try render(system)
        #expect(warnings.isEmpty, "\(warnings)")
        let blues = (0..<200).filter { x in (0..<60).contains { y in let p = image.pixel(x: x, y: y); return p.blue > 200 && p.red < 60 && p.alpha > 200 } }
        #expect(blues.count > 10 && abs(Double(blues.first! + blues.last!) / 2 - 100) < 2, "a tinted title centred: \(blues.first ?? -1)...\(blues.last ?? -1)")

        let custom = UIButton(type: .custom)
        custom.setTitle("Delete", for: .normal)
        custom.backgroundColor = .systemRed
        custom.layer.cornerRadius = 10
        #expect(custom.currentTitleColor == .white)
        let (red, _) = try render(custom)
        // The system red of the render's look (iOS 26's by default), inside the 10-point corners.
        let systemRed = (UIColor.systemRed.cgColor.components ?? []).prefix(3).map { Int(($0 * 255).rounded()) }
        #expect(close(red.pixel(x: 12, y: 30), systemRed, 3) && red.pixel(x: 1, y: 1).alpha < 128, "\(red.pixel(x: 12, y: 30)) \(red.pixel(x: 1, y: 1))")
        let whites = (80..<120).filter { x in (20..<40).contains { y in let p = red.pixel(x: x, y: y); return p.red > 240 && p.green > 240 && p.blue > 240 } }
        #expect(!whites.isEmpty, "the white title on the red fill")
    }

    @Test func contentInsetsPadTheLabelInEveryStyle() throws {
        func size(_ configuration: UIButton.Configuration) -> CGSize { UIButton(configuration: configuration).intrinsicContentSize }
        var filled = UIButton.Configuration.filled()
        filled.title = "Save"
        var bare = filled
        bare.contentInsets = .zero
        // UIKit's medium buttons pad their label 12 across and 7 down; zero insets leave the label's size.
        let label = fittedSize(Text("Save"))
        #expect(size(bare) == label && size(filled) == CGSize(width: label.width + 24, height: label.height + 14), "\(size(bare)) \(size(filled))")
        var wide = filled
        wide.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 30, bottom: 4, trailing: 30)
        #expect(size(wide) == CGSize(width: label.width + 60, height: label.height + 14), "\(size(wide))")
        // A plain button shares the metrics (SwiftUI's borderless style pads nothing).
        var plain = UIButton.Configuration.plain()
        plain.title = "Save"
        #expect(size(plain) == size(filled), "\(size(plain))")
        // The uneven insets move the title: its ink 3 points lower than centred.
        let (image, _) = try render(UIButton(configuration: wide), height: 80)
        let whiteRows = (0..<80).filter { y in (60..<140).contains { x in let p = image.pixel(x: x, y: y); return p.red > 230 && p.green > 230 && p.blue > 230 && p.alpha > 200 } }
        let blueRows = (0..<80).filter { y in let p = image.pixel(x: 100 - Int(label.width / 2) - 20, y: y); return p.blue > 200 && p.red < 60 }
        let inkMiddle = Double(whiteRows.first! + whiteRows.last!) / 2, fillMiddle = Double(blueRows.first! + blueRows.last!) / 2
        #expect(abs(inkMiddle - fillMiddle - 3) < 1.5, "ink \(inkMiddle) fill \(fillMiddle)")
    }

    @Test func popUpButtonsShowTheChosenActionAndTheIndicator() throws {
        let newest = UIAction(title: "Newest") { _ in }
        let oldest = UIAction(title: "Oldest", state: .on) { _ in }
        var plain = UIButton.Configuration.plain()
        plain.title = "Sort"
        let button = UIButton(configuration: plain)
        button.menu = UIMenu(children: [newest, UIMenu(options: .displayInline, children: [oldest])])
        button.showsMenuAsPrimaryAction = true
        #expect(ImageRenderer(content: ButtonHost(view: button).frame(width: 200, height: 44)).displayList().drawnTexts.map(\.0) == ["Sort"],
                "a menu button that keeps no selection shows its own title")
        button.changesSelectionAsPrimaryAction = true
        let indicator = ImageRenderer(content: Image(systemName: "chevron.up.chevron.down")).displayList().drawnTexts.map(\.0)
        #expect(!indicator.isEmpty && ImageRenderer(content: ButtonHost(view: button).frame(width: 200, height: 44)).displayList().drawnTexts.map(\.0)
                == ["Oldest"] + indicator)
        oldest.state = .off
        let legacy = UIButton(type: .system)
        legacy.menu = UIMenu(children: [newest, oldest])
        legacy.showsMenuAsPrimaryAction = true
        legacy.changesSelectionAsPrimaryAction = true
        #expect(ImageRenderer(content: ButtonHost(view: legacy).frame(width: 200, height: 44)).displayList().drawnTexts.map(\.0)
                == ["Newest"] + indicator, "none on: the first action")
    }

    @Test func systemTypesDrawTheirSymbols() throws {
        for (type, name) in [(UIButton.ButtonType.infoLight, "info.circle"), (.contactAdd, "plus.circle"), (.close, "xmark.circle.fill")] {
            let button = UIButton(type: type)
            let drawn = ImageRenderer(content: ButtonHost(view: button).frame(width: 44, height: 44)).displayList().drawnTexts.map(\.0)
            #expect(drawn == ["symbol \(name)"], "\(type): \(drawn)")
            #expect(button.intrinsicContentSize.width > 20 && button.intrinsicContentSize.height > 20, "\(button.intrinsicContentSize)")
        }
        // An image of its own replaces the type's symbol.
        let own = UIButton(type: .infoLight)
        own.setImage(UIImage(systemName: "star"), for: .normal)
        #expect(ImageRenderer(content: ButtonHost(view: own).frame(width: 44, height: 44)).displayList().drawnTexts.map(\.0) == ["symbol star"])
    }

    @Test func actionsHandlersAndStackSizing() throws {
        let share = UIButton(type: .system, primaryAction: UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in })
        #expect(share.currentTitle == "Share" && share.currentImage != nil && share.allControlEvents.contains(.primaryActionTriggered))
        share.addAction(UIAction { _ in }, for: .touchUpInside)
        share.menu = UIMenu(children: [UIAction(title: "Copy") { _ in }])
        share.showsMenuAsPrimaryAction = true
        #expect(share.allControlEvents.contains(.touchUpInside))

        var configuration = UIButton.Configuration.gray()
        configuration.title = "Off"
        let toggle = UIButton(configuration: configuration)
        toggle.isSelected = true
        var updates = 0
        toggle.configurationUpdateHandler = { button in
            updates += 1
            var updated = button.configuration
            updated?.title = button.isSelected ? "On" : "Off"
            button.configuration = updated
        }
        _ = toggle.intrinsicContentSize
        _ = try render(toggle)
        #expect(toggle.configuration?.title == "On" && updates == 1, "the handler ran once before drawing: \(updates)")
        toggle.isSelected = false
        _ = try render(toggle)
        #expect(toggle.configuration?.title == "Off" && updates == 2, "a state change ran it again: \(updates)")
        toggle.isSelected = true

        // In a stack, a button keeps its content's width and the label stretches.
        let label = UILabel()
        label.text = "Notifications"
        label.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [label, toggle])
        stack.spacing = 8
        _ = try render(stack, width: 300, height: 44)
        #expect(abs(toggle.frame.width - toggle.intrinsicContentSize.width) < 0.01 && abs(toggle.frame.maxX - 300) < 0.01
                && abs(label.frame.width - (292 - toggle.intrinsicContentSize.width)) < 0.01, "\(label.frame) \(toggle.frame)")
    }
}

private struct ButtonHost: UIViewRepresentable {
    let view: UIView
    func makeUIView(context: Context) -> UIView { view }
    func updateUIView(_ uiView: UIView, context: Context) {}
}
